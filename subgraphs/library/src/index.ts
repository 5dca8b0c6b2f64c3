export { librarySubgraph } from './module.ts';
export { demoSongs } from './demo-data.ts';
export type { LibraryServices } from './context.ts';
