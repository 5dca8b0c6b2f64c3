import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createInProcessPubSub,
  identityHeader,
  loadConfig,
  signIdentity,
  type Identity,
  type PubSub, type RunningSubgraph, type SubgraphModule } from '@backspin/platform';
import { createTestDatabase } from '@backspin/platform/testing';
import { startOneSubgraph } from '../subgraphs.ts';

export interface TestSubgraph<S> {
  subgraph: RunningSubgraph<S>;
  pubsub: PubSub;
  /** Every SQL statement the subgraph ran, in order (clear it between steps). */
  queries: string[];
  /** Headers as the gateway would send them for this identity. */
  headersFor(identity: Identity): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

/**
 * One subgraph alone on its own test database (PostgreSQL when DATABASE_URL is set, else PGlite) and, unless
 * STORAGE_DIR is given, its own media directory (removed on stop).
 */
export async function startTestSubgraph<S, L>(
  module: SubgraphModule<S, L>,
  options: { demoData?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<TestSubgraph<S>> {
  const env = { ...process.env, ...options.env };
  const database = await createTestDatabase();
  const storageDir = env.STORAGE_DIR ? null : await mkdtemp(join(tmpdir(), 'backspin-media-'));
  const config = loadConfig({
    ...env,
    ...(storageDir ? { STORAGE_DIR: storageDir } : {}),
    NODE_ENV: 'test',
    DATABASE_URL: database.databaseUrl,
    DEMO_DATA: options.demoData ? 'true' : 'false',
  });
  const pubsub = createInProcessPubSub();
  const queries: string[] = [];
  const subgraph = await startOneSubgraph(module, {
    config,
    pubsub,
    ...(database.pglite ? { pglite: database.pglite } : {}),
    onQuery: (_name, sql) => queries.push(sql),
  });
  return {
    subgraph: subgraph as RunningSubgraph<S>,
    pubsub,
    queries,
    headersFor: async (identity) => ({ [identityHeader]: await signIdentity(identity, config.gatewaySecret) }),
    async stop() {
      await subgraph.stop();
      await subgraph.db.close();
      await pubsub.close();
      await database.drop();
      if (storageDir) await rm(storageDir, { recursive: true, force: true });
    },
  };
}
