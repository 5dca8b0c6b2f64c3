import { importProviders } from '@backspin/contracts/music-links';
import { graphql } from '../gql/index.ts';
import { route, text, type RestRoute } from './route.ts';

const ImportTrack = graphql(`
  mutation RestImportTrack($input: TrackImportInput!) {
    importTrack(input: $input) {
      id
      trackName
      artistName
      genre
      duration
      isrc
      explicit
      status
      createdAt
      musicProviders { provider id }
    }
  }
`);

const song = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    trackName: { type: 'string' },
    artistName: { type: 'string' },
    genre: { type: 'string', nullable: true },
    duration: { type: 'integer', description: 'Seconds' },
    isrc: { type: 'string', nullable: true },
    explicit: { type: 'boolean' },
    status: { type: 'string' },
    musicProviders: { type: 'object', additionalProperties: { type: 'string' }, description: 'Provider → id' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

export const trackImportRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'playlist',
    path: '/api/v1/track-import',
    tag: 'playlist-service',
    summary: 'Import a track from a music provider into the catalogue (or find it, if already imported)',
    operation: ImportTrack,
    variables: ({ body }) => ({ input: { musicProvider: text(body, 'musicProvider'), providerId: text(body, 'providerId') } }),
    // The spec's song: musicProviders is a map of provider to id.
    result: ({ importTrack: { musicProviders, ...rest } }) => ({
      ...rest,
      musicProviders: Object.fromEntries(musicProviders.map((p) => [p.provider, p.id])),
    }),
    status: 201,
    auth: true,
    bodySchema: {
      type: 'object',
      properties: {
        musicProvider: { type: 'string', enum: [...importProviders] },
        providerId: { type: 'string' },
      },
      required: ['musicProvider', 'providerId'],
    },
    responseSchema: song,
  }),
];
