import type { Config } from '@backspin/platform';
import { consoleProviderLogger, type ProviderLogger } from '@backspin/platform/providers';
import { DiscordAuthService } from './discord-auth.service.ts';
import { DiscordClient } from './discord.client.ts';
import { MusicServiceLinks } from './music-service.service.ts';
import { OAuthStateSigner } from './oauth-state.ts';
import { soundcloudOAuthClients } from './soundcloud.client.ts';
import { spotifyAuthorizeUrl, spotifyOAuthClient } from './spotify.client.ts';
import { TokenCipher } from './token-cipher.ts';
import { youtubeAuthorizeUrl, youtubeOAuthClient } from './youtube.client.ts';
import type { SessionService } from '../sessions/session.service.ts';

/** The music-service link services, wired from the settings. */
export function createMusicServices(
  config: Config,
  sessions: SessionService,
  options: { logger?: ProviderLogger; now?: () => Date } = {},
): { musicServices: MusicServiceLinks; discordAuth: DiscordAuthService } {
  const logger = options.logger ?? consoleProviderLogger(config.LOG_LEVEL);
  const now = options.now ?? (() => new Date());
  const discord = new DiscordClient(config);
  const musicServices = new MusicServiceLinks(
    {
      spotify: spotifyOAuthClient(config),
      youtube: youtubeOAuthClient(config),
      soundcloud: soundcloudOAuthClients(config, false),
      soundcloudMobile: soundcloudOAuthClients(config, true),
      authorizeUrl: {
        spotify: (state) => spotifyAuthorizeUrl(config, state),
        youtube: (state) => youtubeAuthorizeUrl(config, state),
      },
    },
    new TokenCipher(config),
    new OAuthStateSigner(config.gatewaySecret, 600, now),
    logger,
    now,
  );
  return { musicServices, discordAuth: new DiscordAuthService(discord, musicServices, sessions, logger, now) };
}
