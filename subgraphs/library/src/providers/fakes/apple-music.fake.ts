import { randomBytes, randomUUID } from 'node:crypto';
import { bearerOf, FakeServer, type FakeReply, type RecordedRequest } from '@backspin/test-kit/fake-server';

/**
 * A stand-in for the Apple Music API in its documented formats: catalogue search
 * (`/v1/catalog/{storefront}/search?types=songs`), songs by id and by `filter[isrc]`, library playlist
 * creation and track adding (Music-User-Token), and the `{ "errors": [ … ] }` error response.
 */
export interface AppleSongFixture {
  id: string;
  name: string;
  artistName: string;
  albumName?: string;
  durationMs: number;
  isrc?: string;
  explicit?: boolean;
  releaseDate?: string;
  /** Storefronts that carry the song (default: us and gb). */
  storefronts?: string[];
}

/** A Songs resource as the Apple Music API reference documents it. */
export function appleSong(s: AppleSongFixture, storefront = 'us') {
  return {
    id: s.id,
    type: 'songs',
    href: `/v1/catalog/${storefront}/songs/${s.id}`,
    attributes: {
      albumName: s.albumName ?? s.name,
      genreNames: ['Alternative', 'Music'],
      trackNumber: 1,
      durationInMillis: s.durationMs,
      releaseDate: s.releaseDate ?? '2022-06-09',
      ...(s.isrc ? { isrc: s.isrc } : {}),
      artwork: {
        width: 3000,
        height: 3000,
        url: `https://is1-ssl.mzstatic.com/image/thumb/Music/${s.id}/{w}x{h}bb.jpg`,
        bgColor: 'f4f4f4',
        textColor1: '0d0d0d',
      },
      composerName: s.artistName,
      url: `https://music.apple.com/${storefront}/album/${s.id}?i=${s.id}`,
      playParams: { id: s.id, kind: 'song' },
      discNumber: 1,
      hasLyrics: true,
      isAppleDigitalMaster: false,
      name: s.name,
      previews: [{ url: `https://audio-ssl.itunes.apple.com/preview/${s.id}.m4a` }],
      artistName: s.artistName,
      ...(s.explicit ? { contentRating: 'explicit' } : {}),
    },
  };
}

const error = (status: number, title: string, detail: string, code: string, parameter?: string): FakeReply => ({
  status,
  json: { errors: [{ id: randomUUID().toUpperCase(), title, detail, status: String(status), code, ...(parameter ? { source: { parameter } } : {}) }] },
});

export interface FakeApplePlaylist {
  id: string;
  userToken: string;
  name: string;
  description: string;
  songIds: string[];
}

export class FakeAppleMusic {
  readonly developerToken: string;
  readonly songs = new Map<string, AppleSongFixture>();
  readonly playlists = new Map<string, FakeApplePlaylist>();
  readonly userTokens: Set<string>;

  private constructor(
    readonly server: FakeServer,
    options: { developerToken?: string; songs?: AppleSongFixture[]; userTokens?: string[] },
  ) {
    this.developerToken = options.developerToken ?? 'fake.apple.developer-token';
    this.userTokens = new Set(options.userTokens ?? []);
    for (const s of options.songs ?? []) this.songs.set(s.id, s);
  }

  static async start(options: { developerToken?: string; songs?: AppleSongFixture[]; userTokens?: string[] } = {}): Promise<FakeAppleMusic> {
    let fake: FakeAppleMusic | undefined;
    const server = await FakeServer.start((request) => fake!.handle(request));
    fake = new FakeAppleMusic(server, options);
    return fake;
  }

  get url(): string {
    return this.server.url;
  }

  env(): Record<string, string> {
    return { APPLE_MUSIC_API_URL: this.url, APPLE_MUSIC_DEVELOPER_TOKEN: this.developerToken };
  }

  close(): Promise<void> {
    return this.server.close();
  }

  private handle(request: RecordedRequest): FakeReply {
    // A missing or wrong developer token: 401 with no body, as the API answers.
    if (bearerOf(request) !== this.developerToken) return { status: 401, text: '' };
    const catalog = /^\/v1\/catalog\/([^/]+)\/(search|songs)(?:\/([^/]+))?$/.exec(request.path);
    if (request.method === 'GET' && catalog) {
      const storefront = catalog[1]!;
      if (!/^[a-z]{2}$/.test(storefront)) return error(400, 'Invalid Storefront', `Storefront '${storefront}' is not supported`, '40001');
      if (catalog[2] === 'search') return this.search(request, storefront);
      if (catalog[3]) return this.songById(decodeURIComponent(catalog[3]), storefront);
      return this.songsByIsrc(request, storefront);
    }
    if (request.path.startsWith('/v1/me/')) return this.library(request);
    return error(404, 'Resource Not Found', 'Resource with requested id was not found', '40400');
  }

