import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppleMusicClient, type AppleMusicSettings } from './apple-music.client.ts';
import { FakeAppleMusic } from './fakes/apple-music.fake.ts';
import { recordingLogger } from './testing.ts';

let fake: FakeAppleMusic;
let logger: ReturnType<typeof recordingLogger>;
const client = (over: Partial<AppleMusicSettings> = {}) =>
  new AppleMusicClient({ apiUrl: fake.url, developerToken: fake.developerToken, timeoutMs: 1000, ...over }, logger);

beforeAll(async () => {
  fake = await FakeAppleMusic.start({
    songs: [
      { id: '1613600188', name: 'Emotional Creature', artistName: 'Beach House', albumName: 'Once Twice Melody', durationMs: 221_000, isrc: 'USQE92100257', explicit: true },
      { id: '1613600189', name: 'Only in Britain', artistName: 'Beach House', durationMs: 200_000, storefronts: ['gb'] },
      ...Array.from({ length: 30 }, (_, i) => ({ id: String(1700000000 + i), name: `Drift ${i}`, artistName: 'Tide Pool', durationMs: 180_000 })),
    ],
    userTokens: ['music-user-token-1', 'music-user-token-fresh'],
  });
});
afterAll(() => fake?.close());
beforeEach(() => {
  logger = recordingLogger();
});

describe('Apple Music catalogue search', () => {
  it('searches the us storefront for songs, 25 per page, with the developer token', async () => {
    const tracks = await client().search('emotional creature');
    expect(tracks).toEqual([
      {
        provider: 'apple',
        providerId: '1613600188',
        trackName: 'Emotional Creature',
        artistName: 'Beach House',
        albumName: 'Once Twice Melody',
        durationSeconds: 221,
        isrc: 'USQE92100257',
        explicit: true,
        releaseYear: 2022,
        thumbnails: [1024, 500, 256, 128].map((size) => ({
          url: `https://is1-ssl.mzstatic.com/image/thumb/Music/1613600188/${size}x${size}bb.jpg`,
          width: size,
          height: size,
        })),
        previewUrl: 'https://audio-ssl.itunes.apple.com/preview/1613600188.m4a',
        links: { web: 'https://music.apple.com/us/album/1613600188?i=1613600188' },
      },
    ]);
    const sent = fake.server.requests.at(-1)!;
    expect(sent.path).toBe('/v1/catalog/us/search');
    expect(Object.fromEntries(sent.query)).toEqual({ types: 'songs', term: 'emotional creature', limit: '25', offset: '0' });
    expect(sent.headers.authorization).toBe(`Bearer ${fake.developerToken}`);
  });

  it('pages with offset and never asks for more than 25', async () => {
    const first = await client().search('drift', { limit: 100 });
    const second = await client().search('drift', { offset: 25 });
    expect(first).toHaveLength(25);
    expect(second.map((t) => t.trackName)).toEqual(['Drift 25', 'Drift 26', 'Drift 27', 'Drift 28', 'Drift 29']);
  });

  it('uses another storefront when asked, and answers an empty result set with nothing', async () => {
    expect(await client().search('only in britain')).toEqual([]);
    expect((await client().search('only in britain', { storefront: 'GB' })).map((t) => t.providerId)).toEqual(['1613600189']);
    expect(fake.server.requests.at(-1)!.path).toBe('/v1/catalog/gb/search');
    expect(logger.warnings).toEqual([]);
  });
});

describe('Apple Music songs by id and by ISRC', () => {
  it('finds a song by id', async () => {
    expect((await client().song('1613600188'))?.trackName).toBe('Emotional Creature');
    expect(fake.server.requests.at(-1)!.path).toBe('/v1/catalog/us/songs/1613600188');
  });

  it('gives nothing for an unknown id (404 in Apple’s errors format), logged with its detail', async () => {
    const lookup = await client().lookupSong('1');
    expect(lookup).toEqual({ ok: false, failure: { kind: 'not-found', status: 404, message: 'Resource with requested id was not found' } });
    expect(logger.warnings[0]).toMatchObject({ message: 'apple song failed', details: { kind: 'not-found', status: 404 } });
  });

  it('never sends an id that is not a catalogue id', async () => {
    const before = fake.server.requests.length;
    expect(await client().song('../../me/library')).toBeNull();
    expect(fake.server.requests.length).toBe(before);
  });

  it('finds songs by ISRC with filter[isrc]', async () => {
    const songs = await client().songsByIsrc('usqe92100257');
    expect(songs.map((s) => s.providerId)).toEqual(['1613600188']);
    expect(fake.server.requests.at(-1)!.query.get('filter[isrc]')).toBe('USQE92100257');
    expect(await client().songsByIsrc('USQE90000000')).toEqual([]);
  });
});

