import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A deactivation accounts told rooms about (the `rooms.account-deactivated` effect), one row per delivery's event id:
 * written when it first arrives, `appliedAt` set once the user's rooms are deleted and their DJ seats freed. A
 * redelivery of an applied one changes nothing; one that failed half-way is finished by the next delivery.
 */
export const AccountDeactivationSchema = defineEntity({
  name: 'AccountDeactivation',
  tableName: 'account_deactivation',
  properties: {
    eventId: p.uuid().primary(),
    userId: p.uuid(),
    /** When the deactivation took effect in accounts: rooms and seats the user held by then are the ones removed. */
    deactivatedAt: p.datetime(),
    receivedAt: p.datetime(),
    appliedAt: p.datetime().nullable(),
    roomsDeleted: p.integer().default(0),
    seatsFreed: p.integer().default(0),
  },
});
export type AccountDeactivation = InferEntity<typeof AccountDeactivationSchema>;
