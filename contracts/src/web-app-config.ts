/**
 * Browser side, shared by the web apps: where the gateway and the REST bridge are, and which client-side music
 * players are configured, read at start from /config.json on the app's own origin (never baked into a build, so
 * one build runs anywhere).
 */

/** The client-side music players the server configured (product/src/web-apps.ts, from the WEB_PLAYER_* settings). */
export interface WebPlayerProviders {
  /** YouTube's IFrame player (needs no credentials). */
  youtube: boolean;
  /** Spotify's Web Playback SDK: the app's client id, for the listener's own Spotify sign-in. */
  spotifyClientId?: string;
  /** Apple's MusicKit JS: a developer token. */
  appleDeveloperToken?: string;
  /** SoundCloud streams: a client id. */
  soundcloudClientId?: string;
  /** Audius streams (need no credentials). */
  audius: boolean;
  /** The paid catalogue (7digital) is configured on the server: its signed streams play, first in preference. */
  sevenDigital: boolean;
}

export interface WebAppConfig {
  graphqlUrl: string;
  graphqlWsUrl: string;
  /**
   * The REST bridge's base URL, without a trailing slash: HLS playlists, keys and segments are under
   * `${restUrl}/api/room-service/songs/...`. Always set by loadWebAppConfig.
   */
  restUrl?: string;
  /** Always set by loadWebAppConfig. */
  providers?: WebPlayerProviders;
}

/** A config as loadWebAppConfig returns it: every field set. */
export type LoadedWebAppConfig = Required<WebAppConfig>;

/** What /config.json may hold: graphqlUrl is required, the rest have defaults (see resolveWebAppConfig). */
export interface WebAppConfigFile {
  graphqlUrl: string;
  graphqlWsUrl?: string;
  restUrl?: string;
  providers?: Partial<WebPlayerProviders>;
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * A parsed /config.json with its defaults, URLs resolved against the page's address: graphqlWsUrl defaults to
 * graphqlUrl over ws(s); restUrl to the page's own origin (a reverse proxy serving /api beside the app);
 * providers to none (a config.json written before providers existed offers no external player).
 */
export function resolveWebAppConfig(value: unknown, pageUrl: string): LoadedWebAppConfig {
  const file = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof WebAppConfigFile, unknown>>;
  if (!nonEmpty(file.graphqlUrl)) throw new Error('config.json: graphqlUrl is missing');
  const graphqlUrl = new URL(file.graphqlUrl, pageUrl).href;
  const graphqlWsUrl = nonEmpty(file.graphqlWsUrl) ? file.graphqlWsUrl : graphqlUrl.replace(/^http/, 'ws');
  const restUrl = (nonEmpty(file.restUrl) ? new URL(file.restUrl, pageUrl).href : new URL(pageUrl).origin).replace(/\/+$/, '');
  const given = (typeof file.providers === 'object' && file.providers !== null ? file.providers : {}) as Record<string, unknown>;
  const providers: WebPlayerProviders = {
    youtube: given.youtube === true,
    audius: given.audius === true,
    sevenDigital: given.sevenDigital === true,
    ...(nonEmpty(given.spotifyClientId) ? { spotifyClientId: given.spotifyClientId } : {}),
    ...(nonEmpty(given.appleDeveloperToken) ? { appleDeveloperToken: given.appleDeveloperToken } : {}),
    ...(nonEmpty(given.soundcloudClientId) ? { soundcloudClientId: given.soundcloudClientId } : {}),
  };
  return { graphqlUrl, graphqlWsUrl, restUrl, providers };
}

export async function loadWebAppConfig(): Promise<LoadedWebAppConfig> {
  const response = await fetch(new URL('config.json', document.baseURI), { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return resolveWebAppConfig(await response.json(), window.location.href);
}
