import { ListQueryInput, type ListPage } from '@backspin/platform/list-query';
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { EconomyContext } from '../context.ts';
import type { TokenAccount } from '../token-accounts/token-account.entity.ts';
import { TokenAccountType } from '../token-accounts/token-account.types.ts';
import type { TokenTransaction } from './token-transaction.entity.ts';
import {
  AdjustTokenAccountInput,
  CommitTokenHoldInput,
  CreditTokenAccountInput,
  TokenTransactionPageType,
  TokenTransactionType,
  VoidTokenHoldInput,
} from './token-transaction.types.ts';

@Resolver(() => TokenTransactionType)
export class TokenTransactionResolver {
  @Query(() => TokenTransactionPageType, {
    description: 'A token account’s history, newest first: its holder, moderators, staff and services (404 when there is no such account).',
  })
  tokenTransactions(
    @Arg('accountId', () => ID) accountId: string,
    @Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null,
    @Ctx() ctx: EconomyContext,
  ): Promise<ListPage<TokenTransaction>> {
    return ctx.services.tokenTransactions.history(ctx.em, ctx.identity, accountId, query);
  }

  @Query(() => TokenTransactionPageType, { description: 'The signed-in user’s token history, newest first (404 before the account is opened).' })
  myTokenTransactions(
    @Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null,
    @Ctx() ctx: EconomyContext,
  ): Promise<ListPage<TokenTransaction>> {
    return ctx.services.tokenTransactions.myHistory(ctx.em, ctx.identity, query);
  }

  @Mutation(() => TokenTransactionType, {
    description:
      'POST /api/v1/token-transactions/commit: a service (or staff, tokens.manage) spends a live hold it delivered. A retry with the same idempotencyKey answers the first commit; 409 for a hold already voided, expired or committed under another key.',
  })
  commitTokenHold(@Arg('input', () => CommitTokenHoldInput) input: CommitTokenHoldInput, @Ctx() ctx: EconomyContext): Promise<TokenTransaction> {
    return ctx.services.tokenTransactions.commit(ctx.em, ctx.identity, input);
  }

  @Mutation(() => TokenTransactionType, {
    description: 'A service (or staff, tokens.manage) releases a live hold: its tokens come back. 409 for a hold already settled.',
  })
  voidTokenHold(@Arg('input', () => VoidTokenHoldInput) input: VoidTokenHoldInput, @Ctx() ctx: EconomyContext): Promise<TokenTransaction> {
    return ctx.services.tokenTransactions.void(ctx.em, ctx.identity, input);
  }

  @Mutation(() => TokenTransactionType, { description: 'Staff (tokens.manage): credits an active token account.' })
  creditTokenAccount(@Arg('input', () => CreditTokenAccountInput) input: CreditTokenAccountInput, @Ctx() ctx: EconomyContext): Promise<TokenTransaction> {
    return ctx.services.tokenTransactions.credit(ctx.em, ctx.identity, input);
  }

  @Mutation(() => TokenTransactionType, {
    description: 'Staff (tokens.manage): adjusts an active token account up or down with a reason; down never overdraws (402).',
  })
  adjustTokenAccount(@Arg('input', () => AdjustTokenAccountInput) input: AdjustTokenAccountInput, @Ctx() ctx: EconomyContext): Promise<TokenTransaction> {
    return ctx.services.tokenTransactions.adjust(ctx.em, ctx.identity, input);
  }

  @FieldResolver(() => TokenAccountType, { nullable: true, description: 'The account, as it is now.' })
  async account(@Root() entry: TokenTransaction, @Ctx() ctx: EconomyContext): Promise<TokenAccount | null> {
    const account = await ctx.loaders.tokenAccount.load(entry.accountId);
    return account && ctx.services.tokenAccounts.canReadAccountOf(ctx.identity, account.userId) ? account : null;
  }
}
