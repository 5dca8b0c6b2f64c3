import { randomBytes } from 'node:crypto';
import { basicOf, bearerOf, FakeServer, type FakeReply, type RecordedRequest } from '@backspin/test-kit/fake-server';

/**
 * A stand-in for the SoundCloud API and its auth host, in their documented formats: OAuth tokens
 * (`POST /oauth/token`, client credentials and single-use refresh tokens), `GET /tracks/{id}`,
 * `GET /tracks/{id}/streams?secret_token=`, `GET /tracks?q&limit&linked_partitioning=true` (a page with
 * `collection` and a cursor `next_href`), `GET /me/tracks`, `GET /resolve?url=` (a page URL: 302 to the
 * resource's API URL, or 200 with the resource when `resolveAnswers` says so), and the error body
 * `{ "code": 404, "message": "…", "link": "…", "status": "404 - Not Found", "errors": [ … ], "error": null }`.
 */
export interface SoundCloudTrackFixture {
  id: number;
  title: string;
  username: string;
  durationMs: number;
  artworkUrl?: string | null;
  isrc?: string;
  releaseYear?: number;
  /** A private track: only its owner, or a caller with its secret token, can reach it. */
  secretToken?: string;
  /** The user (by id) whose `me/tracks` lists it. */
  ownerId?: string;
}

export function soundCloudTrack(t: SoundCloudTrackFixture) {
  const userId = Math.abs(hash(t.username)) % 1_000_000;
  const permalink = t.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    kind: 'track',
    id: t.id,
    urn: `soundcloud:tracks:${t.id}`,
    title: t.title,
    description: '',
    genre: 'Electronic',
    tag_list: '',
    duration: t.durationMs,
    created_at: `${t.releaseYear ?? 2023}/04/12 18:20:01 +0000`,
    release_year: t.releaseYear ?? null,
    artwork_url: t.artworkUrl === undefined ? `https://i1.sndcdn.com/artworks-${t.id}-large.jpg` : t.artworkUrl,
    permalink_url: `https://soundcloud.com/${t.username}/${permalink}${t.secretToken ? `/${t.secretToken}` : ''}`,
    uri: `https://api.soundcloud.com/tracks/soundcloud:tracks:${t.id}`,
    stream_url: `https://api.soundcloud.com/tracks/soundcloud:tracks:${t.id}/stream`,
    sharing: t.secretToken ? 'private' : 'public',
    ...(t.secretToken ? { secret_uri: `https://api.soundcloud.com/tracks/soundcloud:tracks:${t.id}?secret_token=${t.secretToken}` } : {}),
    streamable: true,
    access: 'playable',
    downloadable: false,
    playback_count: 1234,
    favoritings_count: 56,
    ...(t.isrc ? { isrc: t.isrc } : {}),
    user: {
      kind: 'user',
      id: userId,
      urn: `soundcloud:users:${userId}`,
      username: t.username,
      permalink: t.username,
      permalink_url: `https://soundcloud.com/${t.username}`,
      avatar_url: `https://i1.sndcdn.com/avatars-${userId}-large.jpg`,
    },
  };
}

function hash(s: string): number {
  let h = 0;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) | 0;
  return h;
}

const scError = (code: number, status: string, message = ''): FakeReply => ({
  status: code,
  json: {
    code,
    message,
    link: 'https://developers.soundcloud.com/docs/api/explorer/open-api',
    status,
    errors: message ? [{ error_message: message }] : [],
    error: null,
  },
});
const notFound = () => scError(404, '404 - Not Found', '404 - Not Found');
/** `resolve`'s redirect: the resource's API URL in the Location header and in the body. */
const found = (location: string): FakeReply => ({ status: 302, json: { status: '302 - Found', location }, headers: { location } });

export class FakeSoundCloud {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly tracks = new Map<number, SoundCloudTrackFixture>();
  /** User access tokens → user id (for `me/tracks`). */
  readonly userTokens: Map<string, string>;
  /** The grant type of every token request, in order. */
  readonly grants: string[] = [];
  private readonly appTokens = new Set<string>();
  private readonly refreshTokens = new Set<string>();
  tokenTtlSeconds = 3599;
  /** How `resolve` answers: a 302 to the resource (SoundCloud's documented way) or 200 with the resource itself. */
  resolveAnswers: 'redirect' | 'resource' = 'redirect';

  private constructor(
    readonly server: FakeServer,
    options: { clientId?: string; clientSecret?: string; tracks?: SoundCloudTrackFixture[]; userTokens?: Record<string, string> },
  ) {
    this.clientId = options.clientId ?? 'fake-soundcloud-client';
    this.clientSecret = options.clientSecret ?? 'fake-soundcloud-secret';
    this.userTokens = new Map(Object.entries(options.userTokens ?? {}));
    for (const t of options.tracks ?? []) this.tracks.set(t.id, t);
  }

  static async start(
    options: { clientId?: string; clientSecret?: string; tracks?: SoundCloudTrackFixture[]; userTokens?: Record<string, string> } = {},
  ): Promise<FakeSoundCloud> {
    let fake: FakeSoundCloud | undefined;
    const server = await FakeServer.start((request) => fake!.handle(request));
    fake = new FakeSoundCloud(server, options);
    return fake;
  }

  get url(): string {
    return this.server.url;
  }

  env(): Record<string, string> {
    return {
      SOUNDCLOUD_API_URL: this.url,
      SOUNDCLOUD_AUTH_URL: this.url,
      SOUNDCLOUD_CLIENT_ID: this.clientId,
      SOUNDCLOUD_CLIENT_SECRET: this.clientSecret,
    };
  }

  /** Every app access token stops working (refresh tokens still do). */
  expireAppTokens(): void {
    this.appTokens.clear();
  }

