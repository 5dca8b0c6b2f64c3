/**
 * The server side of bench/fanout: the whole product in one process (subgraphs embedded in the gateway,
 * in-memory PGlite, in-process pub/sub), as `npm start` runs it without the web apps and the REST bridge.
 * Forked with an IPC channel: sends `{ url, wsUrl }` once listening, then answers
 *  - `{ type: 'until', subscribers }` with `{ type: 'subscribers', subscribers }` once the gateway's live hub
 *    has exactly that many subscribers;
 *  - `{ type: 'cpu' }` with `{ type: 'cpu', cpu }` (process.cpuUsage(), µs).
 */
import { createInProcessPubSub, loadConfig, openPglite } from '@backspin/platform';
import { startProduct } from '@backspin/product';

export type ServerRequest = { type: 'until'; subscribers: number } | { type: 'cpu' };
export type ServerMessage =
  | { type: 'listening'; url: string; wsUrl: string }
  | { type: 'subscribers'; subscribers: number }
  | { type: 'cpu'; cpu: NodeJS.CpuUsage };

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DEMO_DATA: 'false',
  DATABASE_URL: undefined,
  REDIS_URL: undefined,
  GATEWAY_PORT: '0',
  HOST: '127.0.0.1',
  CHAT_FLOOD_MAX_MESSAGES: '1000', // one sender, an event every 200 ms
  GRAPHQL_WS_MAX_SOCKETS_PER_ADDRESS: '1000000', // every subscriber socket comes from loopback
});
const product = await startProduct({
  config,
  pglite: await openPglite('memory://'),
  pubsub: createInProcessPubSub(),
  webApps: false,
  restBridge: false,
});
const send = (message: ServerMessage) => process.send!(message);
const local = (url: string) => url.replace('//localhost:', '//127.0.0.1:');
process.on('message', (request: ServerRequest) => {
  if (request.type === 'cpu') send({ type: 'cpu', cpu: process.cpuUsage() });
  else
    void product.gateway.hub
      .until((hub) => hub.subscribers === request.subscribers)
      .then(() => send({ type: 'subscribers', subscribers: product.gateway.hub.subscribers }));
});
process.on('disconnect', () => process.exit(0));
send({ type: 'listening', url: local(product.gateway.url), wsUrl: local(product.gateway.wsUrl) });
