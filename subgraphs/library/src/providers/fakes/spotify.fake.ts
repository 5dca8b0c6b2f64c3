import { randomBytes } from 'node:crypto';
import { basicOf, bearerOf, FakeServer, type FakeReply, type RecordedRequest } from '@backspin/test-kit/fake-server';

/**
 * A stand-in for the Spotify accounts service and Web API, answering in their documented formats:
 * client-credentials tokens (`POST /api/token`), `GET /v1/search`, `GET /v1/tracks/{id}`, `GET /v1/me`,
 * `POST /v1/users/{user_id}/playlists`, `POST /v1/playlists/{playlist_id}/tracks`, and the regular
 * error object `{ "error": { "status": 401, "message": "The access token expired" } }`.
 * One server plays both hosts: point SPOTIFY_API_URL and SPOTIFY_ACCOUNTS_URL at it.
 */
export interface SpotifyTrackFixture {
  id: string;
  name: string;
  artists: string[];
  album?: string;
  durationMs: number;
  isrc?: string;
  explicit?: boolean;
  previewUrl?: string | null;
  releaseDate?: string;
}

/** A full TrackObject as the Web API reference documents it. */
export function spotifyTrack(t: SpotifyTrackFixture) {
  const artistObjects = t.artists.map((name, i) => {
    const id = `${t.id.slice(0, 20)}a${i}`;
    return {
      external_urls: { spotify: `https://open.spotify.com/artist/${id}` },
      href: `https://api.spotify.com/v1/artists/${id}`,
      id,
      name,
      type: 'artist',
      uri: `spotify:artist:${id}`,
    };
  });
  const albumId = `${t.id.slice(0, 21)}B`;
  return {
    album: {
      album_type: 'album',
      total_tracks: 10,
      available_markets: ['US', 'GB'],
      external_urls: { spotify: `https://open.spotify.com/album/${albumId}` },
      href: `https://api.spotify.com/v1/albums/${albumId}`,
      id: albumId,
      images: [
        { url: `https://i.scdn.co/image/${albumId}-640`, height: 640, width: 640 },
        { url: `https://i.scdn.co/image/${albumId}-300`, height: 300, width: 300 },
        { url: `https://i.scdn.co/image/${albumId}-64`, height: 64, width: 64 },
      ],
      name: t.album ?? `${t.name} (Single)`,
      release_date: t.releaseDate ?? '2024-05-17',
      release_date_precision: 'day',
      type: 'album',
      uri: `spotify:album:${albumId}`,
      artists: artistObjects,
    },
    artists: artistObjects,
    available_markets: ['US', 'GB'],
    disc_number: 1,
    duration_ms: t.durationMs,
    explicit: t.explicit ?? false,
    external_ids: t.isrc ? { isrc: t.isrc } : {},
    external_urls: { spotify: `https://open.spotify.com/track/${t.id}` },
    href: `https://api.spotify.com/v1/tracks/${t.id}`,
    id: t.id,
    is_playable: true,
    name: t.name,
    popularity: 42,
    preview_url: t.previewUrl === undefined ? `https://p.scdn.co/mp3-preview/${t.id}` : t.previewUrl,
    track_number: 1,
    type: 'track',
    uri: `spotify:track:${t.id}`,
    is_local: false,
  };
}
export type SpotifyTrackObject = ReturnType<typeof spotifyTrack>;

export interface FakeSpotifyOptions {
  clientId?: string;
  clientSecret?: string;
  tokenTtlSeconds?: number;
  tracks?: SpotifyTrackFixture[];
  /** User access tokens the fake accepts for user endpoints, mapped to the Spotify user id. */
  userTokens?: Record<string, string>;
}

export interface FakeSpotifyPlaylist {
  id: string;
  owner: string;
  name: string;
  description: string;
  public: boolean;
  uris: string[];
}

const error = (status: number, message: string): FakeReply => ({ status, json: { error: { status, message } } });
const spotifyIdPattern = /^[0-9A-Za-z]{22}$/;

