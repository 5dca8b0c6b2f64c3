import { z } from 'zod';
import { endpoint, failed, failureOf, ProviderClientBase, requestJson, segment, success, type ProviderLogger, type ProviderResult } from '@backspin/platform/providers';
import { signUrl } from './oauth1.ts';
import { normalizeIsrc, wholeSeconds, yearOf, type ProviderImage, type ProviderTrack } from './provider-track.ts';

/**
 * 7digital API v1.2, the spec's paid-catalogue provider: track search (`/track/search?q&country&page&pageSize`),
 * track details (`/track/details?trackId&country`), a track by ISRC (a search for the code, keeping exact
 * matches: the API has no ISRC endpoint), and OAuth 1.0a-signed stream
 * (`stream.svc.7digital.net/stream/catalogue?trackId&formatId&country`) and preview
 * (`previews.7digital.com/clip/{trackId}?country`) URLs. Catalogue calls carry `oauth_consumer_key` and
 * `Accept: application/json`; errors come as `{ "status": "error", "error": { "code", "errorMessage" } }`.
 * References: docs.7digital.com (API basics), docs.massivemusic.com (track details, streaming).
 */
export interface SevenDigitalSettings {
  apiUrl: string;
  streamUrl: string;
  previewUrl: string;
  consumerKey?: string | undefined;
  consumerSecret?: string | undefined;
  /** The shop country of calls that name none (ISO 3166-1 alpha-2). */
  country: string;
  /** Streaming format ids per audio quality. */
  formatIds: Record<SevenDigitalQuality, number>;
  timeoutMs: number;
}

export type SevenDigitalQuality = 'low' | 'medium' | 'high';

const id = z.union([z.number(), z.string()]).transform(String);
const artist = z.object({ id: id.optional(), name: z.string(), appearsAs: z.string().nullish() });
const trackObject = z.object({
  id,
  title: z.string(),
  version: z.string().nullish(),
  artist,
  duration: z.number().nullish(),
  explicitContent: z.boolean().nullish(),
  isrc: z.string().nullish(),
  url: z.string().nullish(),
  release: z
    .object({
      id: id.optional(),
      title: z.string().nullish(),
      image: z.string().nullish(),
      releaseDate: z.string().nullish(),
      url: z.string().nullish(),
    })
    .nullish(),
  download: z.object({ releaseDate: z.string().nullish() }).nullish(),
  streaming: z.object({ releaseDate: z.string().nullish() }).nullish(),
});
type SevenDigitalTrack = z.infer<typeof trackObject>;

const searchResponse = z.object({
  status: z.literal('ok'),
  searchResults: z.object({
    page: z.number(),
    pageSize: z.number(),
    totalItems: z.number(),
    searchResult: z.array(z.object({ type: z.string(), track: trackObject.optional() })),
  }),
});
const detailsResponse = z.object({ status: z.literal('ok'), track: trackObject });

/** `{ "status": "error", "error": { "code": 2001, "errorMessage": "Track not found" } }` → "2001 Track not found". */
function sevenDigitalErrorMessage(body: unknown): string | undefined {
  const error = (body as { error?: { code?: unknown; errorMessage?: unknown } } | undefined)?.error;
  if (!error || typeof error.errorMessage !== 'string') return undefined;
  return typeof error.code === 'number' || typeof error.code === 'string' ? `${error.code} ${error.errorMessage}` : error.errorMessage;
}

/** 7digital track ids are positive integers. */
const trackId = /^[1-9]\d{0,11}$/;
const countryCode = /^[A-Za-z]{2}$/;
/** 7digital's page size ceiling for searches. */
const maxPageSize = 50;

/** Spec 3, §9: the image sizes 7digital serves (`…_50.jpg` → `…_800.jpg`). */
export const paidCatalogueImageSizes = [33, 50, 100, 180, 182, 200, 350, 500, 800] as const;
/** The sizes a track offers the library, largest first: covers (800, 500) and the thumbnail size (350, see `thumbnailFor`). */
const offeredImageSizes = [800, 500, 350] as const;

