import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { Config } from '../config/config.ts';

/**
 * Query limits (depth, cost, aliases, directives), the same at the gateway and at every subgraph: a subgraph
 * reached some other way than through the gateway holds them too. In production the limits are not echoed back
 * (an attacker learns only that the query was refused), and field suggestions are blocked.
 */
export function queryLimits(config: Config) {
  const exposeLimits = !config.production;
  return new ApolloArmor({
    maxDepth: { n: config.GRAPHQL_MAX_DEPTH, exposeLimits, flattenFragments: true },
    maxAliases: { n: config.GRAPHQL_MAX_ALIASES, exposeLimits },
    costLimit: { maxCost: config.GRAPHQL_MAX_COST, exposeLimits },
    // Tokens are limited by the parser itself (Apollo's parseOptions), which answers 400, not 500.
    maxTokens: { enabled: false },
    maxDirectives: { n: 50, exposeLimits },
    blockFieldSuggestion: { enabled: config.production },
  }).protect();
}
