import { graphql } from '../gql/index.ts';
import { crateBody, crateSongBody } from './crates.routes.ts';
import { route, type RestRoute } from './route.ts';

const ImportCrate = graphql(`
  mutation RestImportCrate($input: CrateImportInput!) {
    importCrate(input: $input) { ...RestCrate }
  }
`);

const AddTrack = graphql(`
  mutation RestAddTrackToPlaylist($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {
    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {
      crate { ...RestCrate }
      added { ...RestCrateSong }
      skipped { songId reason }
    }
  }
`);

const tag = 'playlist-service: crates';
const tracksOf = (body: Record<string, unknown>) =>
  Array.isArray(body.tracks)
    ? body.tracks.map((t: { musicProvider?: unknown; providerId?: unknown }) => ({
        musicProvider: (t?.musicProvider as string) ?? '',
        providerId: (t?.providerId as string) ?? '',
      }))
    : [];

export const crateImportRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'playlist',
    path: '/crate/import',
    tag,
    summary: 'Import provider tracks into a new crate: answers at once (importStatus IN_PROGRESS); poll the crate until COMPLETE or FAILED',
    auth: true,
    operation: ImportCrate,
    variables: ({ body }) => ({
      input: {
        tracks: tracksOf(body),
        ...(body.crateName !== undefined ? { crateName: body.crateName as string } : {}),
        ...(body.description !== undefined ? { description: body.description as string } : {}),
      },
    }),
    result: (data) => crateBody(data.importCrate),
    status: 202,
    bodySchema: {
      type: 'object',
      properties: {
        crateName: { type: 'string' },
        description: { type: 'string' },
        tracks: {
          type: 'array',
          maxItems: 500,
          items: { type: 'object', properties: { musicProvider: { type: 'string' }, providerId: { type: 'string' } } },
        },
      },
      required: ['tracks'],
    },
  }),
  route({
    method: 'POST',
    service: 'playlist',
    path: '/api/v1/playlists/{crateUuid}/tracks',
    tag,
    summary: 'Add a catalogue song to a playlist: at the end (append, the default) or at the start',
    auth: true,
    operation: AddTrack,
    variables: ({ params, body }) => ({
      crate: { id: params.crateUuid ?? '' },
      songIds: [(body.songId as string) ?? ''],
      position: body.append === false ? 0 : null,
    }),
    result: (data) => ({
      crate: crateBody(data.addCrateSongs.crate),
      added: data.addCrateSongs.added.map(crateSongBody),
      skipped: data.addCrateSongs.skipped,
    }),
    status: 201,
    bodySchema: {
      type: 'object',
      properties: { songId: { type: 'string', format: 'uuid' }, append: { type: 'boolean', default: true } },
      required: ['songId'],
    },
  }),
];
