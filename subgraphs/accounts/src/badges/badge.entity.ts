import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { badgeIds } from '@backspin/contracts/account-options';

/** Spec 1, §3 (platform's account-options, shared with the REST bridge). */
export { badgeIds, type BadgeId } from '@backspin/contracts/account-options';

/** A badge a user holds: one row per user and badge (unique), kept while they hold it. */
export const UserBadgeSchema = defineEntity({
  name: 'UserBadge',
  tableName: 'user_badge',
  uniques: [{ properties: ['userId', 'badge'] }],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    badge: p.enum(badgeIds),
    awardedAt: p.datetime(),
  },
});
export type UserBadge = InferEntity<typeof UserBadgeSchema>;
