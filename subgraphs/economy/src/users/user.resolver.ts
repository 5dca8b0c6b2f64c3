import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { EconomyContext } from '../context.ts';
import type { TokenAccount } from '../token-accounts/token-account.entity.ts';
import { TokenAccountType } from '../token-accounts/token-account.types.ts';
import { UserReference } from './user.types.ts';

/** The fields economy adds to `User`. */
@Resolver(() => UserReference)
export class UserResolver {
  @FieldResolver(() => TokenAccountType, {
    nullable: true,
    description: 'Visible to the user and to moderators only (null otherwise, or when the user has none).',
  })
  async tokenAccount(@Root() user: UserReference, @Ctx() ctx: EconomyContext): Promise<TokenAccount | null> {
    if (!ctx.services.tokenAccounts.canReadAccountOf(ctx.identity, user.id)) return null;
    return ctx.loaders.tokenAccountByUserId.load(user.id);
  }
}
