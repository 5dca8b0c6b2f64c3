import { z } from 'zod';
import {
  endpoint,
  failed,
  failureOf,
  ProviderClientBase,
  requestJson,
  segment,
  success,
  type ProviderLogger,
  type ProviderResult,
  UserTokenSession,
  type UserToken,
} from '@backspin/platform/providers';
import { normalizeIsrc, secondsFromMillis, yearOf, type ProviderImage, type ProviderTrack } from './provider-track.ts';

/**
 * Apple Music API: catalogue search (25 per page, storefront `us` by default — spec §9), song by id,
 * songs by ISRC (`filter[isrc]`), and playlist export into a user's library (with their Music-User-Token).
 * Every call carries the developer token. Reference: developer.apple.com/documentation/applemusicapi.
 */
export interface AppleMusicSettings {
  apiUrl: string;
  developerToken?: string | undefined;
  timeoutMs: number;
}

export const defaultStorefront = 'us';
/** Apple's search answers at most 25 results per type per page (spec §9: Apple search page 25). */
export const appleSearchPage = 25;

const song = z.object({
  id: z.string(),
  type: z.string(),
  attributes: z.object({
    name: z.string(),
    artistName: z.string(),
    albumName: z.string().nullish(),
    durationInMillis: z.number().nullish(),
    isrc: z.string().nullish(),
    contentRating: z.string().nullish(),
    releaseDate: z.string().nullish(),
    url: z.string().nullish(),
    artwork: z.object({ url: z.string(), width: z.number().nullish(), height: z.number().nullish() }).nullish(),
    previews: z.array(z.object({ url: z.string() })).nullish(),
  }),
});
type AppleSong = z.infer<typeof song>;

const songsResponse = z.object({ data: z.array(song) });
const searchResponse = z.object({
  results: z.object({ songs: z.object({ data: z.array(song), next: z.string().nullish() }).optional() }),
});
const playlistCreated = z.object({ data: z.array(z.object({ id: z.string().min(1), type: z.string() })).min(1) });

/** `{ "errors": [ { "id", "title", "detail", "status": "404", "code": "40400" } ] }` → its detail or title. */
function appleErrorMessage(body: unknown): string | undefined {
  const first = (body as { errors?: { title?: unknown; detail?: unknown }[] } | undefined)?.errors?.[0];
  if (!first) return undefined;
  if (typeof first.detail === 'string') return first.detail;
  return typeof first.title === 'string' ? first.title : undefined;
}

const catalogId = /^\d{1,20}$/;
const storefrontOf = (value: string | undefined) => (value && /^[a-z]{2}$/i.test(value) ? value.toLowerCase() : defaultStorefront);

export interface ApplePlaylistExport {
  name: string;
  description?: string;
  /** Apple Music catalogue song ids; malformed ones are skipped. */
  songIds: readonly string[];
}

/** Tracks beyond the first request are added in batches of this many. */
const addBatch = 100;

export class AppleMusicClient extends ProviderClientBase {
  readonly provider = 'apple';

  constructor(
    private readonly settings: AppleMusicSettings,
    logger: ProviderLogger,
  ) {
    super(settings.timeoutMs, logger);
  }

  get configured(): boolean {
    return Boolean(this.settings.developerToken);
  }

  /** Catalogue songs matching a term (`/v1/catalog/{storefront}/search?types=songs`); nothing on failure (logged). */
  async search(term: string, options: { limit?: number; offset?: number; storefront?: string } = {}): Promise<ProviderTrack[]> {
    return ProviderClientBase.valueOr(await this.lookupSearch(term, options), []);
  }

  async lookupSearch(
    term: string,
    options: { limit?: number; offset?: number; storefront?: string } = {},
  ): Promise<ProviderResult<ProviderTrack[]>> {
    if (!this.configured) return this.notConfigured('search');
    const q = term.trim();
    if (!q) return success([]);
    const storefront = storefrontOf(options.storefront);
    const result = await this.get('search', `v1/catalog/${storefront}/search`, searchResponse, {
      types: 'songs',
      term: q,
      limit: Math.min(Math.max(Math.trunc(options.limit ?? appleSearchPage), 1), appleSearchPage),
      offset: Math.max(Math.trunc(options.offset ?? 0), 0),
    });
    if (!result.ok) return result;
    return success((result.value.results.songs?.data ?? []).map((s) => toProviderTrack(s)));
  }

  /** A catalogue song by id; null when unknown or the lookup fails (logged). */
  async song(id: string, options: { storefront?: string } = {}): Promise<ProviderTrack | null> {
    return ProviderClientBase.valueOr(await this.lookupSong(id, options), null);
  }

  async lookupSong(id: string, options: { storefront?: string } = {}): Promise<ProviderResult<ProviderTrack>> {
    if (!this.configured) return this.notConfigured('song');
    const songId = id.trim();
    if (!catalogId.test(songId)) return failed({ kind: 'not-found', message: 'not an Apple Music catalogue id' });
    const result = await this.get('song', `v1/catalog/${storefrontOf(options.storefront)}/songs/${segment(songId)}`, songsResponse);
    if (!result.ok) return result;
    const first = result.value.data[0];
    if (!first) return this.logFailure('song', { kind: 'not-found', status: 200, message: 'no song in the answer' }, { id: songId });
    return success(toProviderTrack(first));
  }

