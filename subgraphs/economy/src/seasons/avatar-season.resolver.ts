import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { EconomyContext } from '../context.ts';
import type { Avatar } from '../avatars/avatar.entity.ts';
import { AvatarType } from '../avatars/avatar.types.ts';
import type { Season } from './season.entity.ts';
import { SeasonType } from './season.types.ts';

/** The season a SEASON_AWARD avatar is won in, by name: the web player's picker says why such an avatar is locked. */
@Resolver(() => AvatarType)
export class AvatarSeasonResolver {
  @FieldResolver(() => SeasonType, { nullable: true, description: 'SEASON_AWARD: the season whose ranking awards it (seasons are public).' })
  async season(@Root() avatar: Avatar, @Ctx() ctx: EconomyContext): Promise<Season | null> {
    if (!avatar.seasonId) return null;
    return (await ctx.services.seasons.byIds(ctx.em, [avatar.seasonId])).get(avatar.seasonId) ?? null;
  }
}
