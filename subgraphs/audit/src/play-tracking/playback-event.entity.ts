import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { musicProviders } from '@backspin/platform';

import { playbackEventKinds } from '@backspin/contracts/play-tracking';

/** Spec 3, §4 "Song play tracking" (platform's play-tracking, shared with the REST bridge). */
export { playbackEventKinds, type PlaybackEventKind } from '@backspin/contracts/play-tracking';

/** What the listener's token was: guests are tracked too (spec 3, §6: "only when a token exists"). */
export const listenerTypes = ['user', 'guest', 'bot'] as const;
export type ListenerType = (typeof listenerTypes)[number];

/**
 * Spec 3, §3 "Playback tracking record": one row per play, listener and kind (the unique constraint makes a
 * repeated send a no-op). Written once, never changed. The listener comes from the caller's token; the room slug,
 * owner, DJ and song from rooms (the play as rooms knows it); the times, volumes and the rest from the client, as it
 * reports them.
 */
export const PlaybackEventSchema = defineEntity({
  name: 'PlaybackEvent',
  tableName: 'playback_event',
  uniques: [{ name: 'playback_event_play_listener_kind_unique', properties: ['playId', 'listenerId', 'kind'] }],
  indexes: [{ properties: ['songId', 'recordedAt'] }, { properties: ['recordedAt'] }],
  properties: {
    id: p.uuid().primary(),
    kind: p.enum(playbackEventKinds),
    /** The room play (rooms' `nowPlaying.playId`). */
    playId: p.uuid(),
    /** The caller: a user's, bot's or guest's id. */
    listenerId: p.uuid(),
    listenerType: p.enum(listenerTypes),
    roomSlug: p.string().length(64),
    roomOwnerId: p.uuid(),
    djId: p.uuid(),
    songId: p.uuid(),
    /** When the listener started hearing the play, and when it last reported it (its clock). */
    startedAt: p.datetime(),
    updatedAt: p.datetime(),
    /** The player's volume at start and at the last report, 0 to 1. */
    volumeStart: p.float().columnType('double precision'),
    volumeEnd: p.float().columnType('double precision'),
    /** Seconds heard: required for TOTAL_PLAYED. */
    secondsPlayed: p.float().columnType('double precision').nullable(),
    /** What the client says about its device (a small JSON object). */
    deviceData: p.json<Record<string, unknown>>().nullable(),
    /** The music provider the listener plays through, if any. */
    userProvider: p.enum(musicProviders).nullable(),
    subscriptionLevel: p.string().length(64).nullable(),
    /** When the server stored it (server clock). */
    recordedAt: p.datetime(),
  },
});
export type PlaybackEvent = InferEntity<typeof PlaybackEventSchema>;
