import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ListQueryInput } from '@backspin/platform/list-query';
import type { AccountsContext } from '../context.ts';
import type { StandingView } from '../account-standing/account-standing.ts';
import { AccountStandingType } from '../account-standing/account-standing.types.ts';
import type { User } from '../users/user.entity.ts';
import { UserType } from '../users/user.types.ts';
import type { DeactivationRequest } from './deactivation.entity.ts';
import { DeactivationRequestPageType, DeactivationRequestType } from './deactivation.types.ts';

@Resolver(() => DeactivationRequestType)
export class DeactivationResolver {
  @Mutation(() => DeactivationRequestType, { description: 'POST /users/request-deactivate: the signed-in user asks for their account to be deactivated.' })
  requestDeactivation(@Arg('reason', () => String, { nullable: true }) reason: string | null, @Ctx() ctx: AccountsContext): Promise<DeactivationRequest> {
    return ctx.services.deactivation.request(ctx.em, ctx.identity, reason);
  }

  @Query(() => DeactivationRequestPageType, {
    description:
      'GET /users/list-deactivate: pending requests by a nestjsx list query, oldest first by default (users.moderate); limit 1 to 100 (default 50); fields userId, reason, requestedAt.',
  })
  pendingDeactivations(@Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null, @Ctx() ctx: AccountsContext) {
    return ctx.services.deactivation.listPending(ctx.em, ctx.identity, query);
  }

  @Mutation(() => DeactivationRequestType, { description: 'POST /users/cancel-requested-deactivate: a moderator cancels a pending request (users.moderate).' })
  cancelDeactivationRequest(@Arg('userId', () => ID) userId: string, @Ctx() ctx: AccountsContext): Promise<DeactivationRequest> {
    return ctx.services.deactivation.cancel(ctx.em, ctx.identity, userId);
  }

  @Mutation(() => AccountStandingType, {
    description: 'DELETE /users/deactivate/{id} (users.deactivate: admins, superUsers; lower ranks only): no sign-in, tokens end now.',
  })
  deactivateUser(@Arg('userId', () => ID) userId: string, @Ctx() ctx: AccountsContext): Promise<StandingView> {
    return ctx.services.deactivation.deactivate(ctx.em, ctx.identity, userId);
  }

  @Mutation(() => AccountStandingType, { description: 'POST /users/reactivate/{id} (users.deactivate): the user may sign in again.' })
  reactivateUser(@Arg('userId', () => ID) userId: string, @Ctx() ctx: AccountsContext): Promise<StandingView> {
    return ctx.services.deactivation.reactivate(ctx.em, ctx.identity, userId);
  }

  @FieldResolver(() => UserType, { nullable: true })
  user(@Root() request: DeactivationRequest, @Ctx() ctx: AccountsContext): Promise<User | null> {
    return ctx.loaders.user.load(request.userId);
  }
}
