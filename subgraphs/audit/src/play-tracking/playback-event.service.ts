import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  DomainError,
  isMusicProvider,
  isRoomSlug,
  isUuid,
  requireListener,
  requirePermission,
  type Identity,
  type MusicProvider,
} from '@backspin/platform';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import { playbackLimits } from '@backspin/contracts/play-tracking';
import {
  playbackEventKinds,
  PlaybackEventSchema,
  type ListenerType,
  type PlaybackEvent,
  type PlaybackEventKind,
} from './playback-event.entity.ts';
import type { PlayLookup, TrackedPlay } from './room-plays.ts';

export interface PlaybackEventFields {
  kind: PlaybackEventKind;
  playId: string;
  roomSlug: string;
  roomOwnerId: string;
  djId: string;
  songId: string;
  startedAt: Date;
  updatedAt: Date;
  volumeStart: number;
  volumeEnd: number;
  secondsPlayed?: number | null;
  deviceData?: unknown;
  userProvider?: MusicProvider | null;
  subscriptionLevel?: string | null;
}

/** The staff list of tracking records: newest first; limit clamped to 1–100, default 20; filter by play, song, listener... */
export const playbackEventListSpec: ListSpec = {
  fields: {
    id: 'uuid',
    kind: 'text',
    playId: 'uuid',
    listenerId: 'uuid',
    listenerType: 'text',
    roomSlug: 'text',
    roomOwnerId: 'uuid',
    djId: 'uuid',
    songId: 'uuid',
    startedAt: 'date',
    updatedAt: 'date',
    userProvider: 'text',
    subscriptionLevel: 'text',
    recordedAt: 'date',
  },
  defaultLimit: 20,
  maxLimit: 100,
  defaultSort: [{ field: 'recordedAt', direction: 'DESC' }],
  outOfRange: 'clamp',
};

export interface PlaybackEventDeps {
  /** The play as rooms knows it (room-plays.ts); the resolver passes its request's loader instead. */
  plays: PlayLookup;
  /** The server clock (tests drive it): the play's elapsed time is this now − the play's start as rooms knows it. */
  clock?: () => Date;
}

/**
 * Play tracking (spec 3, §4): every listener with a token, guests included, reports its plays; staff read them.
 * One record per play, listener and kind: a repeated send (a retry, a second tab) returns the stored record unchanged.
 *
 * The server holds each event to the play as rooms knows it, not to what the client says (its startedAt and
 * secondsPlayed are the client's): the play must exist and the listener must have been in its room at some moment of
 * it (403 otherwise; 404 for an unknown play); with elapsed = server now − the play's start,
 * - PLAYED_15_SECONDS only while 10 ≤ elapsed ≤ 20 s, PLAYED_30_SECONDS only while 25 ≤ elapsed ≤ 35 s, and only if
 *   the play did not end (skipped, voted off, DJ left) before the window opened (409 otherwise);
 * - TOTAL_PLAYED at any time (a listener may leave mid-play), with secondsPlayed at most what the play has run — up to
 *   now, or to its end once it ended — plus 5 s for rounding and drift (400 otherwise).
 * The record keeps rooms' room slug, owner, DJ and song, whatever the client sent for them (it must still send them
 * well-formed: the spec's record has them). Nothing is stored when an event is refused.
 */
export class PlaybackEventService {
  private readonly clock: () => Date;

