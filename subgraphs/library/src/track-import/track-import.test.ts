import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { postGraphQL } from '@backspin/test-kit';
import { demoSongs } from '../demo-data.ts';
import { FakeAppleMusic } from '../providers/fakes/apple-music.fake.ts';
import { FakeSoundCloud } from '../providers/fakes/soundcloud.fake.ts';
import { FakeSpotify } from '../providers/fakes/spotify.fake.ts';

/**
 * Track import through the whole product: the gateway, the library subgraph on its database, and the
 * provider clients pointed (by configuration) at local fakes speaking each provider's wire format.
 */
/** Spotify ids are 22 base-62 characters. */
const spotifyId = (name: string) => name.padEnd(22, '0');
const spotifyIds = {
  fresh: spotifyId('1fresh'),
  demoTwin: spotifyId('2demoTwin'),
  raced: spotifyId('3raced'),
  missing: spotifyId('4missing'),
  broken: spotifyId('5broken'),
  silent: spotifyId('6silent'),
};
const demo = demoSongs[0]!;

let spotify: FakeSpotify;
let apple: FakeAppleMusic;
let soundCloud: FakeSoundCloud;
let product: TestProduct;
let token: string;
let warn: MockInstance<typeof console.warn>;

const SONG = 'id trackName artistName duration isrc explicit status musicProviders { provider id }';
const importTrack = (musicProvider: string, providerId: string, bearer: string | undefined = token) =>
  postGraphQL<{ importTrack: Record<string, unknown> }>(
    product.gatewayUrl,
    `mutation($input: TrackImportInput!) { importTrack(input: $input) { ${SONG} } }`,
    { input: { musicProvider, providerId } },
    bearer,
  );
const songRows = async (where: string, params: unknown[] = []) =>
  (await product.subgraphs.get('library')!.db.em.fork().getConnection().execute(`select * from library.song where ${where}`, params)) as {
    id: string;
    music_providers: Record<string, string>;
  }[];
const importWarnings = () =>
  warn.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>).filter((line) => line.msg === 'Track import failed');

beforeAll(async () => {
  spotify = await FakeSpotify.start({
    tracks: [
      { id: spotifyIds.fresh, name: 'Lantern Parade', artists: ['Juniper Row', 'Ada Quill'], durationMs: 201_600, isrc: 'QZFR12600001', explicit: true },
      { id: spotifyIds.demoTwin, name: demo.trackName, artists: [demo.artistName], durationMs: demo.duration * 1000, isrc: demo.isrc },
      { id: spotifyIds.raced, name: 'Photo Finish', artists: ['The Relay'], durationMs: 150_000 },
      { id: spotifyIds.silent, name: 'Silence', artists: ['Nobody'], durationMs: 0 },
    ],
  });
  apple = await FakeAppleMusic.start({
    songs: [
      { id: '1440000001', name: 'Lantern Parade', artistName: 'Juniper Row', durationMs: 201_000, isrc: 'QZFR12600001' },
      { id: '1440000002', name: 'Only on Apple', artistName: 'Orchard', durationMs: 99_000, isrc: 'QZFR12600002' },
    ],
  });
  soundCloud = await FakeSoundCloud.start({ tracks: [{ id: 4242, title: 'Basement Tape', username: 'cellar', durationMs: 123_456 }] });
  product = await startProduct({ restBridge: false, env: { ...spotify.env(), ...apple.env(), ...soundCloud.env() } });
  const login = await postGraphQL<{ login: { accessToken: string } }>(
    product.gatewayUrl,
    'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
    { input: { email: 'dj@backspin.local', password: 'backspin-dj' } },
  );
  token = login.data!.login.accessToken;
});
afterAll(async () => {
  await product?.stop();
  await spotify?.close();
  await apple?.close();
  await soundCloud?.close();
});
beforeAll(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockClear();
});
afterAll(() => warn.mockRestore());

