import type { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config/config.ts';
import { openDatabase } from '../db/database.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import { InProcessPeerRegistry } from './peers.ts';
import { startSubgraph, type AnySubgraphModule, type RunningSubgraph } from './subgraph.ts';
import type { SubgraphName } from './subgraph-contract.ts';

export interface SubgraphsOptions {
  config: Config;
  pubsub: PubSub;
  /** Embedded mode: one PGlite cluster shared by all subgraphs, a schema each. */
  pglite?: PGlite;
  /**
   * The subgraphs to start, in order. The kernel knows no subgraph: the product passes its list
   * (`subgraphModules` of `@backspin/product`), a test or a benchmark the ones it needs.
   */
  modules: readonly AnySubgraphModule[];
  onQuery?: (subgraph: SubgraphName, sql: string) => void;
  /** Subgraphs of this process, for their calls to one another; one is made when not given. */
  peers?: InProcessPeerRegistry;
}

/**
 * The in-process subgraph runtime (embedded mode, tests, benchmarks): starts subgraphs in this process, each with
 * its own database schema and migrations applied.
 */
export async function startSubgraphs(options: SubgraphsOptions): Promise<Map<SubgraphName, RunningSubgraph>> {
  const running = new Map<SubgraphName, RunningSubgraph>();
  const peers = options.peers ?? new InProcessPeerRegistry();
  try {
    for (const module of options.modules) {
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
  options: Omit<SubgraphsOptions, 'modules'>,
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
