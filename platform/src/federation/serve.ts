import Fastify from 'fastify';
import { loadConfigOrExit, type Config } from '../config/config.ts';
import { openDatabase } from '../db/database.ts';
import { apolloHandler, listeningPort } from '../http/apollo-route.ts';
import { createPubSub } from '../pubsub/pubsub.ts';
import { httpPeers } from './peers.ts';
import { startSubgraph, type RunningSubgraph, type AnySubgraphModule, type SubgraphName } from './subgraph.ts';

const portSetting = {
  accounts: 'ACCOUNTS_PORT',
  rooms: 'ROOMS_PORT',
  library: 'LIBRARY_PORT',
  economy: 'ECONOMY_PORT',
  audit: 'AUDIT_PORT',
} as const satisfies Record<SubgraphName, keyof Config>;

export interface ServedSubgraph {
  url: string;
  subgraph: RunningSubgraph;
  stop(): Promise<void>;
}

/** Serves a running subgraph over HTTP (distributed mode): POST /graphql for the gateway, GET /health. */
export async function serveSubgraphHttp(subgraph: RunningSubgraph, port: number, host: string): Promise<ServedSubgraph> {
  const app = Fastify({ bodyLimit: subgraph.config.BODY_LIMIT_BYTES, logger: false });
  app.route({
    method: ['GET', 'POST'],
    url: '/graphql',
    handler: apolloHandler(subgraph.server, (request) => subgraph.createContext(request.headers)),
  });
  app.get('/health', async () => ({ status: 'ok', service: subgraph.name }));
  await app.listen({ port, host });
  return {
    url: `http://localhost:${listeningPort(app.server, port)}/graphql`,
    subgraph,
    stop: () => app.close(),
  };
}

/**
 * A subgraph's `main.ts`: one subgraph alone in its process, on PostgreSQL (DATABASE_URL) and Redis
 * (REDIS_URL), trusting only identities signed with GATEWAY_SECRET.
 */
export async function runSubgraphAlone(module: AnySubgraphModule): Promise<void> {
  const config = loadConfigOrExit(process.env, { requireGatewaySecret: true });
  const db = await openDatabase({
    schema: module.name,
    entities: module.entities,
    migrations: module.migrations,
    databaseUrl: config.DATABASE_URL,
    dataDir: `${config.DATA_DIR}/${module.name}`,
  });
  const pubsub = createPubSub(config);
  const subgraph = await startSubgraph(module, { db, pubsub, config, peers: httpPeers(module.name, config) });
  const served = await serveSubgraphHttp(subgraph, config[portSetting[module.name]], config.HOST);
  console.log(`subgraph ${module.name} listening on ${served.url} (${config.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${pubsub.kind} pub/sub)`);
  const stop = async () => {
    await served.stop();
    await subgraph.stop();
    await db.close();
    await pubsub.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
