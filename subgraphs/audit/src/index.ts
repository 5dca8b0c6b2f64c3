export { auditSubgraph } from './module.ts';
