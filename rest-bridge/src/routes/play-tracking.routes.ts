import { playbackEventKinds, playbackLimits } from '@backspin/contracts/play-tracking';
import { graphql } from '../gql/index.ts';
import type { PlaybackEventInput } from '../gql/graphql.ts';
import { route, type RestRequest, type RestRoute } from './route.ts';

const RecordPlaybackEvent = graphql(`
  mutation RestRecordPlaybackEvent($input: PlaybackEventInput!) {
    recordPlaybackEvent(input: $input) {
      id
      kind
      playId
      listenerId
      listenerType
      roomSlug
      roomOwnerId
      djId
      songId
      startedAt
      updatedAt
      volumeStart
      volumeEnd
      secondsPlayed
      deviceData
      userProvider
      subscriptionLevel
      recordedAt
    }
  }
`);

/** The first of these body fields that is present (the spec's record names first, then the GraphQL input's). */
function field(body: Record<string, unknown>, ...names: string[]): unknown {
  for (const name of names) if (body[name] !== undefined && body[name] !== null) return body[name];
  return undefined;
}

/** The song: songId, or the id inside the spec's songInfo. */
function songIdOf(body: Record<string, unknown>): unknown {
  const songInfo = body.songInfo;
  const info = typeof songInfo === 'object' && songInfo !== null ? (songInfo as Record<string, unknown>) : {};
  return field(body, 'songId') ?? field(info, 'songId', 'id');
}

const optional = <K extends string>(key: K, value: unknown) => (value === undefined ? {} : ({ [key]: value } as Record<K, never>));

/**
 * The spec's playback tracking record (spec 3, §3) as one event. Absent required strings become '' so the service
 * answers with its precise message; other values go through as sent, and the gateway refuses ill-typed ones.
 */
function playbackInput({ body }: RestRequest): PlaybackEventInput {
  return {
    kind: (field(body, 'kind') ?? '') as PlaybackEventInput['kind'],
    playId: (field(body, 'playId') ?? '') as string,
    roomSlug: (field(body, 'roomSlug') ?? '') as string,
    roomOwnerId: (field(body, 'roomOwnerUuid', 'roomOwnerId') ?? '') as string,
    djId: (field(body, 'djUuid', 'djId') ?? '') as string,
    songId: (songIdOf(body) ?? '') as string,
    startedAt: field(body, 'startedDate', 'startedAt') as string,
    updatedAt: field(body, 'updatedDate', 'updatedAt') as string,
    volumeStart: field(body, 'volumeStart') as number,
    volumeEnd: field(body, 'volumeEnd') as number,
    ...optional('secondsPlayed', field(body, 'secondsPlayed')),
    ...optional('deviceData', field(body, 'deviceData')),
    ...optional('userProvider', field(body, 'userProvider')),
    ...optional('subscriptionLevel', field(body, 'subscriptionLevel')),
  };
}

/** Audit service: play tracking (spec 3, §7 "POST /kinesis, data stream send"). */
export const playTrackingRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'audit',
    path: '/kinesis',
    tag: 'audit-service',
    summary:
      'Send a playback tracking event as the caller (any token, guests too); one per play, listener and kind: a repeated send answers the stored record',
    auth: true,
    operation: RecordPlaybackEvent,
    variables: (request) => ({ input: playbackInput(request) }),
    result: (data) => data.recordPlaybackEvent,
    status: 201,
    bodySchema: {
      type: 'object',
      properties: {
        kind: { type: 'string', enum: [...playbackEventKinds] },
        playId: { type: 'string', format: 'uuid' },
        roomSlug: { type: 'string' },
        roomOwnerUuid: { type: 'string', format: 'uuid', description: 'or roomOwnerId' },
        djUuid: { type: 'string', format: 'uuid', description: 'or djId' },
        songId: { type: 'string', format: 'uuid', description: 'or songInfo.songId / songInfo.id' },
        startedDate: { type: 'string', format: 'date-time', description: 'or startedAt' },
        updatedDate: { type: 'string', format: 'date-time', description: 'or updatedAt; not before startedDate' },
        volumeStart: { type: 'number', minimum: 0, maximum: 1 },
        volumeEnd: { type: 'number', minimum: 0, maximum: 1 },
        secondsPlayed: { type: 'number', minimum: 0, maximum: playbackLimits.secondsPlayedMax, description: 'required for TOTAL_PLAYED' },
        deviceData: { type: 'object', description: `at most ${playbackLimits.deviceDataMaxBytes} bytes of JSON` },
        userProvider: { type: 'string', description: 'a music provider (spotify, apple, youtube, ...)' },
        subscriptionLevel: { type: 'string', maxLength: playbackLimits.subscriptionLevelMaxLength },
      },
      required: ['kind', 'playId', 'roomSlug', 'roomOwnerUuid', 'djUuid', 'songId', 'startedDate', 'updatedDate', 'volumeStart', 'volumeEnd'],
    },
  }),
];
