import type { PGlite } from '@electric-sql/pglite';
import {
  InProcessPeerRegistry,
  openDatabase,
  startSubgraph,
  type Config,
  type PubSub,
  type RunningSubgraph,
  type AnySubgraphModule,
  type SubgraphName,
} from '@backspin/platform';
import { subgraphModules } from '@backspin/product';

export interface SubgraphsOptions {
  config: Config;
  pubsub: PubSub;
  /** Embedded mode: one PGlite cluster shared by all subgraphs, a schema each. */
  pglite?: PGlite;
  modules?: readonly AnySubgraphModule[];
  onQuery?: (subgraph: SubgraphName, sql: string) => void;
  /** Subgraphs of this process, for their calls to one another; one is made when not given. */
  peers?: InProcessPeerRegistry;
}

/** Starts subgraphs in this process, each with its own database schema and migrations applied. */
export async function startSubgraphs(options: SubgraphsOptions): Promise<Map<SubgraphName, RunningSubgraph>> {
  const running = new Map<SubgraphName, RunningSubgraph>();
  const peers = options.peers ?? new InProcessPeerRegistry();
  try {
    for (const module of options.modules ?? subgraphModules) {
      running.set(module.name, await startOneSubgraph(module, { ...options, peers }));
    }
  } catch (error) {
    await stopSubgraphs(running);
    throw error;
  }
  return running;
}

export async function startOneSubgraph(
  module: AnySubgraphModule,
  options: SubgraphsOptions,
): Promise<RunningSubgraph> {
  const db = await openDatabase({
    schema: module.name,
    entities: module.entities,
    migrations: module.migrations,
    databaseUrl: options.config.DATABASE_URL,
    dataDir: `${options.config.DATA_DIR}/${module.name}`,
    ...(options.pglite ? { pglite: options.pglite } : {}),
    ...(options.onQuery ? { onQuery: (sql: string) => options.onQuery!(module.name, sql) } : {}),
  });
  try {
    const peers = options.peers ?? new InProcessPeerRegistry();
    const subgraph = await startSubgraph(module, {
      db,
      pubsub: options.pubsub,
      config: options.config,
      peers: peers.peersFor(module.name, options.config.gatewaySecret),
    });
    peers.register(module.name, (request, headers) => subgraph.execute(request, headers));
    return subgraph;
  } catch (error) {
    await db.close();
    throw error;
  }
}

export async function stopSubgraphs(running: ReadonlyMap<SubgraphName, RunningSubgraph>): Promise<void> {
  for (const subgraph of running.values()) {
    await subgraph.stop();
    await subgraph.db.close();
  }
}
