import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { EconomyContext } from '../context.ts';
import { UserReference } from '../users/user.types.ts';
import { lifetimeScope, type RankedStatus } from './ranking.service.ts';
import { LifetimeRankingStatusType, RankingStatusType } from './ranking.types.ts';

/** The points fields economy adds to `User` (profiles), batched per request. Public, like the leaderboards. */
@Resolver(() => UserReference)
export class UserRankingResolver {
  @FieldResolver(() => LifetimeRankingStatusType, { nullable: true, description: 'The user’s points over all seasons and all-time rank; null before any points.' })
  lifetimeRankingStatus(@Root() user: UserReference, @Ctx() ctx: EconomyContext): Promise<RankedStatus | null> {
    return ctx.loaders.rankingStatusOf.load({ scope: lifetimeScope, userUuid: user.id });
  }

  @FieldResolver(() => RankingStatusType, { nullable: true, description: 'The user’s points and rank in the current season; null between seasons or before any points.' })
  async currentRankingStatus(@Root() user: UserReference, @Ctx() ctx: EconomyContext): Promise<RankedStatus | null> {
    const season = await ctx.loaders.currentSeason.load('now');
    return season ? ctx.loaders.rankingStatusOf.load({ scope: season.id, userUuid: user.id }) : null;
  }
}
