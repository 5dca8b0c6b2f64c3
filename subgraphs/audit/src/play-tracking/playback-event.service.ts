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

/**
 * Play tracking (spec 3, §4): every listener with a token, guests included, reports its plays; staff read them.
 * One record per play, listener and kind: a repeated send (a retry, a second tab) returns the stored record unchanged.
 */
export class PlaybackEventService {
  async record(em: EntityManager, identity: Identity, input: PlaybackEventFields, now = new Date()): Promise<PlaybackEvent> {
    const listenerId = requireListener(identity);
    const listenerType: ListenerType = identity.tokenType === 'guest' ? 'guest' : identity.tokenType === 'bot' ? 'bot' : 'user';
    const fields = validFields(input, now);
    const key = { playId: fields.playId, listenerId: listenerId.toLowerCase(), kind: fields.kind };
    // Insert unless this play, listener and kind is recorded already; concurrent sends race on the unique constraint.
    await (em as SqlEntityManager)
      .createQueryBuilder(PlaybackEventSchema)
      .insert({ id: randomUUID(), ...fields, ...key, listenerType, recordedAt: now })
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
