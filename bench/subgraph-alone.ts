import { createInProcessPubSub, loadConfig, startOneSubgraph, type Config, type InProcessPeerRegistry, type RunningSubgraph, type SubgraphModule } from '@backspin/platform';
import { createTestDatabase, type TestDatabase } from '@backspin/test-kit';

export interface SubgraphAlone<S> {
  subgraph: RunningSubgraph<S>;
  config: Config;
  database: TestDatabase;
  /** Stops the subgraph and drops its database. */
  stop(): Promise<void>;
}

/**
 * One subgraph alone in the bench's process (no HTTP hop), on a fresh database: PostgreSQL when DATABASE_URL is set (a
 * new database on that server, dropped by `stop`), else PGlite in memory. Production settings, no demo data.
 */
export async function startSubgraphAlone<S, L>(
  module: SubgraphModule<S, L>,
  options: { env?: NodeJS.ProcessEnv; peers?: InProcessPeerRegistry } = {},
): Promise<SubgraphAlone<S>> {
  const database = await createTestDatabase();
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DEMO_DATA: 'false',
    DATABASE_URL: database.databaseUrl,
    REDIS_URL: undefined,
    ...options.env,
  });
  const pubsub = createInProcessPubSub();
  const subgraph = (await startOneSubgraph(module, {
    config,
    pubsub,
    ...(database.pglite ? { pglite: database.pglite } : {}),
    ...(options.peers ? { peers: options.peers } : {}),
  })) as RunningSubgraph<S>;
  return {
    subgraph,
    config,
    database,
    async stop() {
      await subgraph.stop();
      await subgraph.db.close();
      await pubsub.close();
      await database.drop();
    },
  };
}
