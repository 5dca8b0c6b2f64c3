import 'reflect-metadata';
import type { SubgraphModule } from '@backspin/platform';
import { accountsSubgraph } from '@backspin/accounts';

/** Every subgraph module, by name: what the embedded runtime, composition and the scripts iterate over. */
export const subgraphModules: SubgraphModule<never, never>[] = [accountsSubgraph] as never;
