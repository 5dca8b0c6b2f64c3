import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * What stands between a user and signing in, and which of their tokens still count: one row per user who
 * was ever kicked, banned or deactivated (no row: in good standing, token version 0). Changed under a row
 * lock (lockStanding in account-standing.ts), so moderators acting at once are applied one after the other.
 */
export const AccountStandingSchema = defineEntity({
  name: 'AccountStanding',
  tableName: 'account_standing',
  properties: {
    userId: p.uuid().primary(),
    /** Carried in access tokens (claim `tv`); gateways refuse tokens of a lower version. Raised by every revocation. */
    tokenVersion: p.integer().default(0),
    /** When the token version last rose; gateways load the versions raised within the access-token lifetime. */
    tokensRevokedAt: p.datetime().nullable().index(),
    /** The last kick, ban or deactivation: refresh tokens issued before it are refused (a role change leaves them). */
    sessionsRevokedAt: p.datetime().nullable(),
    /** Set while banned; bannedUntil null means until unbanned, else the ban ends by itself then. */
    bannedAt: p.datetime().nullable(),
    bannedUntil: p.datetime().nullable(),
    bannedBy: p.uuid().nullable(),
    banReason: p.string().length(500).nullable(),
    /** Set while deactivated (deactivation.service.ts). */
    deactivatedAt: p.datetime().nullable(),
    deactivatedBy: p.uuid().nullable(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type AccountStanding = InferEntity<typeof AccountStandingSchema>;
