export { startGateway, type RunningGateway, type GatewayOptions, type SubgraphConnections } from './gateway.ts';
export { startSubgraphs, startOneSubgraph, stopSubgraphs } from './subgraphs.ts';
export { composeSupergraph } from './composition.ts';
export { subgraphModules } from './subgraph-modules.ts';
