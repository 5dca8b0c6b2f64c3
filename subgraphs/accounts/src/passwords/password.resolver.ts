import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AccountsContext } from '../context.ts';
import type { Session } from '../sessions/session.service.ts';
import { AuthPayload } from '../sessions/session.types.ts';
import {
  AdminPasswordChangeType,
  AdminSetPasswordInput,
  ChangePasswordInput,
  PasswordResetRequestedType,
  ResetPasswordInput,
} from './password.types.ts';

export const passwordResetRequestedMessage = 'If an account uses this e-mail address, a link to reset its password has been sent to it';

const payload = (session: Session, ctx: AccountsContext) => ({
  ...session,
  user: ctx.services.users.openedSessionFor(session.user),
  tokenType: 'Bearer' as const,
});

@Resolver()
export class PasswordResolver {
  @Mutation(() => AuthPayload, {
    description:
      'POST /users/change-password: every refresh token of the user is revoked; the answer is a fresh session for this device. 401 "Incorrect email or password", 401 "Email address is not verified", 400 when unchanged.',
  })
  async changePassword(@Arg('input', () => ChangePasswordInput) input: ChangePasswordInput, @Ctx() ctx: AccountsContext) {
    return payload(await ctx.services.passwords.change(ctx.em, ctx.identity, input), ctx);
  }

  @Mutation(() => PasswordResetRequestedType, {
    description: 'POST /users/forgot-password: e-mails a single-use reset link to the account with this login address, if any; the answer is the same either way.',
  })
  async forgotPassword(@Arg('email', () => String) email: string, @Ctx() ctx: AccountsContext) {
    await ctx.services.passwords.forgot(ctx.em, { email });
    return { message: passwordResetRequestedMessage };
  }

  @Mutation(() => AuthPayload, {
    description: 'POST /users/reset-password: the link’s token sets a new password (once) and signs in; every refresh token is revoked. 403 "Can not reset password".',
  })
  async resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput, @Ctx() ctx: AccountsContext) {
    return payload(await ctx.services.passwords.reset(ctx.em, input), ctx);
  }

  @Mutation(() => AuthPayload, {
    description: 'POST /users/set-password: a first password for a signed-in account without one; 409 when it has one.',
  })
  async setPassword(@Arg('newPassword', () => String) newPassword: string, @Ctx() ctx: AccountsContext) {
    return payload(await ctx.services.passwords.set(ctx.em, ctx.identity, { newPassword }), ctx);
  }

  @Mutation(() => AdminPasswordChangeType, {
    description: 'POST /users/change-password-admin (admins): sets a user’s password and revokes their refresh tokens.',
  })
  adminSetPassword(@Arg('input', () => AdminSetPasswordInput) input: AdminSetPasswordInput, @Ctx() ctx: AccountsContext) {
    return ctx.services.passwords.adminSet(ctx.em, ctx.identity, input);
  }
}
