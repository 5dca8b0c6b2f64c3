/** The audit subgraph alone (distributed mode). */
import { runSubgraphAlone } from '@backspin/platform';
import { auditSubgraph } from './module.ts';

await runSubgraphAlone(auditSubgraph);
