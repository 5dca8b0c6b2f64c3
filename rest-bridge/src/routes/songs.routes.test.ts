import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import type { EntityManager } from '@mikro-orm/core';
import { callRest } from '@backspin/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '@backspin/platform';
import { startProduct, type TestProduct } from '@backspin/product/testing';

/** What these tests use of the library and accounts subgraphs' services. */
interface LibraryServicesUsed {
  songs: {
    upsertCatalogEntry(em: EntityManager, entry: Record<string, unknown>): Promise<{ id: string; shortId: string }>;
  };
  jobs: { events: Pick<EventEmitter, 'on' | 'off'> };
}
interface AccountsServicesUsed {
  signingKeys: { current(em: EntityManager): Promise<Parameters<typeof signAccessToken>[1]> };
}

let product: TestProduct;
const tokens: Record<'dj' | 'listener' | 'admin' | 'guest' | 'service', string> = { dj: '', listener: '', admin: '', guest: '', service: '' };
const spotifyId = '4uLU6hMCjMI75M1A2tKUQC';
let providerSong: { id: string; shortId: string };
let djUpload: { id: string; shortId: string };

const demo = (n: number) => `00000000-0000-4000-8000-${(0x100 + n).toString(16).padStart(12, '0')}`;
const playlist = '/api/playlist-service';
const room = '/api/room-service';

const call = (method: string, path: string, options: { body?: unknown; token?: string } = {}) =>
  callRest(`${product.restBridgeUrl}${path}`, method, { body: options.body, token: options.token }).then(({ status, json }) => ({ status, json }));

const login = async (email: string, password: string) =>
  (await call('POST', '/api/user-service/auth/login', { body: { email, password } })).json.accessToken as string;