  constructor(private readonly deps: PlaybackEventDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async record(em: EntityManager, identity: Identity, input: PlaybackEventFields, plays: PlayLookup = this.deps.plays): Promise<PlaybackEvent> {
    const listenerId = requireListener(identity).toLowerCase();
    const listenerType: ListenerType = identity.tokenType === 'guest' ? 'guest' : identity.tokenType === 'bot' ? 'bot' : 'user';
    const now = this.clock();
    const fields = validFields(input, now);
    const key = { playId: fields.playId, listenerId, kind: fields.kind };
    // Already recorded (a retry, a second tab): the stored record, even once the window has passed.
    const stored = await em.findOne(PlaybackEventSchema, key, { refresh: true });
    if (stored) return stored;
    const play = await plays(fields.playId, listenerId);
    if (!play) throw new DomainError('PLAYBACK_PLAY_NOT_FOUND');
    if (!play.listenerWasPresent) throw new DomainError('PLAYBACK_LISTENER_NOT_IN_ROOM');
    checkTiming(fields.kind, fields.secondsPlayed, play, now);
    const facts = { roomSlug: play.roomSlug, roomOwnerId: play.roomOwnerId.toLowerCase(), djId: play.djId.toLowerCase(), songId: play.songId.toLowerCase() };
    // Insert unless this play, listener and kind is recorded already; concurrent sends race on the unique constraint.
    await (em as SqlEntityManager)
      .createQueryBuilder(PlaybackEventSchema)
      .insert({ id: randomUUID(), ...fields, ...facts, ...key, listenerType, recordedAt: now })
      .onConflict(['playId', 'listenerId', 'kind'])
      .ignore()
      .execute();
    return em.findOneOrFail(PlaybackEventSchema, key, { refresh: true });
  }

  /** The console's list query over the records (by play, song, listener...), newest first by default. Staff only (playback.read). */
  list(em: EntityManager, identity: Identity, input: ListQueryInput | null | undefined): Promise<ListPage<PlaybackEvent>> {
    requirePermission(identity, 'playback.read');
    return findPage(em, PlaybackEventSchema, input, playbackEventListSpec);
  }
}

/** The spec's windows and the total's bound, against the play's elapsed time on the server clock (see the class). */
function checkTiming(kind: PlaybackEventKind, secondsPlayed: number | null, play: TrackedPlay, now: Date): void {
  const start = play.startedAt.getTime();
  const elapsed = (now.getTime() - start) / 1000;
  // How long the play ran, or will run as scheduled: a play that ended before a window opened never reached it.
  const runs = ((play.endedAt ?? play.endsAt).getTime() - start) / 1000;
  const inWindow = (window: { from: number; to: number }) => elapsed >= window.from && elapsed <= window.to && runs >= window.from;
  if (kind === 'PLAYED_15_SECONDS' && !inWindow(playbackLimits.played15Window)) throw new DomainError('PLAYBACK_15_SECONDS_OUT_OF_WINDOW');
  if (kind === 'PLAYED_30_SECONDS' && !inWindow(playbackLimits.played30Window)) throw new DomainError('PLAYBACK_30_SECONDS_OUT_OF_WINDOW');
  if (kind === 'TOTAL_PLAYED' && secondsPlayed !== null && secondsPlayed > Math.max(0, Math.min(elapsed, runs)) + playbackLimits.secondsPlayedToleranceSeconds) {
    throw new DomainError('PLAYBACK_SECONDS_BEYOND_PLAY');
  }
}

const uuidField = (value: string, reason: 'INVALID_PLAYBACK_PLAY_ID' | 'INVALID_PLAYBACK_ROOM_OWNER' | 'INVALID_PLAYBACK_DJ' | 'INVALID_SONG_ID') => {
  if (typeof value !== 'string' || !isUuid(value)) throw new DomainError(reason);
  return value.toLowerCase();
};

const isVolume = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

function validFields(input: PlaybackEventFields, now: Date) {
  const playId = uuidField(input.playId, 'INVALID_PLAYBACK_PLAY_ID');
  if (!playbackEventKinds.includes(input.kind)) throw new DomainError('INVALID_PLAYBACK_KIND');
  const roomSlug = typeof input.roomSlug === 'string' ? input.roomSlug.trim().toLowerCase() : '';
  if (!isRoomSlug(roomSlug)) throw new DomainError('INVALID_PLAYBACK_ROOM_SLUG');
  const roomOwnerId = uuidField(input.roomOwnerId, 'INVALID_PLAYBACK_ROOM_OWNER');
  const djId = uuidField(input.djId, 'INVALID_PLAYBACK_DJ');
  const songId = uuidField(input.songId, 'INVALID_SONG_ID');

  const { startedAt, updatedAt } = input;
  const earliest = now.getTime() - playbackLimits.maxAgeMs;
  const latest = now.getTime() + playbackLimits.clockSkewMs;
  for (const time of [startedAt, updatedAt]) {
    const ms = time instanceof Date ? time.getTime() : Number.NaN;
    if (!(ms >= earliest && ms <= latest)) throw new DomainError('PLAYBACK_TIME_OUT_OF_RANGE');
  }
  if (updatedAt.getTime() < startedAt.getTime()) throw new DomainError('INVALID_PLAYBACK_TIMES');

  if (!isVolume(input.volumeStart) || !isVolume(input.volumeEnd)) throw new DomainError('INVALID_PLAYBACK_VOLUME');

  const secondsPlayed = input.secondsPlayed ?? null;
  if (secondsPlayed === null && input.kind === 'TOTAL_PLAYED') throw new DomainError('PLAYBACK_SECONDS_REQUIRED');
  if (
    secondsPlayed !== null &&
    !(typeof secondsPlayed === 'number' && Number.isFinite(secondsPlayed) && secondsPlayed >= 0 && secondsPlayed <= playbackLimits.secondsPlayedMax)
  ) {
    throw new DomainError('INVALID_PLAYBACK_SECONDS');
  }

  const deviceData = validDeviceData(input.deviceData);

  const userProvider = input.userProvider ?? null;
  if (userProvider !== null && !isMusicProvider(userProvider)) throw new DomainError('INVALID_PLAYBACK_PROVIDER');

  const subscriptionLevel = typeof input.subscriptionLevel === 'string' ? input.subscriptionLevel.trim() || null : null;
  if (input.subscriptionLevel != null && typeof input.subscriptionLevel !== 'string') throw new DomainError('INVALID_SUBSCRIPTION_LEVEL');
  if (subscriptionLevel && [...subscriptionLevel].length > playbackLimits.subscriptionLevelMaxLength) {
    throw new DomainError('INVALID_SUBSCRIPTION_LEVEL');
  }

  return {
    kind: input.kind,
    playId,
    roomSlug,
    roomOwnerId,
    djId,
    songId,
    startedAt,
    updatedAt,
    volumeStart: input.volumeStart,
    volumeEnd: input.volumeEnd,
    secondsPlayed,
    deviceData,
    userProvider,
    subscriptionLevel,
  };
}

/** A JSON object (not an array or a scalar) whose JSON text is at most 2048 bytes; null when absent. */
function validDeviceData(value: unknown): Record<string, unknown> | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw new DomainError('INVALID_PLAYBACK_DEVICE_DATA');
  if (Buffer.byteLength(JSON.stringify(value), 'utf8') > playbackLimits.deviceDataMaxBytes) {
    throw new DomainError('INVALID_PLAYBACK_DEVICE_DATA');
  }
  return value as Record<string, unknown>;
}
