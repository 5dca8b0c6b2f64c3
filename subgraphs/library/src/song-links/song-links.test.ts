import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, loadConfig, type Identity, type JobSettled } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { LibraryServices } from '../context.ts';
import { JobSchema } from '../jobs.ts';
import { librarySubgraph } from '../module.ts';
import { FakeSevenDigital } from '../providers/fakes/seven-digital.fake.ts';
import { FakeSoundCloud } from '../providers/fakes/soundcloud.fake.ts';
import { createProviders } from '../providers/providers.ts';
import { recordingLogger } from '../providers/testing.ts';
import { SongSchema, type Song } from '../songs/song.entity.ts';
import { LinkMigrationSchema } from './link-migration.entity.ts';
import { canonicalProviderId, parseSongLink, SongLinksService } from './song-links.service.ts';

let t: TestSubgraph<LibraryServices>;
let soundCloud: FakeSoundCloud;
let sevenDigital: FakeSevenDigital;
const songs: Record<string, Song> = {};
const spotifyId = '4uLU6hMCjMI75M1A2tKUQC';

const user: Identity = { userId: randomUUID(), tokenType: 'user', roles: [] };
const staff: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['staff'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const service: Identity = { userId: randomUUID(), tokenType: 'service', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };

const gql = (query: string, variables: Record<string, unknown> = {}, identity: Identity = anonymous) => t.call(identity, query, variables);
const errorOf = (result: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }) => {
  const error = result.errors?.[0];
  return error ? { message: error.message, status: error.extensions?.status } : undefined;
};

beforeAll(async () => {
  soundCloud = await FakeSoundCloud.start({
    tracks: [
      { id: 123456, title: 'Linked', username: 'link-artist', durationMs: 200_000 },
      { id: 777, title: 'Elsewhere Only', username: 'link-artist', durationMs: 100_000 },
    ],
  });
  sevenDigital = await FakeSevenDigital.start({ tracks: [{ id: 12345678, title: 'Paid', artist: 'Catalogue', durationSeconds: 180 }] });
  // SoundCloud answers (permalinks resolve); 7digital is not configured here, so the paid catalogue is off.
  t = await startTestSubgraph(librarySubgraph, { env: { ...soundCloud.env(), LOG_LEVEL: 'error' } });
  const upsert = (e: Parameters<LibraryServices['songs']['upsertCatalogEntry']>[1]) =>
    t.subgraph.services.songs.upsertCatalogEntry(t.subgraph.db.em.fork(), e);
  songs.s1 = await upsert({
    trackName: 'Linked',
    artistName: 'Link Artist',
    duration: 200,
    status: 'SUCCESS',
    musicProviders: { spotify: `spotify:track:${spotifyId}`, apple: '1440858184', youtube: 'dQw4w9WgXcQ', soundCloudPublic: '123456', deezer: '3135556' },
    streamUrls: [
      { provider: 'uploadService', kind: 'hls', url: '/api/room-service/songs/x/hls-playlist' },
      { provider: 'sevenDigital', kind: 'http', url: 'https://cdn.example/7d.mp3' },
      { provider: 'soundCloudPublic', kind: 'http', url: 'https://cdn.example/sc.mp3' },
    ],
    previews: ['https://cdn.example/preview-1.mp3', 'https://cdn.example/preview-2.mp3'],
  });
  songs.upload = await upsert({
    trackName: 'Upload only',
    artistName: 'Uploader',
    duration: 100,
    status: 'VERIFIED',
    streamUrls: [{ provider: 'uploadService', kind: 'hls', url: '/api/room-service/songs/u/hls-playlist' }],
  });
  songs.silent = await upsert({ trackName: 'Silent', artistName: 'Nobody', duration: 100, status: 'VERIFIED' });
  songs.other = await upsert({
    trackName: 'Elsewhere',
    artistName: 'Nobody',
    duration: 100,
    status: 'SUCCESS',
    streamUrls: [{ provider: 'napster', kind: 'http', url: 'https://cdn.example/np.mp3' }],
  });
  songs.paid = await upsert({
    trackName: 'Paid',
    artistName: 'Catalogue',
    duration: 180,
    status: 'SUCCESS',
    musicProviders: { sevenDigital: '12345678', soundCloudPublic: '999' },
    streamUrls: [
      { provider: 'sevenDigital', kind: 'http', url: 'https://stream.example/expired-signature' },
      { provider: 'soundCloudPublic', kind: 'http', url: 'https://cdn.example/paid-sc.mp3' },
    ],
    previews: ['https://cdn.example/paid-preview.mp3'],
  });
  songs.pending = await upsert({
    trackName: 'Pending',
    artistName: 'Nobody',
    duration: 100,
    status: 'PENDING_REQUEST',
    musicProviders: { tidal: '77646169' },
    streamUrls: [{ provider: 'uploadService', kind: 'hls', url: '/api/room-service/songs/p/hls-playlist' }],
    previews: ['https://cdn.example/p.mp3'],
  });
});
afterAll(async () => {
  await t?.stop();
  await soundCloud?.close();
  await sevenDigital?.close();
});

