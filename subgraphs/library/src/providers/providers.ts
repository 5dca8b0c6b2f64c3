import type { Config } from '@backspin/platform';
import { AppleMusicClient } from './apple-music.client.ts';
import { AudiusClient } from './audius.client.ts';
import { consoleProviderLogger, type ProviderLogger } from '@backspin/platform/providers';
import { SevenDigitalClient } from './seven-digital.client.ts';
import { SoundCloudClient } from './soundcloud.client.ts';
import { SpotifyClient } from './spotify.client.ts';
import { YouTubeClient } from './youtube.client.ts';

/** The music-provider clients, one each, shared by the library's modules (search, song data, imports, exports). */
export interface Providers {
  spotify: SpotifyClient;
  apple: AppleMusicClient;
  youtube: YouTubeClient;
  soundCloud: SoundCloudClient;
  audius: AudiusClient;
  /** The paid catalogue (spec 3): when configured, it leads search results and playback preference. */
  sevenDigital: SevenDigitalClient;
}

type ProviderConfig = Pick<
  Config,
  | 'SPOTIFY_API_URL'
  | 'SPOTIFY_ACCOUNTS_URL'
  | 'SPOTIFY_CLIENT_ID'
  | 'SPOTIFY_CLIENT_SECRET'
  | 'APPLE_MUSIC_API_URL'
  | 'APPLE_MUSIC_DEVELOPER_TOKEN'
  | 'YOUTUBE_API_URL'
  | 'YOUTUBE_API_KEY'
  | 'SOUNDCLOUD_API_URL'
  | 'SOUNDCLOUD_AUTH_URL'
  | 'SOUNDCLOUD_CLIENT_ID'
  | 'SOUNDCLOUD_CLIENT_SECRET'
  | 'AUDIUS_API_URL'
  | 'AUDIUS_APP_NAME'
  | 'SEVEN_DIGITAL_API_URL'
  | 'SEVEN_DIGITAL_CONSUMER_KEY'
  | 'SEVEN_DIGITAL_CONSUMER_SECRET'
  | 'SEVEN_DIGITAL_COUNTRY'
  | 'SEVEN_DIGITAL_STREAM_URL'
  | 'SEVEN_DIGITAL_PREVIEW_URL'
  | 'SEVEN_DIGITAL_FORMAT_IDS'
  | 'PROVIDER_TIMEOUT_MS'
  | 'LOG_LEVEL'
>;

export function createProviders(config: ProviderConfig, logger: ProviderLogger = consoleProviderLogger(config.LOG_LEVEL)): Providers {
  const timeoutMs = config.PROVIDER_TIMEOUT_MS;
  return {
    spotify: new SpotifyClient(
      { apiUrl: config.SPOTIFY_API_URL, accountsUrl: config.SPOTIFY_ACCOUNTS_URL, clientId: config.SPOTIFY_CLIENT_ID, clientSecret: config.SPOTIFY_CLIENT_SECRET, timeoutMs },
      logger,
    ),
    apple: new AppleMusicClient({ apiUrl: config.APPLE_MUSIC_API_URL, developerToken: config.APPLE_MUSIC_DEVELOPER_TOKEN, timeoutMs }, logger),
    youtube: new YouTubeClient({ apiUrl: config.YOUTUBE_API_URL, apiKey: config.YOUTUBE_API_KEY, timeoutMs }, logger),
    soundCloud: new SoundCloudClient(
      {
        apiUrl: config.SOUNDCLOUD_API_URL,
        authUrl: config.SOUNDCLOUD_AUTH_URL,
        clientId: config.SOUNDCLOUD_CLIENT_ID,
        clientSecret: config.SOUNDCLOUD_CLIENT_SECRET,
        timeoutMs,
      },
      logger,
    ),
    audius: new AudiusClient({ apiUrl: config.AUDIUS_API_URL, appName: config.AUDIUS_APP_NAME, timeoutMs }, logger),
    sevenDigital: new SevenDigitalClient(
      {
        apiUrl: config.SEVEN_DIGITAL_API_URL,
        streamUrl: config.SEVEN_DIGITAL_STREAM_URL,
        previewUrl: config.SEVEN_DIGITAL_PREVIEW_URL,
        consumerKey: config.SEVEN_DIGITAL_CONSUMER_KEY,
        consumerSecret: config.SEVEN_DIGITAL_CONSUMER_SECRET,
        country: config.SEVEN_DIGITAL_COUNTRY,
        formatIds: config.SEVEN_DIGITAL_FORMAT_IDS,
        timeoutMs,
      },
      logger,
    ),
  };
}
