import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Where a points change came from: an ended play (the rules), a service, an admin's adjustment. */
export const pointEventSources = ['play', 'service', 'admin'] as const;
export type PointEventSource = (typeof pointEventSources)[number];

/**
 * One points change, applied once: `eventId` is its idempotency key (`play:<playId>`, `service:<key>`,
 * `admin:<key>`), unique, so a redelivered or retried event finds its first record and changes nothing.
 * `fingerprint` is a hash of what was asked, so a key reused for a different change is refused rather than
 * answered with the first. An admin adjustment records who (`actorId`) and why (`reason`): the audit trail.
 */
export const PointEventSchema = defineEntity({
  name: 'PointEvent',
  tableName: 'point_event',
  indexes: [{ properties: ['createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    eventId: p.string().length(260).unique(),
    source: p.enum(pointEventSources),
    fingerprint: p.string().length(64),
    /** When it happened (a play's end); picks the season. */
    occurredAt: p.datetime(),
    /** The season its points went to; null when no season covered `occurredAt` (lifetime only). */
    seasonId: p.uuid().nullable(),
    /** The admin's user id, or the calling service's name (a service identity is named after its subgraph). */
    actorId: p.string().length(100).nullable(),
    reason: p.text().nullable(),
    createdAt: p.datetime(),
  },
});
export type PointEvent = InferEntity<typeof PointEventSchema>;

/** One user's points from one event: unique by (event, user), signed (an admin may take points away). */
export const PointEntrySchema = defineEntity({
  name: 'PointEntry',
  tableName: 'point_entry',
  uniques: [{ properties: ['pointEventId', 'userUuid'] }],
  indexes: [{ properties: ['userUuid', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    pointEventId: p.uuid(),
    userUuid: p.uuid(),
    seasonId: p.uuid().nullable(),
    points: p.integer(),
    /** Points per rule (point-rules.ts) for a play; empty for services and admins. */
    rules: p.json<Record<string, number>>(),
    createdAt: p.datetime(),
  },
});
export type PointEntry = InferEntity<typeof PointEntrySchema>;
