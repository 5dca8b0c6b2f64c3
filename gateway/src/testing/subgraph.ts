import { mkdtemp, rm } from 'node:fs/promises';
import { expect } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createInProcessPubSub,
  identityHeader,
  loadConfig,
  signIdentity,
  type Identity,
  type PubSub, type RunningSubgraph, type SubgraphModule, type SubgraphResponse } from '@backspin/platform';
import { createTestDatabase } from './index.ts';
import { startOneSubgraph } from '@backspin/platform';

/** An answer as a test reads it: data fields of any shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary result shapes
export type TestResponse = { data?: Record<string, any> | null; errors?: SubgraphResponse['errors'] };

export interface TestSubgraph<S> {
  subgraph: RunningSubgraph<S>;
  pubsub: PubSub;
  /** Every SQL statement the subgraph ran, in order (clear it between steps). */
  queries: string[];
  /** Headers as the gateway would send them for this identity. */
  headersFor(identity: Identity): Promise<Record<string, string>>;
  /** Runs an operation as this identity (as the gateway would sign it). */
  call(identity: Identity, query: string, variables?: Record<string, unknown>): Promise<TestResponse>;
  /** The data of an operation that must succeed. */
  ok(identity: Identity, query: string, variables?: Record<string, unknown>): Promise<Record<string, any>>;
  /** The first error of an operation that must fail: its status and message. */
  refused(identity: Identity, query: string, variables?: Record<string, unknown>): Promise<{ status: unknown; message: string }>;
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
  const jobTableQuery = new RegExp(`"${module.name}"\\."job"`);
  const subgraph = await startOneSubgraph(module, {
    config,
    pubsub,
    ...(database.pglite ? { pglite: database.pglite } : {}),
    // The background job runner polls its table on its own timer; a test counting the queries of a request must not
    // see those (they made the library's one-query assertions flaky on a loaded machine).
    onQuery: (_name, sql) => {
      if (!jobTableQuery.test(sql)) queries.push(sql);
    },
  });
  const headersFor = async (identity: Identity) => ({ [identityHeader]: await signIdentity(identity, config.gatewaySecret) });
  const call = async (identity: Identity, query: string, variables: Record<string, unknown> = {}): Promise<TestResponse> =>
    subgraph.execute({ query, variables }, await headersFor(identity));
  return {
    subgraph: subgraph as RunningSubgraph<S>,
    pubsub,
    queries,
    headersFor,
    call,
    async ok(identity, query, variables) {
      const result = await call(identity, query, variables);
      expect(result.errors).toBeUndefined();
      return result.data!;
    },
    async refused(identity, query, variables) {
      const result = await call(identity, query, variables);
      expect(result.errors?.length).toBeGreaterThan(0);
      const [error] = result.errors!;
      return { status: error!.extensions?.status, message: error!.message };
    },
    async stop() {
      await subgraph.stop();
      await subgraph.db.close();
      await pubsub.close();
      await database.drop();
      if (storageDir) await rm(storageDir, { recursive: true, force: true });
    },
  };
}
