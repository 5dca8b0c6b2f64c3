import type { EntityManager } from '@mikro-orm/core';
import DataLoader from 'dataloader';
import { isUuid, type AvatarWearability, type Identity, type PeriodicTask, type SubgraphContext } from '@backspin/platform';
import type { CustomFieldService } from './custom-fields/custom-field.service.ts';
import type { ConsumablePurchaseService } from './consumable-purchases/consumable-purchase.service.ts';
import type { Consumable } from './consumables/consumable.entity.ts';
import type { ConsumableService } from './consumables/consumable.service.ts';
import type { UserAvatarAssignment } from './avatars/user-avatar-assignment.entity.ts';
import type { AvatarAssignmentService } from './avatar-assignments/avatar-assignment.service.ts';
import type { Avatar } from './avatars/avatar.entity.ts';
import type { AvatarService, Wearer } from './avatars/avatar.service.ts';
import { EconomyFileSchema, type EconomyFile } from './files/economy-file.entity.ts';
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
import type { SeasonAwardService } from './season-awards/season-award.service.ts';
import type { CheckoutCountry } from './subscriptions/checkout-country.ts';
import type { CheckoutService } from './subscriptions/checkout.service.ts';
import type { PaymentWebhookService } from './subscriptions/payment-webhook.service.ts';
import type { SubscriptionService } from './subscriptions/subscription.service.ts';
import type { SubscriptionLevel } from '@backspin/contracts/subscriptions';

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
  avatars: AvatarService;
  avatarAssignments: AvatarAssignmentService;
  seasonAwards: SeasonAwardService;
  jobs: EconomyJobRunner;
  effects: EconomyEffectSender;
  serviceInfo: ServiceInfoService;
  customFields: CustomFieldService;
  seasons: SeasonService;
  rankings: RankingService;
  seasonRankings: SeasonRankingService;
  points: PointsService;
  subscriptions: SubscriptionService;
  checkout: CheckoutService;
  /** A plan's country geolocated from its checkout's address when the provider gives none. */
  checkoutCountries: CheckoutCountry;
  /** Forgets the addresses of checkouts that can no longer complete, every hour (started by the module's `start`). */
  abandonedCheckoutIps: PeriodicTask<number>;
  paymentWebhooks: PaymentWebhookService;
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
  economyFile: DataLoader<string, EconomyFile | null>;
  /** Keyed by avatar id, for the request's caller (every key of a request carries the same identity). */
  callerAvatarWearability: DataLoader<{ identity: Identity; avatarId: string }, AvatarWearability | null, string>;
  /** The avatar a user wears, keyed by user id and slug (see AvatarService.wornAvatars). */
  wornAvatar: DataLoader<Wearer, Avatar | null, string>;
  /** Keyed by user id: the avatars each user holds. */
  avatarAssignmentsByUser: DataLoader<string, UserAvatarAssignment[]>;
  /** Keyed by user id: the level of the plan in effect now (NONE without one). */
  subscriptionLevel: DataLoader<string, SubscriptionLevel>;
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
    economyFile: new DataLoader(async (ids) => {
      const files = await em.find(EconomyFileSchema, { id: { $in: ids.filter(isUuid) } });
      const byId = new Map(files.map((f) => [f.id, f]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    callerAvatarWearability: new DataLoader(
      async (keys) => {
        const verdicts = await services.avatars.callerWearability(em, keys[0]!.identity, keys.map((k) => k.avatarId));
        return keys.map((k) => verdicts?.get(k.avatarId) ?? null);
      },
      { cacheKeyFn: (key) => key.avatarId },
    ),
    wornAvatar: new DataLoader((wearers) => services.avatars.wornAvatars(em, wearers), { cacheKeyFn: (w) => `${w.userId}:${w.slug}` }),
    avatarAssignmentsByUser: new DataLoader(async (userIds) => {
      const held = await services.avatarAssignments.heldBy(em, userIds);
      return userIds.map((id) => held.get(id) ?? []);
    }),
    subscriptionLevel: new DataLoader(async (userIds) => {
      const levels = await services.subscriptions.levelsOf(em, userIds);
      return userIds.map((id) => levels.get(id) ?? 'NONE');
    }),
  };
}
