/** The rooms subgraph alone (distributed mode). */
import { runSubgraphAlone } from '@backspin/platform';
import { roomsSubgraph } from './module.ts';

await runSubgraphAlone(roomsSubgraph);