describe('parseSongLink', () => {
  it.each([
    [`https://open.spotify.com/track/${spotifyId}?si=abc`, 'spotify', spotifyId],
    [`https://open.spotify.com/intl-de/track/${spotifyId}`, 'spotify', spotifyId],
    [`open.spotify.com/track/${spotifyId}`, 'spotify', spotifyId],
    [`spotify:track:${spotifyId}`, 'spotify', spotifyId],
    [`https://open.spotify.com/album/${spotifyId}`, 'spotify', null],
    ['https://open.spotify.com/track/short', 'spotify', null],
    ['https://music.apple.com/us/album/some-album/1440857781?i=1440858184', 'apple', '1440858184'],
    ['https://music.apple.com/us/song/some-song/1440858184', 'apple', '1440858184'],
    ['https://music.apple.com/us/album/some-album/1440857781', 'apple', null],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=1', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://music.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=short', 'youtube', null],
    ['https://api.soundcloud.com/tracks/123456', 'soundCloudPublic', '123456'],
    ['https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F123456', 'soundCloudPublic', '123456'],
    ['soundcloud:tracks:123456', 'soundCloudPublic', '123456'],
    ['https://soundcloud.com/some-artist/some-track', 'soundCloudPublic', null],
    ['https://www.deezer.com/us/track/3135556', 'deezer', '3135556'],
    ['https://deezer.page.link/abcdef', 'deezer', null],
    ['https://tidal.com/browse/track/77646169', 'tidal', '77646169'],
    ['https://music.yandex.ru/album/123/track/456', 'yandex', '456'],
    ['https://music.amazon.com/albums/B0ABCDEFGH?trackAsin=B0TRACK123', 'amazonMusic', 'B0TRACK123'],
    ['https://audius.co/artist/track', 'audius', null],
    ['https://www.napster.com/artist/x', 'napster', null],
    ['https://www.pandora.com/artist/x', 'pandora', null],
    ['https://spinrilla.com/songs/x', 'spinrilla', null],
  ])('%s → %s %s', (link, provider, providerId) => {
    expect(parseSongLink(link)).toEqual({ provider, providerId });
  });

  it('recognises providers from whole host labels only', () => {
    expect(parseSongLink(`https://notspotify.com/track/${spotifyId}`)).toBeNull();
    expect(parseSongLink('https://youtube.evil.example/watch?v=dQw4w9WgXcQ')).toEqual({ provider: 'youtube', providerId: 'dQw4w9WgXcQ' });
    expect(parseSongLink('https://example.com/track/1')).toBeNull();
  });

  it.each([[''], ['not a link at all'], ['ftp://open.spotify.com/track/x'], ['javascript:alert(1)'], ['localhost'], ['x'.repeat(2001)]])(
    'refuses %j as no link',
    (link) => {
      expect(() => parseSongLink(link)).toThrow(new DomainError('INVALID_SONG_LINK'));
    },
  );

  it('canonicalProviderId strips the Spotify prefix and replaces a stored link of the same provider by its id', () => {
    expect(canonicalProviderId('spotify', `spotify:track:${spotifyId}`)).toBe(spotifyId);
    expect(canonicalProviderId('spotify', `https://open.spotify.com/track/${spotifyId}`)).toBe(spotifyId);
    expect(canonicalProviderId('youtube', 'https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(canonicalProviderId('apple', `https://open.spotify.com/track/${spotifyId}`)).toBe(`https://open.spotify.com/track/${spotifyId}`);
    expect(canonicalProviderId('apple', ' 1440858184 ')).toBe('1440858184');
    expect(canonicalProviderId('audius', 'a:b c')).toBe('a:b c');
  });
});

describe('songByLink (GET /song-data/{link})', () => {
  const query = 'query($l: String!) { songByLink(link: $l) { id } }';

  it.each([
    [`https://open.spotify.com/track/${spotifyId}`],
    [`spotify:track:${spotifyId}`],
    ['https://music.apple.com/us/album/x/1?i=1440858184'],
    ['https://youtu.be/dQw4w9WgXcQ'],
    ['https://api.soundcloud.com/tracks/123456'],
    ['https://www.deezer.com/track/3135556'],
  ])('finds the catalogue song of %s', async (link) => {
    expect((await gql(query, { l: link })).data?.songByLink).toEqual({ id: songs.s1!.id });
  });

  it('finds the catalogue song of a SoundCloud permalink, resolved by SoundCloud', async () => {
    for (const link of ['https://soundcloud.com/link-artist/linked', 'soundcloud.com/link-artist/linked', 'https://m.soundcloud.com/link-artist/linked?in=x']) {
      expect((await gql(query, { l: link })).data?.songByLink, link).toEqual({ id: songs.s1!.id });
    }
    expect(soundCloud.server.requestsTo('/resolve').at(-1)!.query.get('url')).toBe('https://soundcloud.com/link-artist/linked');
  });

  it('a permalink SoundCloud does not know, or that is no track, has no song id; one not in the catalogue is not found', async () => {
    for (const link of ['https://soundcloud.com/link-artist/unknown-track', 'https://soundcloud.com/link-artist']) {
      expect(errorOf(await gql(query, { l: link }))).toEqual({ message: 'No song id could be read from this music provider link', status: 404 });
    }
    expect(errorOf(await gql(query, { l: 'https://soundcloud.com/link-artist/elsewhere-only' }))).toEqual({
      message: 'No song of the catalogue has this music provider id',
      status: 404,
    });
  });

  it('answers 503 when SoundCloud cannot resolve a permalink, and "no song id" when SoundCloud is not configured', async () => {
    soundCloud.server.override('/resolve', { status: 500, json: { code: 500, message: 'Internal Server Error', status: '500 - Internal Server Error', errors: [] } });
    expect(errorOf(await gql(query, { l: 'https://soundcloud.com/link-artist/linked' }))).toEqual({
      message: 'The music provider could not be reached, please try again later',
      status: 503,
    });
    const withoutSoundCloud = new SongLinksService(t.subgraph.services.songs, createProviders(loadConfig({}), recordingLogger()), t.subgraph.services.jobs);
    await expect(withoutSoundCloud.byLink(t.subgraph.db.em.fork(), 'https://soundcloud.com/link-artist/linked')).rejects.toMatchObject({
      reason: 'SONG_LINK_WITHOUT_SONG_ID',
    });
  });

  it('answers 404 with a message for each way a link can miss', async () => {
    expect(errorOf(await gql(query, { l: 'https://example.com/x' }))).toEqual({ message: 'No music provider recognised in this link', status: 404 });
    expect(errorOf(await gql(query, { l: 'https://soundcloud.com/a/b' }))).toEqual({
      message: 'No song id could be read from this music provider link',
      status: 404,
    });
    expect(errorOf(await gql(query, { l: 'https://www.deezer.com/track/1' }))).toEqual({
      message: 'No song of the catalogue has this music provider id',
      status: 404,
    });
    // Not in the catalogue yet (its data is still being fetched).
    expect(errorOf(await gql(query, { l: 'https://tidal.com/browse/track/77646169' }))).toEqual({
      message: 'No song of the catalogue has this music provider id',
      status: 404,
    });
  });

  it('answers 400 to something that is no link', async () => {
    expect(errorOf(await gql(query, { l: 'hello world' }))).toEqual({
      message: 'link must be an http(s) URL or a provider URI such as spotify:track:<id>',
      status: 400,
    });
  });
});

describe('songByProviderId and its /providers and /service variants', () => {
  it('finds the song by any of its provider ids, the Spotify prefix stripped', async () => {
    const query = 'query($p: MusicProvider!, $id: String!) { songByProviderId(provider: $p, providerSongId: $id) { id } }';
    for (const [p, id] of [
      ['spotify', spotifyId],
      ['spotify', `spotify:track:${spotifyId}`],
      ['apple', '1440858184'],
      ['soundCloudPublic', '123456'],
    ]) {
      expect((await gql(query, { p, id })).data?.songByProviderId).toEqual({ id: songs.s1!.id });
    }
    expect((await gql(query, { p: 'sevenDigital', id: ' 12345678 ' })).data?.songByProviderId).toEqual({ id: songs.paid!.id });
    expect(errorOf(await gql(query, { p: 'apple', id: spotifyId }))).toEqual({ message: 'No song of the catalogue has this music provider id', status: 404 });
    expect(errorOf(await gql(query, { p: 'tidal', id: '77646169' }))).toEqual({ message: 'No song of the catalogue has this music provider id', status: 404 });
  });

  it('/providers answers every provider id of the song, in the spec’s provider order', async () => {
    const result = await gql('{ songProviderIds(provider: youtube, providerSongId: "dQw4w9WgXcQ") { provider id } }');
    expect(result.data?.songProviderIds).toEqual([
      { provider: 'apple', id: '1440858184' },
      { provider: 'soundCloudPublic', id: '123456' },
      { provider: 'spotify', id: spotifyId },
      { provider: 'youtube', id: 'dQw4w9WgXcQ' },
      { provider: 'deezer', id: '3135556' },
    ]);
  });

  it('/service answers songs of any status, to services only', async () => {
    const query = '{ songByProviderIdForService(provider: tidal, providerSongId: "77646169") { id status } }';
    for (const identity of [service, { ...user, roles: ['superUser'] } as Identity]) {
      expect((await gql(query, {}, identity)).data?.songByProviderIdForService).toEqual({ id: songs.pending!.id, status: 'PENDING_REQUEST' });
    }
    expect(errorOf(await gql(query, {}, anonymous))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(errorOf(await gql(query, {}, guest))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(errorOf(await gql(query, {}, staff))).toEqual({ message: 'Forbidden', status: 403 });
    const unknown = '{ songByProviderIdForService(provider: tidal, providerSongId: "1") { id } }';
    expect(errorOf(await gql(unknown, {}, service))).toEqual({ message: 'No song of the catalogue has this music provider id', status: 404 });
  });
});

describe('songStream (GET /song-data/stream/{country}/{id})', () => {
  const query = 'query($c: String!, $id: String!, $q: AudioQuality) { songStream(country: $c, id: $id, quality: $q) { songId provider kind url quality country } }';

  it('answers the stream of the most preferred provider (without the paid catalogue: soundCloudPublic before uploadService)', async () => {
    const result = await gql(query, { c: 'us', id: songs.s1!.id, q: 'high' }, user);
    expect(result.data?.songStream).toEqual({
      songId: songs.s1!.id,
      provider: 'soundCloudPublic',
      kind: 'http',
      url: 'https://cdn.example/sc.mp3',
      quality: 'high',
      country: 'US',
    });
  });

  it('without the paid catalogue a song with a 7digital id streams from its next provider', async () => {
    expect((await gql(query, { c: 'us', id: songs.paid!.id }, user)).data?.songStream).toMatchObject({ provider: 'soundCloudPublic', url: 'https://cdn.example/paid-sc.mp3' });
  });

  describe('with the paid catalogue (7digital) configured', () => {
    let paid: SongLinksService;
    beforeAll(() => {
      paid = new SongLinksService(t.subgraph.services.songs, createProviders(loadConfig(sevenDigital.env()), recordingLogger()), t.subgraph.services.jobs);
    });

    it('prefers sevenDigital: a stream URL signed now for the quality granted and the country, which 7digital plays', async () => {
      const stream = await paid.stream(t.subgraph.db.em.fork(), user, 'gb', songs.paid!.shortId, 'high');
      expect(stream).toMatchObject({ songId: songs.paid!.id, provider: 'sevenDigital', kind: 'http', quality: 'high', country: 'GB' });
      const url = new URL(stream.url);
      expect(url.origin + url.pathname).toBe(`${sevenDigital.url}/stream/catalogue`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ trackId: '12345678', formatId: '56', country: 'GB' });
      expect(await (await fetch(url)).text()).toBe(sevenDigital.audio);
      const anonymousStream = await paid.stream(t.subgraph.db.em.fork(), anonymous, 'us', songs.paid!.id, 'high');
      expect(new URL(anonymousStream.url).searchParams.get('formatId')).toBe('55');
    });

    it('uses a stored 7digital URL when the song has no 7digital id, and the paid preference order otherwise', async () => {
      const s1 = await paid.stream(t.subgraph.db.em.fork(), user, 'GB', songs.s1!.id, null);
      expect(s1).toMatchObject({ provider: 'sevenDigital', url: 'https://cdn.example/7d.mp3', quality: 'medium', country: 'GB' });
      expect(await paid.stream(t.subgraph.db.em.fork(), user, 'us', songs.upload!.id, null)).toMatchObject({ provider: 'uploadService' });
    });

    it('previews from a 7digital clip URL signed for the country; other songs keep their stored preview', async () => {
      const preview = await paid.preview(t.subgraph.db.em.fork(), 'de', songs.paid!.id);
      expect(preview.url.startsWith(`${sevenDigital.url}/clip/12345678?country=DE&oauth_consumer_key=`)).toBe(true);
      expect((await fetch(preview.url)).status).toBe(200);
      expect((await paid.preview(t.subgraph.db.em.fork(), 'de', songs.s1!.id)).url).toBe('https://cdn.example/preview-1.mp3');
    });
  });

  it('finds the song by short id too, and falls back to providers outside the preference list', async () => {
    expect((await gql(query, { c: 'us', id: songs.upload!.shortId }, user)).data?.songStream).toMatchObject({ provider: 'uploadService', kind: 'hls' });
    expect((await gql(query, { c: 'us', id: songs.other!.id }, user)).data?.songStream).toMatchObject({ provider: 'napster' });
  });

  it('forces medium quality for callers who are not signed in', async () => {
    for (const identity of [anonymous, guest]) {
      expect((await gql(query, { c: 'us', id: songs.s1!.id, q: 'high' }, identity)).data?.songStream).toMatchObject({ quality: 'medium' });
    }
    expect((await gql(query, { c: 'us', id: songs.s1!.id, q: 'low' }, user)).data?.songStream).toMatchObject({ quality: 'low' });
    expect((await gql(query, { c: 'us', id: songs.s1!.id }, user)).data?.songStream).toMatchObject({ quality: 'medium' });
  });

  it('answers 404 without stream URLs or for unknown songs, 403 for songs not in the catalogue, 400 for a bad country', async () => {
    expect(errorOf(await gql(query, { c: 'us', id: songs.silent!.id }))).toEqual({ message: 'This song has no stream URL', status: 404 });
    expect(errorOf(await gql(query, { c: 'us', id: randomUUID() }))).toEqual({ message: 'Song not found', status: 404 });
    expect(errorOf(await gql(query, { c: 'us', id: 'nope' }))).toEqual({ message: 'Song not found', status: 404 });
    expect(errorOf(await gql(query, { c: 'us', id: songs.pending!.id }))).toEqual({ message: 'Song is not verified', status: 403 });
    for (const c of ['USA', 'u', '12', '']) {
      expect(errorOf(await gql(query, { c, id: songs.s1!.id }))).toEqual({ message: 'country must be a two-letter ISO 3166-1 country code', status: 400 });
    }
  });
});

describe('songPreview (GET /song-data/preview/{country}/{id})', () => {
  const query = 'query($c: String!, $id: String!) { songPreview(country: $c, id: $id) { songId url country } }';

  it('answers the first preview URL', async () => {
    expect((await gql(query, { c: 'de', id: songs.s1!.shortId })).data?.songPreview).toEqual({
      songId: songs.s1!.id,
      url: 'https://cdn.example/preview-1.mp3',
      country: 'DE',
    });
  });

  it('without the paid catalogue a song with a 7digital id previews from its stored preview', async () => {
    expect((await gql(query, { c: 'us', id: songs.paid!.id })).data?.songPreview).toMatchObject({ url: 'https://cdn.example/paid-preview.mp3' });
  });

  it('answers 404 without previews and 403 for songs not in the catalogue', async () => {
    expect(errorOf(await gql(query, { c: 'us', id: songs.silent!.id }))).toEqual({ message: 'This song has no preview URL', status: 404 });
    expect(errorOf(await gql(query, { c: 'us', id: songs.pending!.id }))).toEqual({ message: 'Song is not verified', status: 403 });
  });
});

describe('migrateSongLinks (POST /song-data/migrate-links): a background job, one at a time', () => {
  const dirty = { m1: randomUUID(), m2: randomUUID(), m3: randomUUID(), m4: randomUUID(), m5: randomUUID() };
  beforeAll(async () => {
    const row = (id: string, musicProviders: Record<string, string>) => ({
      id,
      trackName: 'dirty',
      artistName: 'Dirty',
      duration: 10,
      status: 'SUCCESS' as const,
      musicProviders,
      createdAt: new Date(),
    });
    // Written around the service, as older versions stored them.
    await t.subgraph.db.em.fork().insertMany(SongSchema, [
      row(dirty.m1, { spotify: 'spotify:track:AAAAAAAAAAAAAAAAAAAAA1' }),
      row(dirty.m2, { youtube: 'https://www.youtube.com/watch?v=abcdefghijk', spotify: ' plainid ' }),
      row(dirty.m3, { spotify: 'spotify:track:CONFLICT' }),
      row(dirty.m4, { spotify: 'CONFLICT' }),
      row(dirty.m5, { apple: `https://open.spotify.com/track/${spotifyId}` }),
    ]);
  });
  const em = () => t.subgraph.db.em.fork();
  const providersOf = async (id: string) => (await em().findOneOrFail(SongSchema, { id })).musicProviders;
  const FIELDS = 'id status scanned updated providerIdsNormalised conflicts error startedAt finishedAt';
  const mutation = `mutation { migrateSongLinks { ${FIELDS} } }`;
  const status = `query($id: ID) { songLinkMigration(id: $id) { ${FIELDS} } }`;
  const jobs = () => t.subgraph.services.jobs;
  /** The next settled migrate-links job of the subgraph's runner. */
  const migrationSettled = () =>
    new Promise<JobSettled>((resolve) => {
      const listener = (settled: JobSettled) => {
        if (settled.kind !== 'library.migrate-links') return;
        jobs().events.off('settled', listener);
        resolve(settled);
      };
      jobs().events.on('settled', listener);
    });

  it('is for staff only', async () => {
    expect(errorOf(await gql(mutation, {}, anonymous))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(errorOf(await gql(mutation, {}, user))).toEqual({ message: 'Forbidden', status: 403 });
    expect(errorOf(await gql(status, {}, user))).toEqual({ message: 'Forbidden', status: 403 });
    expect(await providersOf(dirty.m1)).toEqual({ spotify: 'spotify:track:AAAAAAAAAAAAAAAAAAAAA1' });
    expect(await em().count(LinkMigrationSchema, {})).toBe(0);
    expect(errorOf(await gql(status, {}, staff))).toEqual({ message: 'Link migration not found', status: 404 });
  });

  it('queues the job and answers at once; while it is queued or running every request answers with it', async () => {
    await jobs().stop(); // nothing runs it until the runner starts again
    const first = (await gql(mutation, {}, staff)).data?.migrateSongLinks;
    expect(first).toEqual({ id: expect.any(String), status: 'queued', scanned: 0, updated: 0, providerIdsNormalised: 0, conflicts: 0, error: null, startedAt: null, finishedAt: null });
    expect(await providersOf(dirty.m1)).toEqual({ spotify: 'spotify:track:AAAAAAAAAAAAAAAAAAAAA1' });
    const again = await Promise.all([gql(mutation, {}, staff), gql(mutation, {}, staff), gql(mutation, {}, { ...staff, userId: randomUUID() })]);
    expect(again.map((r) => r.data?.migrateSongLinks.id)).toEqual([first.id, first.id, first.id]);
    expect(await em().count(LinkMigrationSchema, {})).toBe(1);
    expect(await em().count(JobSchema, { kind: 'library.migrate-links' })).toBe(1);
    expect((await gql(status, { id: first.id }, staff)).data?.songLinkMigration).toMatchObject({ id: first.id, status: 'queued' });
  });

  it('the database itself refuses a second active migration', async () => {
    const active = await em().findOneOrFail(LinkMigrationSchema, { status: 'queued' });
    await expect(em().insert(LinkMigrationSchema, { ...active, id: randomUUID(), jobId: randomUUID(), status: 'running' })).rejects.toThrow(
      UniqueConstraintViolationException,
    );
    await em().insert(LinkMigrationSchema, { ...active, id: randomUUID(), jobId: randomUUID(), status: 'done' });
    await em().nativeDelete(LinkMigrationSchema, { status: 'done' });
  });

  it('the job rewrites stored provider ids in canonical form, leaving conflicts, and the query shows its report', async () => {
    const { id } = await em().findOneOrFail(LinkMigrationSchema, { status: 'queued' });
    const settled = migrationSettled();
    jobs().start(t.subgraph.db);
    expect(await settled).toMatchObject({ outcome: 'done' });
    const total = await em().count(SongSchema, {});
    const report = (await gql(status, {}, staff)).data?.songLinkMigration;
    expect(report).toEqual({
      id,
      status: 'done',
      scanned: total,
      updated: 2,
      providerIdsNormalised: 3,
      conflicts: 1,
      error: null,
      startedAt: expect.any(String),
      finishedAt: expect.any(String),
    });
    expect(await providersOf(dirty.m1)).toEqual({ spotify: 'AAAAAAAAAAAAAAAAAAAAA1' });
    expect(await providersOf(dirty.m2)).toEqual({ youtube: 'abcdefghijk', spotify: 'plainid' });
    expect(await providersOf(dirty.m3)).toEqual({ spotify: 'spotify:track:CONFLICT' });
    expect(await providersOf(dirty.m4)).toEqual({ spotify: 'CONFLICT' });
    expect(await providersOf(dirty.m5)).toEqual({ apple: `https://open.spotify.com/track/${spotifyId}` });
  });

  it('a request after it finished starts a new migration, which changes nothing', async () => {
    const previous = (await gql(status, {}, staff)).data?.songLinkMigration;
    const settled = migrationSettled();
    const next = (await gql(mutation, {}, staff)).data?.migrateSongLinks;
    expect(next.id).not.toBe(previous.id);
    await settled;
    const total = await em().count(SongSchema, {});
    expect((await gql(status, { id: next.id }, staff)).data?.songLinkMigration).toMatchObject({ status: 'done', scanned: total, updated: 0, providerIdsNormalised: 0, conflicts: 1 });
    expect((await gql(status, { id: previous.id }, staff)).data?.songLinkMigration).toMatchObject({ id: previous.id, updated: 2 });
    expect(errorOf(await gql(status, { id: randomUUID() }, staff))).toEqual({ message: 'Link migration not found', status: 404 });
    expect(errorOf(await gql(status, { id: 'nope' }, staff))).toEqual({ message: 'Link migration not found', status: 404 });
  });

  it('works in batches and resumes after the last batch done (a reclaimed job)', async () => {
    await jobs().stop();
    try {
      const migration = await t.subgraph.services.songLinks.startMigration(em(), staff);
      const ids = (await em().find(SongSchema, {}, { orderBy: { id: 'asc' } })).map((song) => song.id);
      // As if an earlier attempt had done the first three songs before its worker died.
      await em().nativeUpdate(LinkMigrationSchema, { id: migration.id }, { status: 'running', scanned: 3, conflicts: 7, cursor: ids[2]! });
      await t.subgraph.services.songLinks.runMigration(em(), migration.id, { batchSize: 2 });
      expect(await em().findOneOrFail(LinkMigrationSchema, { id: migration.id })).toMatchObject({
        status: 'done',
        scanned: ids.length,
        // The one conflict (dirty.m3) is counted only when it comes after the songs already done.
        conflicts: 7 + (dirty.m3 > ids[2]! ? 1 : 0),
        cursor: ids.at(-1),
      });
      await t.subgraph.services.songLinks.runMigration(em(), migration.id, { batchSize: 2 }); // done: a second run does nothing
      expect((await em().findOneOrFail(LinkMigrationSchema, { id: migration.id })).scanned).toBe(ids.length);
    } finally {
      const settled = migrationSettled();
      jobs().start(t.subgraph.db);
      expect(await settled).toMatchObject({ outcome: 'done' }); // its job finds the migration done
    }
  });

  it('a migration whose job failed for good is marked failed, and no longer blocks the next request', async () => {
    await jobs().stop();
    try {
      const stuck = await t.subgraph.services.songLinks.startMigration(em(), staff);
      await em().nativeUpdate(JobSchema, { id: stuck.jobId }, { status: 'failed', lastError: 'worker stopped before finishing attempt 5 of 5' });
      const next = (await gql(mutation, {}, staff)).data?.migrateSongLinks;
      expect(next).toMatchObject({ status: 'queued' });
      expect(next.id).not.toBe(stuck.id);
      expect((await gql(status, { id: stuck.id }, staff)).data?.songLinkMigration).toMatchObject({
        status: 'failed',
        error: 'worker stopped before finishing attempt 5 of 5',
        finishedAt: expect.any(String),
      });
    } finally {
      const settled = migrationSettled();
      jobs().start(t.subgraph.db);
      await settled;
    }
  });
});

describe('songMetadata (POST /metadata)', () => {
  const query = 'query($link: String, $isrc: String) { songMetadata(link: $link, isrc: $isrc) { id trackName isrc } }';

  it('answers the catalogue song of a provider link, else the earliest catalogue song with the ISRC', async () => {
    const upsert = (e: Parameters<LibraryServices['songs']['upsertCatalogEntry']>[1]) =>
      t.subgraph.services.songs.upsertCatalogEntry(t.subgraph.db.em.fork(), e);
    const pending = await upsert({ trackName: 'Not Yet', artistName: 'Meta', duration: 100, status: 'PENDING_UPLOAD', isrc: 'GBAYE6600001', ownerId: randomUUID() });
    const listed = await upsert({ trackName: 'Listed', artistName: 'Meta', duration: 100, status: 'SUCCESS', isrc: 'GBAYE6600001', musicProviders: { spotify: '0eGsygTp906u18L0Oimnem' } });
    expect(pending.id).not.toBe(listed.id);
    expect((await gql(query, { isrc: 'gb-aye-66-00001' })).data?.songMetadata).toEqual({ id: listed.id, trackName: 'Listed', isrc: 'GBAYE6600001' });
    expect((await gql(query, { link: 'https://open.spotify.com/track/0eGsygTp906u18L0Oimnem', isrc: 'ZZZZZ0000000' })).data?.songMetadata.id).toBe(listed.id);
  });

  it('refuses neither given (400) and a malformed ISRC (400); none found is 404', async () => {
    expect(errorOf(await gql(query, {}))).toEqual({ status: 400, message: 'Give a provider link (url) or an isrc' });
    expect(errorOf(await gql(query, { link: '  ', isrc: null }))).toMatchObject({ status: 400 });
    expect(errorOf(await gql(query, { isrc: 'nope' }))).toMatchObject({ status: 400 });
    expect(errorOf(await gql(query, { isrc: 'ZZZZZ0000000' }))).toEqual({ status: 404, message: 'Song not found' });
  });
});