  close(): Promise<void> {
    return this.server.close();
  }

  private handle(request: RecordedRequest): FakeReply {
    if (request.method === 'POST' && request.path === '/oauth/token') return this.token(request);
    const token = bearerOf(request, 'OAuth');
    const user = token ? this.userTokens.get(token) : undefined;
    if (!token || (!user && !this.appTokens.has(token))) return scError(401, '401 - Unauthorized');
    if (request.method !== 'GET') return scError(405, '405 - Method Not Allowed');
    if (request.path === '/tracks') return this.search(request);
    if (request.path === '/resolve') return this.resolve(request.query.get('url') ?? '');
    if (request.path === '/me/tracks') {
      if (!user) return scError(401, '401 - Unauthorized');
      return this.paged(request, [...this.tracks.values()].filter((t) => t.ownerId === user), '/me/tracks');
    }
    const streams = /^\/tracks\/([^/]+)\/streams$/.exec(request.path);
    if (streams) {
      const t = this.reachable(decodeURIComponent(streams[1]!), request, user);
      if (!t) return notFound();
      const base = `${this.url}/tracks/soundcloud:tracks:${t.id}`;
      return {
        status: 200,
        json: {
          http_mp3_128_url: `${base}/stream`,
          hls_mp3_128_url: `${base}/stream/hls`,
          hls_aac_160_url: `${base}/stream/hls-aac`,
          hls_opus_64_url: `${base}/stream/hls-opus`,
          preview_mp3_128_url: `${base}/preview`,
        },
      };
    }
    const one = /^\/tracks\/([^/]+)$/.exec(request.path);
    if (one) {
      const t = this.reachable(decodeURIComponent(one[1]!), request, user);
      return t ? { status: 200, json: soundCloudTrack(t) } : notFound();
    }
    return notFound();
  }

  /** A page URL → its track (public, or private with its secret in the URL) or its user; 404 otherwise. */
  private resolve(link: string): FakeReply {
    const page = link.toLowerCase().replace(/\/+$/, '').replace('://m.soundcloud.com/', '://soundcloud.com/');
    for (const t of this.tracks.values()) {
      const json = soundCloudTrack(t);
      if (json.permalink_url.toLowerCase() === page) {
        if (this.resolveAnswers === 'resource') return { status: 200, json };
        return found(`${this.url}/tracks/soundcloud:tracks:${t.id}${t.secretToken ? `?secret_token=${t.secretToken}` : ''}`);
      }
      if (json.user.permalink_url.toLowerCase() === page) {
        return this.resolveAnswers === 'resource' ? { status: 200, json: json.user } : found(`${this.url}/users/${json.user.urn}`);
      }
    }
    return notFound();
  }

  private reachable(key: string, request: RecordedRequest, user: string | undefined): SoundCloudTrackFixture | undefined {
    const match = /^(?:soundcloud:tracks:)?(\d+)$/.exec(key);
    const t = match ? this.tracks.get(Number(match[1])) : undefined;
    if (!t) return undefined;
    if (!t.secretToken) return t;
    return request.query.get('secret_token') === t.secretToken || (user && user === t.ownerId) ? t : undefined;
  }

  private token(request: RecordedRequest): FakeReply {
    const credentials = basicOf(request);
    if (!credentials || credentials[0] !== this.clientId || credentials[1] !== this.clientSecret) {
      return { status: 401, json: { error: 'invalid_client', error_description: 'Client authentication failed' } };
    }
    const form = new URLSearchParams(request.body);
    const grant = form.get('grant_type') ?? '';
    this.grants.push(grant);
    if (grant === 'refresh_token') {
      const refresh = form.get('refresh_token') ?? '';
      // Refresh tokens are single-use.
      if (!this.refreshTokens.delete(refresh)) return { status: 400, json: { error: 'invalid_grant', error_description: 'Invalid refresh token' } };
    } else if (grant !== 'client_credentials') {
      return { status: 400, json: { error: 'unsupported_grant_type', error_description: 'Unsupported grant type' } };
    }
    const access = `2-${randomBytes(16).toString('hex')}`;
    const refresh = randomBytes(16).toString('hex');
    this.appTokens.add(access);
    this.refreshTokens.add(refresh);
    return { status: 200, json: { access_token: access, token_type: 'bearer', expires_in: this.tokenTtlSeconds, refresh_token: refresh, scope: '' } };
  }

  private search(request: RecordedRequest): FakeReply {
    const q = (request.query.get('q') ?? '').toLowerCase();
    const found = [...this.tracks.values()].filter((t) => !t.secretToken && `${t.title} ${t.username}`.toLowerCase().includes(q));
    return this.paged(request, found, '/tracks');
  }

  /** A list the documented way: a plain array, or with linked_partitioning a page and a cursor `next_href`. */
  private paged(request: RecordedRequest, all: SoundCloudTrackFixture[], path: string): FakeReply {
    const limit = Math.min(Number(request.query.get('limit') ?? 50), 200);
    if (request.query.get('linked_partitioning') !== 'true') return { status: 200, json: all.slice(0, limit).map(soundCloudTrack) };
    const cursor = request.query.get('cursor');
    const start = cursor ? Number(Buffer.from(cursor, 'base64url').toString('utf8')) : 0;
    const slice = all.slice(start, start + limit);
    let next: string | null = null;
    if (start + limit < all.length) {
      const url = new URL(path, this.url);
      for (const [key, value] of request.query) if (key !== 'cursor') url.searchParams.set(key, value);
      url.searchParams.set('cursor', Buffer.from(String(start + limit)).toString('base64url'));
      next = url.toString();
    }
    return { status: 200, json: { collection: slice.map(soundCloudTrack), next_href: next } };
  }
}
