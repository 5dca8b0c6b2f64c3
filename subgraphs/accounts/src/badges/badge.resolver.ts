import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
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
}
