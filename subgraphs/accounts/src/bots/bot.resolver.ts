import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ListQueryInput } from '@backspin/platform/list-query';
import type { AccountsContext } from '../context.ts';
import { BotPageType, BotSecretType, BotTokenType, BotType, SignUpBotInput } from './bot.types.ts';

@Resolver(() => BotType)
export class BotResolver {
  @Mutation(() => BotSecretType, { description: 'Admins: POST /users/sign-up-bot. Creates a bot account and its secret (shown once).' })
  signUpBot(@Arg('input', () => SignUpBotInput) input: SignUpBotInput, @Ctx() ctx: AccountsContext) {
    return ctx.services.bots.signUp(ctx.em, ctx.identity, input);
  }

  @Mutation(() => BotTokenType, {
    description: 'GET /users/bot-token: trades a bot secret for a short-lived access token of type bot (no refresh token).',
  })
  async botToken(@Arg('secret', () => String) secret: string, @Ctx() ctx: AccountsContext) {
    return { ...(await ctx.services.bots.token(ctx.em, secret)), tokenType: 'Bearer' as const };
  }

  @Mutation(() => BotSecretType, { description: 'Admins: a new secret for the bot; the previous one stops working at once.' })
  rotateBotSecret(@Arg('botId', () => ID) botId: string, @Ctx() ctx: AccountsContext) {
    return ctx.services.bots.rotateSecret(ctx.em, ctx.identity, botId);
  }

  @Mutation(() => BotType, { description: 'Admins: revokes the bot’s secret; it mints no token until rotated.' })
  revokeBotSecret(@Arg('botId', () => ID) botId: string, @Ctx() ctx: AccountsContext) {
    return ctx.services.bots.revokeSecret(ctx.em, ctx.identity, botId);
  }

  @Query(() => BotPageType, {
    description: 'Admins: bots by a nestjsx list query, newest first by default (1 to 100, default 50); fields id, createdBy, createdAt, secretIssuedAt, secretRevokedAt, lastTokenAt.',
  })
  bots(@Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null, @Ctx() ctx: AccountsContext) {
    return ctx.services.bots.list(ctx.em, ctx.identity, query);
  }
}