export interface SevenDigitalSearchOptions {
  limit?: number;
  offset?: number;
  country?: string;
}

export class SevenDigitalClient extends ProviderClientBase {
  readonly provider = 'sevenDigital';

  constructor(
    private readonly settings: SevenDigitalSettings,
    logger: ProviderLogger,
    private readonly now: () => number = Date.now,
  ) {
    super(settings.timeoutMs, logger);
  }

  /** Both the consumer key (catalogue calls) and its secret (signed stream and preview URLs) are needed. */
  get configured(): boolean {
    return Boolean(this.settings.consumerKey && this.settings.consumerSecret);
  }

  /** Tracks matching a term, the `limit` at `offset`; nothing on failure (logged). */
  async search(term: string, options: SevenDigitalSearchOptions = {}): Promise<ProviderTrack[]> {
    return ProviderClientBase.valueOr(await this.lookupSearch(term, options), []);
  }

  /**
   * 7digital pages by number and size: the pages of size `limit` that cover [offset, offset + limit) are asked
   * for (one, or two when the offset falls inside a page) and cut to the window.
   */
  async lookupSearch(term: string, options: SevenDigitalSearchOptions = {}): Promise<ProviderResult<ProviderTrack[]>> {
    if (!this.configured) return this.notConfigured('search');
    const q = term.trim();
    if (!q) return success([]);
    const limit = Math.min(Math.max(Math.trunc(options.limit ?? 20), 1), maxPageSize);
    const offset = Math.min(Math.max(Math.trunc(options.offset ?? 0), 0), 1000);
    const firstPage = Math.floor(offset / limit) + 1;
    const lastPage = Math.floor((offset + limit - 1) / limit) + 1;
    const tracks: SevenDigitalTrack[] = [];
    for (let page = firstPage; page <= lastPage; page++) {
      const result = await this.searchPage('search', q, page, limit, options.country);
      if (!result.ok) return result;
      tracks.push(...result.value.tracks);
      if (page * limit >= result.value.totalItems) break;
    }
    const start = offset - (firstPage - 1) * limit;
    return success(tracks.slice(start, start + limit).map((t) => toProviderTrack(t)));
  }

  /** A track by its 7digital id; null when unknown or the lookup fails (logged). */
  async track(id: string, options: { country?: string } = {}): Promise<ProviderTrack | null> {
    return ProviderClientBase.valueOr(await this.lookupTrack(id, options), null);
  }

  async lookupTrack(id: string, options: { country?: string } = {}): Promise<ProviderResult<ProviderTrack>> {
    if (!this.configured) return this.notConfigured('track');
    const key = id.trim();
    if (!trackId.test(key)) return failed({ kind: 'not-found', message: 'not a 7digital track id' });
    const outcome = await requestJson({
      url: this.catalogueUrl('track/details', { trackId: key, country: this.countryOf(options.country) }),
      schema: detailsResponse,
      timeoutMs: this.timeoutMs,
      errorMessage: sevenDigitalErrorMessage,
    });
    if (!outcome.ok) return this.logFailure('track', failureOf(outcome), { id: key });
    return success(toProviderTrack(outcome.data.track));
  }

  /** The track with this ISRC (searched for by its code, exact matches kept); null when none or on failure (logged). */
  async trackByIsrc(isrc: string, options: { country?: string } = {}): Promise<ProviderTrack | null> {
    if (!this.configured) return ProviderClientBase.valueOr(this.notConfigured('track by isrc'), null);
    const code = normalizeIsrc(isrc);
    if (!code) return null;
    const result = await this.searchPage('track by isrc', code, 1, 10, options.country);
    if (!result.ok) return null;
    const match = result.value.tracks.find((t) => normalizeIsrc(t.isrc) === code);
    return match ? toProviderTrack(match) : null;
  }

