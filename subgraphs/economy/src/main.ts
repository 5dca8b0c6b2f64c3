/** The economy subgraph alone (distributed mode). */
import { runSubgraphAlone } from '@backspin/platform';
import { economySubgraph } from './module.ts';

await runSubgraphAlone(economySubgraph);
