export { accountsSubgraph } from './module.ts';
export { demoUsers } from './demo-data.ts';
