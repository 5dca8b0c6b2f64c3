import { z } from 'zod';
import {
  endpoint,
  failed,
  ProviderClientBase,
  requestJson,
  segment,
  success,
  type ProviderLogger,
  type ProviderResult,
  CachedToken,
  sendWithAppToken,
  UserTokenSession,
  type IssuedToken,
  appTokenOf,
  OAuthTokenClient,
  type UserToken,
} from '@backspin/platform/providers';
import { largestFirst, normalizeIsrc, secondsFromMillis, yearOf, type ProviderTrack } from './provider-track.ts';

/**
 * Spotify Web API: search (by `isrc:` or by term), track by id, and playlist export for a user.
 * Catalogue calls use an app token (client credentials), cached until it expires; a 401 renews it and
 * the request is sent once more. Reference: developer.spotify.com/documentation/web-api.
 */
export interface SpotifySettings {
  apiUrl: string;
  accountsUrl: string;
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  timeoutMs: number;
}

const image = z.object({ url: z.string(), width: z.number().nullish(), height: z.number().nullish() });
const trackObject = z.object({
  id: z.string(),
  name: z.string(),
  uri: z.string().optional(),
  duration_ms: z.number(),
  explicit: z.boolean().optional(),
  preview_url: z.string().nullish(),
  external_ids: z.object({ isrc: z.string().optional() }).nullish(),
  external_urls: z.object({ spotify: z.string().optional() }).nullish(),
  artists: z.array(z.object({ name: z.string() })),
  album: z
    .object({ name: z.string(), images: z.array(image).optional(), release_date: z.string().nullish() })
    .optional(),
});
type SpotifyTrackObject = z.infer<typeof trackObject>;

const searchResponse = z.object({
  tracks: z.object({
    items: z.array(trackObject.nullable()),
    total: z.number().optional(),
    next: z.string().nullish(),
  }),
});
const userResponse = z.object({ id: z.string().min(1) });
const playlistResponse = z.object({
  id: z.string().min(1),
  external_urls: z.object({ spotify: z.string().optional() }).nullish(),
});
const snapshotResponse = z.object({ snapshot_id: z.string() });

/** `{ "error": { "status": 401, "message": "The access token expired" } }`, or the accounts service's OAuth form. */
function spotifyErrorMessage(body: unknown): string | undefined {
  const error = (body as { error?: unknown; error_description?: unknown } | undefined)?.error;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  const description = (body as { error_description?: unknown } | undefined)?.error_description;
  if (typeof description === 'string') return description;
  return typeof error === 'string' ? error : undefined;
}

const trackPrefix = 'spotify:track:';
/** Spotify ids are 22 base-62 characters. */
const spotifyId = /^[0-9A-Za-z]{22}$/;

/** Spec §5: provider ids have the Spotify track prefix stripped. */
export function stripSpotifyPrefix(id: string): string {
  const trimmed = id.trim();
  return trimmed.startsWith(trackPrefix) ? trimmed.slice(trackPrefix.length) : trimmed;
}

export type SpotifySearch = { isrc: string } | { term: string };

export interface SpotifyPlaylistExport {
  name: string;
  description?: string;
  public?: boolean;
  /** Spotify track ids (with or without the `spotify:track:` prefix); malformed ones are skipped. */
  trackIds: readonly string[];
}

export interface ExportedPlaylist {
  playlistId: string;
  url: string | null;
  trackCount: number;
}

/** Spotify adds at most 100 items per request. */
const addBatch = 100;

export class SpotifyClient extends ProviderClientBase {
  readonly provider = 'spotify';
  private readonly tokens: CachedToken;

  constructor(
    private readonly settings: SpotifySettings,
    logger: ProviderLogger,
    now: () => number = Date.now,
  ) {
    super(settings.timeoutMs, logger);
    this.tokens = new CachedToken(() => this.issueToken(), now);
  }

  get configured(): boolean {
    return Boolean(this.settings.clientId && this.settings.clientSecret);
  }

  /** Tracks matching an ISRC or a term; nothing when the lookup fails (logged). */
  async search(query: SpotifySearch, options: { limit?: number; offset?: number; market?: string } = {}): Promise<ProviderTrack[]> {
    return ProviderClientBase.valueOr(await this.lookupSearch(query, options), []);
  }

  async lookupSearch(
    query: SpotifySearch,
    options: { limit?: number; offset?: number; market?: string } = {},
  ): Promise<ProviderResult<ProviderTrack[]>> {
    if (!this.configured) return this.notConfigured('search');
    let q: string;
    if ('isrc' in query) {
      const isrc = normalizeIsrc(query.isrc);
      if (!isrc) return success([]);
      q = `isrc:${isrc}`;
    } else {
      q = query.term.trim();
      if (!q) return success([]);
    }
    const limit = Math.min(Math.max(Math.trunc(options.limit ?? 20), 1), 50);
    const offset = Math.min(Math.max(Math.trunc(options.offset ?? 0), 0), 1000);
    const market = options.market && /^[A-Za-z]{2}$/.test(options.market) ? options.market.toUpperCase() : undefined;
    const result = await sendWithAppToken(this.tokens, [401], (token) =>
      requestJson({
        url: endpoint(this.settings.apiUrl, 'v1/search', { q, type: 'track', limit, offset, market }),
        headers: { authorization: `Bearer ${token}` },
        schema: searchResponse,
        timeoutMs: this.timeoutMs,
        errorMessage: spotifyErrorMessage,
      }),
    );
    if (!result.ok) return this.logFailure('search', result.failure, { q });
    return success(result.value.tracks.items.flatMap((item) => (item ? [toProviderTrack(item)] : [])));
  }

