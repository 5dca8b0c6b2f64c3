import { z } from 'zod';
import { endpoint, requestJson } from '@backspin/platform/providers';
import type { Config } from '@backspin/platform';
import { OAuthTokenClient } from '@backspin/platform/providers';

/**
 * Discord OAuth2 (discord.com/developers/docs/topics/oauth2): POST {DISCORD_API_URL}/oauth2/token with the client
 * id and secret as HTTP Basic, then GET {DISCORD_API_URL}/users/@me with the user's bearer token.
 */
export type DiscordSettings = Pick<
  Config,
  'DISCORD_API_URL' | 'DISCORD_AUTHORIZE_URL' | 'DISCORD_CLIENT_ID' | 'DISCORD_CLIENT_SECRET' | 'DISCORD_REDIRECT_URI' | 'PROVIDER_TIMEOUT_MS'
>;

export const discordScopes = 'identify';

const discordUser = z.object({
  id: z.string().regex(/^\d{1,32}$/),
  username: z.string(),
  global_name: z.string().nullish(),
});
export type DiscordUser = z.infer<typeof discordUser>;

/** GET /oauth2/@me: which application a token was issued to, and (with the identify scope) its user. */
const currentAuthorization = z.object({
  application: z.object({ id: z.string() }),
  user: discordUser.optional(),
});

export type DiscordUserResult = { ok: true; user: DiscordUser } | { ok: false; kind: 'rejected' | 'unavailable'; error: string };

export class DiscordClient {
  readonly oauth: OAuthTokenClient;

  constructor(private readonly settings: DiscordSettings) {
    this.oauth = new OAuthTokenClient({
      tokenUrl: endpoint(settings.DISCORD_API_URL, 'oauth2/token'),
      clientId: settings.DISCORD_CLIENT_ID,
      clientSecret: settings.DISCORD_CLIENT_SECRET,
      ...(settings.DISCORD_REDIRECT_URI ? { redirectUri: settings.DISCORD_REDIRECT_URI } : {}),
      clientAuth: 'basic',
      timeoutMs: settings.PROVIDER_TIMEOUT_MS,
    });
  }

  /** The account a user access token belongs to. */
  async me(accessToken: string): Promise<DiscordUserResult> {
    const outcome = await requestJson({
      url: endpoint(this.settings.DISCORD_API_URL, 'users/@me'),
      headers: { authorization: `Bearer ${accessToken}` },
      schema: discordUser,
      timeoutMs: this.settings.PROVIDER_TIMEOUT_MS,
      errorMessage: (body) => (body as { message?: string } | undefined)?.message,
    });
    if (outcome.ok) return { ok: true, user: outcome.data };
    const rejected = outcome.kind === 'http' && (outcome.status === 401 || outcome.status === 403);
    return { ok: false, kind: rejected ? 'rejected' : 'unavailable', error: outcome.message };
  }

  /**
   * The account behind an access token the client brings, only if the token was issued to our application: a token
   * another Discord app obtained for the same person must not sign anyone in here.
   */
  async ownTokenUser(accessToken: string): Promise<DiscordUserResult> {
    const outcome = await requestJson({
      url: endpoint(this.settings.DISCORD_API_URL, 'oauth2/@me'),
      headers: { authorization: `Bearer ${accessToken}` },
      schema: currentAuthorization,
      timeoutMs: this.settings.PROVIDER_TIMEOUT_MS,
      errorMessage: (body) => (body as { message?: string } | undefined)?.message,
    });
    if (!outcome.ok) {
      const rejected = outcome.kind === 'http' && (outcome.status === 401 || outcome.status === 403);
      return { ok: false, kind: rejected ? 'rejected' : 'unavailable', error: outcome.message };
    }
    if (outcome.data.application.id !== this.settings.DISCORD_CLIENT_ID || !outcome.data.user) {
      return { ok: false, kind: 'rejected', error: 'token issued to another application, or without the identify scope' };
    }
    return { ok: true, user: outcome.data.user };
  }

  authorizeUrl(state: string): string {
    const url = new URL(this.settings.DISCORD_AUTHORIZE_URL);
    const query: Record<string, string | undefined> = {
      response_type: 'code',
      client_id: this.settings.DISCORD_CLIENT_ID,
      scope: discordScopes,
      redirect_uri: this.settings.DISCORD_REDIRECT_URI,
      state,
    };
    for (const [key, value] of Object.entries(query)) if (value) url.searchParams.set(key, value);
    return url.toString();
  }
}
