import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { MaxLength } from '@backspin/platform';
import { ListQueryInput } from '@backspin/platform/list-query';
import type { EconomyContext } from '../context.ts';
import { seasonNameMaxLength } from '../seasons/season.service.ts';
import { SeasonType } from '../seasons/season.types.ts';
import { userReference, UserReference } from '../users/user.types.ts';
import { lifetimeScope } from './ranking.service.ts';
import {
  CurrentRankingStatusType,
  LifetimeRankingStatusPageType,
  LifetimeRankingStatusType,
  LifetimeRankingType,
  RankingStatusPageType,
  RankingStatusType,
  SeasonRankingType,
} from './ranking.types.ts';

type Status = { userUuid: string; balance: number; rank?: number; seasonId?: string | null };

const take = () => Arg('take', () => Int, { nullable: true, description: '1 to 100 (default 25).' });
const skip = () => Arg('skip', () => Int, { nullable: true, description: 'At least 0 (default 0).' });

@Resolver(() => RankingStatusType)
export class RankingResolver {
  @Query(() => [RankingStatusType], { description: 'GET /points/ranking-status/{userUuid}: the user’s status in each season, latest first.' })
  rankingStatuses(@Arg('userUuid', () => ID) userUuid: string, @Ctx() ctx: EconomyContext) {
    return ctx.services.seasonRankings.seasonStatuses(ctx.em, userUuid);
  }

  @Query(() => LifetimeRankingStatusType, { nullable: true, description: 'GET /points/ranking-status/sum/{userUuid}: all seasons; null before any points.' })
  lifetimeRankingStatusOf(@Arg('userUuid', () => ID) userUuid: string, @Ctx() ctx: EconomyContext) {
    return ctx.services.seasonRankings.lifetimeStatus(ctx.em, userUuid);
  }

  @Query(() => CurrentRankingStatusType, {
    description: 'GET /points/current-ranking-status[/{userUuid}]: the user’s (by default the caller’s) status in the current season.',
  })
  currentRankingStatus(@Arg('userUuid', () => ID, { nullable: true }) userUuid: string | null, @Ctx() ctx: EconomyContext) {
    return ctx.services.seasonRankings.currentStatus(ctx.em, ctx.identity, userUuid);
  }

  @Query(() => SeasonRankingType, { nullable: true, description: 'GET /points/season-ranking, /points/season-ranking-current: the current season; null between seasons.' })
  seasonRanking(@take() t: number | null, @skip() s: number | null, @Ctx() ctx: EconomyContext) {
    return ctx.services.seasonRankings.seasonRanking(ctx.em, { current: true }, t, s);
  }

  @Query(() => SeasonRankingType, { nullable: true, description: 'GET /points/season-ranking/{seasonName}; null when unknown.' })
  seasonRankingByName(
    @Arg('seasonName', () => String) @MaxLength(seasonNameMaxLength, 'INVALID_SEASON_NAME') seasonName: string,
    @take() t: number | null,
    @skip() s: number | null,
    @Ctx() ctx: EconomyContext,
  ) {
    return ctx.services.seasonRankings.seasonRanking(ctx.em, { seasonName }, t, s);
  }

  @Query(() => SeasonRankingType, { nullable: true, description: 'GET /points/season-ranking/next-season/{seasonStart}: the first season starting after it.' })
  nextSeasonRanking(@Arg('seasonStart', () => Date) seasonStart: Date, @take() t: number | null, @skip() s: number | null, @Ctx() ctx: EconomyContext) {
    return ctx.services.seasonRankings.seasonRanking(ctx.em, { nextAfter: seasonStart }, t, s);
  }

  @Query(() => SeasonRankingType, { nullable: true, description: 'GET /points/season-ranking/prev-season/{seasonStart}: the last season starting before it.' })
  previousSeasonRanking(@Arg('seasonStart', () => Date) seasonStart: Date, @take() t: number | null, @skip() s: number | null, @Ctx() ctx: EconomyContext) {
    return ctx.services.seasonRankings.seasonRanking(ctx.em, { previousBefore: seasonStart }, t, s);
  }

  @Query(() => LifetimeRankingType, { description: 'GET /points/all-seasons-ranking: the lifetime ranking.' })
  allSeasonsRanking(@take() t: number | null, @skip() s: number | null, @Ctx() ctx: EconomyContext) {
    return ctx.services.seasonRankings.lifetimeRanking(ctx.em, t, s);
  }

  @Query(() => RankingStatusPageType, {
    description: 'Admins: GET /admin/ranking-status by a list query; fields id, userUuid, seasonId, balance, reachedAt, createdAt, updatedAt.',
  })
  allRankingStatuses(@Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null, @Ctx() ctx: EconomyContext) {
    return ctx.services.rankings.list(ctx.em, ctx.identity, query);
  }

  @Query(() => RankingStatusType, { nullable: true, description: 'Admins: GET /admin/ranking-status/{id}.' })
  rankingStatus(@Arg('id', () => ID) id: string, @Ctx() ctx: EconomyContext) {
    return ctx.services.rankings.get(ctx.em, ctx.identity, id);
  }

  @Query(() => LifetimeRankingStatusPageType, {
    description: 'Admins: GET /admin/ranking-status-lifetime by a list query; fields id, userUuid, balance, reachedAt, createdAt, updatedAt.',
  })
  allLifetimeRankingStatuses(@Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null, @Ctx() ctx: EconomyContext) {
    return ctx.services.rankings.listLifetime(ctx.em, ctx.identity, query);
  }

  @Query(() => LifetimeRankingStatusType, { nullable: true, description: 'Admins: GET /admin/ranking-status-lifetime/{id}.' })
  lifetimeRankingStatus(@Arg('id', () => ID) id: string, @Ctx() ctx: EconomyContext) {
    return ctx.services.rankings.getLifetime(ctx.em, ctx.identity, id);
  }

  @FieldResolver(() => Int, { description: '1 + users of the season with a higher balance (equal balances share it).' })
  rank(@Root() status: Status, @Ctx() ctx: EconomyContext): number | Promise<number> {
    return status.rank ?? ctx.loaders.rankOfBalance.load({ scope: status.seasonId!, balance: status.balance });
  }

  @FieldResolver(() => SeasonType, { nullable: true })
  season(@Root() status: Status, @Ctx() ctx: EconomyContext) {
    return ctx.loaders.season.load(status.seasonId!);
  }

  @FieldResolver(() => UserReference, { nullable: true, description: 'null when accounts knows no such user (a deleted account).' })
  user(@Root() status: Status): UserReference {
    return userReference(status.userUuid);
  }
}

@Resolver(() => LifetimeRankingStatusType)
export class LifetimeRankingStatusResolver {
  @FieldResolver(() => Int, { description: '1 + users with a higher lifetime balance (equal balances share it).' })
  rank(@Root() status: Status, @Ctx() ctx: EconomyContext): number | Promise<number> {
    return status.rank ?? ctx.loaders.rankOfBalance.load({ scope: lifetimeScope, balance: status.balance });
  }

  @FieldResolver(() => UserReference, { nullable: true, description: 'null when accounts knows no such user (a deleted account).' })
  user(@Root() status: Status): UserReference {
    return userReference(status.userUuid);
  }
}
