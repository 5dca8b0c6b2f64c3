import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A user's block of another (spec 2, §7 /blocked-users): once per pair and direction (the unique constraint decides
 * between concurrent blocks), never of oneself (the check).
 */
export const BlockedUserSchema = defineEntity({
  name: 'BlockedUser',
  tableName: 'blocked_user',
  uniques: [{ name: 'blocked_user_once', properties: ['blockerId', 'blockedId'] }],
  indexes: [{ properties: ['blockedId'] }],
  checks: [{ name: 'blocked_user_not_self', expression: 'blocker_id <> blocked_id' }],
  properties: {
    id: p.uuid().primary(),
    /** Who blocked. */
    blockerId: p.uuid(),
    /** Who is blocked. */
    blockedId: p.uuid(),
    createdAt: p.datetime(),
  },
});
export type BlockedUser = InferEntity<typeof BlockedUserSchema>;
