import { endpoint } from '@backspin/platform/providers';
import type { Config } from '@backspin/platform';
import { OAuthTokenClient } from '@backspin/platform/providers';

/**
 * Spotify's accounts service (developer.spotify.com/documentation/web-api/tutorials/code-flow):
 * POST {SPOTIFY_ACCOUNTS_URL}/api/token with the client id and secret as HTTP Basic; users authorize at /authorize.
 */
export type SpotifyLinkSettings = Pick<
  Config,
  'SPOTIFY_ACCOUNTS_URL' | 'SPOTIFY_CLIENT_ID' | 'SPOTIFY_CLIENT_SECRET' | 'SPOTIFY_REDIRECT_URI' | 'PROVIDER_TIMEOUT_MS'
>;

/** Playback (Web Playback SDK), the profile, and the playlist exports of the library. */
export const spotifyScopes = 'streaming user-read-email user-read-private playlist-modify-private playlist-modify-public';

export function spotifyOAuthClient(settings: SpotifyLinkSettings): OAuthTokenClient {
  return new OAuthTokenClient({
    tokenUrl: endpoint(settings.SPOTIFY_ACCOUNTS_URL, 'api/token'),
    clientId: settings.SPOTIFY_CLIENT_ID,
    clientSecret: settings.SPOTIFY_CLIENT_SECRET,
    // Code exchange needs the redirect URI the authorization named, so without it Spotify is not usable here.
    ...(settings.SPOTIFY_REDIRECT_URI ? { redirectUri: settings.SPOTIFY_REDIRECT_URI } : {}),
    clientAuth: 'basic',
    timeoutMs: settings.PROVIDER_TIMEOUT_MS,
  });
}

export function spotifyAuthorizeUrl(settings: SpotifyLinkSettings, state: string): string {
  return endpoint(settings.SPOTIFY_ACCOUNTS_URL, 'authorize', {
    response_type: 'code',
    client_id: settings.SPOTIFY_CLIENT_ID,
    scope: spotifyScopes,
    redirect_uri: settings.SPOTIFY_REDIRECT_URI,
    state,
  }).toString();
}
