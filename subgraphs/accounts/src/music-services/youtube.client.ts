import type { Config } from '@backspin/platform';
import { OAuthTokenClient } from '@backspin/platform/providers';

/**
 * YouTube accounts through Google OAuth 2.0 for web server apps (developers.google.com/identity/protocols/oauth2/web-server):
 * POST {GOOGLE_OAUTH_TOKEN_URL} with client_id and client_secret in the form. A refresh token comes only with
 * access_type=offline, and Google's refresh answers keep the old one.
 */
export type YouTubeLinkSettings = Pick<
  Config,
  | 'GOOGLE_OAUTH_AUTHORIZE_URL'
  | 'GOOGLE_OAUTH_TOKEN_URL'
  | 'YOUTUBE_CLIENT_ID'
  | 'YOUTUBE_CLIENT_SECRET'
  | 'YOUTUBE_REDIRECT_URI'
  | 'PROVIDER_TIMEOUT_MS'
>;

export const youtubeScopes = 'https://www.googleapis.com/auth/youtube.readonly';

export function youtubeOAuthClient(settings: YouTubeLinkSettings): OAuthTokenClient {
  return new OAuthTokenClient({
    tokenUrl: new URL(settings.GOOGLE_OAUTH_TOKEN_URL),
    clientId: settings.YOUTUBE_CLIENT_ID,
    clientSecret: settings.YOUTUBE_CLIENT_SECRET,
    ...(settings.YOUTUBE_REDIRECT_URI ? { redirectUri: settings.YOUTUBE_REDIRECT_URI } : {}),
    clientAuth: 'form',
    timeoutMs: settings.PROVIDER_TIMEOUT_MS,
  });
}

export function youtubeAuthorizeUrl(settings: YouTubeLinkSettings, state: string): string {
  const url = new URL(settings.GOOGLE_OAUTH_AUTHORIZE_URL);
  const query = {
    response_type: 'code',
    client_id: settings.YOUTUBE_CLIENT_ID ?? '',
    redirect_uri: settings.YOUTUBE_REDIRECT_URI ?? '',
    scope: youtubeScopes,
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state,
  };
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
