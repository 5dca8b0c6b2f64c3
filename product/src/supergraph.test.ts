import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeSupergraph } from '@backspin/gateway';
import { readSupergraph } from './product.ts';
import { repositoryRoot } from './web-apps.ts';
import { subgraphModules } from './subgraph-modules.ts';

// The gateway plans every query from the supergraph.graphql on disk, not from the subgraphs it calls. A subgraph change
// left uncomposed makes the two disagree: a field a subgraph made nullable (a ranking's user, null for a user accounts
// does not know) is still non-null to the gateway, which then nulls the whole answer (`data: null`) for one unknown
// user. So the files on disk must be what `npm run compose` writes today.
describe('the composed schemas on disk', () => {
  it('are what the subgraphs compose to now (run `npm run compose && npm run codegen` after a schema change)', async () => {
    const { supergraphSdl, apiSchemaSdl } = await composeSupergraph(subgraphModules);
    expect(readSupergraph() === supergraphSdl, 'supergraph.graphql is stale').toBe(true);
    expect(readFileSync(join(repositoryRoot, 'schema.graphql'), 'utf8') === apiSchemaSdl, 'schema.graphql is stale').toBe(true);
  });
});
