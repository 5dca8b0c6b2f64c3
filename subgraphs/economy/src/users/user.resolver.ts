import { Ctx, Directive, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Avatar } from '../avatars/avatar.entity.ts';
import { AvatarType } from '../avatars/avatar.types.ts';
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

  @FieldResolver(() => AvatarType, {
    nullable: true,
    description:
      'The catalogue avatar the user wears (their avatarId), for anyone to see, a PRIVATE one too when the user holds it; null when none or unknown.',
  })
  @Directive('@requires(fields: "avatarId")')
  wornAvatar(@Root() user: UserReference, @Ctx() ctx: EconomyContext): Promise<Avatar | null> | null {
    return user.avatarId ? ctx.loaders.wornAvatar.load({ userId: user.id, slug: user.avatarId }) : null;
  }
}
