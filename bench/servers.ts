/**
 * The server side of bench/gateway-overhead: every subgraph in this process on one in-memory PGlite,
 * each also served over HTTP; a gateway calling them in-process (embedded) and another over HTTP
 * (distributed). Prints one JSON line with the URLs, then serves until killed.
 */
import { startGateway } from '@backspin/gateway';
import { startSubgraphs } from '@backspin/platform';
import { createInProcessPubSub, loadConfig, openPglite, serveSubgraphHttp, signIdentity, anonymous, type SubgraphName } from '@backspin/platform';
import { readSupergraph } from '@backspin/product';

const config = loadConfig({ ...process.env, NODE_ENV: 'production', DEMO_DATA: 'true', DATABASE_URL: undefined, REDIS_URL: undefined });
const pglite = await openPglite('memory://');
const pubsub = createInProcessPubSub();
const subgraphs = await startSubgraphs({ config, pubsub, pglite });
const urls = {} as Record<SubgraphName, string>;
for (const [name, subgraph] of subgraphs) urls[name] = (await serveSubgraphHttp(subgraph, 0, '127.0.0.1')).url;
const supergraphSdl = readSupergraph();
const embedded = await startGateway({ config, supergraphSdl, connections: { mode: 'embedded', subgraphs }, pubsub, port: 0, host: '127.0.0.1' });
const distributed = await startGateway({ config, supergraphSdl, connections: { mode: 'distributed', urls }, pubsub, port: 0, host: '127.0.0.1' });
console.log(
  JSON.stringify({
    subgraphs: urls,
    embedded: embedded.url,
    distributed: distributed.url,
    // What the gateway would send for an anonymous caller; direct calls carry it so they do the same work.
    identityHeader: await signIdentity(anonymous, config.gatewaySecret),
  }),
);