  /**
   * A signed, short-lived stream URL of a catalogue track (OAuth 1.0a, two-legged): played by the listener's
   * client, never fetched here. Null when not configured or the id cannot be a 7digital id.
   */
  streamUrl(id: string, options: { quality?: SevenDigitalQuality; country?: string } = {}): string | null {
    const key = id.trim();
    if (!this.configured || !trackId.test(key)) return null;
    const url = endpoint(this.settings.streamUrl, 'stream/catalogue', {
      trackId: key,
      formatId: this.settings.formatIds[options.quality ?? 'medium'],
      country: this.countryOf(options.country),
    });
    return this.sign(url);
  }

  /** A signed preview (clip) URL of a track; null when not configured or the id cannot be a 7digital id. */
  previewUrl(id: string, options: { country?: string } = {}): string | null {
    const key = id.trim();
    if (!this.configured || !trackId.test(key)) return null;
    return this.sign(endpoint(this.settings.previewUrl, `clip/${segment(key)}`, { country: this.countryOf(options.country) }));
  }

  private sign(url: URL): string {
    return signUrl(
      url,
      { consumerKey: this.settings.consumerKey!, consumerSecret: this.settings.consumerSecret! },
      { timestamp: Math.floor(this.now() / 1000) },
    ).toString();
  }

  private async searchPage(
    operation: string,
    q: string,
    page: number,
    pageSize: number,
    country: string | undefined,
  ): Promise<ProviderResult<{ tracks: SevenDigitalTrack[]; totalItems: number }>> {
    const outcome = await requestJson({
      url: this.catalogueUrl('track/search', { q, country: this.countryOf(country), page, pageSize }),
      schema: searchResponse,
      timeoutMs: this.timeoutMs,
      errorMessage: sevenDigitalErrorMessage,
    });
    if (!outcome.ok) return this.logFailure(operation, failureOf(outcome), { q, page });
    const results = outcome.data.searchResults;
    return success({ tracks: results.searchResult.flatMap((r) => (r.type === 'track' && r.track ? [r.track] : [])), totalItems: results.totalItems });
  }

  private catalogueUrl(path: string, query: Record<string, string | number>): URL {
    return endpoint(this.settings.apiUrl, path, { ...query, oauth_consumer_key: this.settings.consumerKey });
  }

  private countryOf(value: string | undefined): string {
    return value && countryCode.test(value) ? value.toUpperCase() : this.settings.country;
  }
}

/** 7digital image URLs carry their size (`…/0000012134_50.jpg`): the same image at the library's sizes. */
export function sevenDigitalImages(url: string | null | undefined): ProviderImage[] {
  if (!url) return [];
  const sized = /_(\d{2,3})\.(jpe?g|png)$/i.exec(url);
  if (!sized || !(paidCatalogueImageSizes as readonly number[]).includes(Number(sized[1]))) return [{ url, width: null, height: null }];
  return offeredImageSizes.map((size) => ({ url: url.replace(/_\d{2,3}\.(jpe?g|png)$/i, `_${size}.$1`), width: size, height: size }));
}

function toProviderTrack(t: SevenDigitalTrack): ProviderTrack {
  const version = t.version?.trim();
  const title = version && !t.title.includes(version) ? `${t.title} (${version})` : t.title;
  const web = t.url ?? t.release?.url ?? null;
  return {
    provider: 'sevenDigital',
    providerId: t.id,
    trackName: title,
    artistName: t.artist.appearsAs || t.artist.name,
    albumName: t.release?.title ?? null,
    durationSeconds: wholeSeconds(t.duration),
    isrc: normalizeIsrc(t.isrc),
    explicit: t.explicitContent ?? false,
    releaseYear: yearOf(t.release?.releaseDate ?? t.download?.releaseDate ?? t.streaming?.releaseDate),
    thumbnails: sevenDigitalImages(t.release?.image),
    // Preview URLs are signed per request (`previewUrl`), so none is kept with the track.
    previewUrl: null,
    links: web ? { web } : {},
  };
}