  /** Catalogue songs with this ISRC (`filter[isrc]`); nothing on failure (logged). */
  async songsByIsrc(isrc: string, options: { storefront?: string } = {}): Promise<ProviderTrack[]> {
    if (!this.configured) return ProviderClientBase.valueOr(this.notConfigured('songs by isrc'), []);
    const code = normalizeIsrc(isrc);
    if (!code) return [];
    const result = await this.get('songs by isrc', `v1/catalog/${storefrontOf(options.storefront)}/songs`, songsResponse, { 'filter[isrc]': code });
    return result.ok ? result.value.data.map((s) => toProviderTrack(s)) : [];
  }

  /**
   * Creates a playlist in the user's iCloud Music Library with the songs (the first 100 in the creation
   * request, the rest added 100 at a time). Needs the developer token and the user's Music-User-Token.
   */
  async exportPlaylist(user: UserToken, playlist: ApplePlaylistExport): Promise<ProviderResult<{ playlistId: string; trackCount: number }>> {
    if (!this.configured) return this.notConfigured('playlist export');
    const session = new UserTokenSession(user, [401, 403]);
    const tracks = playlist.songIds.map((id) => id.trim()).filter((id) => catalogId.test(id)).map((id) => ({ id, type: 'songs' }));
    const headers = (userToken: string) => ({ authorization: `Bearer ${this.settings.developerToken}`, 'music-user-token': userToken });
    const created = await session.send((userToken) =>
      requestJson({
        method: 'POST',
        url: endpoint(this.settings.apiUrl, 'v1/me/library/playlists'),
        headers: headers(userToken),
        json: {
          attributes: { name: playlist.name, description: playlist.description ?? '' },
          ...(tracks.length ? { relationships: { tracks: { data: tracks.slice(0, addBatch) } } } : {}),
        },
        schema: playlistCreated,
        timeoutMs: this.timeoutMs,
        errorMessage: appleErrorMessage,
      }),
    );
    if (!created.ok) return this.logFailure('playlist export', created.failure, { step: 'create' });
    const playlistId = created.value.data[0]!.id;
    for (let start = addBatch; start < tracks.length; start += addBatch) {
      const added = await session.send((userToken) =>
        requestJson({
          method: 'POST',
          url: endpoint(this.settings.apiUrl, `v1/me/library/playlists/${segment(playlistId)}/tracks`),
          headers: headers(userToken),
          json: { data: tracks.slice(start, start + addBatch) },
          schema: z.undefined(),
          timeoutMs: this.timeoutMs,
          errorMessage: appleErrorMessage,
        }),
      );
      if (!added.ok) return this.logFailure('playlist export', added.failure, { step: 'add', playlistId, added: start });
    }
    return success({ playlistId, trackCount: tracks.length });
  }

  private async get<T>(
    operation: string,
    path: string,
    schema: z.ZodType<T>,
    query: Record<string, string | number> = {},
  ): Promise<ProviderResult<T>> {
    const outcome = await requestJson({
      url: endpoint(this.settings.apiUrl, path, query),
      headers: { authorization: `Bearer ${this.settings.developerToken}` },
      schema,
      timeoutMs: this.timeoutMs,
      errorMessage: appleErrorMessage,
    });
    if (outcome.ok) return success(outcome.data);
    return this.logFailure(operation, failureOf(outcome), { path });
  }
}

/** Artwork URLs are templates (`…/{w}x{h}bb.jpg`): fill in the library's image sizes that the original can give. */
function artworkImages(artwork: AppleSong['attributes']['artwork']): ProviderImage[] {
  if (!artwork) return [];
  const width = artwork.width ?? null;
  const height = artwork.height ?? null;
  if (!artwork.url.includes('{w}')) return [{ url: artwork.url, width, height }];
  const sizes = [1024, 500, 256, 128].filter((size) => width === null || size <= width);
  return sizes.map((size) => {
    const h = width && height ? Math.round((size * height) / width) : size;
    return { url: artwork.url.replace('{w}', String(size)).replace('{h}', String(h)), width: size, height: h };
  });
}

function toProviderTrack(s: AppleSong): ProviderTrack {
  const a = s.attributes;
  return {
    provider: 'apple',
    providerId: s.id,
    trackName: a.name,
    artistName: a.artistName,
    albumName: a.albumName ?? null,
    durationSeconds: secondsFromMillis(a.durationInMillis),
    isrc: normalizeIsrc(a.isrc),
    explicit: a.contentRating === 'explicit',
    releaseYear: yearOf(a.releaseDate),
    thumbnails: artworkImages(a.artwork),
    previewUrl: a.previews?.[0]?.url ?? null,
    links: a.url ? { web: a.url } : {},
  };
}
