import type { PGlite } from '@electric-sql/pglite';
import {
  openDatabase,
  startSubgraph,
  type Config,
  type PubSub,
  type RunningSubgraph,
  type AnySubgraphModule,
  type SubgraphName,
} from '@backspin/platform';
import { subgraphModules } from './subgraph-modules.ts';

export interface SubgraphsOptions {
  config: Config;
  pubsub: PubSub;
  /** Embedded mode: one PGlite cluster shared by all subgraphs, a schema each. */
  pglite?: PGlite;
  modules?: readonly AnySubgraphModule[];
  onQuery?: (subgraph: SubgraphName, sql: string) => void;
}

/** Starts subgraphs in this process, each with its own database schema and migrations applied. */
export async function startSubgraphs(options: SubgraphsOptions): Promise<Map<SubgraphName, RunningSubgraph>> {
  const running = new Map<SubgraphName, RunningSubgraph>();
  try {
    for (const module of options.modules ?? subgraphModules) {
      running.set(module.name, await startOneSubgraph(module, options));
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
    return await startSubgraph(module, { db, pubsub: options.pubsub, config: options.config });
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