const error = (statusCode: number, message: string) => ({
  statusCode,
  message,
  error: { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' }[statusCode],
});

beforeAll(async () => {
  product = await startProduct();
  tokens.dj = await login('dj@backspin.local', 'backspin-dj');
  tokens.listener = await login('listener@backspin.local', 'backspin-listener');
  tokens.admin = await login('admin@backspin.local', 'backspin-admin');
  tokens.guest = (await call('GET', '/api/user-service/auth/guest')).json.accessToken;
  const accounts = product.subgraphs.get('accounts')!;
  const key = await (accounts.services as AccountsServicesUsed).signingKeys.current(accounts.db.em.fork());
  tokens.service = await signAccessToken({ userId: randomUUID(), tokenType: 'service', roles: [] }, key, 300);

  const library = product.subgraphs.get('library')!;
  const songs = (library.services as LibraryServicesUsed).songs;
  providerSong = await songs.upsertCatalogEntry(library.db.em.fork(), {
    trackName: 'Provider Song',
    artistName: 'Remote Artist',
    duration: 180,
    status: 'SUCCESS',
    musicProviders: { spotify: spotifyId, apple: '1440858184', youtube: 'dQw4w9WgXcQ' },
    thumbnails: { spotify: 'https://img.example/sp.jpg' },
    previews: ['https://cdn.example/preview.mp3'],
    streamUrls: [
      { provider: 'uploadService', kind: 'hls', url: '/api/room-service/songs/x/hls-playlist' },
      { provider: 'soundCloudPublic', kind: 'http', url: 'https://cdn.example/sc.mp3' },
    ],
  });
  djUpload = await songs.upsertCatalogEntry(library.db.em.fork(), {
    trackName: 'Unfinished Upload',
    artistName: 'DJ Demo',
    duration: 90,
    status: 'PENDING_UPLOAD',
    ownerId: '00000000-0000-4000-8000-000000000001',
  });
});
afterAll(() => product?.stop());

describe('GET /api/playlist-service/api/v1/songs', () => {
  const names = (json: { trackName: string }[]) => json.map((s) => s.trackName);

  it('lists catalogue songs newest first, in the spec’s shape (maps of provider to id and URL)', async () => {
    const { status, json } = await call('GET', `${playlist}/api/v1/songs`);
    expect(status).toBe(200);
    expect(json).toHaveLength(9);
    expect(json[0]).toMatchObject({
      id: providerSong.id,
      musicProviders: { apple: '1440858184', spotify: spotifyId, youtube: 'dQw4w9WgXcQ' },
      thumbnails: { spotify: 'https://img.example/sp.jpg' },
      status: 'SUCCESS',
    });
    expect(json[1]).toEqual({
      id: demo(1),
      shortId: 'DemoSong01',
      trackName: 'Harbour Lights at Dawn',
      artistName: 'The Paper Lanterns',
      genre: 'Indie Pop',
      duration: 30,
      isrc: 'XXBSP2600001',
      explicit: false,
      status: 'VERIFIED',
      playable: true,
      musicProviders: { uploadService: demo(1) },
      thumbnails: {},
      links: [],
      previews: [],
      streamUrls: [{ provider: 'uploadService', kind: 'hls', url: `/api/room-service/songs/${demo(1)}/hls-playlist` }],
      albumName: 'Lantern Season',
      releaseYear: 2024,
      albumId: expect.any(String),
      artistId: expect.any(String),
      album: { id: expect.any(String), shortId: expect.any(String), name: 'Lantern Season', artistId: expect.any(String), artistName: 'The Paper Lanterns', releaseYear: 2024 },
      artist: { id: expect.any(String), shortId: expect.any(String), name: 'The Paper Lanterns' },
      ownerId: '00000000-0000-4000-8000-000000000001',
      tags: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(names(json)).not.toContain('Unfinished Upload');
  });

  it.each([
    ['nameLike=PAPER', ['Harbour Lights at Dawn', 'Paper Planes in July']],
    [`id=${demo(2)}&id=${demo(4)}`, ['Velvet Static', 'Slow Orbit']],
    [`idNot=${demo(1)}&idNot=${demo(2)}&nameLike=paper`, ['Paper Planes in July']],
    ['isrc=xxbsp2600003', ['Concrete Garden']],
    ['trackName=slow%20orbit', ['Slow Orbit']],
    ['artistName=ADA%20QUILL', ['Slow Orbit']],
    ['hasSevenDigital=true', []],
    ['orderBy=trackName:asc&limit=2', ['Concrete Garden', 'Ferry to Nowhere']],
    ['orderBy=trackName,DESC&limit=1&offset=1', ['Slow Orbit']],
    ['nameLike=&limit=1', ['Provider Song']],
    ['updatedAfter=2999-01-01T00:00:00Z', []],
  ])('filters with ?%s', async (query, expected) => {
    const { status, json } = await call('GET', `${playlist}/api/v1/songs?${query}`);
    expect(status).toBe(200);
    expect(names(json)).toEqual(expected);
  });

  it('answers 400 to malformed filters, naming the parameter or the rule', async () => {
    const bad = async (query: string) => call('GET', `${playlist}/api/v1/songs?${query}`);
    for (const [query, pattern] of [
      ['limit=abc', /limit/],
      ['offset=1.5', /offset/],
      ['orderBy=duration', /duration/],
      ['orderBy=trackName:sideways', /SIDEWAYS/],
      ['hasSevenDigital=maybe', /hasSevenDigital/],
      ['updatedAfter=yesterday', /updatedAfter/],
    ] as const) {
      const { status, json } = await bad(query);
      expect(status, query).toBe(400);
      expect(json.error).toBe('Bad Request');
      expect(json.message, query).toMatch(pattern);
    }
    expect((await bad('id=nope')).json).toEqual(error(400, 'id and idNot must be song ids (UUIDs)'));
    expect((await bad('limit=abc')).json).toEqual(error(400, 'limit must be a whole number'));
    expect((await bad('hasSevenDigital=maybe')).json).toEqual(error(400, 'hasSevenDigital must be true or false'));
    const many = Array.from({ length: 101 }, () => `id=${randomUUID()}`).join('&');
    expect((await bad(many)).json).toEqual(error(400, 'id, idNot and isrc take at most 100 values each'));
  });
});

describe('GET /api/playlist-service/api/v1/songs/{songId} and GET /api/room-service/songs/{id}', () => {
  it('answers the song, any status, and 404 "Song not found" for unknown or malformed ids', async () => {
    for (const base of [`${playlist}/api/v1/songs`, `${room}/songs`]) {
      const { status, json } = await call('GET', `${base}/${djUpload.id}`);
      expect(status).toBe(200);
      expect(json).toMatchObject({ id: djUpload.id, status: 'PENDING_UPLOAD', musicProviders: {} });
      for (const id of [randomUUID(), 'nope']) {
        const missing = await call('GET', `${base}/${id}`);
        expect(missing.status).toBe(404);
        expect(missing.json).toEqual(error(404, 'Song not found'));
      }
    }
  });
});

describe('GET /api/room-service/songs/public and /songs?verified=', () => {
  it('lists verified songs of everyone', async () => {
    const { status, json } = await call('GET', `${room}/songs/public?limit=3`);
    expect(status).toBe(200);
    expect(json.map((s: { id: string }) => s.id)).toEqual([demo(1), demo(2), demo(3)]);
  });

  it('lists the caller’s own uploads, filtered by verified', async () => {
    const all = await call('GET', `${room}/songs`, { token: tokens.dj });
    expect(all.status).toBe(200);
    expect(all.json).toHaveLength(9);
    const verified = await call('GET', `${room}/songs?verified=true`, { token: tokens.dj });
    expect(verified.json).toHaveLength(8);
    const unverified = await call('GET', `${room}/songs?verified=false`, { token: tokens.dj });
    expect(unverified.json.map((s: { id: string }) => s.id)).toEqual([djUpload.id]);
    expect((await call('GET', `${room}/songs?verified=true`, { token: tokens.listener })).json).toEqual([]);
  });

  it('answers 401 without a user token, and 400 to a verified that is not true or false', async () => {
    for (const token of [undefined, tokens.guest]) {
      const { status, json } = await call('GET', `${room}/songs?verified=true`, token ? { token } : {});
      expect(status).toBe(401);
      expect(json).toEqual(error(401, 'Unauthorized'));
    }
    const bad = await call('GET', `${room}/songs?verified=maybe`, { token: tokens.dj });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/verified/);
  });
});

describe('PATCH /api/room-service/songs/{id}', () => {
  it('lets the owner edit tags and metadata', async () => {
    const { status, json } = await call('PATCH', `${room}/songs/${demo(4)}`, {
      token: tokens.dj,
      body: { tags: ['ambient', 'Ambient', 'night'], genre: 'Drone', releaseYear: 2020 },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ id: demo(4), tags: ['ambient', 'night'], genre: 'Drone', releaseYear: 2020, trackName: 'Slow Orbit' });
  });

  it('refuses another user’s song with 403 and the spec’s message, verbatim, and changes nothing', async () => {
    const { status, json } = await call('PATCH', `${room}/songs/${demo(4)}`, { token: tokens.listener, body: { tags: ['mine'] } });
    expect(status).toBe(403);
    expect(json).toEqual({ statusCode: 403, message: 'Unauthorized to edit tags that not belongs to the user', error: 'Forbidden' });
    expect((await call('GET', `${room}/songs/${demo(4)}`)).json.tags).toEqual(['ambient', 'night']);
  });

  it('answers 401 without a token, 404 for an unknown song, 400 to invalid tags', async () => {
    expect(await call('PATCH', `${room}/songs/${demo(4)}`, { body: { tags: [] } })).toEqual({ status: 401, json: error(401, 'Unauthorized') });
    expect(await call('PATCH', `${room}/songs/${randomUUID()}`, { token: tokens.dj, body: { tags: [] } })).toEqual({
      status: 404,
      json: error(404, 'Song not found'),
    });
    const tooMany = Array.from({ length: 21 }, (_, i) => `t${i}`);
    expect(await call('PATCH', `${room}/songs/${demo(4)}`, { token: tokens.dj, body: { tags: tooMany } })).toEqual({
      status: 400,
      json: error(400, 'tags must be a list of at most 20 tags, each 1 to 50 characters'),
    });
    const wrongType = await call('PATCH', `${room}/songs/${demo(4)}`, { token: tokens.dj, body: { tags: [1, 2] } });
    expect(wrongType.status).toBe(400);
  });
});

describe('DELETE /api/room-service/songs/{id}', () => {
  it('refuses other users with 403, callers without a token with 401, unknown songs with 404', async () => {
    expect(await call('DELETE', `${room}/songs/${djUpload.id}`, { token: tokens.listener })).toEqual({ status: 403, json: error(403, 'Unauthorized to delete') });
    expect(await call('DELETE', `${room}/songs/${djUpload.id}`)).toEqual({ status: 401, json: error(401, 'Unauthorized') });
    expect(await call('DELETE', `${room}/songs/${randomUUID()}`, { token: tokens.dj })).toEqual({ status: 404, json: error(404, 'Song not found') });
    expect((await call('GET', `${room}/songs/${djUpload.id}`)).status).toBe(200);
  });

  it('lets the owner delete their song, and staff any song', async () => {
    expect(await call('DELETE', `${room}/songs/${djUpload.id}`, { token: tokens.dj })).toEqual({ status: 200, json: { id: djUpload.id, deleted: true } });
    expect((await call('GET', `${room}/songs/${djUpload.id}`)).status).toBe(404);
    const library = product.subgraphs.get('library')!;
    const extra = await (library.services as LibraryServicesUsed).songs.upsertCatalogEntry(library.db.em.fork(), {
      trackName: 'Doomed',
      artistName: 'Someone',
      duration: 10,
      status: 'VERIFIED',
      ownerId: randomUUID(),
    });
    expect(await call('DELETE', `${room}/songs/${extra.id}`, { token: tokens.admin })).toEqual({ status: 200, json: { id: extra.id, deleted: true } });
  });
});

describe('albums and artists', () => {
  it('GET /albums/service/all-albums lists albums by name, with take and skip', async () => {
    const all = await call('GET', `${playlist}/albums/service/all-albums`);
    expect(all.status).toBe(200);
    expect(all.json.map((a: { name: string }) => a.name)).toEqual([
      'Block Parties',
      'Grid Lines',
      'Lantern Season',
      'Night Signals',
      'Quiet Satellites',
      'Small Hours',
      'Summer Almanac',
      'Tidewater',
    ]);
    expect(all.json[2]).toEqual({
      id: expect.any(String),
      shortId: expect.stringMatching(/^[0-9A-Za-z]{10}$/),
      name: 'Lantern Season',
      artistId: expect.any(String),
      artistName: 'The Paper Lanterns',
      releaseYear: 2024,
    });
    const page = await call('GET', `${playlist}/albums/service/all-albums?take=2&skip=1`);
    expect(page.json.map((a: { name: string }) => a.name)).toEqual(['Grid Lines', 'Lantern Season']);
    const bad = await call('GET', `${playlist}/albums/service/all-albums?take=abc`);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/take/);
  });

  it('GET /albums/service/{albumShortId}/songs answers the album’s songs, 404 "Album not found" otherwise', async () => {
    const albums = (await call('GET', `${playlist}/albums/service/all-albums`)).json as { name: string; shortId: string }[];
    const lantern = albums.find((a) => a.name === 'Lantern Season')!;
    const { status, json } = await call('GET', `${playlist}/albums/service/${lantern.shortId}/songs`);
    expect(status).toBe(200);
    expect(json.map((s: { trackName: string }) => s.trackName)).toEqual(['Harbour Lights at Dawn']);
    expect(await call('GET', `${playlist}/albums/service/nope/songs`)).toEqual({ status: 404, json: error(404, 'Album not found') });
  });

  it('GET /albums/service/all-songs lists songs on albums by album name', async () => {
    const { status, json } = await call('GET', `${playlist}/albums/service/all-songs?take=3`);
    expect(status).toBe(200);
    expect(json.map((s: { trackName: string }) => s.trackName)).toEqual(['Concrete Garden', 'Neon Cartography', 'Harbour Lights at Dawn']);
  });

  it('GET /albums/service/{songShortId}/song answers the song with its album, 404 "Song not found" otherwise', async () => {
    const { status, json } = await call('GET', `${playlist}/albums/service/DemoSong02/song`);
    expect(status).toBe(200);
    expect(json).toMatchObject({ id: demo(2), album: { name: 'Night Signals' }, artist: { name: 'Moth & Meridian' } });
    expect(await call('GET', `${playlist}/albums/service/NoSuchSong/song`)).toEqual({ status: 404, json: error(404, 'Song not found') });
  });

  it('GET /artists/service/all-artists lists artists by name; GET /artists/service/{artistShortId}/albums their albums', async () => {
    const { status, json } = await call('GET', `${playlist}/artists/service/all-artists?take=100`);
    expect(status).toBe(200);
    expect(json.map((a: { name: string }) => a.name)).toEqual([
      'Ada Quill',
      'Juniper Row',
      'Kilo Vantage',
      'Lowtide Collective',
      'Moth & Meridian',
      'Orla Vance',
      'Remote Artist',
      'The Paper Lanterns',
      'The Saltwater Sisters',
    ]);
    const moth = json.find((a: { name: string }) => a.name === 'Moth & Meridian');
    const albums = await call('GET', `${playlist}/artists/service/${moth.shortId}/albums`);
    expect(albums.status).toBe(200);
    expect(albums.json.map((a: { name: string }) => a.name)).toEqual(['Night Signals']);
    expect(await call('GET', `${playlist}/artists/service/nope/albums`)).toEqual({ status: 404, json: error(404, 'Artist not found') });
  });

  it('POST /artists/service/albums-by-artists answers the albums of the named artists, 400 without names', async () => {
    const { status, json } = await call('POST', `${playlist}/artists/service/albums-by-artists`, {
      body: { artists: ['moth & meridian', 'Ada Quill', 'Nobody'] },
    });
    expect(status).toBe(200);
    expect(json.map((a: { name: string }) => a.name)).toEqual(['Night Signals', 'Quiet Satellites']);
    for (const body of [{}, { artists: [] }]) {
      expect(await call('POST', `${playlist}/artists/service/albums-by-artists`, { body })).toEqual({
        status: 400,
        json: error(400, 'artists must be a list of 1 to 100 artist names'),
      });
    }
  });
});

describe('song data', () => {
  const songData = `${playlist}/song-data`;

  it('GET /song-data/{link} finds the song of a provider link (URL-encoded in the path)', async () => {
    for (const link of [`https://open.spotify.com/track/${spotifyId}?si=x`, 'https://youtu.be/dQw4w9WgXcQ', `spotify:track:${spotifyId}`]) {
      const { status, json } = await call('GET', `${songData}/${encodeURIComponent(link)}`);
      expect(status, link).toBe(200);
      expect(json).toMatchObject({ id: providerSong.id, musicProviders: { spotify: spotifyId } });
    }
  });

  it('GET /song-data/{link} answers 404 with a precise message, and 400 to something that is no link', async () => {
    const get = (link: string) => call('GET', `${songData}/${encodeURIComponent(link)}`);
    expect(await get('https://example.com/song/1')).toEqual({ status: 404, json: error(404, 'No music provider recognised in this link') });
    expect(await get(`https://open.spotify.com/album/${spotifyId}`)).toEqual({
      status: 404,
      json: error(404, 'No song id could be read from this music provider link'),
    });
    expect(await get('https://www.deezer.com/track/1')).toEqual({ status: 404, json: error(404, 'No song of the catalogue has this music provider id') });
    expect(await get('hello')).toEqual({
      status: 400,
      json: error(400, 'link must be an http(s) URL or a provider URI such as spotify:track:<id>'),
    });
  });

  it('GET /song-data/{providerSongId}/{musicProvider} and /providers', async () => {
    for (const id of [spotifyId, encodeURIComponent(`spotify:track:${spotifyId}`)]) {
      const { status, json } = await call('GET', `${songData}/${id}/spotify`);
      expect(status).toBe(200);
      expect(json.id).toBe(providerSong.id);
    }
    const providers = await call('GET', `${songData}/dQw4w9WgXcQ/youtube/providers`);
    expect(providers).toEqual({ status: 200, json: { apple: '1440858184', spotify: spotifyId, youtube: 'dQw4w9WgXcQ' } });
    expect(await call('GET', `${songData}/nothing/spotify`)).toEqual({ status: 404, json: error(404, 'No song of the catalogue has this music provider id') });
    const unknownProvider = await call('GET', `${songData}/${spotifyId}/myspace`);
    expect(unknownProvider.status).toBe(400);
    expect(unknownProvider.json.message).toMatch(/myspace/);
  });

  it('GET /song-data/{providerSongId}/{musicProvider}/service is for service tokens', async () => {
    const path = `${songData}/${spotifyId}/spotify/service`;
    expect(await call('GET', path)).toEqual({ status: 401, json: error(401, 'Unauthorized') });
    expect(await call('GET', path, { token: tokens.dj })).toEqual({ status: 403, json: error(403, 'Forbidden') });
    const { status, json } = await call('GET', path, { token: tokens.service });
    expect(status).toBe(200);
    expect(json.id).toBe(providerSong.id);
  });

  it('GET /song-data/stream/{country}/{id} answers the preferred provider’s stream; medium quality without a user token', async () => {
    const signedIn = await call('GET', `${songData}/stream/us/${providerSong.id}?quality=high`, { token: tokens.dj });
    expect(signedIn).toEqual({
      status: 200,
      json: { songId: providerSong.id, provider: 'soundCloudPublic', kind: 'http', url: 'https://cdn.example/sc.mp3', quality: 'high', country: 'US' },
    });
    expect((await call('GET', `${songData}/stream/us/${providerSong.shortId}?quality=high`)).json.quality).toBe('medium');
    expect((await call('GET', `${songData}/stream/de/DemoSong01`)).json).toMatchObject({
      provider: 'uploadService',
      kind: 'hls',
      url: `/api/room-service/songs/${demo(1)}/hls-playlist`,
    });
    expect(await call('GET', `${songData}/stream/usa/${providerSong.id}`)).toEqual({
      status: 400,
      json: error(400, 'country must be a two-letter ISO 3166-1 country code'),
    });
    const badQuality = await call('GET', `${songData}/stream/us/${providerSong.id}?quality=ultra`);
    expect(badQuality.status).toBe(400);
    expect(badQuality.json.message).toMatch(/ultra/);
    expect(await call('GET', `${songData}/stream/us/${randomUUID()}`)).toEqual({ status: 404, json: error(404, 'Song not found') });
  });

  it('GET /song-data/preview/{country}/{id} answers the first preview URL, 404 without one', async () => {
    expect(await call('GET', `${songData}/preview/us/${providerSong.id}`)).toEqual({
      status: 200,
      json: { songId: providerSong.id, url: 'https://cdn.example/preview.mp3', country: 'US' },
    });
    expect(await call('GET', `${songData}/preview/us/DemoSong01`)).toEqual({ status: 404, json: error(404, 'This song has no preview URL') });
  });

  it('POST /song-data/migrate-links is for staff: 202 at once with the queued job; GET …/{id} shows its report when done', async () => {
    expect(await call('POST', `${songData}/migrate-links`)).toEqual({ status: 401, json: error(401, 'Unauthorized') });
    expect(await call('POST', `${songData}/migrate-links`, { token: tokens.dj })).toEqual({ status: 403, json: error(403, 'Forbidden') });
    const jobs = (product.subgraphs.get('library')!.services as LibraryServicesUsed).jobs;
    const done = new Promise<void>((resolve) => {
      const listener = (settled: { kind: string }) => {
        if (settled.kind !== 'library.migrate-links') return;
        jobs.events.off('settled', listener);
        resolve();
      };
      jobs.events.on('settled', listener);
    });
    const queued = await call('POST', `${songData}/migrate-links`, { token: tokens.admin });
    expect(queued).toEqual({
      status: 202,
      json: {
        id: expect.any(String),
        status: expect.stringMatching(/^(queued|running)$/),
        scanned: expect.any(Number),
        updated: 0,
        providerIdsNormalised: 0,
        conflicts: 0,
        error: null,
        createdAt: expect.any(String),
        startedAt: queued.json.status === 'queued' ? null : expect.any(String),
        finishedAt: null,
      },
    });
    await done;
    const path = `${songData}/migrate-links/${queued.json.id}`;
    expect(await call('GET', path, { token: tokens.dj })).toEqual({ status: 403, json: error(403, 'Forbidden') });
    const report = await call('GET', path, { token: tokens.admin });
    expect(report.status).toBe(200);
    expect(report.json).toMatchObject({ id: queued.json.id, status: 'done', updated: 0, providerIdsNormalised: 0, conflicts: 0, error: null });
    expect(report.json.scanned).toBeGreaterThanOrEqual(9);
    expect(await call('GET', `${songData}/migrate-links/${randomUUID()}`, { token: tokens.admin })).toEqual({
      status: 404,
      json: error(404, 'Link migration not found'),
    });
  });
});
