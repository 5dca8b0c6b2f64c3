import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Capability } from '@backspin/platform';
import type { AccountsContext } from '../context.ts';
import type { User } from '../users/user.entity.ts';
import { UserType } from '../users/user.types.ts';
import { CapabilityType } from './capability.types.ts';

@Resolver(() => UserType)
export class CapabilityResolver {
  @Query(() => [CapabilityType], { description: 'The signed-in user’s capabilities (GET /users/capabilities).' })
  myCapabilities(@Ctx() ctx: AccountsContext): Promise<Capability[]> {
    return ctx.services.capabilities.mine(ctx.em, ctx.identity);
  }

  @FieldResolver(() => [CapabilityType], { nullable: true, description: 'Visible to the user and to moderators only.' })
  capabilities(@Root() user: User, @Ctx() ctx: AccountsContext): Capability[] | null {
    return ctx.services.capabilities.visibleCapabilities(ctx.identity, user);
  }

  @Mutation(() => UserType, { description: 'Moderators: PUT /users/{id}/capabilities/{capability} (403 when already granted).' })
  grantCapability(
    @Arg('userId', () => ID) userId: string,
    @Arg('capability', () => String) capability: string,
    @Ctx() ctx: AccountsContext,
  ): Promise<User> {
    return ctx.services.capabilities.grant(ctx.em, ctx.identity, userId, capability);
  }

  @Mutation(() => UserType, { description: 'Moderators: DELETE /users/{id}/capabilities/{capability}.' })
  revokeCapability(
    @Arg('userId', () => ID) userId: string,
    @Arg('capability', () => String) capability: string,
    @Ctx() ctx: AccountsContext,
  ): Promise<User> {
    return ctx.services.capabilities.revoke(ctx.em, ctx.identity, userId, capability);
  }
}
