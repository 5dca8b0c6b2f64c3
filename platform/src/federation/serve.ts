import Fastify from 'fastify';
import { identityHeader, verifySignedIdentity } from '../auth/gateway-identity.ts';
import { loadConfigOrExit, type Config } from '../config/config.ts';
import { openDatabase } from '../db/database.ts';
import { apolloHandler, listeningPort } from '../http/apollo-route.ts';
import { DomainError } from '@backspin/contracts/catalogue';
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
  /** The interface it listens on (SUBGRAPH_HOST unless told otherwise). */
  address: string;
  subgraph: RunningSubgraph;
  stop(): Promise<void>;
}

/**
 * Serves a running subgraph over HTTP (distributed mode): POST /graphql for the gateway, GET /health. Only requests
 * signed by a gateway (or a peer subgraph) with GATEWAY_SECRET are answered: anything else, a bearer token, a forged or
 * expired signature or none at all, is refused with 401 before any GraphQL work.
 */
export async function serveSubgraphHttp(
  subgraph: RunningSubgraph,
  port: number,
  host: string = subgraph.config.SUBGRAPH_HOST,
): Promise<ServedSubgraph> {
  const app = Fastify({ bodyLimit: subgraph.config.BODY_LIMIT_BYTES, logger: false });
  const unsigned = JSON.stringify({ errors: [new DomainError('SUBGRAPH_CALL_UNSIGNED').toJSON()] });
  app.route({
    method: ['GET', 'POST'],
    url: '/graphql',
    handler: async (request, reply) => {
      const raw = request.headers[identityHeader];
      const identity = await verifySignedIdentity(Array.isArray(raw) ? raw[0] : raw, subgraph.config.gatewaySecret);
      if (!identity) return reply.status(401).type('application/json; charset=utf-8').send(unsigned);
      return apolloHandler(subgraph.server, async () => subgraph.contextFor(identity))(request, reply);
    },
  });
  app.get('/health', async () => ({ status: 'ok', service: subgraph.name }));
  await app.listen({ port, host });
  const bound = app.server.address();
  return {
    url: `http://localhost:${listeningPort(app.server, port)}/graphql`,
    address: typeof bound === 'object' && bound ? bound.address : host,
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
  const served = await serveSubgraphHttp(subgraph, config[portSetting[module.name]]);
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
