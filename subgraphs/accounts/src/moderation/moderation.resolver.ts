import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AccountsContext } from '../context.ts';
import type { StandingView } from '../account-standing/account-standing.ts';
import { AccountStandingType } from '../account-standing/account-standing.types.ts';
import { BanUserInput, TokenRevocationType } from './moderation.types.ts';

@Resolver(() => AccountStandingType)
export class ModerationResolver {
  @Mutation(() => AccountStandingType, {
    description: 'POST /users/kick (users.moderate; lower ranks only, never oneself): every token and session of the user ends now; they may sign in again.',
  })
  kickUser(
    @Arg('userId', () => ID) userId: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: AccountsContext,
  ): Promise<StandingView> {
    return ctx.services.moderation.kick(ctx.em, ctx.identity, userId, reason);
  }

  @Mutation(() => AccountStandingType, {
    description: 'POST /users/ban (users.moderate; lower ranks only): tokens end now and no sign-in until unbanned (or until endsAt, if given).',
  })
  banUser(@Arg('input', () => BanUserInput) input: BanUserInput, @Ctx() ctx: AccountsContext): Promise<StandingView> {
    return ctx.services.moderation.ban(ctx.em, ctx.identity, input.userId, input);
  }

  @Mutation(() => AccountStandingType, { description: 'POST /users/temporary-ban: a ban that ends by itself at endsAt (required, in the future).' })
  temporarilyBanUser(@Arg('input', () => BanUserInput) input: BanUserInput, @Ctx() ctx: AccountsContext): Promise<StandingView> {
    return ctx.services.moderation.ban(ctx.em, ctx.identity, input.userId, { ...input, temporary: true });
  }

  @Mutation(() => AccountStandingType, { description: 'POST /users/unban (users.moderate; lower ranks only): the user may sign in again.' })
  unbanUser(@Arg('userId', () => ID) userId: string, @Ctx() ctx: AccountsContext): Promise<StandingView> {
    return ctx.services.moderation.unban(ctx.em, ctx.identity, userId);
  }

  @Query(() => AccountStandingType, { description: 'A user’s standing: banned (until when), deactivated (users.moderate).' })
  accountStanding(@Arg('userId', () => ID) userId: string, @Ctx() ctx: AccountsContext): Promise<StandingView> {
    return ctx.services.moderation.standing(ctx.em, ctx.identity, userId);
  }

  @Query(() => [TokenRevocationType], { description: 'For gateways (service tokens): token revocations at or after `since`.' })
  async tokenRevocations(@Arg('since', () => Date) since: Date, @Ctx() ctx: AccountsContext): Promise<TokenRevocationType[]> {
    const rows = await ctx.services.moderation.revocationsSince(ctx.em, ctx.identity, since);
    return rows.map((r) => ({ ...r, revokedAt: new Date(r.revokedAt) }));
  }
}
