import { graphql } from '../gql/index.ts';
import { booleanParam, route, type RestRequest, type RestRoute } from './route.ts';

/**
 * Linked music services and Discord sign-in (spec 1, §7.2), answered by accounts/src/music-services. Provider access
 * tokens go to their owner and to trusted services; refresh tokens never leave the server.
 */

graphql(`
  fragment RestMusicServiceToken on MusicServiceToken {
    provider
    accessToken
    tokenType
    expiresIn
    expiresAt
    scope
  }
`);

const ExchangeCode = graphql(`
  mutation RestExchangeMusicServiceCode($provider: MusicService!, $code: String, $state: String) {
    exchangeMusicServiceCode(provider: $provider, code: $code, state: $state) { ...RestMusicServiceToken }
  }
`);

const RefreshToken = graphql(`
  mutation RestRefreshMusicServiceToken($provider: MusicService!, $mobile: Boolean, $refreshToken: String) {
    refreshMusicServiceToken(provider: $provider, mobile: $mobile, refreshToken: $refreshToken) { ...RestMusicServiceToken }
  }
`);

const Unlink = graphql(`
  mutation RestUnlinkMusicService($provider: MusicService!) {
    unlinkMusicService(provider: $provider)
  }
`);

const AccessToken = graphql(`
  query RestMusicServiceAccessToken($userId: ID!, $provider: MusicService!, $mobile: Boolean) {
    musicServiceAccessToken(userId: $userId, provider: $provider, mobile: $mobile) { ...RestMusicServiceToken }
  }
`);

const SoundcloudPublicToken = graphql(`
  query RestSoundcloudPublicToken($mobile: Boolean) {
    soundcloudPublicToken(mobile: $mobile) { ...RestMusicServiceToken }
  }
`);

const StoreAppleUserToken = graphql(`
  mutation RestStoreAppleUserToken($userToken: String) {
    storeAppleUserToken(userToken: $userToken)
  }
`);

const AppleUserToken = graphql(`
  query RestAppleUserToken($userId: ID!) {
    appleUserToken(userId: $userId) { userId userToken }
  }
`);

const DiscordAuth = graphql(`
  mutation RestDiscordAuth($input: DiscordCredentialsInput!) {
    discordAuth(input: $input) { ...RestSession }
  }
`);

const ExchangeDiscordCode = graphql(`
  mutation RestExchangeDiscordCode($code: String, $state: String) {
    exchangeDiscordCode(code: $code, state: $state) { ...RestMusicServiceToken }
  }
`);

const LinkDiscord = graphql(`
  mutation RestLinkDiscord($input: DiscordCredentialsInput!) {
    linkDiscord(input: $input) { discordId username }
  }
`);

/** An optional string of the body: absent or null is null (the service says what is missing). */
function optional(body: RestRequest['body'], key: string): string | null {
  const value = body[key];
  return value === undefined || value === null ? null : String(value);
}

const codeBody = {
  type: 'object',
  properties: { code: { type: 'string' }, state: { type: 'string', description: 'The state of musicServiceAuthorization, when the flow started with us' } },
  required: ['code'],
};
const discordBody = {
  type: 'object',
  properties: {
    code: { type: 'string', description: 'A Discord authorization code' },
    accessToken: { type: 'string', description: 'Or a Discord access token issued to this app (Discord activities)' },
    state: { type: 'string' },
  },
};
const refreshBody = {
  type: 'object',
  properties: { refreshToken: { type: 'string', description: 'SoundCloud only: the app’s refresh token, which links SoundCloud; absent: the stored one' } },
};
const tokenResponse = {
  type: 'object',
  properties: {
    provider: { type: 'string' },
    accessToken: { type: 'string' },
    tokenType: { type: 'string' },
    expiresIn: { type: ['integer', 'null'] },
    expiresAt: { type: ['string', 'null'], format: 'date-time' },
    scope: { type: ['string', 'null'] },
  },
};

const exchange = (provider: 'spotify' | 'youtube', name: string) =>
  route({
    method: 'POST',
    service: 'user',
    path: `/${provider}/exchange-code`,
    tag: 'user-service',
    summary: `Link ${name}: exchange an authorization code (400 when ${name === 'Spotify' ? 'Spotify' : 'Google'} rejects it, 503 when not configured)`,
    operation: ExchangeCode,
    variables: ({ body }) => ({ provider, code: optional(body, 'code'), state: optional(body, 'state') }),
    result: (data) => data.exchangeMusicServiceCode,
    bodySchema: codeBody,
    responseSchema: tokenResponse,
    auth: true,
  });

const refresh = (provider: 'spotify' | 'youtube' | 'soundcloud', mobile: boolean, path: string, name: string) =>
  route({
    method: 'POST',
    service: 'user',
    path,
    tag: 'user-service',
    summary: `Renew the signed-in user’s ${name} access token now (concurrent renewals spend the refresh token once)`,
    operation: RefreshToken,
    variables: ({ body }) => ({ provider, mobile, refreshToken: provider === 'soundcloud' ? optional(body, 'refreshToken') : null }),
    result: (data) => data.refreshMusicServiceToken,
    ...(provider === 'soundcloud' ? { bodySchema: refreshBody } : {}),
    responseSchema: tokenResponse,
    auth: true,
  });