  private inStorefront(s: AppleSongFixture, storefront: string): boolean {
    return (s.storefronts ?? ['us', 'gb']).includes(storefront);
  }

  private search(request: RecordedRequest, storefront: string): FakeReply {
    const term = request.query.get('term');
    if (!term) return error(400, 'Missing Parameter', 'term is required', '40002', 'term');
    if (request.query.get('types') !== 'songs') return error(400, 'Invalid Parameter Value', 'types must include songs', '40005', 'types');
    const limit = Number(request.query.get('limit') ?? 5);
    if (!Number.isInteger(limit) || limit < 1 || limit > 25) {
      return error(400, 'Invalid Parameter Value', 'Value must be an integer less than or equal to 25', '40005', 'limit');
    }
    const offset = Number(request.query.get('offset') ?? 0);
    const words = term.toLowerCase().split(/[\s+]+/).filter(Boolean);
    const matches = [...this.songs.values()].filter(
      (s) => this.inStorefront(s, storefront) && words.every((w) => `${s.name} ${s.artistName} ${s.albumName ?? ''}`.toLowerCase().includes(w)),
    );
    const page = matches.slice(offset, offset + limit);
    const meta = { results: { order: page.length ? ['songs'] : [], rawOrder: page.length ? ['songs'] : [] } };
    if (!page.length) return { status: 200, json: { results: {}, meta } };
    const href = (o: number) => `/v1/catalog/${storefront}/search?limit=${limit}&offset=${o}&term=${encodeURIComponent(term)}&types=songs`;
    return {
      status: 200,
      json: {
        results: {
          songs: {
            href: href(offset),
            ...(offset + limit < matches.length ? { next: href(offset + limit) } : {}),
            data: page.map((s) => appleSong(s, storefront)),
          },
        },
        meta,
      },
    };
  }

  private songById(id: string, storefront: string): FakeReply {
    const s = this.songs.get(id);
    if (!s || !this.inStorefront(s, storefront)) return error(404, 'Resource Not Found', 'Resource with requested id was not found', '40400');
    return { status: 200, json: { data: [appleSong(s, storefront)] } };
  }

  private songsByIsrc(request: RecordedRequest, storefront: string): FakeReply {
    const isrc = request.query.get('filter[isrc]');
    if (!isrc) return error(400, 'Missing Parameter', 'filter[isrc] or ids is required', '40002', 'filter[isrc]');
    const found = [...this.songs.values()].filter((s) => s.isrc === isrc && this.inStorefront(s, storefront));
    return {
      status: 200,
      json: {
        data: found.map((s) => appleSong(s, storefront)),
        meta: { filters: { isrc: { [isrc]: found.map((s) => ({ id: s.id, type: 'songs', href: `/v1/catalog/${storefront}/songs/${s.id}` })) } } },
      },
    };
  }

  private library(request: RecordedRequest): FakeReply {
    const userToken = request.headers['music-user-token'];
    if (typeof userToken !== 'string' || !this.userTokens.has(userToken)) {
      return error(403, 'Forbidden', 'Invalid or missing Music-User-Token', '40300');
    }
    if (request.method === 'POST' && request.path === '/v1/me/library/playlists') {
      const body = JSON.parse(request.body || '{}') as {
        attributes?: { name?: string; description?: string };
        relationships?: { tracks?: { data?: { id: string; type: string }[] } };
      };
      if (!body.attributes?.name) return error(400, 'Invalid Attribute', 'name is required', '40004');
      const id = `p.${randomBytes(10).toString('base64url')}`;
      const playlist: FakeApplePlaylist = {
        id,
        userToken,
        name: body.attributes.name,
        description: body.attributes.description ?? '',
        songIds: (body.relationships?.tracks?.data ?? []).map((t) => t.id),
      };
      this.playlists.set(id, playlist);
      return {
        status: 201,
        json: {
          data: [
            {
              id,
              type: 'library-playlists',
              href: `/v1/me/library/playlists/${id}`,
              attributes: {
                canEdit: true,
                dateAdded: new Date().toISOString(),
                description: { standard: playlist.description },
                hasCatalog: true,
                isPublic: false,
                name: playlist.name,
                playParams: { id, isLibrary: true, kind: 'playlist' },
              },
            },
          ],
        },
      };
    }
    const add = /^\/v1\/me\/library\/playlists\/([^/]+)\/tracks$/.exec(request.path);
    if (request.method === 'POST' && add) {
      const playlist = this.playlists.get(decodeURIComponent(add[1]!));
      if (!playlist || playlist.userToken !== userToken) return error(404, 'Resource Not Found', 'Resource with requested id was not found', '40400');
      const body = JSON.parse(request.body || '{}') as { data?: { id: string; type: string }[] };
      playlist.songIds.push(...(body.data ?? []).map((t) => t.id));
      return { status: 204, text: '' };
    }
    return error(404, 'Resource Not Found', 'Resource with requested id was not found', '40400');
  }
}
