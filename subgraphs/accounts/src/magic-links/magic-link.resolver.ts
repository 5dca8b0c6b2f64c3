import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { MaxLength } from '@backspin/platform';
import type { AccountsContext } from '../context.ts';
import { AuthPayload } from '../sessions/session.types.ts';
import { magicLinkPathMaxLength } from './magic-link.service.ts';
import { MagicLinkRequestedType, magicLinkRequestedMessage, MagicLinkType } from './magic-link.types.ts';

@Resolver()
export class MagicLinkResolver {
  @Mutation(() => MagicLinkType, {
    description: 'GET /auth/magic-link: a single-use link signing the caller in, to a plan (subscribe-plan/{plan}) or a path on this site. Give exactly one.',
  })
  createMagicLink(
    @Arg('plan', () => String, { nullable: true }) plan: string | null,
    @MaxLength(magicLinkPathMaxLength, 'INVALID_MAGIC_LINK_TARGET') @Arg('path', () => String, { nullable: true }) path: string | null,
    @Ctx() ctx: AccountsContext,
  ) {
    return ctx.services.magicLinks.create(ctx.em, ctx.identity, { plan, path });
  }

  @Mutation(() => MagicLinkRequestedType, {
    description:
      'Signed out: e-mails a single-use sign-in link (to path, default "/") to the account with this login address, if any; the answer is the same either way. At most MAIL_MAX_PER_ADDRESS e-mails per address and window.',
  })
  async sendMagicLink(
    @Arg('email', () => String) email: string,
    @MaxLength(magicLinkPathMaxLength, 'INVALID_MAGIC_LINK_TARGET') @Arg('path', () => String, { nullable: true }) path: string | null,
    @Ctx() ctx: AccountsContext,
  ) {
    await ctx.services.magicLinks.sendByEmail(ctx.em, { email, path });
    return { message: magicLinkRequestedMessage };
  }

  @Mutation(() => AuthPayload, { description: 'POST /auth/validate-magic-link: spends the token and signs its user in.' })
  async validateMagicLink(@Arg('token', () => String) token: string, @Ctx() ctx: AccountsContext) {
    const session = await ctx.services.magicLinks.validate(ctx.em, token);
    return { ...session, user: ctx.services.users.openedSessionFor(session.user), tokenType: 'Bearer' as const };
  }
}
