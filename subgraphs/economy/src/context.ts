import type { EntityManager } from '@mikro-orm/core';
import DataLoader from 'dataloader';
import type { PeriodicTask, SubgraphContext } from '@backspin/platform';
import type { CustomFieldService } from './custom-fields/custom-field.service.ts';
import type { ConsumablePurchaseService } from './consumable-purchases/consumable-purchase.service.ts';
import type { Consumable } from './consumables/consumable.entity.ts';
import type { ConsumableService } from './consumables/consumable.service.ts';
import type { EconomyFileService } from './files/economy-file.service.ts';
import type { EconomyEffectSender, EconomyJobRunner } from './jobs.ts';
import type { PointsService } from './points/points.service.ts';
import type { RankedStatus, RankingService } from './rankings/ranking.service.ts';
import type { SeasonRankingService } from './rankings/season-ranking.service.ts';
import type { Season } from './seasons/season.entity.ts';
import type { SeasonService } from './seasons/season.service.ts';
import type { TokenAccount } from './token-accounts/token-account.entity.ts';
import type { ServiceInfoService } from './service-info/service-info.service.ts';
import type { TokenAccountService } from './token-accounts/token-account.service.ts';
import type { TokenLedgerService } from './token-transactions/token-ledger.service.ts';
import type { TokenTransactionService } from './token-transactions/token-transaction.service.ts';

export interface EconomyServices {
  tokenAccounts: TokenAccountService;
  files: EconomyFileService;
  consumables: ConsumableService;
  consumablePurchases: ConsumablePurchaseService;
  /** The token ledger itself (no identity checks): for economy's own services, such as the purchase flow. */
  tokenLedger: TokenLedgerService;
  /** The ledger as callers see it: histories, staff credits and adjustments, services' commits and voids. */
  tokenTransactions: TokenTransactionService;
  /** Voids expired token holds every TOKEN_HOLD_SWEEP_INTERVAL_MS (started by the module's `start`). */
  holdExpiry: PeriodicTask<number>;
  jobs: EconomyJobRunner;
  effects: EconomyEffectSender;
  serviceInfo: ServiceInfoService;
  customFields: CustomFieldService;
  seasons: SeasonService;
  rankings: RankingService;
  seasonRankings: SeasonRankingService;
  points: PointsService;
}

export interface EconomyLoaders {
  /** Consumables by id, deleted ones included. */
  consumable: DataLoader<string, Consumable | null>;
  tokenAccount: DataLoader<string, TokenAccount | null>;
  /** Keyed by the holder's user id. */
  tokenAccountByUserId: DataLoader<string, TokenAccount | null>;
  season: DataLoader<string, Season | null>;
  /** The season covering now, once per request (the one key is 'now'). */
  currentSeason: DataLoader<'now', Season | null>;
  /** The rank of a balance in a ranking (a season's id or the lifetime scope), for rows read without it. */
  rankOfBalance: DataLoader<{ scope: string; balance: number }, number, string>;
  /** A user's status in a ranking (a season's id or the lifetime scope), keyed by both. */
  rankingStatusOf: DataLoader<{ scope: string; userUuid: string }, RankedStatus | null, string>;
}

export type EconomyContext = SubgraphContext<EconomyServices, EconomyLoaders>;

export function createLoaders(em: EntityManager, services: EconomyServices): EconomyLoaders {
  return {
    consumable: new DataLoader(async (ids) => {
      const found = await services.consumables.findByIds(em, ids);
      return ids.map((id) => found.get(id.toLowerCase()) ?? null);
    }),
    tokenAccount: new DataLoader(async (ids) => {
      const found = await services.tokenAccounts.findByIds(em, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    tokenAccountByUserId: new DataLoader(async (userIds) => {
      const found = await services.tokenAccounts.findByUserIds(em, userIds);
      return userIds.map((id) => found.get(id) ?? null);
    }),
    season: new DataLoader(async (ids) => {
      const found = await services.seasons.byIds(em, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    currentSeason: new DataLoader(async (keys) => {
      const season = await services.seasons.seasonAt(em);
      return keys.map(() => season);
    }),
    rankOfBalance: new DataLoader(
      async (keys) => {
        const ranks = new Map<string, Map<number, number>>();
        for (const scope of new Set(keys.map((k) => k.scope))) {
          ranks.set(scope, await services.rankings.ranksOf(em, scope, keys.filter((k) => k.scope === scope).map((k) => k.balance)));
        }
        return keys.map((k) => ranks.get(k.scope)?.get(k.balance) ?? 1);
      },
      { cacheKeyFn: (k) => `${k.scope}:${k.balance}` },
    ),
    rankingStatusOf: new DataLoader(
      async (keys) => {
        const found = new Map<string, Map<string, RankedStatus>>();
        for (const scope of new Set(keys.map((k) => k.scope))) {
          found.set(scope, await services.rankings.statusesOf(em, scope, keys.filter((k) => k.scope === scope).map((k) => k.userUuid)));
        }
        return keys.map((k) => found.get(k.scope)?.get(k.userUuid) ?? null);
      },
      { cacheKeyFn: (k) => `${k.scope}:${k.userUuid}` },
    ),
  };
}