describe('importTrack: who and what', () => {
  it('needs a signed-in user: anonymous callers and guests get 401', async () => {
    const anonymous = await importTrack('spotify', spotifyIds.fresh, '');
    expect(anonymous.errors?.[0]).toMatchObject({ message: 'Unauthorized', extensions: { status: 401 } });
    const guest = await postGraphQL<{ guestToken: { accessToken: string } }>(product.gatewayUrl, 'mutation { guestToken { accessToken } }');
    const asGuest = await importTrack('spotify', spotifyIds.fresh, guest.data!.guestToken.accessToken);
    expect(asGuest.errors?.[0]).toMatchObject({ message: 'Unauthorized', extensions: { status: 401 } });
    expect(spotify.server.requestsTo(`/v1/tracks/${spotifyIds.fresh}`)).toHaveLength(0);
  });

  it.each(['youtube', 'audius', 'napster', 'deezer', 'not-a-provider', ''])(
    'refuses %j with the spec’s message, asking no provider',
    async (provider) => {
      const before = spotify.server.requests.length;
      const result = await importTrack(provider, spotifyIds.fresh);
      expect(result.errors?.[0]).toMatchObject({
        message: 'Sorry, this song does not have any supported music providers to import from.',
        extensions: { code: 'BAD_USER_INPUT', status: 400 },
      });
      expect(spotify.server.requests.length).toBe(before);
    },
  );

  it.each(['', '   ', 'x'.repeat(201)])('refuses a providerId of %j', async (id) => {
    const result = await importTrack('spotify', id);
    expect(result.errors?.[0]).toMatchObject({ message: 'providerId must be 1 to 200 characters', extensions: { status: 400 } });
  });
});

describe('importTrack from Spotify', () => {
  it('fetches the track and creates a verified song with the Spotify id', async () => {
    const result = await importTrack('spotify', spotifyIds.fresh);
    expect(result.errors).toBeUndefined();
    expect(result.data!.importTrack).toEqual({
      id: expect.any(String),
      trackName: 'Lantern Parade',
      artistName: 'Juniper Row, Ada Quill',
      duration: 202,
      isrc: 'QZFR12600001',
      explicit: true,
      status: 'VERIFIED',
      musicProviders: [{ provider: 'spotify', id: spotifyIds.fresh }],
    });
    expect((await songRows(`music_providers->>'spotify' = ?`, [spotifyIds.fresh])).map((r) => r.id)).toEqual([result.data!.importTrack.id]);
  });

  it('is idempotent: the same id (with or without the spotify:track: prefix) gives the same song without asking Spotify again', async () => {
    const before = spotify.server.requestsTo(`/v1/tracks/${spotifyIds.fresh}`).length;
    const again = await importTrack('spotify', `spotify:track:${spotifyIds.fresh}`);
    const third = await importTrack('spotify', ` ${spotifyIds.fresh} `);
    const first = (await songRows(`music_providers->>'spotify' = ?`, [spotifyIds.fresh]))[0]!;
    expect(again.data!.importTrack.id).toBe(first.id);
    expect(third.data!.importTrack.id).toBe(first.id);
    expect(spotify.server.requestsTo(`/v1/tracks/${spotifyIds.fresh}`).length).toBe(before);
  });

  it('a track already in the catalogue under its ISRC gains the Spotify id instead of a twin', async () => {
    const result = await importTrack('spotify', spotifyIds.demoTwin);
    expect(result.data!.importTrack).toMatchObject({
      id: demo.id,
      musicProviders: [
        { provider: 'spotify', id: spotifyIds.demoTwin },
        { provider: 'uploadService', id: demo.id },
      ],
    });
    expect(await songRows('isrc = ?', [demo.isrc])).toHaveLength(1);
  });

  it('concurrent imports of one track make one song', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => importTrack('spotify', spotifyIds.raced)));
    expect(results.map((r) => r.errors)).toEqual(results.map(() => undefined));
    const ids = new Set(results.map((r) => r.data!.importTrack.id));
    expect(ids.size).toBe(1);
    expect(await songRows(`music_providers->>'spotify' = ?`, [spotifyIds.raced])).toHaveLength(1);
  });

  it('the database itself refuses a second song with the same provider id', async () => {
    const [existing] = await songRows(`music_providers->>'spotify' = ?`, [spotifyIds.raced]);
    const insert = (provider: string, id: string) =>
      product.subgraphs.get('library')!.db.em.fork().getConnection().execute(
        `insert into library.song (id, track_name, artist_name, duration, status, music_providers, created_at) values (gen_random_uuid(), 'Copy', 'Copy', 1, 'VERIFIED', ?::jsonb, now())`,
        [JSON.stringify({ [provider]: id })],
      );
    expect(existing).toBeDefined();
    await expect(insert('spotify', spotifyIds.raced)).rejects.toThrow(/song_spotify_id_unique/);
    await expect(insert('apple', '1440000001')).resolves.toBeDefined();
    await expect(insert('apple', '1440000001')).rejects.toThrow(/song_apple_id_unique/);
    await product.subgraphs.get('library')!.db.em.fork().getConnection().execute(`delete from library.song where music_providers->>'apple' = '1440000001'`);
  });

  it('a track Spotify does not know (404) is "not in our catalog", logged as "Track import failed"', async () => {
    const result = await importTrack('spotify', spotifyIds.missing);
    expect(result.errors?.[0]).toMatchObject({ message: "Sorry, this song is not in our catalog and can't be imported.", extensions: { status: 400 } });
    expect(importWarnings()).toEqual([
      expect.objectContaining({ musicProvider: 'spotify', providerId: spotifyIds.missing, kind: 'not-found', status: 404, error: 'Not found.' }),
    ]);
    expect(await songRows(`music_providers->>'spotify' = ?`, [spotifyIds.missing])).toHaveLength(0);
  });

  it('an id Spotify refuses (400 invalid id) and a track without a duration are not in the catalogue either', async () => {
    spotify.server.override(`/v1/tracks/${spotifyIds.broken}`, { status: 400, json: { error: { status: 400, message: 'invalid id' } } });
    expect((await importTrack('spotify', spotifyIds.broken)).errors?.[0]?.message).toBe("Sorry, this song is not in our catalog and can't be imported.");
    expect((await importTrack('spotify', spotifyIds.silent)).errors?.[0]?.message).toBe("Sorry, this song is not in our catalog and can't be imported.");
    expect((await importTrack('spotify', 'not a spotify id')).errors?.[0]?.message).toBe("Sorry, this song is not in our catalog and can't be imported.");
  });

  it('Spotify failing (5xx, or not answering) is a 503 that says so, and creates nothing', async () => {
    spotify.server.override(`/v1/tracks/${spotifyIds.broken}`, { status: 502, json: { error: { status: 502, message: 'Bad gateway.' } } });
    const result = await importTrack('spotify', spotifyIds.broken);
    expect(result.errors?.[0]).toMatchObject({
      message: 'The music provider could not be reached, please try again later',
      extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 },
    });
    expect(importWarnings()).toEqual([expect.objectContaining({ kind: 'unavailable', status: 502, error: 'Bad gateway.' })]);
    expect(await songRows(`music_providers->>'spotify' = ?`, [spotifyIds.broken])).toHaveLength(0);
  });
});

