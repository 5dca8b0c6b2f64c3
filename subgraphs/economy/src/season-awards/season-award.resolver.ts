import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { EconomyContext } from '../context.ts';
import { SeasonAwardRunType } from './season-award.types.ts';

@Resolver(() => SeasonAwardRunType)
export class SeasonAwardResolver {
  @Mutation(() => SeasonAwardRunType, {
    description:
      'Admins: POST /points/backfill-achieved-avatars/{seasonId}?limit=: gives the season’s award avatars again to who meets their thresholds, as a background job of batches of limit (1 to 1000, default 100) ranked users.',
  })
  backfillAchievedAvatars(
    @Arg('seasonId', () => ID) seasonId: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() ctx: EconomyContext,
  ) {
    return ctx.services.seasonAwards.backfill(ctx.em, ctx.identity, seasonId, limit);
  }

  @Query(() => SeasonAwardRunType, { description: 'Admins: a season award run or backfill, to follow its progress.' })
  seasonAwardRun(@Arg('id', () => ID) id: string, @Ctx() ctx: EconomyContext) {
    return ctx.services.seasonAwards.run(ctx.em, ctx.identity, id);
  }
}