describe('Apple Music failures', () => {
  it('a refused developer token (401, no body) gives nothing, logged', async () => {
    expect(await client({ developerToken: 'expired' }).search('drift')).toEqual([]);
    expect(logger.warnings[0]).toMatchObject({ details: { kind: 'rejected', status: 401, error: '401 Unauthorized' } });
  });

  it.each([
    ['a 500 in the errors format', { status: 500, json: { errors: [{ id: 'X', title: 'Internal Error', detail: 'Upstream failure', status: '500', code: '50000' }] } }, 'Upstream failure'],
    ['malformed JSON', { status: 200, text: '{"data": [' }, 'response body is not valid JSON'],
    ['a dropped connection', { drop: true as const }, expect.any(String)],
  ])('%s gives nothing, logged', async (_name, reply, message) => {
    fake.server.override('/v1/catalog/us/songs/1613600188', reply);
    expect(await client().song('1613600188')).toBeNull();
    expect(logger.warnings[0]).toMatchObject({ details: { kind: 'unavailable', error: message } });
  });

  it('a search Apple refuses (limit beyond 25) is reported with Apple’s detail', async () => {
    fake.server.override('/v1/catalog/us/search', { status: 400, json: { errors: [{ id: 'Y', title: 'Invalid Parameter Value', detail: 'Value must be an integer less than or equal to 25', status: '400', code: '40005', source: { parameter: 'limit' } }] } });
    expect(await client().lookupSearch('drift')).toEqual({ ok: false, failure: { kind: 'rejected', status: 400, message: 'Value must be an integer less than or equal to 25' } });
  });

  it('times out', async () => {
    fake.server.override('/v1/catalog/us/search', { hang: true });
    expect(await client({ timeoutMs: 150 }).search('drift')).toEqual([]);
    expect(logger.warnings[0]).toMatchObject({ details: { error: 'no answer within 150 ms' } });
  });

  it('without a developer token gives nothing, calls nothing, logged once', async () => {
    const c = client({ developerToken: undefined });
    const before = fake.server.requests.length;
    expect(await c.search('drift')).toEqual([]);
    expect(await c.song('1613600188')).toBeNull();
    expect(await c.songsByIsrc('USQE92100257')).toEqual([]);
    expect(fake.server.requests.length).toBe(before);
    expect(logger.warnings).toHaveLength(1);
  });
});

describe('Apple Music playlist export', () => {
  it('creates a library playlist with the user token, the first 100 songs inline and the rest added after', async () => {
    const songIds = Array.from({ length: 130 }, (_, i) => String(1800000000 + i));
    const result = await client().exportPlaylist({ accessToken: 'music-user-token-1' }, { name: 'Backspin export', description: 'From Backspin', songIds: [...songIds, 'bad id'] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const playlist = fake.playlists.get(result.value.playlistId)!;
    expect(playlist).toMatchObject({ name: 'Backspin export', description: 'From Backspin', songIds });
    expect(result.value.trackCount).toBe(130);
    const create = fake.server.requestsTo('/v1/me/library/playlists').at(-1)!;
    expect(create.headers['music-user-token']).toBe('music-user-token-1');
    expect(create.headers.authorization).toBe(`Bearer ${fake.developerToken}`);
  });

  it('a refused user token (403) is refreshed once when the caller can, else the export fails, logged', async () => {
    const refreshed = await client().exportPlaylist({ accessToken: 'stale', refresh: async () => 'music-user-token-fresh' }, { name: 'Again', songIds: ['1613600188'] });
    expect(refreshed.ok).toBe(true);
    const refused = await client().exportPlaylist({ accessToken: 'stale' }, { name: 'Nope', songIds: ['1613600188'] });
    expect(refused).toEqual({ ok: false, failure: { kind: 'rejected', status: 403, message: 'Invalid or missing Music-User-Token' } });
    expect(logger.warnings[0]).toMatchObject({ message: 'apple playlist export failed', details: { step: 'create' } });
  });
});
