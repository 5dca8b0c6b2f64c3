/** The REST bridge alone (distributed mode): it reaches the gateway at GATEWAY_URL. */
import { loadConfigOrExit } from '@backspin/platform';
import { startRestBridge } from './server.ts';

const config = loadConfigOrExit();
const bridge = await startRestBridge({
  config,
  gatewayUrl: config.GATEWAY_URL ?? `http://localhost:${config.GATEWAY_PORT}/graphql`,
  port: config.REST_BRIDGE_PORT,
  corsOrigins: [`http://localhost:${config.WEB_PLAYER_PORT}`, `http://localhost:${config.ADMIN_CONSOLE_PORT}`],
});
console.log(`REST bridge listening on ${bridge.url} (API docs ${bridge.url}/docs)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await bridge.stop();
    process.exit(0);
  });
}
