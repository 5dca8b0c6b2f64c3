import { graphql } from '../gql/index.ts';
import { route, type RestRoute } from './route.ts';

const ExportCrate = graphql(`
  mutation RestExportCrate($input: CrateExportInput!) {
    exportCrate(input: $input) { provider playlistId url trackCount skipped }
  }
`);

const exportRoute = (provider: 'spotify' | 'apple', tokenName: string): RestRoute =>
  route({
    method: 'POST',
    service: 'playlist',
    path: `/exports/${provider}`,
    tag: 'playlist-service: exports',
    summary: `Export a crate as a ${provider === 'spotify' ? 'Spotify' : 'Apple Music'} playlist, in the crate's order (songs the provider lacks are skipped)`,
    auth: true,
    operation: ExportCrate,
    variables: ({ body }) => ({
      input: {
        provider,
        crateId: (body.crateUuid as string) ?? '',
        userToken: (body.userToken as string) ?? '',
        ...(body.name !== undefined ? { name: body.name as string } : {}),
        ...(body.description !== undefined ? { description: body.description as string } : {}),
        ...(body.public !== undefined ? { public: body.public as boolean } : {}),
      },
    }),
    result: (data) => data.exportCrate,
    status: 201,
    bodySchema: {
      type: 'object',
      properties: {
        crateUuid: { type: 'string', format: 'uuid' },
        userToken: { type: 'string', description: tokenName },
        name: { type: 'string' },
        description: { type: 'string' },
        ...(provider === 'spotify' ? { public: { type: 'boolean' } } : {}),
      },
      required: ['crateUuid', 'userToken'],
    },
  });

export const exportRoutes: RestRoute[] = [
  exportRoute('spotify', 'your Spotify access token'),
  exportRoute('apple', 'your Apple Music-User-Token'),
];