const publicToken = (mobile: boolean) =>
  route({
    method: 'GET',
    service: 'user',
    path: mobile ? '/soundcloud/mobile/public-token' : '/soundcloud/public-token',
    tag: 'user-service',
    summary: `The app’s SoundCloud token for public tracks (${mobile ? 'mobile' : 'web'} client id), for any listener`,
    operation: SoundcloudPublicToken,
    variables: () => ({ mobile }),
    result: (data) => data.soundcloudPublicToken,
    responseSchema: tokenResponse,
    auth: true,
  });

export const musicServiceRoutes: RestRoute[] = [
  exchange('spotify', 'Spotify'),
  refresh('spotify', false, '/spotify/refresh-token', 'Spotify'),
  route({
    method: 'DELETE',
    service: 'user',
    path: '/spotify/refresh-token',
    tag: 'user-service',
    summary: 'Unlink Spotify from the signed-in user, forgetting its tokens ({ unlinked: false } when it was not linked)',
    operation: Unlink,
    variables: () => ({ provider: 'spotify' as const }),
    result: (data) => ({ unlinked: data.unlinkMusicService }),
    auth: true,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/spotify/access-token/{id}/service',
    tag: 'user-service',
    summary: 'A user’s Spotify access token, renewed when near expiry (trusted services and the user only)',
    operation: AccessToken,
    variables: ({ params }) => ({ userId: params.id ?? '', provider: 'spotify' as const, mobile: null }),
    result: (data) => data.musicServiceAccessToken,
    responseSchema: tokenResponse,
    auth: true,
  }),
  exchange('youtube', 'YouTube'),
  refresh('youtube', false, '/youtube/refresh-token', 'YouTube'),
  publicToken(false),
  publicToken(true),
  refresh('soundcloud', false, '/soundcloud/refresh-token', 'SoundCloud'),
  refresh('soundcloud', true, '/soundcloud/mobile/refresh-token', 'SoundCloud (mobile app)'),
  route({
    method: 'GET',
    service: 'user',
    path: '/soundcloud/access-token/{id}',
    tag: 'user-service',
    summary: 'A user’s SoundCloud access token (?mobile=true: the mobile app’s link), renewed when near expiry (the user and trusted services only)',
    operation: AccessToken,
    variables: ({ params, query }) => ({ userId: params.id ?? '', provider: 'soundcloud' as const, mobile: booleanParam(query, 'mobile') ?? false }),
    result: (data) => data.musicServiceAccessToken,
    responseSchema: tokenResponse,
    auth: true,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/apple/user-token',
    tag: 'user-service',
    summary: 'Store the signed-in user’s Apple MusicKit music user token (encrypted at rest)',
    operation: StoreAppleUserToken,
    variables: ({ body }) => ({ userToken: optional(body, 'userToken') ?? optional(body, 'musicUserToken') }),
    result: () => ({ stored: true }),
    bodySchema: { type: 'object', properties: { userToken: { type: 'string' } }, required: ['userToken'] },
    auth: true,
  }),
  route({
    method: 'GET',
    service: 'user',
    path: '/apple/user-token/{id}',
    tag: 'user-service',
    summary: 'A user’s Apple MusicKit music user token (the user and trusted services only)',
    operation: AppleUserToken,
    variables: ({ params }) => ({ userId: params.id ?? '' }),
    result: (data) => data.appleUserToken,
    auth: true,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/auth/discord-auth',
    tag: 'user-service',
    summary: 'Sign in with Discord (a code, or an access token issued to this app), creating the account on the first sign-in',
    operation: DiscordAuth,
    variables: ({ body }) => ({ input: { code: optional(body, 'code'), accessToken: optional(body, 'accessToken'), state: optional(body, 'state') } }),
    result: (data) => data.discordAuth,
    bodySchema: discordBody,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/auth/exchange-code',
    tag: 'user-service',
    summary: 'Exchange a Discord authorization code for Discord’s access token (Discord activities); nothing is stored',
    operation: ExchangeDiscordCode,
    variables: ({ body }) => ({ code: optional(body, 'code'), state: optional(body, 'state') }),
    result: (data) => data.exchangeDiscordCode,
    bodySchema: codeBody,
    responseSchema: tokenResponse,
  }),
  route({
    method: 'POST',
    service: 'user',
    path: '/auth/link-discord',
    tag: 'user-service',
    summary: 'Link a Discord account to the signed-in user (409 when it is linked to another user)',
    operation: LinkDiscord,
    variables: ({ body }) => ({ input: { code: optional(body, 'code'), accessToken: optional(body, 'accessToken'), state: optional(body, 'state') } }),
    result: (data) => data.linkDiscord,
    bodySchema: discordBody,
    auth: true,
  }),
];
