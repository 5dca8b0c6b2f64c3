import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { startGateway, type RunningGateway } from '@backspin/gateway';
import { InProcessPeerRegistry, startSubgraphs, stopSubgraphs } from '@backspin/platform';
import { createPubSub, openPglite, type Config, type PubSub, type RunningSubgraph, type SubgraphName } from '@backspin/platform';
import { startRestBridge, type RunningRestBridge } from '@backspin/rest-bridge';
import { subgraphModules } from './subgraph-modules.ts';
import { ensureBuilt, repositoryRoot, serveWebApp, webAppRuntimeConfig, webApps } from './web-apps.ts';

export interface ProductOptions {
  config: Config;
  /** Embedded database (PGlite); opened under DATA_DIR when neither this nor DATABASE_URL is given. */
  pglite?: PGlite;
  pubsub?: PubSub;
  webApps?: boolean;
  restBridge?: boolean;
  onQuery?: (subgraph: SubgraphName, sql: string) => void;
}

export interface RunningProduct {
  gateway: RunningGateway;
  subgraphs: ReadonlyMap<SubgraphName, RunningSubgraph>;
  /** How the subgraphs reach one another in this process (a subgraph started again registers here). */
  peers: InProcessPeerRegistry;
  restBridge?: RunningRestBridge;
  webPlayerUrl?: string;
  adminConsoleUrl?: string;
  pubsub: PubSub;
  stop(): Promise<void>;
}

export function readSupergraph(): string {
  return readFileSync(join(repositoryRoot, 'supergraph.graphql'), 'utf8');
}

/** The whole product in one process: subgraphs in-process, the gateway, the REST bridge and the web apps. */
export async function startProduct(options: ProductOptions): Promise<RunningProduct> {
  const { config } = options;
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
  };
  try {
    let pglite = options.pglite;
    if (!config.DATABASE_URL && !pglite) {
      mkdirSync(config.DATA_DIR, { recursive: true });
      const opened = await openPglite(join(config.DATA_DIR, 'pglite'));
      stops.push(() => opened.close());
      pglite = opened;
    }
    const pubsub = options.pubsub ?? createPubSub(config);
    if (!options.pubsub) stops.push(() => pubsub.close());

    const peers = new InProcessPeerRegistry();
    const subgraphs = await startSubgraphs({
      modules: subgraphModules,
      config,
      pubsub,
      peers,
      ...(pglite ? { pglite } : {}),
      ...(options.onQuery ? { onQuery: options.onQuery } : {}),
    });
    stops.push(() => stopSubgraphs(subgraphs));

    const webOrigins = [
      `http://localhost:${config.WEB_PLAYER_PORT}`,
      `http://localhost:${config.ADMIN_CONSOLE_PORT}`,
      `http://127.0.0.1:${config.WEB_PLAYER_PORT}`,
      `http://127.0.0.1:${config.ADMIN_CONSOLE_PORT}`,
    ];
    // The web apps call the gateway and the REST bridge (HLS) from their own origins.
    const corsOrigins = config.WEB_PLAYER_PORT === 0 ? [/^http:\/\/(localhost|127\.0\.0\.1):\d+$/] : webOrigins;
    const gateway = await startGateway({
      config,
      supergraphSdl: readSupergraph(),
      connections: { mode: 'embedded', subgraphs },
      pubsub,
      port: config.GATEWAY_PORT,
      corsOrigins,
    });
    stops.push(() => gateway.stop());

    const product: RunningProduct = { gateway, subgraphs, peers, pubsub, stop: stopAll };
    if (options.restBridge ?? true) {
      product.restBridge = await startRestBridge({ config, gatewayUrl: gateway.url, port: config.REST_BRIDGE_PORT, corsOrigins });
      stops.push(() => product.restBridge!.stop());
    }
    if (options.webApps ?? true) {
      const runtimeConfig = webAppRuntimeConfig(config, {
        graphqlUrl: gateway.url,
        graphqlWsUrl: gateway.wsUrl,
        restUrl: product.restBridge?.url,
      });
      for (const [key, appDir, port] of [
        ['webPlayerUrl', webApps.webPlayer, config.WEB_PLAYER_PORT],
        ['adminConsoleUrl', webApps.adminConsole, config.ADMIN_CONSOLE_PORT],
      ] as const) {
        await ensureBuilt(appDir);
        const served = await serveWebApp({ appDir, port, host: config.HOST, runtimeConfig });
        stops.push(() => served.app.close());
        product[key] = served.url;
      }
    }
    return product;
  } catch (error) {
    await stopAll();
    throw error;
  }
}
