export { librarySubgraph } from './module.ts';
export { demoSongs } from './demo-data.ts';
