export { startGateway, type RunningGateway, type GatewayOptions, type SubgraphConnections } from './gateway.ts';
export { startSubgraphs, startOneSubgraph, stopSubgraphs } from '@backspin/platform';
export { composeSupergraph } from './composition.ts';
export { subgraphModules } from '@backspin/product';
