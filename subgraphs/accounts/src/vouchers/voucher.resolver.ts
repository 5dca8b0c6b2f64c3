import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ListQueryInput } from '@backspin/platform/list-query';
import type { AccountsContext } from '../context.ts';
import { AuthPayload } from '../sessions/session.types.ts';
import { CreateVoucherInput, VoucherPageType, VoucherSignUpInput, VoucherType } from './voucher.types.ts';

@Resolver(() => VoucherType)
export class VoucherResolver {
  @Mutation(() => VoucherType, { description: 'Admins: POST /vouchers.' })
  createVoucher(@Arg('input', () => CreateVoucherInput, { nullable: true }) input: CreateVoucherInput | null, @Ctx() ctx: AccountsContext) {
    return ctx.services.vouchers.create(ctx.em, ctx.identity, input ?? {});
  }

  @Query(() => VoucherPageType, {
    description:
      'Admins: GET /vouchers by a nestjsx list query, newest first by default; limit 1 to 100 (default 50); fields id, code, note, status, expiresAt, createdBy, createdAt, redeemedBy, redeemedAt, revokedAt.',
  })
  vouchers(@Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null, @Ctx() ctx: AccountsContext) {
    return ctx.services.vouchers.list(ctx.em, ctx.identity, query);
  }

  @Mutation(() => VoucherType, { description: 'Admins: DELETE /vouchers/{id}: PENDING → REVOKED (403 when redeemed).' })
  revokeVoucher(@Arg('id', () => ID) id: string, @Ctx() ctx: AccountsContext) {
    return ctx.services.vouchers.revoke(ctx.em, ctx.identity, id);
  }

  @Mutation(() => VoucherType, { description: 'PATCH /vouchers/redeem: the signed-in user redeems a voucher (once).' })
  redeemVoucher(@Arg('code', () => String) code: string, @Ctx() ctx: AccountsContext) {
    return ctx.services.vouchers.redeem(ctx.em, ctx.identity, code);
  }

  @Mutation(() => AuthPayload, { description: 'POST /users/voucher-sign-up: creates the account and redeems the voucher together.' })
  async voucherSignUp(@Arg('input', () => VoucherSignUpInput) input: VoucherSignUpInput, @Ctx() ctx: AccountsContext) {
    const session = await ctx.services.vouchers.signUp(ctx.em, input);
    return { ...session, user: ctx.services.users.openedSessionFor(session.user), tokenType: 'Bearer' as const };
  }
}
