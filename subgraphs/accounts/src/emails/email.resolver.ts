import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AccountsContext } from '../context.ts';
import {
  AddEmailInput,
  EmailTargetInput,
  EmailVerificationResultType,
  UserEmailType,
  VerificationEmailSentType,
  VerifyEmailInput,
} from './email.types.ts';

@Resolver(() => UserEmailType)
export class EmailResolver {
  @Query(() => [UserEmailType], {
    description: 'GET /users/emails: your e-mail addresses, oldest first; moderators may name a userId. DELETED ones only with includeDeleted.',
  })
  emails(
    @Arg('userId', () => ID, { nullable: true }) userId: string | null,
    @Arg('includeDeleted', () => Boolean, { nullable: true }) includeDeleted: boolean | null,
    @Ctx() ctx: AccountsContext,
  ) {
    return ctx.services.emails.list(ctx.em, ctx.identity, { userId, includeDeleted });
  }

  @Mutation(() => UserEmailType, {
    description:
      'POST /users/emails: adds an address to yourself (PENDING_VERIFICATION, a code is e-mailed) or, for admins with userId, to a user (CREATED_BY_ADMIN). 409 when the address is in use.',
  })
  addEmail(@Arg('input', () => AddEmailInput) input: AddEmailInput, @Ctx() ctx: AccountsContext) {
    return ctx.services.emails.add(ctx.em, ctx.identity, input);
  }

  @Mutation(() => UserEmailType, {
    description: 'DELETE /users/emails/{id}: the address becomes DELETED (the record stays). 403 for your login address.',
  })
  deleteEmail(@Arg('id', () => ID) id: string, @Ctx() ctx: AccountsContext) {
    return ctx.services.emails.remove(ctx.em, ctx.identity, id);
  }

  @Mutation(() => EmailVerificationResultType, {
    description: 'POST /users/emails/verify: the e-mailed code verifies the address (once). 403 "Email verification failed, incorrect code".',
  })
  verifyEmail(@Arg('input', () => VerifyEmailInput) input: VerifyEmailInput, @Ctx() ctx: AccountsContext) {
    return ctx.services.emails.verify(ctx.em, ctx.identity, input);
  }

  @Mutation(() => EmailVerificationResultType, {
    description: 'POST /users/confirm-email (deprecated): the same as verifyEmail.',
    deprecationReason: 'Use verifyEmail (POST /users/emails/verify).',
  })
  confirmEmail(@Arg('input', () => VerifyEmailInput) input: VerifyEmailInput, @Ctx() ctx: AccountsContext) {
    return ctx.services.emails.verify(ctx.em, ctx.identity, input);
  }

  @Mutation(() => VerificationEmailSentType, {
    description:
      'POST /users/emails/verification-email: e-mails a new code (the old one stops working). 403 when already verified or asked too soon (EMAIL_VERIFICATION_RESEND_SECONDS); 404 "Email not found".',
  })
  sendVerificationEmail(@Arg('input', () => EmailTargetInput, { nullable: true }) input: EmailTargetInput | null, @Ctx() ctx: AccountsContext) {
    return ctx.services.emails.resend(ctx.em, ctx.identity, input ?? {});
  }
}
