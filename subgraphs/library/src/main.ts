/** The library subgraph alone (distributed mode). */
import { runSubgraphAlone } from '@backspin/platform';
import { librarySubgraph } from './module.ts';

await runSubgraphAlone(librarySubgraph);
