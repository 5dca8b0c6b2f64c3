import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createInProcessPubSub,
  createRedisPubSub,
  InProcessPeerRegistry,
  loadConfig,
  type AnySubgraphModule,
  type PubSub,
  type RunningSubgraph,
  type SubgraphModule,
  type SubgraphName,
} from '@backspin/platform';
import { startOneSubgraph } from '@backspin/platform';
import { createTestDatabase } from '@backspin/test-kit';
import { startProduct, type RunningProduct } from '../product.ts';
import { subgraphModules } from '../subgraph-modules.ts';

export interface TestProduct extends RunningProduct {
  gatewayUrl: string;
  gatewayWsUrl: string;
  restBridgeUrl: string;
  webPlayerUrl: string;
  adminConsoleUrl: string;
  databaseKind: 'postgresql' | 'pglite';
  /** Another connection to this product's pub/sub bus, as a second instance would open. */
  connectPubSub(): PubSub;
  /**
   * Another instance of a subgraph on this product's database and pub/sub bus (its own connection), as a second
   * process would run in distributed mode; `env` overrides settings of this instance only. Stopped with the
   * product, or earlier with its own `stop()` (an instance going away).
   */
  startSubgraphInstance<S, L>(module: SubgraphModule<S, L>, env?: NodeJS.ProcessEnv): Promise<RunningSubgraph<S>>;
  /**
   * Stops this product's instance of a subgraph, as its process going away would: from then on the gateway and the
   * other subgraphs get 503 from it. Answers `start()`, which starts it again on the same database (a new process:
   * its migrations run, nothing seeded) where the gateway and the other subgraphs reach it; the product stops it.
   */
  stopSubgraph(name: SubgraphName): Promise<{ start(): Promise<RunningSubgraph> }>;
}

/**
 * The whole product for one test file, on free ports: its own database (a fresh PostgreSQL database
 * when DATABASE_URL is set, else PGlite in memory), Redis pub/sub under its own key prefix when
 * REDIS_URL is set, demo data seeded. `stop()` removes everything it made.
 */
export async function startTestProduct(
  options: { webApps?: boolean; restBridge?: boolean; env?: NodeJS.ProcessEnv; onQuery?: (subgraph: SubgraphName, sql: string) => void } = {},
): Promise<TestProduct> {
  const env = { ...process.env, ...options.env };
  const database = await createTestDatabase(env);
  // Its own media directory unless one is given (uploads, HLS, the demo music), removed on stop.
  const storageDir = env.STORAGE_DIR ? null : await mkdtemp(join(tmpdir(), 'backspin-media-'));
  const configEnv = {
    ...env,
    ...(storageDir ? { STORAGE_DIR: storageDir } : {}),
    NODE_ENV: env.NODE_ENV === 'production' ? 'production' : 'test',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { DATABASE_URL: undefined }),
    GATEWAY_PORT: '0',
    REST_BRIDGE_PORT: '0',
    WEB_PLAYER_PORT: '0',
    ADMIN_CONSOLE_PORT: '0',
    HOST: '127.0.0.1',
    DEMO_DATA: 'true',
  };
  const config = loadConfig(configEnv);
  const keyPrefix = `test-${randomBytes(4).toString('hex')}:`;
  const pubsub: PubSub = env.REDIS_URL ? createRedisPubSub(env.REDIS_URL, { keyPrefix }) : createInProcessPubSub();
  const extraConnections: PubSub[] = [];
  const extraInstances: RunningSubgraph[] = [];
  let product: RunningProduct;
  try {
    product = await startProduct({
      config,
      pubsub,
      ...(database.pglite ? { pglite: database.pglite } : {}),
      webApps: options.webApps ?? false,
      restBridge: options.restBridge ?? true,
      ...(options.onQuery ? { onQuery: options.onQuery } : {}),
    });
  } catch (error) {
    await pubsub.close();
    await database.drop();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...product,
    gatewayUrl: product.gateway.url,
    gatewayWsUrl: product.gateway.wsUrl,
    restBridgeUrl: product.restBridge?.url ?? '',
    webPlayerUrl: product.webPlayerUrl ?? '',
    adminConsoleUrl: product.adminConsoleUrl ?? '',
    databaseKind: database.kind,
    connectPubSub() {
      if (!env.REDIS_URL) return pubsub;
      const connection = createRedisPubSub(env.REDIS_URL, { keyPrefix });
      extraConnections.push(connection);
      return connection;
    },
    async startSubgraphInstance(module, instanceEnv = {}) {
      const peers = new InProcessPeerRegistry();
      for (const [name, running] of product.subgraphs) peers.register(name, (request, headers) => running.execute(request, headers));
      const connection = env.REDIS_URL ? createRedisPubSub(env.REDIS_URL, { keyPrefix }) : pubsub;
      if (connection !== pubsub) extraConnections.push(connection);
      const instance = await startOneSubgraph(module as AnySubgraphModule, {
        // The same gateway secret: the gateways sign identities this instance must trust.
        config: loadConfig({ ...configEnv, ...instanceEnv, GATEWAY_SECRET: config.gatewaySecret, DEMO_DATA: 'false' }),
        pubsub: connection,
        ...(database.pglite ? { pglite: database.pglite } : {}),
        peers,
      });
      let stopped = false;
      const handle = {
        ...instance,
        async stop() {
          if (stopped) return;
          stopped = true;
          await instance.stop();
          // A shared PGlite stays open for the product; a PostgreSQL pool is this instance's own.
          if (!database.pglite) await instance.db.close();
        },
      };
      extraInstances.push(handle);
      return handle as RunningSubgraph<never>;
    },
    async stopSubgraph(name) {
      const running = product.subgraphs.get(name);
      const module = subgraphModules.find((m) => m.name === name);
      if (!running || !module) throw new Error(`subgraph ${name} is not running`);
      // The product's own map: the gateway looks each call's subgraph up in it (embedded data sources).
      const subgraphs = product.subgraphs as Map<SubgraphName, RunningSubgraph>;
      subgraphs.delete(name);
      product.peers.unregister(name);
      await running.stop();
      // A shared PGlite stays open for the product; a PostgreSQL pool is the instance's own.
      if (!database.pglite) await running.db.close();
      return {
        async start() {
          if (subgraphs.has(name)) throw new Error(`subgraph ${name} is already running`);
          const restarted = await startOneSubgraph(module, {
            config: loadConfig({ ...configEnv, GATEWAY_SECRET: config.gatewaySecret, DEMO_DATA: 'false' }),
            pubsub,
            ...(database.pglite ? { pglite: database.pglite } : {}),
            peers: product.peers,
          });
          subgraphs.set(name, restarted);
          return restarted;
        },
      };
    },
    async stop() {
      for (const instance of extraInstances) await instance.stop();
      await product.stop();
      for (const connection of extraConnections) await connection.close();
      await pubsub.close();
      await database.drop();
      if (storageDir) await rm(storageDir, { recursive: true, force: true });
    },
  };
}
