import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { catalogue, type Storage } from '@backspin/platform';
import type { GatewayClient } from '../gateway-client.ts';
import { graphql } from '../gql/index.ts';
import { answerErrors, refuse, stageUpload } from './multipart-upload.ts';
import { RawResponse, route, serviceBases, text, type RestRoute } from './route.ts';
import { transcoderStates } from '@backspin/contracts/library-options';

/**
 * Uploads and HLS playback under /api/room-service.
 *
 * Uploads (POST /upload/song, multipart/form-data: a `file` field, optional trackName, artistName, albumName,
 * genre and explicit fields): the gateway cannot carry multipart bodies (Apollo gateway does not implement the
 * GraphQL multipart request spec), so the bridge carries the bytes and the library keeps every rule:
 *   1. `beginSongUpload` (as the caller): may they upload, under which staging key, how many bytes at most;
 *   2. the bridge streams the file into the shared media storage under that key, stopping at the limit (413);
 *   3. `registerSongUpload` (as the caller): the library checks the staged bytes (size, type sniffed from the
 *      content, tags), creates the song and queues its transcoding, or refuses and deletes them.
 * The answer is 202 with the song: transcoding to HLS runs in the background.
 *
 * Playback: the playlist, the key and the segments are GraphQL queries answered by the library; the bridge
 * answers them raw (not JSON). It maps the stored playlist's bare segment names and key placeholder to its
 * own paths, sends the key's 16 bytes, and streams a segment from the storage key the library returned
 * after checking the song (the bridge never picks a file on its own).
 */

graphql(`
  fragment RestUploadedSong on Song {
    id
    status
    playable
    trackName
    artistName
    albumName
    genre
    duration
    isrc
    explicit
    ownerId
    createdAt
    streamUrls { provider url }
  }
`);

const BeginUpload = graphql(`
  mutation RestBeginSongUpload {
    beginSongUpload { stagingKey maxBytes }
  }
`);

const RegisterUpload = graphql(`
  mutation RestRegisterSongUpload($input: RegisterSongUploadInput!) {
    registerSongUpload(input: $input) { ...RestUploadedSong }
  }
`);

const TranscoderResult = graphql(`
  mutation RestTranscoderResult($input: TranscoderNotificationInput!) {
    reportTranscoderResult(input: $input) { ...RestUploadedSong }
  }
`);

const Playlist = graphql(`
  query RestSongHlsPlaylist($songId: ID!) {
    songHlsPlaylist(songId: $songId)
  }
`);

const Key = graphql(`
  query RestSongHlsKey($songId: ID!) {
    songHlsKey(songId: $songId) { key }
  }
`);

const Segment = graphql(`
  query RestSongHlsSegment($songId: ID!, $segment: String!) {
    songHlsSegment(songId: $songId, segment: $segment) { storageKey contentType }
  }
`);

const room = serviceBases.room;
export const hlsKeyPath = (songId: string) => `${room}/songs/hls/key?songId=${encodeURIComponent(songId)}`;
export const hlsSegmentPath = (songId: string, segment: string) => `${room}/songs/${encodeURIComponent(songId)}/hls/${segment}`;

/** The stored playlist with the bridge's paths: each segment line, and the URI of each EXT-X-KEY. */
export function bridgePlaylist(songId: string, m3u8: string): string {
  return m3u8
    .split('\n')
    .map((line) => {
      if (line.startsWith('#EXT-X-KEY:')) return line.replace(/URI="[^"]*"/, `URI="${hlsKeyPath(songId)}"`);
      if (line.trim() && !line.startsWith('#')) return hlsSegmentPath(songId, line.trim());
      return line;
    })
    .join('\n');
}

const lastValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[value.length - 1] : value) ?? '';

