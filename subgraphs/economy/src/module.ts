import { PeriodicTask, type SubgraphModule } from '@backspin/platform';
import { migrations } from '../migrations/index.ts';
import { CustomFieldSchema } from './custom-fields/custom-field.entity.ts';
import { CustomFieldResolver } from './custom-fields/custom-field.resolver.ts';
import { CustomFieldService } from './custom-fields/custom-field.service.ts';
import { createLoaders, type EconomyLoaders, type EconomyServices } from './context.ts';
import { seedEconomyDemoData } from './demo-data.ts';
import { createEffects, createJobRunner, JobSchema } from './jobs.ts';
import { LifetimeRankingStatusSchema, RankingCountSchema, RankingStatusSchema } from './rankings/ranking-status.entity.ts';
import { PointEntrySchema, PointEventSchema } from './points/point-event.entity.ts';
import { PointEntryResolver, PointsResolver } from './points/points.resolver.ts';
import { PointsService } from './points/points.service.ts';
import { LifetimeRankingStatusResolver, RankingResolver } from './rankings/ranking.resolver.ts';
import { RankingService } from './rankings/ranking.service.ts';
import { SeasonRankingService } from './rankings/season-ranking.service.ts';
import { SeasonSchema } from './seasons/season.entity.ts';
import { SeasonResolver } from './seasons/season.resolver.ts';
import { SeasonService } from './seasons/season.service.ts';
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

/** economy: token accounts and their ledger, seasons, points and rankings; later avatars, consumables, subscriptions. */
export const economySubgraph: SubgraphModule<EconomyServices, EconomyLoaders> = {
  name: 'economy',
  entities: [
    TokenAccountSchema,
    TokenTransactionSchema,
    TokenHoldSchema,
    JobSchema,
    CustomFieldSchema,
    SeasonSchema,
    RankingStatusSchema,
    LifetimeRankingStatusSchema,
    RankingCountSchema,
    PointEventSchema,
    PointEntrySchema,
  ],
  migrations,
  resolvers: [
    TokenAccountResolver,
    TokenTransactionResolver,
    UserResolver,
    ServiceInfoResolver,
    CustomFieldResolver,
    SeasonResolver,
    RankingResolver,
    LifetimeRankingStatusResolver,
    PointsResolver,
    PointEntryResolver,
  ],
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
    const rankings = new RankingService();
    const seasons = new SeasonService({ removeSeasonRanking: (tx, seasonId) => rankings.removeSeasonRanking(tx, seasonId) });
    const seasonRankings = new SeasonRankingService({ seasons, rankings });
    const points = new PointsService({ seasons, rankings });
    return {
      tokenAccounts,
      tokenLedger,
      tokenTransactions,
      holdExpiry,
      jobs,
      effects,
      serviceInfo: new ServiceInfoService(),
      customFields: new CustomFieldService(),
      seasons,
      rankings,
      seasonRankings,
      points,
    };
  },
  createLoaders,
  seedDemoData: seedEconomyDemoData,
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
