import { ListQueryInput, type ListPage } from '@backspin/platform/list-query';
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { EconomyContext } from '../context.ts';
import { userReference, UserReference } from '../users/user.types.ts';
import type { TokenAccount } from './token-account.entity.ts';
import { SetTokenAccountStatusInput, TokenAccountPageType, TokenAccountType } from './token-account.types.ts';

@Resolver(() => TokenAccountType)
export class TokenAccountResolver {
  @Query(() => TokenAccountType, {
    nullable: true,
    description:
      'GET /api/v1/token-accounts/{accountId}: the holder, moderators, staff and services only (401 for guests, 403 for other users); null when unknown.',
  })
  tokenAccount(@Arg('id', () => ID) id: string, @Ctx() ctx: EconomyContext): Promise<TokenAccount | null> {
    return ctx.services.tokenAccounts.get(ctx.em, ctx.identity, id);
  }

  @Query(() => TokenAccountType, { nullable: true, description: 'GET /api/v1/token-accounts/self: the signed-in user’s account; null until opened.' })
  myTokenAccount(@Ctx() ctx: EconomyContext): Promise<TokenAccount | null> {
    return ctx.services.tokenAccounts.mine(ctx.em, ctx.identity);
  }

  @Query(() => TokenAccountPageType, { description: 'Staff (tokens.manage): every token account, most recently moved first.' })
  allTokenAccounts(
    @Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null,
    @Ctx() ctx: EconomyContext,
  ): Promise<ListPage<TokenAccount>> {
    return ctx.services.tokenAccounts.list(ctx.em, ctx.identity, query);
  }

  @Mutation(() => TokenAccountType, {
    description: 'POST /api/v1/token-accounts: opens the signed-in user’s token account (balance 0), or returns it if it exists.',
  })
  openTokenAccount(@Ctx() ctx: EconomyContext): Promise<TokenAccount> {
    return ctx.services.tokenAccounts.open(ctx.em, ctx.identity);
  }

  @Mutation(() => TokenAccountType, {
    description: 'Staff (tokens.manage): enables or disables a token account (a disabled one refuses holds and credits).',
  })
  setTokenAccountStatus(@Arg('input', () => SetTokenAccountStatusInput) input: SetTokenAccountStatusInput, @Ctx() ctx: EconomyContext): Promise<TokenAccount> {
    return ctx.services.tokenAccounts.setStatus(ctx.em, ctx.identity, input.accountId, input.status);
  }

  // Nullable like every user economy points at: one account accounts does not know nulls its own user, not a staff page.
  @FieldResolver(() => UserReference, { nullable: true, description: 'The holder; null when accounts knows no such user.' })
  user(@Root() account: TokenAccount): UserReference {
    return userReference(account.userId);
  }
}
