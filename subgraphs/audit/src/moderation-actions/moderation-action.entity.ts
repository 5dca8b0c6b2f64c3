import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Spec 2, §3: what a moderator did. */
export const moderationActionTypes = [
  'banUser',
  'kickUser',
  'grantRole',
  'removeRole',
  'globalKick',
  'globalBan',
  'globalUnBan',
] as const;
export type ModerationActionKind = (typeof moderationActionTypes)[number];

/** Spec 2, §3: the roles a moderation record can name (before and after). */
export const moderationRoles = ['superUser', 'staff', 'moderator', 'owner', 'coOwner', 'banned', 'kicked', 'user', 'dj'] as const;
export type ModerationRole = (typeof moderationRoles)[number];

/** An append-only record: written once, never changed. */
export const ModerationActionSchema = defineEntity({
  name: 'ModerationAction',
  tableName: 'moderation_action',
  properties: {
    id: p.uuid().primary(),
    actionType: p.enum(moderationActionTypes),
    actorId: p.uuid(),
    targetUserId: p.uuid().index(),
    roomId: p.uuid().nullable().index(),
    previousRole: p.enum(moderationRoles).nullable(),
    role: p.enum(moderationRoles).nullable(),
    reason: p.string().length(500).nullable(),
    /** Indexed: the list is newest first. */
    createdAt: p.datetime().onCreate(() => new Date()).index(),
  },
});
export type ModerationAction = InferEntity<typeof ModerationActionSchema>;
