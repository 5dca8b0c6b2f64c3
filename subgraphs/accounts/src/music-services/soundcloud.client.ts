import { endpoint } from '@backspin/platform/providers';
import type { Config } from '@backspin/platform';
import { OAuthTokenClient } from '@backspin/platform/providers';

/**
 * SoundCloud's token endpoint (developers.soundcloud.com/docs/api/guide#authentication): POST
 * {SOUNDCLOUD_AUTH_URL}/oauth/token. The web app uses the catalogue's client (SOUNDCLOUD_CLIENT_ID/SECRET), the
 * mobile app its own. Client credentials go as HTTP Basic; the refresh grant, as documented, carries client_id and
 * client_secret in the form.
 */
export type SoundCloudLinkSettings = Pick<
  Config,
  | 'SOUNDCLOUD_AUTH_URL'
  | 'SOUNDCLOUD_CLIENT_ID'
  | 'SOUNDCLOUD_CLIENT_SECRET'
  | 'SOUNDCLOUD_MOBILE_CLIENT_ID'
  | 'SOUNDCLOUD_MOBILE_CLIENT_SECRET'
  | 'PROVIDER_TIMEOUT_MS'
>;

export interface SoundCloudClients {
  /** For the app token (client credentials). */
  app: OAuthTokenClient;
  /** For users' refresh tokens. */
  user: OAuthTokenClient;
}

export function soundcloudOAuthClients(settings: SoundCloudLinkSettings, mobile: boolean): SoundCloudClients {
  const base = {
    tokenUrl: endpoint(settings.SOUNDCLOUD_AUTH_URL, 'oauth/token'),
    clientId: mobile ? settings.SOUNDCLOUD_MOBILE_CLIENT_ID : settings.SOUNDCLOUD_CLIENT_ID,
    clientSecret: mobile ? settings.SOUNDCLOUD_MOBILE_CLIENT_SECRET : settings.SOUNDCLOUD_CLIENT_SECRET,
    timeoutMs: settings.PROVIDER_TIMEOUT_MS,
  };
  return {
    app: new OAuthTokenClient({ ...base, clientAuth: 'basic' }),
    user: new OAuthTokenClient({ ...base, clientAuth: 'form' }),
  };
}
