import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { EconomyContext } from '../context.ts';
import { userReference, UserReference } from '../users/user.types.ts';
import type { TokenAccount } from './token-account.entity.ts';
import { TokenAccountType } from './token-account.types.ts';

@Resolver(() => TokenAccountType)
export class TokenAccountResolver {
  @Query(() => TokenAccountType, {
    nullable: true,
    description: 'The holder and moderators only (401 for guests, 403 for other users); null when unknown.',
  })
  tokenAccount(@Arg('id', () => ID) id: string, @Ctx() ctx: EconomyContext): Promise<TokenAccount | null> {
    return ctx.services.tokenAccounts.get(ctx.em, ctx.identity, id);
  }

  @Query(() => TokenAccountType, { nullable: true, description: 'The signed-in user’s account; null until opened.' })
  myTokenAccount(@Ctx() ctx: EconomyContext): Promise<TokenAccount | null> {
    return ctx.services.tokenAccounts.mine(ctx.em, ctx.identity);
  }

  @Mutation(() => TokenAccountType, {
    description: 'Opens the signed-in user’s token account (balance 0), or returns it if it exists.',
  })
  openTokenAccount(@Ctx() ctx: EconomyContext): Promise<TokenAccount> {
    return ctx.services.tokenAccounts.open(ctx.em, ctx.identity);
  }

  @FieldResolver(() => UserReference)
  user(@Root() account: TokenAccount): UserReference {
    return userReference(account.userId);
  }
}
