import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AccountsContext } from '../context.ts';
import { AuthPayload } from '../sessions/session.types.ts';
import type { VoucherStatus } from './voucher.entity.ts';
import { CreateVoucherInput, VoucherPageType, VoucherSignUpInput, VoucherStatusType, VoucherType } from './voucher.types.ts';

@Resolver(() => VoucherType)
export class VoucherResolver {
  @Mutation(() => VoucherType, { description: 'Admins: POST /vouchers.' })
  createVoucher(@Arg('input', () => CreateVoucherInput, { nullable: true }) input: CreateVoucherInput | null, @Ctx() ctx: AccountsContext) {
    return ctx.services.vouchers.create(ctx.em, ctx.identity, input ?? {});
  }

  @Query(() => VoucherPageType, { description: 'Admins: GET /vouchers, newest first.' })
  vouchers(
    @Arg('status', () => VoucherStatusType, { nullable: true }) status: VoucherStatus | null,
    @Arg('limit', () => Int, { nullable: true, description: '1 to 100, default 50' }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: AccountsContext,
  ) {
    return ctx.services.vouchers.list(ctx.em, ctx.identity, { status, limit, offset });
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
