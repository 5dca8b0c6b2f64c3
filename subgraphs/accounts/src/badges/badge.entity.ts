import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Spec 1, §3: the profile badges. (An earlier FOUNDER badge, not in the spec, became VERIFIED.) */
export const badgeIds = ['VERIFIED', 'PLATINUM', 'DOUBLE_PLATINUM', 'JQBX', 'STAFF'] as const;
export type BadgeId = (typeof badgeIds)[number];

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
