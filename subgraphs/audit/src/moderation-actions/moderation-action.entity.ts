import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Spec 2, §3: what a moderator did; plus the two room actions rooms records besides the spec's (its moderation
 * events: `removeFromFloor`, `deleteMessage`), which reach audit like every other room moderation event.
 */
export const moderationActionTypes = [
  'banUser',
  'kickUser',
  'grantRole',
  'removeRole',
  'globalKick',
  'globalBan',
  'globalUnBan',
  'removeFromFloor',
  'deleteMessage',
] as const;
export type ModerationActionKind = (typeof moderationActionTypes)[number];

/**
 * Spec 2, §3: the roles a moderation record can name (before and after); plus the room restrictions chatDisabled
 * and djDisabled (spec 2's room user roles), which room moderation events grant and remove.
 */
export const moderationRoles = [
  'superUser',
  'staff',
  'moderator',
  'owner',
  'coOwner',
  'banned',
  'kicked',
  'user',
  'dj',
  'chatDisabled',
  'djDisabled',
] as const;
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
    /**
     * The sending subgraph's event id (rooms' moderation event, accounts' moderation job): a redelivered event
     * finds its first record instead of writing a second. Null for records made directly through the API.
     */
    eventId: p.uuid().nullable().unique(),
    /** Indexed: the list is newest first. */
    createdAt: p.datetime().onCreate(() => new Date()).index(),
  },
});
export type ModerationAction = InferEntity<typeof ModerationActionSchema>;
