export { startGateway, type RunningGateway, type GatewayOptions, type SubgraphConnections } from './gateway.ts';
export { composeSupergraph } from './composition.ts';
