import { z } from 'zod';
import { endpoint, failureOf, ProviderClientBase, requestJson, success, type ProviderLogger, type ProviderResult } from '@backspin/platform/providers';

/**
 * YouTube Data API v3: a video's duration from `videos?part=contentDetails`, whose `duration` is an
 * ISO 8601 duration (`PT4M13S`, `PT1H2M`, `P1DT2H`, `P0D` for a live stream).
 * Reference: developers.google.com/youtube/v3/docs/videos/list.
 */
export interface YouTubeSettings {
  apiUrl: string;
  apiKey?: string | undefined;
  timeoutMs: number;
}

const videoListResponse = z.object({
  items: z.array(z.object({ id: z.string(), contentDetails: z.object({ duration: z.string() }).optional() })),
});

/** `{ "error": { "code": 403, "message": "…", "errors": [ { "reason": "quotaExceeded" } ] } }` → its message. */
function googleErrorMessage(body: unknown): string | undefined {
  const error = (body as { error?: { message?: unknown } } | undefined)?.error;
  return typeof error?.message === 'string' ? error.message : undefined;
}

const isoDuration = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;

/**
 * An ISO 8601 duration in whole seconds (weeks, days, hours, minutes, seconds — the parts YouTube
 * uses; years and months have no fixed length and are refused). Null for anything else.
 */
export function isoDurationSeconds(value: string): number | null {
  const match = isoDuration.exec(value);
  if (!match || value === 'P' || value.endsWith('T')) return null;
  const [, weeks, days, hours, minutes, seconds] = match;
  const n = (part: string | undefined) => (part ? Number(part.replace(',', '.')) : 0);
  return Math.round(n(weeks) * 604_800 + n(days) * 86_400 + n(hours) * 3600 + n(minutes) * 60 + n(seconds));
}

/** YouTube video ids are 11 characters of [A-Za-z0-9_-]. */
const videoId = /^[A-Za-z0-9_-]{11}$/;
/** `videos.list` takes at most 50 ids per call. */
const idsPerCall = 50;

export class YouTubeClient extends ProviderClientBase {
  readonly provider = 'youtube';

  constructor(
    private readonly settings: YouTubeSettings,
    logger: ProviderLogger,
  ) {
    super(settings.timeoutMs, logger);
  }

  get configured(): boolean {
    return Boolean(this.settings.apiKey);
  }

  /** A video's length in seconds; null when unknown, live (P0D), or the lookup fails (logged). */
  async videoDuration(id: string): Promise<number | null> {
    const durations = await this.lookupDurations([id]);
    return durations.ok ? (durations.value.get(id.trim()) ?? null) : null;
  }

  /** Lengths of many videos (50 per call); videos that are unknown, live or malformed are left out. */
  async videoDurations(ids: readonly string[]): Promise<Map<string, number>> {
    return ProviderClientBase.valueOr(await this.lookupDurations(ids), new Map<string, number>());
  }

  async lookupDurations(ids: readonly string[]): Promise<ProviderResult<Map<string, number>>> {
    if (!this.configured) return this.notConfigured('video duration');
    const wanted = [...new Set(ids.map((id) => id.trim()).filter((id) => videoId.test(id)))];
    const durations = new Map<string, number>();
    for (let start = 0; start < wanted.length; start += idsPerCall) {
      const batch = wanted.slice(start, start + idsPerCall);
      const outcome = await requestJson({
        url: endpoint(this.settings.apiUrl, 'videos', { part: 'contentDetails', id: batch.join(','), key: this.settings.apiKey }),
        schema: videoListResponse,
        timeoutMs: this.timeoutMs,
        errorMessage: googleErrorMessage,
      });
      if (!outcome.ok) return this.logFailure('video duration', failureOf(outcome), { ids: batch.length });
      for (const item of outcome.data.items) {
        const seconds = item.contentDetails ? isoDurationSeconds(item.contentDetails.duration) : null;
        if (seconds) durations.set(item.id, seconds);
        else if (item.contentDetails && seconds === null) {
          this.logger.warn('youtube video duration is not an ISO 8601 duration', { provider: this.provider, id: item.id, duration: item.contentDetails.duration });
        }
      }
    }
    return success(durations);
  }
}
