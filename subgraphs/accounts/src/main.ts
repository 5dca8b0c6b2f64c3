/** The accounts subgraph alone (distributed mode). */
import { runSubgraphAlone } from '@backspin/platform';
import { accountsSubgraph } from './module.ts';

await runSubgraphAlone(accountsSubgraph);
