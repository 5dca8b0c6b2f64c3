import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { AccountsContext } from '../context.ts';
import type { User } from './user.entity.ts';
import { UpdateProfileInput, UserType } from './user.types.ts';

@Resolver(() => UserType)
export class UserResolver {
  @Query(() => UserType, { description: 'The signed-in user (401 for guests and anonymous callers).' })
  me(@Ctx() ctx: AccountsContext): Promise<User> {
    return ctx.services.users.me(ctx.em, ctx.identity);
  }

  @Query(() => UserType, { nullable: true })
  user(@Arg('id', () => ID) id: string, @Ctx() ctx: AccountsContext): Promise<User | null> {
    return ctx.loaders.user.load(id);
  }

  @Query(() => [UserType], { description: 'Users by id, in the order asked; unknown ids are left out.' })
  async users(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: AccountsContext): Promise<User[]> {
    const found = await ctx.loaders.user.loadMany(ids.slice(0, 150));
    return found.filter((u): u is User => !!u && !(u instanceof Error));
  }

  @FieldResolver(() => String, { nullable: true, description: 'Visible to the user and to moderators only.' })
  email(@Root() user: User, @Ctx() ctx: AccountsContext): string | null {
    return ctx.services.users.visibleEmail(ctx.identity, user);
  }

  @Mutation(() => UserType)
  updateProfile(@Arg('input', () => UpdateProfileInput) input: UpdateProfileInput, @Ctx() ctx: AccountsContext): Promise<User> {
    return ctx.services.users.updateProfile(ctx.em, ctx.identity, input);
  }

  @Subscription(() => UserType, {
    description: 'A user’s public profile, each time it changes. Served by the gateway.',
    topics: 'gateway',
  })
  userUpdated(@Arg('userId', () => ID) _userId: string): never {
    throw new Error('subscriptions are served by the gateway');
  }
}
