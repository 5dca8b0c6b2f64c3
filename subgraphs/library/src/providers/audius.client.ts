import { z } from 'zod';
import { endpoint, failureOf, ProviderClientBase, requestJson, segment, success, type ProviderLogger, type ProviderResult } from '@backspin/platform/providers';
import { normalizeIsrc, wholeSeconds, yearOf, type ProviderImage, type ProviderTrack } from './provider-track.ts';

/**
 * Audius API: track search (`/v1/tracks/search?query&app_name`). Open, no key; every call names the app.
 * Reference: docs.audius.org (API: tracks/search).
 */
export interface AudiusSettings {
  apiUrl: string;
  appName: string;
  timeoutMs: number;
}

const artworkSizes = ['1000x1000', '480x480', '150x150'] as const;
const track = z.object({
  id: z.string().min(1),
  title: z.string(),
  duration: z.number().nullish(),
  permalink: z.string().nullish(),
  release_date: z.string().nullish(),
  isrc: z.string().nullish(),
  artwork: z.record(z.string(), z.string().nullish()).nullish(),
  user: z.object({ name: z.string().nullish(), handle: z.string() }),
});
type AudiusTrack = z.infer<typeof track>;
const searchResponse = z.object({ data: z.array(track) });

/** `{ "message": "Input payload validation failed", "errors": { "query": "…" } }` → its message. */
function audiusErrorMessage(body: unknown): string | undefined {
  const b = body as { message?: unknown; error?: unknown } | undefined;
  if (typeof b?.message === 'string') return b.message;
  return typeof b?.error === 'string' ? b.error : undefined;
}

export class AudiusClient extends ProviderClientBase {
  readonly provider = 'audius';

  constructor(
    private readonly settings: AudiusSettings,
    logger: ProviderLogger,
  ) {
    super(settings.timeoutMs, logger);
  }

  /** Audius needs no credentials. */
  get configured(): boolean {
    return true;
  }

  /** Tracks matching a query (the first `limit`, default 20); nothing on failure (logged). */
  async search(query: string, options: { limit?: number } = {}): Promise<ProviderTrack[]> {
    return ProviderClientBase.valueOr(await this.lookupSearch(query, options), []);
  }

  async lookupSearch(query: string, options: { limit?: number } = {}): Promise<ProviderResult<ProviderTrack[]>> {
    const q = query.trim();
    if (!q) return success([]);
    const limit = Math.min(Math.max(Math.trunc(options.limit ?? 20), 1), 50);
    const outcome = await requestJson({
      url: endpoint(this.settings.apiUrl, 'v1/tracks/search', { query: q, app_name: this.settings.appName }),
      schema: searchResponse,
      timeoutMs: this.timeoutMs,
      errorMessage: audiusErrorMessage,
    });
    if (!outcome.ok) return this.logFailure('search', failureOf(outcome), { query: q });
    return success(outcome.data.data.slice(0, limit).map((t) => this.toProviderTrack(t)));
  }

  private toProviderTrack(t: AudiusTrack): ProviderTrack {
    const thumbnails: ProviderImage[] = artworkSizes.flatMap((size) => {
      const url = t.artwork?.[size];
      const px = Number(size.split('x')[0]);
      return url ? [{ url, width: px, height: px }] : [];
    });
    return {
      provider: 'audius',
      providerId: t.id,
      trackName: t.title,
      artistName: t.user.name || t.user.handle,
      albumName: null,
      durationSeconds: wholeSeconds(t.duration),
      isrc: normalizeIsrc(t.isrc),
      explicit: false,
      releaseYear: yearOf(t.release_date),
      thumbnails,
      previewUrl: null,
      links: {
        ...(t.permalink ? { web: `https://audius.co${t.permalink.startsWith('/') ? '' : '/'}${t.permalink}` } : {}),
        stream: endpoint(this.settings.apiUrl, `v1/tracks/${segment(t.id)}/stream`, { app_name: this.settings.appName }).toString(),
      },
    };
  }
}
