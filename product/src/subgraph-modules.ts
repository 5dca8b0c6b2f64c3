import 'reflect-metadata';
import type { AnySubgraphModule } from '@backspin/platform';
import { accountsSubgraph } from '@backspin/accounts';
import { auditSubgraph } from '@backspin/audit';
import { economySubgraph } from '@backspin/economy';
import { librarySubgraph } from '@backspin/library';
import { roomsSubgraph } from '@backspin/rooms';

/** Every subgraph module, by name: what the embedded runtime, composition and the scripts iterate over. */
export const subgraphModules: AnySubgraphModule[] = [accountsSubgraph, roomsSubgraph, librarySubgraph, economySubgraph, auditSubgraph];