export class FakeSpotify {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly tracks = new Map<string, SpotifyTrackObject>();
  readonly playlists = new Map<string, FakeSpotifyPlaylist>();
  readonly userTokens: Map<string, string>;
  /** Every app token handed out, in order. */
  readonly issuedTokens: string[] = [];
  private readonly validAppTokens = new Set<string>();
  tokenTtlSeconds: number;

  private constructor(
    readonly server: FakeServer,
    options: FakeSpotifyOptions,
  ) {
    this.clientId = options.clientId ?? 'fake-spotify-client';
    this.clientSecret = options.clientSecret ?? 'fake-spotify-secret';
    this.tokenTtlSeconds = options.tokenTtlSeconds ?? 3600;
    this.userTokens = new Map(Object.entries(options.userTokens ?? {}));
    for (const track of options.tracks ?? []) this.addTrack(track);
  }

  static async start(options: FakeSpotifyOptions = {}): Promise<FakeSpotify> {
    let fake: FakeSpotify | undefined;
    const server = await FakeServer.start((request) => fake!.handle(request));
    fake = new FakeSpotify(server, options);
    return fake;
  }

  get url(): string {
    return this.server.url;
  }

  /** Environment for the product pointing at this fake. */
  env(): Record<string, string> {
    return {
      SPOTIFY_API_URL: this.url,
      SPOTIFY_ACCOUNTS_URL: this.url,
      SPOTIFY_CLIENT_ID: this.clientId,
      SPOTIFY_CLIENT_SECRET: this.clientSecret,
    };
  }

  addTrack(track: SpotifyTrackFixture): SpotifyTrackObject {
    const object = spotifyTrack(track);
    this.tracks.set(track.id, object);
    return object;
  }

  /** Every app token handed out so far stops working (as when they expire). */
  expireAppTokens(): void {
    this.validAppTokens.clear();
  }

  close(): Promise<void> {
    return this.server.close();
  }

