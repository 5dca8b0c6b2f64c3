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
  season(@Root() avatar: Avatar, @Ctx() ctx: EconomyContext): Promise<Season | null> | null {
    return avatar.seasonId ? ctx.loaders.season.load(avatar.seasonId) : null;
  }
}