describe('importTrack from Apple Music and SoundCloud', () => {
  it('an Apple song with the ISRC of an imported Spotify track joins that song', async () => {
    const result = await importTrack('apple', '1440000001');
    expect(result.data!.importTrack).toMatchObject({
      trackName: 'Lantern Parade',
      musicProviders: [
        { provider: 'apple', id: '1440000001' },
        { provider: 'spotify', id: spotifyIds.fresh },
      ],
    });
  });

  it('a new Apple song becomes its own song; an unknown one is not in the catalogue', async () => {
    expect((await importTrack('apple', '1440000002')).data!.importTrack).toMatchObject({
      trackName: 'Only on Apple',
      duration: 99,
      musicProviders: [{ provider: 'apple', id: '1440000002' }],
    });
    expect((await importTrack('apple', '1449999999')).errors?.[0]?.message).toBe("Sorry, this song is not in our catalog and can't be imported.");
  });

  it('a SoundCloud track (by id or URN) is imported under its numeric id', async () => {
    const byUrn = await importTrack('soundCloudPublic', 'soundcloud:tracks:4242');
    expect(byUrn.data!.importTrack).toMatchObject({ trackName: 'Basement Tape', artistName: 'cellar', duration: 123, musicProviders: [{ provider: 'soundCloudPublic', id: '4242' }] });
    expect((await importTrack('soundCloudPublic', '4242')).data!.importTrack.id).toBe(byUrn.data!.importTrack.id);
  });
});

describe('importTrack from uploadService and sevenDigital', () => {
  it('uploadService ids are our songs: found, or not in the catalogue', async () => {
    expect((await importTrack('uploadService', demoSongs[1]!.id)).data!.importTrack).toMatchObject({ id: demoSongs[1]!.id, trackName: demoSongs[1]!.trackName });
    expect((await importTrack('uploadService', '00000000-0000-4000-8000-00000000ffff')).errors?.[0]?.message).toBe(
      "Sorry, this song is not in our catalog and can't be imported.",
    );
    expect((await importTrack('uploadService', 'not-a-uuid')).errors?.[0]?.message).toBe("Sorry, this song is not in our catalog and can't be imported.");
  });

  it('sevenDigital is supported but not configured here: nothing can be found there, so not in the catalogue', async () => {
    const result = await importTrack('sevenDigital', '12345678');
    expect(result.errors?.[0]).toMatchObject({ message: "Sorry, this song is not in our catalog and can't be imported.", extensions: { status: 400 } });
    expect(importWarnings()).toEqual([expect.objectContaining({ musicProvider: 'sevenDigital', kind: 'not-configured' })]);
  });
});