  private handle(request: RecordedRequest): FakeReply {
    if (request.method === 'POST' && request.path === '/api/token') return this.token(request);
    if (!request.path.startsWith('/v1/')) return error(404, 'Service not found');
    const token = bearerOf(request);
    if (!token) return error(401, 'No token provided');
    const user = this.userTokens.get(token);
    if (!user && !this.validAppTokens.has(token)) {
      return error(401, this.issuedTokens.includes(token) ? 'The access token expired' : 'Invalid access token');
    }
    if (request.method === 'GET' && request.path === '/v1/search') return this.search(request);
    const track = /^\/v1\/tracks\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && track) return this.track(decodeURIComponent(track[1]!));
    if (request.path === '/v1/me' || request.path.startsWith('/v1/users/') || request.path.startsWith('/v1/playlists/')) {
      if (!user) return error(401, 'Only valid bearer authentication supported');
      return this.userEndpoint(request, user);
    }
    return error(404, 'Service not found');
  }

  private token(request: RecordedRequest): FakeReply {
    const form = new URLSearchParams(request.body);
    if (form.get('grant_type') !== 'client_credentials') {
      return { status: 400, json: { error: 'unsupported_grant_type', error_description: 'grant_type parameter is missing' } };
    }
    const credentials = basicOf(request);
    if (!credentials || credentials[0] !== this.clientId || credentials[1] !== this.clientSecret) {
      return { status: 400, json: { error: 'invalid_client', error_description: 'Invalid client' } };
    }
    const token = `BQ${randomBytes(24).toString('base64url')}`;
    this.issuedTokens.push(token);
    this.validAppTokens.add(token);
    return { status: 200, json: { access_token: token, token_type: 'Bearer', expires_in: this.tokenTtlSeconds } };
  }

  private search(request: RecordedRequest): FakeReply {
    const q = request.query.get('q');
    if (!q) return error(400, 'No search query');
    if (request.query.get('type') !== 'track') return error(400, 'Bad search type field');
    const limit = Number(request.query.get('limit') ?? 20);
    const offset = Number(request.query.get('offset') ?? 0);
    if (!Number.isInteger(limit) || limit < 0 || limit > 50) return error(400, 'Invalid limit');
    if (!Number.isInteger(offset) || offset < 0 || offset > 1000) return error(400, 'Invalid offset');
    const all = [...this.tracks.values()];
    const isrc = /^isrc:(\S+)$/i.exec(q);
    const matches = isrc
      ? all.filter((t) => (t.external_ids as { isrc?: string }).isrc === isrc[1]!.toUpperCase())
      : all.filter((t) => {
          const haystack = `${t.name} ${t.artists.map((a) => a.name).join(' ')} ${t.album.name}`.toLowerCase();
          return q.toLowerCase().split(/\s+/).every((word) => haystack.includes(word));
        });
    const page = matches.slice(offset, offset + limit);
    const href = (o: number) => {
      const url = new URL('/v1/search', this.url);
      url.search = new URLSearchParams({ query: q, type: 'track', offset: String(o), limit: String(limit) }).toString();
      return url.toString();
    };
    return {
      status: 200,
      json: {
        tracks: {
          href: href(offset),
          limit,
          next: offset + limit < matches.length ? href(offset + limit) : null,
          offset,
          previous: offset > 0 ? href(Math.max(0, offset - limit)) : null,
          total: matches.length,
          items: page,
        },
      },
    };
  }

  private track(id: string): FakeReply {
    if (!spotifyIdPattern.test(id)) return error(400, 'invalid id');
    const track = this.tracks.get(id);
    return track ? { status: 200, json: track } : error(404, 'Not found.');
  }

  private userEndpoint(request: RecordedRequest, user: string): FakeReply {
    if (request.method === 'GET' && request.path === '/v1/me') {
      return {
        status: 200,
        json: {
          display_name: user,
          external_urls: { spotify: `https://open.spotify.com/user/${user}` },
          href: `https://api.spotify.com/v1/users/${user}`,
          id: user,
          type: 'user',
          uri: `spotify:user:${user}`,
        },
      };
    }
    const create = /^\/v1\/users\/([^/]+)\/playlists$/.exec(request.path);
    if (request.method === 'POST' && create) {
      if (decodeURIComponent(create[1]!) !== user) return error(403, 'You cannot create a playlist for another user');
      const body = JSON.parse(request.body || '{}') as { name?: string; description?: string; public?: boolean };
      if (!body.name) return error(400, 'Missing required field: name');
      const id = randomBytes(16).toString('base64url').replace(/[-_]/g, 'x').slice(0, 22);
      const playlist: FakeSpotifyPlaylist = { id, owner: user, name: body.name, description: body.description ?? '', public: body.public ?? true, uris: [] };
      this.playlists.set(id, playlist);
      return {
        status: 201,
        json: {
          collaborative: false,
          description: playlist.description,
          external_urls: { spotify: `https://open.spotify.com/playlist/${id}` },
          href: `https://api.spotify.com/v1/playlists/${id}`,
          id,
          images: [],
          name: playlist.name,
          owner: { id: user, type: 'user', uri: `spotify:user:${user}`, display_name: user },
          public: playlist.public,
          snapshot_id: randomBytes(8).toString('hex'),
          tracks: { href: `https://api.spotify.com/v1/playlists/${id}/tracks`, total: 0 },
          type: 'playlist',
          uri: `spotify:playlist:${id}`,
        },
      };
    }
    const add = /^\/v1\/playlists\/([^/]+)\/tracks$/.exec(request.path);
    if (request.method === 'POST' && add) {
      const playlist = this.playlists.get(decodeURIComponent(add[1]!));
      if (!playlist) return error(404, 'Not found.');
      if (playlist.owner !== user) return error(403, 'Forbidden');
      const body = JSON.parse(request.body || '{}') as { uris?: string[] };
      if (!Array.isArray(body.uris) || body.uris.length === 0) return error(400, 'No uris provided');
      if (body.uris.length > 100) return error(400, 'You can add a maximum of 100 tracks per request.');
      if (body.uris.some((uri) => !/^spotify:track:[0-9A-Za-z]{22}$/.test(uri))) return error(400, 'Invalid track uri');
      playlist.uris.push(...body.uris);
      return { status: 201, json: { snapshot_id: randomBytes(8).toString('hex') } };
    }
    return error(404, 'Service not found');
  }
}
