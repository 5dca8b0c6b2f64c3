import type { GraphQLFormattedError } from 'graphql';

/**
 * What a subgraph is called and what it answers: the part of a subgraph that its peers (peers.ts) and the runtime
 * (subgraph.ts) both need, kept apart so that neither imports the other.
 */
export const subgraphNames = ['accounts', 'rooms', 'library', 'economy', 'audit'] as const;
export type SubgraphName = (typeof subgraphNames)[number];

export interface SubgraphResponse {
  data?: Record<string, unknown> | null;
  errors?: readonly GraphQLFormattedError[];
}
