import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { can } from '@backspin/platform';
import type { SubscriptionLevel } from '@backspin/contracts/subscriptions';
import type { EconomyContext } from '../context.ts';
import { UserReference } from '../users/user.types.ts';
import { SubscriptionLevelEnum } from './subscription.types.ts';

/** What subscriptions add to `User`. */
@Resolver(() => UserReference)
export class SubscriptionUserResolver {
  @FieldResolver(() => SubscriptionLevelEnum, {
    nullable: true,
    description: 'The level of the plan in effect now (NONE without one): visible to the user, staff and services only (null otherwise).',
  })
  subscriptionLevel(@Root() user: UserReference, @Ctx() ctx: EconomyContext): Promise<SubscriptionLevel> | null {
    const self = ctx.identity.userId === user.id && ctx.identity.tokenType === 'user';
    return self || can(ctx.identity, 'subscriptions.read') ? ctx.loaders.subscriptionLevel.load(user.id) : null;
  }
}
