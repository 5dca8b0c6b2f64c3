import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { AccountsContext } from '../context.ts';
import type { User } from '../users/user.entity.ts';
import { UserType } from '../users/user.types.ts';
import type { UserBadgeView } from './badge.service.ts';
import { UserBadgeType } from './badge.types.ts';

@Resolver(() => UserType)
export class BadgeResolver {
  @FieldResolver(() => [UserBadgeType], { description: 'The user’s badges, oldest award first. Public.' })
  badges(@Root() user: User, @Ctx() ctx: AccountsContext): Promise<UserBadgeView[]> {
    return ctx.loaders.badges.load(user.id);
  }

  @Mutation(() => UserType, {
    description: 'Moderators (POST /users/change-badges-admin): the user’s badges become exactly these; kept ones keep their award date.',
  })
  changeBadges(
    @Arg('userId', () => ID) userId: string,
    @Arg('badges', () => [String]) badges: string[],
    @Ctx() ctx: AccountsContext,
  ): Promise<User> {
    return ctx.services.badges.setBadges(ctx.em, ctx.identity, userId, badges);
  }

  @Mutation(() => UserType, { description: 'Services (POST /users/add-badges-service): adds badges; held ones are left as they are.' })
  addBadges(@Arg('userId', () => ID) userId: string, @Arg('badges', () => [String]) badges: string[], @Ctx() ctx: AccountsContext): Promise<User> {
    return ctx.services.badges.addBadges(ctx.em, ctx.identity, userId, badges);
  }

  @Mutation(() => UserType, { description: 'Services (POST /users/remove-badges-service): removes badges; ones not held are ignored.' })
  removeBadges(
    @Arg('userId', () => ID) userId: string,
    @Arg('badges', () => [String]) badges: string[],
    @Ctx() ctx: AccountsContext,
  ): Promise<User> {
    return ctx.services.badges.removeBadges(ctx.em, ctx.identity, userId, badges);
  }
}
