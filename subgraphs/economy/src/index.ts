export { economySubgraph } from './module.ts';
