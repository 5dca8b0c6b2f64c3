import { graphql } from '../gql/index.ts';
import { integerParam, route, type RestRoute } from './route.ts';

graphql(`
  fragment RestSongPlay on SongPlay {
    id
    roomSlug
    djUuid
    playedAt
    voteCounts { up down stars }
    song { id trackName artistName duration isrc musicProviders { provider id } }
  }
`);

const RecentSongs = graphql(`
  query RestRecentSongs($roomSlug: String!, $limit: Int) {
    recentSongPlays(roomSlug: $roomSlug, limit: $limit) { ...RestSongPlay }
  }
`);

const RecordPlay = graphql(`
  mutation RestRecordSongPlay($input: RecordSongPlayInput!) {
    recordSongPlay(input: $input) { ...RestSongPlay }
  }
`);

export const recentPlaysRoutes: RestRoute[] = [
  route({
    method: 'GET',
    service: 'playlist',
    path: '/rooms/{slug}/recent-songs',
    tag: 'playlist-service',
    summary: 'The songs a room played, most recent first (limit: default 20, at most 100)',
    auth: true,
    operation: RecentSongs,
    variables: ({ params, query }) => ({ roomSlug: params.slug ?? '', limit: integerParam(query, 'limit') }),
    result: (data) => ({ songPlays: data.recentSongPlays }),
  }),
  route({
    method: 'POST',
    service: 'playlist',
    path: '/rooms/{slug}/recent-songs',
    tag: 'playlist-service',
    summary: 'Record a play (the room rotation, staff)',
    auth: true,
    operation: RecordPlay,
    variables: ({ params, body }) => ({
      input: {
        roomSlug: params.slug ?? '',
        songId: (body.songId as string) ?? '',
        djUuid: (body.djUuid as string) ?? '',
        ...(body.voteCounts !== undefined ? { voteCounts: body.voteCounts as { up: number; down: number; stars: number } } : {}),
        ...(body.playedAt !== undefined ? { playedAt: body.playedAt as string } : {}),
      },
    }),
    result: (data) => data.recordSongPlay,
    status: 201,
    bodySchema: {
      type: 'object',
      properties: {
        songId: { type: 'string', format: 'uuid' },
        djUuid: { type: 'string', format: 'uuid' },
        voteCounts: { type: 'object', properties: { up: { type: 'integer' }, down: { type: 'integer' }, stars: { type: 'integer' } } },
        playedAt: { type: 'string', format: 'date-time' },
      },
      required: ['songId', 'djUuid'],
    },
  }),
];
