import type { MusicProvider } from '../types';
import { ApplePlayer } from './apple';
import { readProviderSettings, readRestUrl, type ProviderSettings } from './config';
import { HlsPlayer, hlsPlayable } from './hls';
import { restStreamUrl } from './media-element';
import { preferenceOrder, ProviderRegistry, type PlayerFactory } from './registry';
import { SoundCloudPlayer } from './soundcloud';
import { SpotifyPlayer } from './spotify';
import { YouTubePlayer } from './youtube';

export { ProviderRegistry, chooseProvider, playableProvider, preferenceOrder, sourceFor } from './registry';
export type { ProviderPlayer, PlaySource } from './types';

/** Listener tokens for the providers that need them (none are issued by the backend yet: the adapters then say so). */
export interface ProviderTokens {
  spotify?: () => Promise<string | null>;
  refreshSpotify?: () => Promise<string | null>;
  soundCloudPublic?: () => Promise<string | null>;
  refreshSoundCloudPublic?: () => Promise<string | null>;
}

export interface PlaybackProviders {
  registry: ProviderRegistry;
  /** The spec's preference order for this deployment (with or without the paid catalogue). */
  order: readonly MusicProvider[];
  settings: ProviderSettings;
}

/**
 * The players this browser can use, for this deployment's configuration: our own uploads (HLS) wherever the
 * browser plays HLS, every other provider only when `config.providers` configures it (its SDK script loads
 * on the first song that needs it).
 */
export function createPlaybackProviders(options: {
  config: unknown;
  /** The Backspin access token (for HLS keys). */
  accessToken: () => Promise<string | null>;
  tokens?: ProviderTokens;
}): PlaybackProviders {
  const settings = readProviderSettings(options.config);
  const restUrl = readRestUrl(options.config);
  const resolveUrl = (url: string) => restStreamUrl(restUrl, url);
  const tokens = options.tokens ?? {};
  const stream = (provider: MusicProvider): PlayerFactory => () => new HlsPlayer(provider, { resolveUrl, accessToken: options.accessToken });
  const factories: Partial<Record<MusicProvider, PlayerFactory>> = {};

  // Our own uploads: always, where the browser plays HLS.
  if (hlsPlayable()) factories.uploadService = stream('uploadService');
  if (settings.configured('audius')) factories.audius = stream('audius');
  if (settings.configured('sevenDigital')) factories.sevenDigital = stream('sevenDigital');
  if (settings.configured('soundCloudPublic')) {
    const clientId = settings.value('soundCloudPublic', 'clientId');
    const widgetSdkUrl = settings.value('soundCloudPublic', 'sdkUrl');
    factories.soundCloudPublic = () =>
      new SoundCloudPlayer({
        resolveUrl,
        accessToken: options.accessToken,
        widget: true,
        ...(clientId ? { clientId } : {}),
        ...(widgetSdkUrl ? { widgetSdkUrl } : {}),
        ...(tokens.soundCloudPublic ? { publicToken: tokens.soundCloudPublic } : {}),
        ...(tokens.refreshSoundCloudPublic ? { refreshPublicToken: tokens.refreshSoundCloudPublic } : {}),
      });
  }
  if (settings.configured('youtube')) factories.youtube = () => new YouTubePlayer(settings.value('youtube', 'sdkUrl'));
  if (settings.configured('spotify')) {
    factories.spotify = () =>
      new SpotifyPlayer({
        token: tokens.spotify ?? (async () => null),
        ...(tokens.refreshSpotify ? { refreshToken: tokens.refreshSpotify } : {}),
        ...(settings.value('spotify', 'sdkUrl') ? { sdkUrl: settings.value('spotify', 'sdkUrl') } : {}),
      });
  }
  if (settings.configured('apple')) {
    factories.apple = () =>
      new ApplePlayer({
        developerToken: settings.value('apple', 'developerToken'),
        ...(settings.value('apple', 'sdkUrl') ? { sdkUrl: settings.value('apple', 'sdkUrl') } : {}),
        ...(settings.value('apple', 'storefront') ? { storefront: settings.value('apple', 'storefront') } : {}),
      });
  }
  return { registry: new ProviderRegistry(factories), order: preferenceOrder(settings.paidCatalogue), settings };
}
