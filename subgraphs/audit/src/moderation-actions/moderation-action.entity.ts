import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { moderationActionTypes, moderationRoles } from '@backspin/platform';

/** What a moderator did, and the roles a record names: the contract of every subgraph that sends audit its actions. */
export { moderationActionTypes, moderationRoles, type ModerationActionKind, type ModerationRole } from '@backspin/platform';

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
