import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** How a play ended; ROOM_DELETED: its room was deleted while it played (never reported to economy or the library). */
export const playEndReasons = ['ENDED', 'SKIPPED', 'VOTED_OFF', 'DJ_LEFT', 'ROOM_DELETED'] as const;
export type PlayEndReason = (typeof playEndReasons)[number];

/** One song played in a room by a DJ: when it started and ends on the server clock, and its votes. */
export const RoomPlaySchema = defineEntity({
  name: 'RoomPlay',
  tableName: 'room_play',
  indexes: [{ properties: ['roomId', 'startedAt'] }],
  properties: {
    id: p.uuid().primary(),
    roomId: p.uuid(),
    djId: p.uuid(),
    songId: p.uuid(),
    /** Seconds. */
    duration: p.integer(),
    startedAt: p.datetime(),
    endsAt: p.datetime(),
    endedAt: p.datetime().nullable(),
    endReason: p.enum(playEndReasons).nullable(),
    upVotes: p.integer(),
    downVotes: p.integer(),
    /** Likes: listeners who added the song to their likes list. */
    stars: p.integer(),
  },
});
export type RoomPlay = InferEntity<typeof RoomPlaySchema>;

/**
 * The room's turntable: what plays now and when the room must next advance. `advanceAt` is the stored end of
 * the current song (or the retry time of an advance in progress); whoever reaches it first advances the room
 * under this row's lock, so one advance happens however many instances run. A pending play (`pendingPlayId`)
 * is an advance that asked the library for the DJ's next song and has not yet stored the answer: a retry asks
 * again with the same play id and gets the same song.
 */
export const RoomTurntableSchema = defineEntity({
  name: 'RoomTurntable',
  tableName: 'room_turntable',
  indexes: [{ properties: ['advanceAt'] }],
  properties: {
    roomId: p.uuid().primary(),
    currentPlayId: p.uuid().nullable(),
    advanceAt: p.datetime().nullable(),
    pendingPlayId: p.uuid().nullable(),
    pendingDjId: p.uuid().nullable(),
    updatedAt: p.datetime(),
  },
});
export type RoomTurntable = InferEntity<typeof RoomTurntableSchema>;
