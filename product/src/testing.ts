import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInProcessPubSub, createRedisPubSub, loadConfig, type PubSub, type SubgraphName } from '@backspin/platform';
import { createTestDatabase } from '@backspin/platform/testing';
import { startProduct, type RunningProduct } from './product.ts';

export interface TestProduct extends RunningProduct {
  gatewayUrl: string;
  gatewayWsUrl: string;
  restBridgeUrl: string;
  webPlayerUrl: string;
  adminConsoleUrl: string;
  databaseKind: 'postgresql' | 'pglite';
  /** Another connection to this product's pub/sub bus, as a second instance would open. */
  connectPubSub(): PubSub;
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
  const config = loadConfig({
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
  });
  const keyPrefix = `test-${randomBytes(4).toString('hex')}:`;
  const pubsub: PubSub = env.REDIS_URL ? createRedisPubSub(env.REDIS_URL, { keyPrefix }) : createInProcessPubSub();
  const extraConnections: PubSub[] = [];
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
    async stop() {
      await product.stop();
      for (const connection of extraConnections) await connection.close();
      await pubsub.close();
      await database.drop();
      if (storageDir) await rm(storageDir, { recursive: true, force: true });
    },
  };
}
