import { randomBytes } from 'node:crypto';
import { FakeServer, type FakeReply, type RecordedRequest as ServerRequest } from '@backspin/test-kit/fake-server';

/**
 * For tests: one local HTTP server (platform's FakeServer) speaking the token endpoints of Spotify (/spotify/api/token), Google
 * (/google/token), SoundCloud (/soundcloud/oauth/token) and Discord (/discord/oauth2/token, /discord/users/@me,
 * /discord/oauth2/@me), each in its documented wire format and with its documented client authentication.
 * Codes are single use; refresh tokens are spent when used (Spotify and SoundCloud rotate them, Google keeps its
 * own), so a second use of one is `invalid_grant`, as at the real providers.
 */
export type FakeProvider = 'spotify' | 'google' | 'soundcloud' | 'soundcloudMobile' | 'discord';

/** A request as the token-endpoint tests look at it: which provider's path it went to, and its form decoded. */
export interface RecordedRequest {
  provider: string;
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

export interface FakeClient {
  id: string;
  secret: string;
  redirectUri?: string;
}

export interface DiscordProfile {
  id: string;
  username: string;
  global_name?: string | null;
}

interface Grant {
  provider: FakeProvider;
  accessToken: string;
  refreshToken: string | null;
  discordUser?: DiscordProfile;
  /** Discord: which application the token was issued to. */
  application?: string;
}

export const fakeClients: Record<FakeProvider, FakeClient> = {
  spotify: { id: 'spotify-client', secret: 'spotify-secret', redirectUri: 'https://backspin.test/callback/spotify' },
  google: { id: 'google-client', secret: 'google-secret', redirectUri: 'https://backspin.test/callback/youtube' },
  soundcloud: { id: 'soundcloud-web', secret: 'soundcloud-web-secret' },
  soundcloudMobile: { id: 'soundcloud-mobile', secret: 'soundcloud-mobile-secret' },
  discord: { id: '1100000000000000001', secret: 'discord-secret', redirectUri: 'https://backspin.test/callback/discord' },
};

export class FakeProviders {
  readonly requests: RecordedRequest[] = [];
  /** Delay before each refresh-grant answer (a provider's latency), so racing refreshes overlap. */
  refreshLatencyMs = 0;
  /** Answer every token request with this status (e.g. 503) while set. */
  failWith: number | null = null;
  private readonly codes = new Map<string, Grant>();
  private readonly refreshTokens = new Map<string, Grant>();
  private readonly accessTokens = new Map<string, Grant>();
  private server: FakeServer | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = await FakeServer.start((request) =>
      this.handle(request).then(
        ({ status, body }): FakeReply => ({ status, json: body }),
        (error: unknown): FakeReply => ({ status: 500, json: { error: 'server_error', error_description: String(error) } }),
      ),
    );
    this.url = this.server.url;
    return this;
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }

  /** The settings that point the product at this server. */
  env(): Record<string, string> {
    return {
      SPOTIFY_ACCOUNTS_URL: `${this.url}/spotify`,
      SPOTIFY_CLIENT_ID: fakeClients.spotify.id,
      SPOTIFY_CLIENT_SECRET: fakeClients.spotify.secret,
      SPOTIFY_REDIRECT_URI: fakeClients.spotify.redirectUri!,
      GOOGLE_OAUTH_TOKEN_URL: `${this.url}/google/token`,
      YOUTUBE_CLIENT_ID: fakeClients.google.id,
      YOUTUBE_CLIENT_SECRET: fakeClients.google.secret,
      YOUTUBE_REDIRECT_URI: fakeClients.google.redirectUri!,
      SOUNDCLOUD_AUTH_URL: `${this.url}/soundcloud`,
      SOUNDCLOUD_CLIENT_ID: fakeClients.soundcloud.id,
      SOUNDCLOUD_CLIENT_SECRET: fakeClients.soundcloud.secret,
      SOUNDCLOUD_MOBILE_CLIENT_ID: fakeClients.soundcloudMobile.id,
      SOUNDCLOUD_MOBILE_CLIENT_SECRET: fakeClients.soundcloudMobile.secret,
      DISCORD_API_URL: `${this.url}/discord`,
      DISCORD_CLIENT_ID: fakeClients.discord.id,
      DISCORD_CLIENT_SECRET: fakeClients.discord.secret,
      DISCORD_REDIRECT_URI: fakeClients.discord.redirectUri!,
    };
  }

  /** An authorization code the provider would give the user after consent. */
  issueCode(provider: FakeProvider, discordUser?: DiscordProfile): string {
    const code = `code-${provider}-${randomBytes(6).toString('hex')}`;
    this.codes.set(code, { provider, accessToken: '', refreshToken: null, ...(discordUser ? { discordUser } : {}) });
    return code;
  }

  /** A user refresh token the provider issued earlier (SoundCloud apps sign users in themselves). */
  issueRefreshToken(provider: FakeProvider): string {
    const token = `refresh-${provider}-${randomBytes(6).toString('hex')}`;
    this.refreshTokens.set(token, { provider, accessToken: '', refreshToken: token });
    return token;
  }

  /** A Discord access token issued to an application (ours, or another one). */
  issueDiscordAccessToken(user: DiscordProfile, application = fakeClients.discord.id): string {
    const token = `discord-access-${randomBytes(6).toString('hex')}`;
    this.accessTokens.set(token, { provider: 'discord', accessToken: token, refreshToken: null, discordUser: user, application });
    return token;
  }

