import { PeriodicTask, type SubgraphModule } from '@backspin/platform';
import { migrations } from '../migrations/index.ts';
import { CustomFieldSchema } from './custom-fields/custom-field.entity.ts';
import { CustomFieldResolver } from './custom-fields/custom-field.resolver.ts';
import { CustomFieldService } from './custom-fields/custom-field.service.ts';
import { createLoaders, type EconomyLoaders, type EconomyServices } from './context.ts';
import { createEffects, createJobRunner, JobSchema } from './jobs.ts';
import { TokenAccountSchema } from './token-accounts/token-account.entity.ts';
import { TokenAccountResolver } from './token-accounts/token-account.resolver.ts';
import { TokenAccountService } from './token-accounts/token-account.service.ts';
import { ServiceInfoResolver } from './service-info/service-info.resolver.ts';
import { ServiceInfoService } from './service-info/service-info.service.ts';
import { TokenLedgerService } from './token-transactions/token-ledger.service.ts';
import { TokenTransactionResolver } from './token-transactions/token-transaction.resolver.ts';
import { TokenTransactionService } from './token-transactions/token-transaction.service.ts';
import { TokenHoldSchema, TokenTransactionSchema } from './token-transactions/token-transaction.entity.ts';
import { UserResolver } from './users/user.resolver.ts';

/** economy: token accounts and their ledger; later points, seasons, avatars, consumables, subscriptions. */
export const economySubgraph: SubgraphModule<EconomyServices, EconomyLoaders> = {
  name: 'economy',
  entities: [TokenAccountSchema, TokenTransactionSchema, TokenHoldSchema, JobSchema, CustomFieldSchema],
  migrations,
  resolvers: [TokenAccountResolver, TokenTransactionResolver, UserResolver, ServiceInfoResolver, CustomFieldResolver],
  referenceResolvers: {
    /** Private: a reference to an account the caller may not read resolves to null. */
    TokenAccount: async (ref, ctx) => {
      const account = await ctx.loaders.tokenAccount.load(ref.id);
      return account && ctx.services.tokenAccounts.canReadAccountOf(ctx.identity, account.userId) ? account : null;
    },
    /** economy stores nothing about a user itself: the reference is the user; its fields batch through loaders. */
    User: (ref) => ({ id: ref.id }),
  },
  createServices({ config, peers }) {
    const jobs = createJobRunner(config);
    const effects = createEffects(jobs).deliverThrough(peers);
    const tokenLedger = new TokenLedgerService({ holdTimeoutSeconds: config.TOKEN_HOLD_TIMEOUT_SECONDS });
    // Any instance may sweep: expired holds are claimed with row locks (skip locked).
    const holdExpiry = new PeriodicTask('token ledger: the hold expiry sweep', (em) => tokenLedger.voidExpiredHolds(em), config.TOKEN_HOLD_SWEEP_INTERVAL_MS);
    const tokenAccounts = new TokenAccountService();
    const tokenTransactions = new TokenTransactionService(tokenLedger, tokenAccounts);
    return {
      tokenAccounts,
      tokenLedger,
      tokenTransactions,
      holdExpiry,
      jobs,
      effects,
      serviceInfo: new ServiceInfoService(),
      customFields: new CustomFieldService(),
    };
  },
  createLoaders,
  /** The job runner (deliveries of economy's effects and its background work) and the token hold expiry sweep. */
  async start(services, deps) {
    services.jobs.start(deps.db);
    services.holdExpiry.start(deps.db);
    return async () => {
      await services.holdExpiry.stop();
      await services.jobs.stop();
    };
  },
};
