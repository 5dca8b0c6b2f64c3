/** The gateway alone (distributed mode): subgraphs over HTTP, live events through Redis. */
import { createPubSub, loadConfigOrExit, subgraphNames, type SubgraphName } from '@backspin/platform';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startGateway } from './gateway.ts';

const config = loadConfigOrExit(process.env, { requireGatewaySecret: true });

const defaults: Record<SubgraphName, [string | undefined, number]> = {
  accounts: [config.ACCOUNTS_URL, config.ACCOUNTS_PORT],
  rooms: [config.ROOMS_URL, config.ROOMS_PORT],
  library: [config.LIBRARY_URL, config.LIBRARY_PORT],
  economy: [config.ECONOMY_URL, config.ECONOMY_PORT],
  audit: [config.AUDIT_URL, config.AUDIT_PORT],
};
const urls = Object.fromEntries(
  subgraphNames.map((name) => [name, defaults[name][0] ?? `http://localhost:${defaults[name][1]}/graphql`]),
) as Record<SubgraphName, string>;

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
