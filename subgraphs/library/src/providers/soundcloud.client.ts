import { z } from 'zod';
import {
  endpoint,
  failed,
  ProviderClientBase,
  requestJson,
  segment,
  success,
  type HttpOutcome,
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
import { httpUrlOf, songLinkMaxLength } from '@backspin/platform';
import { normalizeIsrc, secondsFromMillis, yearOf, type ProviderImage, type ProviderTrack } from './provider-track.ts';

/**
 * SoundCloud API: a track by id, its stream URLs (with the `secret_token` of a private track), search
 * with `linked_partitioning` (following `next_href` to the page asked for), and a user's own tracks
 * (`me/tracks`). Calls carry `Authorization: OAuth <token>`; the app token comes from the client-credentials
 * grant on the auth host and is renewed with its refresh token. On 401 or 403 the token is renewed and
 * the request sent once more (spec §4, playback). Reference: developers.soundcloud.com/docs.
 */
export interface SoundCloudSettings {
  apiUrl: string;
  authUrl: string;
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  timeoutMs: number;
}

const track = z.object({
  id: z.number(),
  urn: z.string().optional(),
  title: z.string(),
  duration: z.number().nullish(),
  artwork_url: z.string().nullish(),
  permalink_url: z.string().nullish(),
  release_year: z.number().nullish(),
  created_at: z.string().nullish(),
  isrc: z.string().nullish(),
  metadata_artist: z.string().nullish(),
  publisher_metadata: z
    .object({ artist: z.string().nullish(), album_title: z.string().nullish(), isrc: z.string().nullish(), explicit: z.boolean().nullish() })
    .nullish(),
  user: z.object({ username: z.string() }),
});
type SoundCloudTrackObject = z.infer<typeof track>;

const page = z.object({ collection: z.array(track), next_href: z.string().nullish() });
const streamsResponse = z.object({
  http_mp3_128_url: z.string().nullish(),
  hls_mp3_128_url: z.string().nullish(),
  hls_aac_160_url: z.string().nullish(),
  hls_opus_64_url: z.string().nullish(),
  preview_mp3_128_url: z.string().nullish(),
});

/** `{ "code": 401, "message": "…", "status": "401 - Unauthorized", "errors": [ { "error_message": "…" } ] }`, or OAuth's form. */
function soundCloudErrorMessage(body: unknown): string | undefined {
  const b = body as { message?: unknown; errors?: { error_message?: unknown }[]; status?: unknown; error_description?: unknown; error?: unknown } | undefined;
  if (typeof b?.message === 'string' && b.message) return b.message;
  const first = b?.errors?.[0]?.error_message;
  if (typeof first === 'string' && first) return first;
  if (typeof b?.error_description === 'string') return b.error_description;
  if (typeof b?.status === 'string') return b.status;
  return typeof b?.error === 'string' ? b.error : undefined;
}

/** The URLs `tracks/{id}/streams` gives; each is an API URL that answers with the signed media URL. */
export interface SoundCloudStreams {
  httpMp3: string | null;
  hlsMp3: string | null;
  hlsAac: string | null;
  hlsOpus: string | null;
  preview: string | null;
}

export interface SoundCloudPage {
  limit?: number;
  offset?: number;
}

/** What `resolve` answers with 200: any resource (track, user, playlist), told apart by `kind`. */
const resolvedResource = z.looseObject({ kind: z.string().nullish(), id: z.union([z.number(), z.string()]).nullish() });
type ResolveAnswer = { resource: z.infer<typeof resolvedResource> } | { location: string };

/** A SoundCloud page URL (soundcloud.com and its www., m. and on. hosts) in the form `resolve` takes, else null. */
export function soundCloudPage(link: string): string | null {
  const url = httpUrlOf(link, songLinkMaxLength, { allowSpaces: true });
  const host = url?.hostname.toLowerCase() ?? '';
  if (!url || !['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com', 'on.soundcloud.com'].includes(host)) {
    return null;
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (path.split('/').filter(Boolean).length < 1) return null;
  return `https://${host === 'on.soundcloud.com' ? host : 'soundcloud.com'}${path}`;
}

/** The track id in an API URL `…/tracks/123` or `…/tracks/soundcloud:tracks:123` (a resolve redirect). */
function trackIdInApiUrl(location: string): string | null {
  const path = URL.canParse(location) ? new URL(location).pathname : location.split('?')[0]!;
  const match = /\/tracks\/(?:soundcloud(?::|%3A)tracks(?::|%3A))?(\d{1,20})$/i.exec(path);
  return match ? match[1]! : null;
}

/** A numeric id or a URN (`soundcloud:tracks:123`). */
const trackId = /^(?:\d{1,20}|soundcloud:tracks:\d{1,20})$/;
const secretToken = /^[A-Za-z0-9_-]{1,100}$/;
/** How many pages a search may walk through `next_href` to reach the offset asked for. */
const maxPages = 20;
const retryStatuses = [401, 403] as const;

export class SoundCloudClient extends ProviderClientBase {
  readonly provider = 'soundCloudPublic';
  private readonly tokens: CachedToken;
  private refreshToken: string | null = null;

  constructor(
    private readonly settings: SoundCloudSettings,
    logger: ProviderLogger,
    now: () => number = Date.now,
  ) {
    super(settings.timeoutMs, logger);
    this.tokens = new CachedToken(() => this.issueToken(), now);
  }

  get configured(): boolean {
    return Boolean(this.settings.clientId && this.settings.clientSecret);
  }

  /** A track by id or URN; null when unknown or the lookup fails (logged). */
  async track(id: string): Promise<ProviderTrack | null> {
    return ProviderClientBase.valueOr(await this.lookupTrack(id), null);
  }

  async lookupTrack(id: string): Promise<ProviderResult<ProviderTrack>> {
    if (!this.configured) return this.notConfigured('track');
    const key = id.trim();
    if (!trackId.test(key)) return failed({ kind: 'not-found', message: 'not a SoundCloud track id' });
    const result = await this.withAppToken((token) => this.get(`tracks/${segment(key)}`, {}, token, track));
    if (!result.ok) return this.logFailure('track', result.failure, { id: key });
    return success(toProviderTrack(result.value));
  }

  /**
   * The id of the track a SoundCloud page URL points at (a permalink such as `https://soundcloud.com/user/track`,
   * or a private one with its secret), through the documented `GET /resolve?url=`: SoundCloud answers 302 to the
   * track's API URL (the id is read from it; the redirect is never followed, so our token goes nowhere else) or
   * 200 with the resource. A link to a user, a playlist or an unknown page gives not-found.
   */
  async resolveTrackId(link: string): Promise<ProviderResult<string>> {
    if (!this.configured) return this.notConfigured('resolve');
    const page = soundCloudPage(link);
    if (!page) return failed({ kind: 'not-found', message: 'not a SoundCloud page URL' });
    const result = await this.withAppToken(async (token): Promise<HttpOutcome<ResolveAnswer>> => {
      const outcome = await requestJson({
        url: endpoint(this.settings.apiUrl, 'resolve', { url: page }),
        headers: { authorization: `OAuth ${token}` },
        schema: resolvedResource,
        timeoutMs: this.timeoutMs,
        errorMessage: soundCloudErrorMessage,
        redirect: 'manual',
      });
      if (outcome.ok) return { ...outcome, data: { resource: outcome.data } };
      if (outcome.location) return { ok: true, status: outcome.status ?? 302, data: { location: outcome.location } };
      return outcome;
    });
    if (!result.ok) return this.logFailure('resolve', result.failure, { url: page });
    const answer = result.value;
    const id = 'location' in answer ? trackIdInApiUrl(answer.location) : answer.resource.kind === 'track' ? String(answer.resource.id ?? '') : null;
    return id && /^\d{1,20}$/.test(id) ? success(id) : failed({ kind: 'not-found', message: 'the link is not a SoundCloud track' });
  }

  /** Stream URLs of a track; `secretToken` opens a private one. Null when the lookup fails (logged). */
  async streams(id: string, options: { secretToken?: string } = {}): Promise<SoundCloudStreams | null> {
    if (!this.configured) return ProviderClientBase.valueOr(this.notConfigured('streams'), null);
    const key = id.trim();
    if (!trackId.test(key) || (options.secretToken !== undefined && !secretToken.test(options.secretToken))) return null;
    const result = await this.withAppToken((token) =>
      this.get(`tracks/${segment(key)}/streams`, { secret_token: options.secretToken }, token, streamsResponse),
    );
    if (!result.ok) return ProviderClientBase.valueOr(this.logFailure('streams', result.failure, { id: key }), null);
    const s = result.value;
    return {
      httpMp3: s.http_mp3_128_url ?? null,
      hlsMp3: s.hls_mp3_128_url ?? null,
      hlsAac: s.hls_aac_160_url ?? null,
      hlsOpus: s.hls_opus_64_url ?? null,
      preview: s.preview_mp3_128_url ?? null,
    };
  }

  /** Tracks matching a query, the page at `offset` (walking `next_href`); nothing on failure (logged). */
  async search(query: string, options: SoundCloudPage = {}): Promise<ProviderTrack[]> {
    if (!this.configured) return ProviderClientBase.valueOr(this.notConfigured('search'), []);
    const q = query.trim();
    if (!q) return [];
    const result = await this.pages('tracks', { q }, options, (send) => this.withAppToken(send));
    return ProviderClientBase.valueOr(result.ok ? result : this.logFailure('search', result.failure, { q }), []);
  }

  /** The signed-in user's own tracks (private ones included), with their token; nothing on failure (logged). */
  async myTracks(user: UserToken, options: SoundCloudPage = {}): Promise<ProviderTrack[]> {
    const session = new UserTokenSession(user, retryStatuses);
    const result = await this.pages('me/tracks', {}, options, (send) => session.send(send));
    return ProviderClientBase.valueOr(result.ok ? result : this.logFailure('me/tracks', result.failure), []);
  }

  /**
   * The tracks at [offset, offset + limit) of a linked-partitioning collection: the first page is
   * asked for with `limit` and `linked_partitioning=true`, the following ones through `next_href`
   * (only when it points at the same API, so the token never goes elsewhere).
   */
  private async pages(
    path: string,
    query: Record<string, string>,
    options: SoundCloudPage,
    send: (request: (token: string) => Promise<HttpOutcome<z.infer<typeof page>>>) => Promise<ProviderResult<z.infer<typeof page>>>,
  ): Promise<ProviderResult<ProviderTrack[]>> {
    const limit = Math.min(Math.max(Math.trunc(options.limit ?? 20), 1), 50);
    const offset = Math.max(Math.trunc(options.offset ?? 0), 0);
    let url: URL | null = endpoint(this.settings.apiUrl, path, { ...query, limit, linked_partitioning: 'true' });
    const collected: SoundCloudTrackObject[] = [];
    for (let pages = 0; url && collected.length < offset + limit; pages += 1) {
      if (pages === maxPages) {
        this.logger.warn(`${this.provider} paging stopped after ${maxPages} pages`, { provider: this.provider, path, offset, limit });
        break;
      }
      const current: URL = url;
      const result = await send((token) =>
        requestJson({
          url: current,
          headers: { authorization: `OAuth ${token}` },
          schema: page,
          timeoutMs: this.timeoutMs,
          errorMessage: soundCloudErrorMessage,
        }),
      );
      if (!result.ok) return result;
      collected.push(...result.value.collection);
      url = this.sameApi(result.value.next_href);
    }
    return success(collected.slice(offset, offset + limit).map(toProviderTrack));
  }

  private sameApi(href: string | null | undefined): URL | null {
    if (!href) return null;
    try {
      const next = new URL(href);
      const base = new URL(this.settings.apiUrl);
      const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
      if (next.origin === base.origin && (next.pathname + '/').startsWith(basePath)) return next;
    } catch {
      // fall through
    }
    this.logger.warn(`${this.provider} next_href leaves the API, not followed`, { provider: this.provider, next_href: href });
    return null;
  }

  private withAppToken<T>(send: (token: string) => Promise<HttpOutcome<T>>): Promise<ProviderResult<T>> {
    return sendWithAppToken(this.tokens, retryStatuses, send);
  }

  private get<T>(path: string, query: Record<string, string | undefined>, token: string, schema: z.ZodType<T>): Promise<HttpOutcome<T>> {
    return requestJson({
      url: endpoint(this.settings.apiUrl, path, query),
      headers: { authorization: `OAuth ${token}` },
      schema,
      timeoutMs: this.timeoutMs,
      errorMessage: soundCloudErrorMessage,
    });
  }

  /** A new app token: with the last refresh token when there is one (SoundCloud limits client-credential grants), else client credentials. */
  private async issueToken(): Promise<ProviderResult<IssuedToken>> {
    const oauth = new OAuthTokenClient({
      tokenUrl: endpoint(this.settings.authUrl, 'oauth/token'),
      clientId: this.settings.clientId,
      clientSecret: this.settings.clientSecret,
      clientAuth: 'basic',
      timeoutMs: this.timeoutMs,
      errorMessage: soundCloudErrorMessage,
    });
    let result = this.refreshToken ? await oauth.refresh(this.refreshToken) : null;
    if (!result?.ok) result = await oauth.clientCredentials();
    this.refreshToken = result.ok ? result.grant.refreshToken : null;
    return appTokenOf(result);
  }
}

/** Artwork comes as `…-large.jpg` (100×100); the same image exists at other documented sizes. */
function artwork(url: string | null | undefined): ProviderImage[] {
  if (!url) return [];
  if (!url.includes('-large.')) return [{ url, width: null, height: null }];
  return [
    { url: url.replace('-large.', '-t500x500.'), width: 500, height: 500 },
    { url: url.replace('-large.', '-t300x300.'), width: 300, height: 300 },
    { url, width: 100, height: 100 },
  ];
}

function toProviderTrack(t: SoundCloudTrackObject): ProviderTrack {
  const publisher = t.publisher_metadata;
  return {
    provider: 'soundCloudPublic',
    providerId: String(t.id),
    trackName: t.title,
    artistName: publisher?.artist || t.metadata_artist || t.user.username,
    albumName: publisher?.album_title ?? null,
    durationSeconds: secondsFromMillis(t.duration),
    isrc: normalizeIsrc(publisher?.isrc ?? t.isrc),
    explicit: publisher?.explicit ?? false,
    releaseYear: t.release_year ?? yearOf(t.created_at),
    thumbnails: artwork(t.artwork_url),
    previewUrl: null,
    links: { ...(t.permalink_url ? { web: t.permalink_url } : {}), uri: t.urn ?? `soundcloud:tracks:${t.id}` },
  };
}