  /** Revokes a refresh token (the user removed our app at the provider). */
  revoke(refreshToken: string): void {
    this.refreshTokens.delete(refreshToken);
  }

  tokenRequests(provider: string, grantType?: string): RecordedRequest[] {
    return this.requests.filter((r) => r.provider === provider && r.method === 'POST' && (!grantType || r.form.grant_type === grantType));
  }

  private async handle(req: ServerRequest): Promise<{ status: number; body: unknown }> {
    const [, provider = '', ...rest] = req.path.split('/');
    const path = `/${rest.join('/')}`;
    const form = Object.fromEntries(new URLSearchParams(req.body));
    this.requests.push({
      provider,
      method: req.method,
      path,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      form,
    });
    if (req.method === 'GET' && provider === 'discord') return this.discordGet(path, req.headers.authorization);
    const endpoints: Record<string, string> = { spotify: '/api/token', google: '/token', soundcloud: '/oauth/token', discord: '/oauth2/token' };
    if (req.method !== 'POST' || endpoints[provider] !== path) return { status: 404, body: { error: 'not_found' } };
    if (this.failWith) return { status: this.failWith, body: { error: 'temporarily_unavailable' } };
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return { status: 400, body: { error: 'invalid_request', error_description: 'form body expected' } };
    }
    const client = this.authenticate(provider, req.headers.authorization, form);
    if (!client) return { status: 401, body: { error: 'invalid_client', error_description: 'Invalid client' } };
    const { key, settings } = client;
    switch (form.grant_type) {
      case 'authorization_code': {
        const grant = form.code ? this.codes.get(form.code) : undefined;
        if (!grant || grant.provider !== key) return invalidGrant('Invalid authorization code');
        this.codes.delete(form.code!);
        if (settings.redirectUri && form.redirect_uri !== settings.redirectUri) return invalidGrant('Invalid redirect URI');
        return { status: 200, body: this.issue(key, grant.discordUser) };
      }
      case 'refresh_token': {
        if (this.refreshLatencyMs) await new Promise((resolve) => setTimeout(resolve, this.refreshLatencyMs));
        const grant = form.refresh_token ? this.refreshTokens.get(form.refresh_token) : undefined;
        if (!grant || grant.provider !== key) return invalidGrant('Invalid refresh token');
        if (key === 'google') {
          // Google keeps the refresh token and does not send it again.
          const body = this.issue(key);
          delete (body as { refresh_token?: string }).refresh_token;
          return { status: 200, body };
        }
        this.refreshTokens.delete(form.refresh_token!);
        return { status: 200, body: this.issue(key, grant.discordUser) };
      }
      case 'client_credentials':
        return { status: 200, body: { access_token: `app-${key}-${randomBytes(6).toString('hex')}`, token_type: 'bearer', expires_in: 3600 } };
      default:
        return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
  }

  /** Each provider's documented client authentication: which of Basic and form parameters it is given. */
  private authenticate(
    provider: string,
    authorization: string | undefined,
    form: Record<string, string>,
  ): { key: FakeProvider; settings: FakeClient } | null {
    const basic = authorization?.startsWith('Basic ') ? Buffer.from(authorization.slice(6), 'base64').toString('utf8') : null;
    const [basicId, basicSecret] = basic ? [basic.slice(0, basic.indexOf(':')), basic.slice(basic.indexOf(':') + 1)] : [];
    const id = basicId ?? form.client_id;
    const secret = basicSecret ?? form.client_secret;
    const candidates: FakeProvider[] =
      provider === 'soundcloud' ? ['soundcloud', 'soundcloudMobile'] : provider === 'google' ? ['google'] : provider === 'spotify' ? ['spotify'] : ['discord'];
    for (const key of candidates) {
      const settings = fakeClients[key];
      if (settings.id === id && settings.secret === secret) return { key, settings };
    }
    return null;
  }

  private issue(provider: FakeProvider, discordUser?: DiscordProfile): Record<string, unknown> {
    const accessToken = `access-${provider}-${randomBytes(6).toString('hex')}`;
    const refreshToken = `refresh-${provider}-${randomBytes(6).toString('hex')}`;
    const grant: Grant = { provider, accessToken, refreshToken, ...(discordUser ? { discordUser, application: fakeClients.discord.id } : {}) };
    this.refreshTokens.set(refreshToken, grant);
    this.accessTokens.set(accessToken, grant);
    const scope = { spotify: 'streaming user-read-email', google: 'https://www.googleapis.com/auth/youtube.readonly', discord: 'identify' }[
      provider as string
    ];
    return { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, refresh_token: refreshToken, ...(scope ? { scope } : {}) };
  }

  private discordGet(path: string, authorization: string | undefined): { status: number; body: unknown } {
    const grant = authorization?.startsWith('Bearer ') ? this.accessTokens.get(authorization.slice(7)) : undefined;
    if (!grant?.discordUser) return { status: 401, body: { message: '401: Unauthorized', code: 0 } };
    const user = { global_name: null, avatar: null, discriminator: '0', ...grant.discordUser };
    if (path === '/users/@me') return { status: 200, body: user };
    if (path === '/oauth2/@me') {
      return {
        status: 200,
        body: { application: { id: grant.application, name: 'app' }, scopes: ['identify'], expires: new Date(Date.now() + 3600_000).toISOString(), user },
      };
    }
    return { status: 404, body: { message: '404: Not Found', code: 0 } };
  }
}

function invalidGrant(description: string) {
  return { status: 400, body: { error: 'invalid_grant', error_description: description } };
}