  /** A track by id (`spotify:track:` prefix allowed); null when unknown or the lookup fails (logged). */
  async track(id: string): Promise<ProviderTrack | null> {
    return ProviderClientBase.valueOr(await this.lookupTrack(id), null);
  }

  async lookupTrack(id: string): Promise<ProviderResult<ProviderTrack>> {
    if (!this.configured) return this.notConfigured('track');
    const trackId = stripSpotifyPrefix(id);
    if (!spotifyId.test(trackId)) return failed({ kind: 'not-found', message: 'not a Spotify track id' });
    const result = await sendWithAppToken(this.tokens, [401], (token) =>
      requestJson({
        url: endpoint(this.settings.apiUrl, `v1/tracks/${segment(trackId)}`),
        headers: { authorization: `Bearer ${token}` },
        schema: trackObject,
        timeoutMs: this.timeoutMs,
        errorMessage: spotifyErrorMessage,
      }),
    );
    if (!result.ok) return this.logFailure('track', result.failure, { id: trackId });
    return success(toProviderTrack(result.value));
  }

  /**
   * Creates a private playlist in the user's account and adds the tracks, 100 per request.
   * The user's token comes from the caller; on a 401 it is refreshed (when the caller can) and the
   * request sent once more. Needs no app credentials.
   */
  async exportPlaylist(user: UserToken, playlist: SpotifyPlaylistExport): Promise<ProviderResult<ExportedPlaylist>> {
    const session = new UserTokenSession(user, [401]);
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const me = await session.send((token) =>
      requestJson({
        url: endpoint(this.settings.apiUrl, 'v1/me'),
        headers: auth(token),
        schema: userResponse,
        timeoutMs: this.timeoutMs,
        errorMessage: spotifyErrorMessage,
      }),
    );
    if (!me.ok) return this.logFailure('playlist export', me.failure, { step: 'me' });
    const created = await session.send((token) =>
      requestJson({
        method: 'POST',
        url: endpoint(this.settings.apiUrl, `v1/users/${segment(me.value.id)}/playlists`),
        headers: auth(token),
        json: { name: playlist.name, description: playlist.description ?? '', public: playlist.public ?? false },
        schema: playlistResponse,
        timeoutMs: this.timeoutMs,
        errorMessage: spotifyErrorMessage,
      }),
    );
    if (!created.ok) return this.logFailure('playlist export', created.failure, { step: 'create' });
    const uris = playlist.trackIds.map(stripSpotifyPrefix).filter((id) => spotifyId.test(id)).map((id) => `${trackPrefix}${id}`);
    for (let start = 0; start < uris.length; start += addBatch) {
      const added = await session.send((token) =>
        requestJson({
          method: 'POST',
          url: endpoint(this.settings.apiUrl, `v1/playlists/${segment(created.value.id)}/tracks`),
          headers: auth(token),
          json: { uris: uris.slice(start, start + addBatch) },
          schema: snapshotResponse,
          timeoutMs: this.timeoutMs,
          errorMessage: spotifyErrorMessage,
        }),
      );
      if (!added.ok) return this.logFailure('playlist export', added.failure, { step: 'add', playlistId: created.value.id, added: start });
    }
    return success({ playlistId: created.value.id, url: created.value.external_urls?.spotify ?? null, trackCount: uris.length });
  }

  /** An app token by the client-credentials grant (platform's OAuth client). */
  private async issueToken(): Promise<ProviderResult<IssuedToken>> {
    const oauth = new OAuthTokenClient({
      tokenUrl: endpoint(this.settings.accountsUrl, 'api/token'),
      clientId: this.settings.clientId,
      clientSecret: this.settings.clientSecret,
      clientAuth: 'basic',
      timeoutMs: this.timeoutMs,
      errorMessage: spotifyErrorMessage,
    });
    return appTokenOf(await oauth.clientCredentials());
  }
}

function toProviderTrack(track: SpotifyTrackObject): ProviderTrack {
  const images = (track.album?.images ?? []).map((i) => ({ url: i.url, width: i.width ?? null, height: i.height ?? null }));
  const web = track.external_urls?.spotify;
  return {
    provider: 'spotify',
    providerId: stripSpotifyPrefix(track.id),
    trackName: track.name,
    artistName: track.artists.map((a) => a.name).join(', '),
    albumName: track.album?.name ?? null,
    durationSeconds: secondsFromMillis(track.duration_ms),
    isrc: normalizeIsrc(track.external_ids?.isrc),
    explicit: track.explicit ?? false,
    releaseYear: yearOf(track.album?.release_date),
    thumbnails: largestFirst(images),
    previewUrl: track.preview_url ?? null,
    links: { ...(web ? { web } : {}), uri: track.uri ?? `${trackPrefix}${track.id}` },
  };
}
