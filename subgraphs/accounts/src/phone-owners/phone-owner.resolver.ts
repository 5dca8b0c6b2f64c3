import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { AccountsContext } from '../context.ts';
import { PhoneDigestOwnerType } from './phone-owner.types.ts';

@Resolver(() => PhoneDigestOwnerType)
export class PhoneOwnerResolver {
  @Query(() => [PhoneDigestOwnerType], {
    description: 'Users whose verified phone number has one of these keyed digests (rooms’ address-book matching; service.call).',
  })
  phoneDigestOwners(@Arg('digests', () => [String]) digests: string[], @Ctx() ctx: AccountsContext): Promise<PhoneDigestOwnerType[]> {
    return ctx.services.phoneOwners.ownersOf(ctx.em, ctx.identity, digests);
  }
}
