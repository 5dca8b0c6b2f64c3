/** The gateway alone (distributed mode): subgraphs over HTTP, live events through Redis. */
import { createPubSub, loadConfigOrExit, subgraphNames, subgraphUrl, type SubgraphName } from '@backspin/platform';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startGateway } from './gateway.ts';

const config = loadConfigOrExit(process.env, { requireGatewaySecret: true });

const urls = Object.fromEntries(subgraphNames.map((name) => [name, subgraphUrl(config, name)])) as Record<SubgraphName, string>;

const pubsub = createPubSub(config);
const gateway = await startGateway({
  config,
  supergraphSdl: readFileSync(resolve(import.meta.dirname, '..', '..', 'supergraph.graphql'), 'utf8'),
  connections: { mode: 'distributed', urls },
  pubsub,
  port: config.GATEWAY_PORT,
  corsOrigins: [`http://localhost:${config.WEB_PLAYER_PORT}`, `http://localhost:${config.ADMIN_CONSOLE_PORT}`],
});
console.log(`gateway listening on ${gateway.url} (${pubsub.kind} pub/sub)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await gateway.stop();
    await pubsub.close();
    process.exit(0);
  });
}
