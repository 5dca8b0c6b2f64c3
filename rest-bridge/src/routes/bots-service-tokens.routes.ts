import { graphql } from '../gql/index.ts';
import { route, text, type RestRequest, type RestRoute } from './route.ts';

graphql(`
  fragment RestBot on Bot {
    id displayName createdBy createdAt secretActive secretIssuedAt secretRevokedAt lastTokenAt
  }
`);

const SignUpBot = graphql(`
  mutation RestSignUpBot($input: SignUpBotInput!) {
    signUpBot(input: $input) { secret bot { ...RestBot } }
  }
`);

const BotToken = graphql(`
  mutation RestBotToken($secret: String!) {
    botToken(secret: $secret) { accessToken expiresIn tokenType botId }
  }
`);

const AgoraToken = graphql(`
  mutation RestAgoraToken($input: AgoraTokenInput!) {
    agoraToken(input: $input) { token appId channelName userAccount role expiresIn expiresAt }
  }
`);

const ChatUserToken = graphql(`
  mutation RestChatUserToken {
    chatUserToken { token scope userId expiresIn expiresAt }
  }
`);

const ChatGhostToken = graphql(`
  mutation RestChatGhostToken {
    chatGhostToken { token scope userId expiresIn expiresAt }
  }
`);

const ChatUsers = graphql(`
  query RestChatUsers($userIds: [String]) {
    chatUsers(userIds: $userIds) { existing missing }
  }
`);

const UserServiceStatus = graphql(`
  query RestUserServiceStatus {
    userServiceStatus { service version status database uptimeSeconds time users bots botsWithActiveSecret activeSessions }
  }
`);

/** The header a bot presents its secret in (not Authorization: the bridge forwards that to the gateway as a bearer token). */
export const botSecretHeader = 'x-bot-secret';

function botSecret(request: RestRequest): string {
  const value = request.headers[botSecretHeader];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** A JSON list of ids as the service reads it: anything but a list is absent, anything but a string in it is null. */
function idList(value: unknown): (string | null)[] | null {
  return Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : null)) : null;
}

/** Bots (accounts/src/bots), tokens for other services (accounts/src/service-tokens) and the user service's status. */
export const botsServiceTokensRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'user',
    path: '/users/sign-up-bot',
    tag: 'user-service',
    summary: 'Admins: sign up a bot account; the answer carries its secret, shown this once',
    auth: true,
    status: 201,
    bodySchema: { type: 'object', properties: { displayName: { type: 'string' } } },
    operation: SignUpBot,
    variables: ({ body }) => ({ input: { displayName: text(body, 'displayName') } }),
    result: (data) => data.signUpBot,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/users/bot-token',
    tag: 'user-service',
    summary: 'A bot trades its secret (X-Bot-Secret header) for a short-lived access token of type bot',
    operation: BotToken,
    variables: (request) => ({ secret: botSecret(request) }),
    result: (data) => data.botToken,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/agora/token',
    tag: 'user-service',
    summary: 'A live audio/video (Agora RTC) token: PUBLISHER for signed-in users, SUBSCRIBER for anyone with a token',
    auth: true,
    bodySchema: { type: 'object', properties: { channelName: { type: 'string' }, role: { type: 'string', enum: ['PUBLISHER', 'SUBSCRIBER'] } } },
    operation: AgoraToken,
    variables: ({ body }) => ({ input: { channelName: text(body, 'channelName'), role: text(body, 'role') } }),
    result: (data) => data.agoraToken,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/comet-chat/user-token',
    tag: 'user-service',
    summary: 'A chat token: an access token limited to room chat (read, post, edit, delete, react, subscribe)',
    auth: true,
    operation: ChatUserToken,
    variables: () => ({}),
    result: (data) => data.chatUserToken,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/comet-chat/ghost-token',
    tag: 'user-service',
    summary: 'A ghost chat token: reads and follows room chat without joining the room (never shown present), cannot post',
    auth: true,
    operation: ChatGhostToken,
    variables: () => ({}),
    result: (data) => data.chatGhostToken,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/comet-chat/create-users',
    tag: 'user-service',
    summary: 'Legacy, creates nothing (our chat needs no accounts): which of the user ids exist',
    auth: true,
    bodySchema: { type: 'object', properties: { userIds: { type: 'array', items: { type: 'string' } } } },
    operation: ChatUsers,
    variables: ({ body }) => ({ userIds: idList(body.userIds) }),
    result: (data) => data.chatUsers,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/info-admin/user-service-status',
    tag: 'user-service',
    summary: 'Staff: the user service’s health (version 1.7.0, database, uptime, account counts)',
    auth: true,
    operation: UserServiceStatus,
    variables: () => ({}),
    result: (data) => data.userServiceStatus,
  }),
];
