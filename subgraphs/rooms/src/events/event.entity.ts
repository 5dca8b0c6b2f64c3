import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CommunitySchema } from '../communities/community.entity.ts';
import { RoomSchema } from '../rooms/room.entity.ts';

/**
 * An event: a time in a room (and, it may be, of a community) that people can see coming, mark their interest in, and
 * join when it starts. A room's staff create, change and delete its events. The database holds `endsAt > startsAt`;
 * a deleted room takes its events with it, a deleted community leaves them in their rooms.
 */
export const EventSchema = defineEntity({
  name: 'Event',
  tableName: 'event',
  checks: [{ name: 'event_ends_after_start', expression: 'ends_at > starts_at' }],
  indexes: [
    /** Upcoming events: those not yet ended, soonest first. */
    { name: 'event_ends_at_starts_at_index', properties: ['endsAt', 'startsAt'] },
    { name: 'event_starts_at_index', properties: ['startsAt'] },
    { name: 'event_room_id_starts_at_index', properties: ['roomId', 'startsAt'] },
    { name: 'event_community_id_starts_at_index', properties: ['communityId', 'startsAt'] },
  ],
  properties: {
    id: p.uuid().primary(),
    /** Stored lower-cased (GET /events/slug/{slug}). */
    slug: p.string().length(64).unique(),
    title: p.string().length(120),
    description: p.string().length(2000).nullable(),
    roomId: p.manyToOne(RoomSchema).mapToPk().fieldName('room_id').deleteRule('cascade'),
    communityId: p.manyToOne(CommunitySchema).mapToPk().fieldName('community_id').nullable().deleteRule('set null'),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    /** Who created it (one of the room's staff, or platform staff). */
    createdBy: p.uuid(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type Event = InferEntity<typeof EventSchema>;

/**
 * A user's interest in an event: at most one per user and event (the unique constraint). `remindedAt` is set, once,
 * by the conditional update of the reminder sweep that enqueues the user's reminder: the row is the dedupe.
 */
export const EventInterestSchema = defineEntity({
  name: 'EventInterest',
  tableName: 'event_interest',
  uniques: [{ name: 'event_interest_event_id_user_id_unique', properties: ['eventId', 'userId'] }],
  indexes: [{ name: 'event_interest_user_id_created_at_index', properties: ['userId', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    eventId: p.manyToOne(EventSchema).mapToPk().fieldName('event_id').deleteRule('cascade'),
    userId: p.uuid(),
    createdAt: p.datetime(),
    /** When the reminder was enqueued; also set when the interest was marked after the start (no reminder then). */
    remindedAt: p.datetime().nullable(),
    /** When the reminder's notification was written (the reminder job's handler, once: a redelivered job finds it set). */
    notifiedAt: p.datetime().nullable(),
  },
});
export type EventInterest = InferEntity<typeof EventInterestSchema>;
