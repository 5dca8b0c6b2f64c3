import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AccountsContext } from '../context.ts';
import { AgoraTokenInput, AgoraTokenType, ChatTokenType, ChatUsersReportType } from './service-token.types.ts';

@Resolver()
export class ServiceTokenResolver {
  @Mutation(() => AgoraTokenType, {
    description: 'POST /agora/token: a live audio/video token for a channel. PUBLISHER: signed-in users and bots; SUBSCRIBER: guests too.',
  })
  agoraToken(@Arg('input', () => AgoraTokenInput) input: AgoraTokenInput, @Ctx() ctx: AccountsContext) {
    return ctx.services.serviceTokens.agoraToken(ctx.identity, input);
  }

  @Mutation(() => ChatTokenType, {
    description: 'GET /comet-chat/user-token: a chat-scoped access token (read, post, edit, delete, react, subscribe; nothing else).',
  })
  chatUserToken(@Ctx() ctx: AccountsContext) {
    return ctx.services.serviceTokens.chatUserToken(ctx.em, ctx.identity);
  }

  @Mutation(() => ChatTokenType, {
    description: 'GET /comet-chat/ghost-token: a read-only chat token (read and subscribe; never joins a room, so never shown present).',
  })
  chatGhostToken(@Ctx() ctx: AccountsContext) {
    return ctx.services.serviceTokens.chatGhostToken(ctx.em, ctx.identity);
  }

  @Query(() => ChatUsersReportType, {
    description: 'POST /comet-chat/create-users (legacy, creates nothing): which of these ids are users. Signed-in callers; 1 to 100 ids.',
  })
  chatUsers(
    @Arg('userIds', () => [String], { nullable: 'itemsAndList', description: 'Required; the service answers 400 without it' }) userIds: (string | null)[] | null,
    @Ctx() ctx: AccountsContext,
  ) {
    return ctx.services.serviceTokens.reportChatUsers(ctx.em, ctx.identity, userIds);
  }
}
