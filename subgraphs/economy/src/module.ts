import type { SubgraphModule } from '@backspin/platform';
import { seedDemoSeasons } from './demo-data.ts';
import { migrations } from '../migrations/index.ts';
import { createLoaders, type EconomyLoaders, type EconomyServices } from './context.ts';
import { createEffects, createJobRunner, JobSchema } from './jobs.ts';
import { LifetimeRankingStatusSchema, RankingCountSchema, RankingStatusSchema, RankingTotalSchema } from './rankings/ranking-status.entity.ts';
import { PointEntrySchema, PointEventSchema } from './points/point-event.entity.ts';
import { PointEntryResolver, PointsResolver } from './points/points.resolver.ts';
import { PointsService } from './points/points.service.ts';
import { LifetimeRankingStatusResolver, RankingResolver } from './rankings/ranking.resolver.ts';
import { RankingService } from './rankings/ranking.service.ts';
import { SeasonRankingService } from './rankings/season-ranking.service.ts';
import { UserRankingResolver } from './rankings/user-ranking.resolver.ts';
import { SeasonSchema } from './seasons/season.entity.ts';
import { SeasonResolver } from './seasons/season.resolver.ts';
import { SeasonService } from './seasons/season.service.ts';
import { TokenAccountSchema } from './token-accounts/token-account.entity.ts';
import { TokenAccountResolver } from './token-accounts/token-account.resolver.ts';
import { TokenAccountService } from './token-accounts/token-account.service.ts';
import { UserResolver } from './users/user.resolver.ts';

/** economy: token accounts, seasons, points and rankings; later the token ledger, points, seasons, avatars, consumables, subscriptions. */
export const economySubgraph: SubgraphModule<EconomyServices, EconomyLoaders> = {
  name: 'economy',
  entities: [TokenAccountSchema, JobSchema, SeasonSchema, RankingStatusSchema, LifetimeRankingStatusSchema, RankingCountSchema, RankingTotalSchema, PointEventSchema, PointEntrySchema],
  migrations,
  resolvers: [TokenAccountResolver, UserResolver, SeasonResolver, RankingResolver, LifetimeRankingStatusResolver, PointsResolver, PointEntryResolver, UserRankingResolver],
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
    const rankings = new RankingService();
    const seasons = new SeasonService({ removeSeasonRanking: (tx, seasonId) => rankings.removeSeasonRanking(tx, seasonId) });
    const seasonRankings = new SeasonRankingService({ seasons, rankings });
    const points = new PointsService({ seasons, rankings });
    return { tokenAccounts: new TokenAccountService(), jobs, effects, seasons, rankings, seasonRankings, points };
  },
  createLoaders,
  seedDemoData: seedDemoSeasons,
  /** The job runner: deliveries of economy's effects and its background work. */
  async start(services, deps) {
    services.jobs.start(deps.db);
    return async () => {
      await services.jobs.stop();
    };
  },
};
