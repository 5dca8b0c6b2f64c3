import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { MaxLength } from '@backspin/platform';
import { ListQueryInput } from '@backspin/platform/list-query';
import type { EconomyContext } from '../context.ts';
import { seasonNameMaxLength } from './season.service.ts';
import { CreateSeasonInput, SeasonPageType, SeasonType, UpdateSeasonInput } from './season.types.ts';

@Resolver(() => SeasonType)
export class SeasonResolver {
  @Mutation(() => SeasonType, { description: 'Admins: POST /points/season. 409 when it overlaps another season or its name is taken.' })
  createSeason(@Arg('input', () => CreateSeasonInput) input: CreateSeasonInput, @Ctx() ctx: EconomyContext) {
    return ctx.services.seasons.create(ctx.em, ctx.identity, input);
  }

  @Mutation(() => SeasonType, { description: 'Admins: PATCH /points/season/{id}. An ended season keeps its dates (409).' })
  updateSeason(@Arg('id', () => ID) id: string, @Arg('input', () => UpdateSeasonInput) input: UpdateSeasonInput, @Ctx() ctx: EconomyContext) {
    return ctx.services.seasons.update(ctx.em, ctx.identity, id, input);
  }

  @Mutation(() => SeasonType, { description: 'Admins: DELETE /points/season/{id}, /admin/seasons/{id}: a season not yet ended, with its ranking.' })
  deleteSeason(@Arg('id', () => ID) id: string, @Ctx() ctx: EconomyContext) {
    return ctx.services.seasons.delete(ctx.em, ctx.identity, id);
  }

  @Query(() => SeasonPageType, {
    description: 'Admins: GET /admin/seasons by a list query, latest seasonStart first; fields id, seasonName, seasonStart, seasonEnd, createdAt, updatedAt.',
  })
  allSeasons(@Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null, @Ctx() ctx: EconomyContext) {
    return ctx.services.seasons.list(ctx.em, ctx.identity, query);
  }

  @Query(() => SeasonType, { nullable: true, description: 'Admins: GET /admin/seasons/{id}; null when unknown.' })
  season(@Arg('id', () => ID) id: string, @Ctx() ctx: EconomyContext) {
    return ctx.services.seasons.get(ctx.em, ctx.identity, id);
  }

  @Query(() => SeasonType, { nullable: true, description: 'GET /seasons/current: the season covering now; null between seasons. Anyone.' })
  currentSeason(@Ctx() ctx: EconomyContext) {
    return ctx.services.seasons.seasonAt(ctx.em);
  }

  @Query(() => SeasonType, { nullable: true, description: 'The first season starting after seasonStart. Anyone.' })
  nextSeason(@Arg('seasonStart', () => Date) seasonStart: Date, @Ctx() ctx: EconomyContext) {
    return ctx.services.seasons.next(ctx.em, seasonStart);
  }

  @Query(() => SeasonType, { nullable: true, description: 'The last season starting before seasonStart. Anyone.' })
  previousSeason(@Arg('seasonStart', () => Date) seasonStart: Date, @Ctx() ctx: EconomyContext) {
    return ctx.services.seasons.previous(ctx.em, seasonStart);
  }

  @Query(() => SeasonType, { nullable: true, description: 'A season by its name; null when unknown. Anyone.' })
  seasonByName(@Arg('seasonName', () => String) @MaxLength(seasonNameMaxLength, 'INVALID_SEASON_NAME') seasonName: string, @Ctx() ctx: EconomyContext) {
    return ctx.services.seasons.byName(ctx.em, seasonName);
  }
}
