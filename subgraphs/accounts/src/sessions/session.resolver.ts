import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AccountsContext } from '../context.ts';
import { AuthPayload, AuthPublicKey, CurrentSession, GuestToken, LoginInput, SignUpInput, UserSessionType } from './session.types.ts';
import { userSessions, type UserSessionView } from './user-sessions.service.ts';
import type { Session } from './session.service.ts';

const payload = (session: Session, ctx: AccountsContext) => ({
  ...session,
  user: ctx.services.users.openedSessionFor(session.user),
  tokenType: 'Bearer' as const,
});

@Resolver()
export class SessionResolver {
  @Mutation(() => AuthPayload, { description: 'Creates an account with e-mail and password and signs it in.' })
  async signUp(@Arg('input', () => SignUpInput) input: SignUpInput, @Ctx() ctx: AccountsContext) {
    return payload(await ctx.services.sessions.signUp(ctx.em, input), ctx);
  }

  @Mutation(() => AuthPayload)
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: AccountsContext) {
    return payload(await ctx.services.sessions.login(ctx.em, input, ctx.identity.clientIp ?? null), ctx);
  }

  @Mutation(() => GuestToken, { description: 'A token for listening without an account.' })
  guestToken(@Ctx() ctx: AccountsContext) {
    return ctx.services.sessions.guest(ctx.em);
  }

  @Mutation(() => AuthPayload, { description: 'Trades a refresh token for a new session; the old token is spent.' })
  async refreshSession(@Arg('refreshToken', () => String) refreshToken: string, @Ctx() ctx: AccountsContext) {
    return payload(await ctx.services.sessions.refresh(ctx.em, refreshToken), ctx);
  }

  @Mutation(() => Boolean, { description: 'Revokes the session the refresh token belongs to.' })
  async logout(@Arg('refreshToken', () => String) refreshToken: string, @Ctx() ctx: AccountsContext) {
    await ctx.services.sessions.logout(ctx.em, refreshToken);
    return true;
  }

  @Query(() => CurrentSession, { description: 'The session of the presented token (GET /auth/session); 401 without one.' })
  currentSession(@Ctx() ctx: AccountsContext) {
    return ctx.services.sessions.current(ctx.em, ctx.identity);
  }

  @Query(() => [UserSessionType], {
    description: 'Moderators (users.read-private): a user’s sessions (sign-ins by device), the latest active first, at most 50; live ones may still refresh.',
  })
  userSessions(@Arg('userId', () => ID) userId: string, @Ctx() ctx: AccountsContext): Promise<UserSessionView[]> {
    return userSessions(ctx.em, ctx.identity, userId);
  }

  @Query(() => AuthPublicKey)
  async authPublicKey(@Ctx() ctx: AccountsContext): Promise<AuthPublicKey> {
    const key = await ctx.services.signingKeys.current(ctx.em);
    return {
      algorithm: 'EdDSA',
      kid: key.kid,
      pem: key.publicPem,
      jwks: JSON.stringify({ keys: [key.publicJwk] }),
    };
  }
}
