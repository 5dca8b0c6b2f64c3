import type { EntityManager } from '@mikro-orm/core';
import DataLoader from 'dataloader';
import type { PeriodicTask, SubgraphContext } from '@backspin/platform';
import type { CustomFieldService } from './custom-fields/custom-field.service.ts';
import type { EconomyEffectSender, EconomyJobRunner } from './jobs.ts';
import type { TokenAccount } from './token-accounts/token-account.entity.ts';
import type { ServiceInfoService } from './service-info/service-info.service.ts';
import type { TokenAccountService } from './token-accounts/token-account.service.ts';
import type { TokenLedgerService } from './token-transactions/token-ledger.service.ts';
import type { TokenTransactionService } from './token-transactions/token-transaction.service.ts';

export interface EconomyServices {
  tokenAccounts: TokenAccountService;
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
}

export interface EconomyLoaders {
  tokenAccount: DataLoader<string, TokenAccount | null>;
  /** Keyed by the holder's user id. */
  tokenAccountByUserId: DataLoader<string, TokenAccount | null>;
}

export type EconomyContext = SubgraphContext<EconomyServices, EconomyLoaders>;

export function createLoaders(em: EntityManager, services: EconomyServices): EconomyLoaders {
  return {
    tokenAccount: new DataLoader(async (ids) => {
      const found = await services.tokenAccounts.findByIds(em, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    tokenAccountByUserId: new DataLoader(async (userIds) => {
      const found = await services.tokenAccounts.findByUserIds(em, userIds);
      return userIds.map((id) => found.get(id) ?? null);
    }),
  };
}
