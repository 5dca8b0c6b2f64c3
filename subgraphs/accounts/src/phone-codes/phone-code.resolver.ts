import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AccountsContext } from '../context.ts';
import { AuthPayload } from '../sessions/session.types.ts';
import { PhoneCodeSent, VerifyPhoneCodeInput } from './phone-code.types.ts';

@Resolver()
export class PhoneCodeResolver {
  @Mutation(() => PhoneCodeSent, {
    description:
      'Sends a six-digit sign-in code by text message to a mobile number (with its country code). 429 with retryAfterSeconds when a limit is reached.',
  })
  sendPhoneCode(@Arg('phone', () => String) phone: string, @Ctx() ctx: AccountsContext): Promise<PhoneCodeSent> {
    return ctx.services.phoneCodes.send(ctx.em, { phone, clientIp: ctx.identity.clientIp ?? null });
  }

  @Mutation(() => AuthPayload, {
    description: 'Signs in with a code from sendPhoneCode, creating a phone-only account for a new number.',
  })
  async verifyPhoneCode(@Arg('input', () => VerifyPhoneCodeInput) input: VerifyPhoneCodeInput, @Ctx() ctx: AccountsContext) {
    const session = await ctx.services.phoneCodes.verify(ctx.em, input);
    return { ...session, user: ctx.services.users.openedSessionFor(session.user), tokenType: 'Bearer' as const };
  }
}
