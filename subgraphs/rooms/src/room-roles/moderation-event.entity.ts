import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { moderationRoles, type ModerationRole } from '@backspin/platform';

/**
 * What a moderation event records (spec 2, §3 "Moderation action record"). The spec's room actions, plus two of
 * ours: `removeFromFloor` (POST /roomUserRoles/no-dancefloor-users) and `deleteMessage` (a moderator deleted
 * someone's chat message). globalKick, globalBan and globalUnBan are platform actions (accounts), not room ones.
 */
export const moderationEventTypes = ['banUser', 'kickUser', 'grantRole', 'removeRole', 'removeFromFloor', 'deleteMessage'] as const;
export type ModerationEventType = (typeof moderationEventTypes)[number];

/**
 * The roles an event names (before and after): the spec's list plus the room restrictions chatDisabled and
 * djDisabled, which the spec's record list lacks; audit's moderation actions name the same (one list, in platform).
 */
export const moderationEventRoles = moderationRoles;
export type ModerationEventRole = ModerationRole;

/**
 * One moderation action in a room, written in the same transaction as the change it records and never changed
 * afterwards, except `publishedAt`: null until the audit subgraph has it (its delivery is a job queued with the event).
 */
export const ModerationEventSchema = defineEntity({
  name: 'ModerationEvent',
  tableName: 'moderation_event',
  indexes: [
    /** A room's log, newest first. */
    { properties: ['roomId', 'createdAt'] },
    /** What the audit subgraph has not picked up yet, oldest first. */
    {
      name: 'moderation_event_unpublished_index',
      expression: 'create index "moderation_event_unpublished_index" on "rooms"."moderation_event" ("created_at") where "published_at" is null',
    },
  ],
  properties: {
    id: p.uuid().primary(),
    roomId: p.uuid(),
    actorId: p.uuid(),
    targetUserId: p.uuid(),
    actionType: p.enum(moderationEventTypes),
    /** The target's standing before the action (owner, coOwner, moderator, dj, banned, else user). */
    previousRole: p.enum(moderationEventRoles).nullable(),
    /** The role the action is about (granted, removed; banned for a ban, kicked for a kick). */
    role: p.enum(moderationEventRoles).nullable(),
    reason: p.string().length(500).nullable(),
    /** When what the action started ends by itself (a kick, a timed ban or chatDisabled); null: until removed. */
    expiresAt: p.datetime().nullable(),
    /** Anything else worth keeping (the deleted chat message's id and text, the users sent off the floor). */
    details: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    publishedAt: p.datetime().nullable(),
  },
});
export type ModerationEvent = InferEntity<typeof ModerationEventSchema>;