export const uploadRoutes: RestRoute[] = [
  route({
    method: 'GET',
    service: 'room',
    path: '/songs/{id}/hls-playlist',
    tag: 'room-service',
    summary: 'A verified song’s HLS playlist (application/vnd.apple.mpegurl); 403 "Song is not verified" until then',
    operation: Playlist,
    variables: ({ params }) => ({ songId: params.id ?? '' }),
    result: (data, { request }) =>
      new RawResponse('application/vnd.apple.mpegurl', bridgePlaylist(request.params.id ?? '', data.songHlsPlaylist), {
        'cache-control': 'no-cache',
      }),
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/songs/hls/key',
    tag: 'room-service',
    summary: 'The 16-byte AES-128 key of a song’s HLS stream (query songId); any valid token, user or guest',
    auth: true,
    operation: Key,
    variables: ({ query }) => ({ songId: lastValue(query.songId) }),
    result: (data) =>
      new RawResponse('application/octet-stream', Buffer.from(data.songHlsKey.key, 'base64'), { 'cache-control': 'private, no-store' }),
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/songs/{id}/hls/{segment}',
    tag: 'room-service',
    summary: 'One encrypted MPEG-TS segment of a verified song’s HLS stream',
    operation: Segment,
    variables: ({ params }) => ({ songId: params.id ?? '', segment: params.segment ?? '' }),
    result: async (data, { storage }) =>
      new RawResponse(data.songHlsSegment.contentType, await storage.get(data.songHlsSegment.storageKey), {
        'cache-control': 'public, max-age=86400',
      }),
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/upload/transcoder_sns',
    tag: 'room-service',
    summary: 'A transcoder’s completion notification (staff or service token); repeating one changes nothing',
    auth: true,
    operation: TranscoderResult,
    variables: ({ body }) => ({
      input: {
        songId: text(body, 'songId'),
        state: text(body, 'state') as 'COMPLETED' | 'ERROR',
        ...(body.error !== undefined ? { error: body.error as string | null } : {}),
      },
    }),
    result: (data) => data.reportTranscoderResult,
    bodySchema: {
      type: 'object',
      properties: {
        songId: { type: 'string', format: 'uuid' },
        state: { type: 'string', enum: [...transcoderStates] },
        error: { type: 'string', description: 'What went wrong, for ERROR' },
      },
      required: ['songId', 'state'],
    },
  }),
];

const metadataFields = ['trackName', 'artistName', 'albumName', 'genre'] as const;

/**
 * POST /api/room-service/upload/song: not a route-table entry, because it runs two operations around a
 * stream of bytes (see the top of this file). Multipart parsing is registered for this route only.
 */
export async function registerUploadRoute(app: FastifyInstance, deps: { gateway: GatewayClient; storage: Storage }): Promise<void> {
  const { gateway, storage } = deps;

  await app.register(async (scope) => {
    await scope.register(multipart);
    scope.post(
      `${room}/upload/song`,
      {
        schema: {
          summary: 'Upload a song (multipart/form-data: file, and optionally trackName, artistName, albumName, genre, explicit); 202, transcoding follows',
          tags: ['room-service'],
          consumes: ['multipart/form-data'],
          security: [{ bearer: [] }],
          response: {
            202: { type: 'object', additionalProperties: true },
            default: {
              type: 'object',
              properties: { statusCode: { type: 'integer' }, message: { type: 'string' }, error: { type: 'string' } },
            },
          },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) return refuse(reply, 400, catalogue.UPLOAD_FILE_MISSING.message);
        const headers = { authorization: request.headers.authorization, forwardedFor: request.ip };

        const begun = await gateway.execute(BeginUpload, {}, headers);
        if (begun.errors.length || !begun.data) return answerErrors(reply, begun);
        const { stagingKey } = begun.data.beginSongUpload;
        const staged = await stageUpload(request, storage, begun.data.beginSongUpload, { fields: 20, fieldSize: 4096 });
        if (staged.outcome === 'too-large') return refuse(reply, 413, catalogue.UPLOAD_TOO_LARGE.message);
        if (staged.outcome === 'missing') return refuse(reply, 400, catalogue.UPLOAD_FILE_MISSING.message);
        const { fileName, fields } = staged;

        const metadata = Object.fromEntries(metadataFields.flatMap((name) => (fields[name] !== undefined ? [[name, fields[name]]] : [])));
        const explicit = fields.explicit === undefined ? {} : { explicit: ['true', '1', 'yes', 'on'].includes(fields.explicit.toLowerCase()) };
        const registered = await gateway.execute(RegisterUpload, { input: { stagingKey, fileName, ...metadata, ...explicit } }, headers);
        if (registered.errors.length || !registered.data) {
          // The library deletes a file it refuses; this covers a call that never reached it.
          await storage.delete(stagingKey);
          return answerErrors(reply, registered);
        }
        return reply.status(202).send(registered.data.registerSongUpload);
      },
    );
  });
}
