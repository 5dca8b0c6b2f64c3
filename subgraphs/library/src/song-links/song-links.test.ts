import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/gateway/testing/subgraph';
import type { LibraryServices } from '../context.ts';
import { librarySubgraph } from '../module.ts';
import { SongSchema, type Song } from '../songs/song.entity.ts';
import { canonicalProviderId, parseSongLink, SongLinksService } from './song-links.service.ts';

let t: TestSubgraph<LibraryServices>;
const songs: Record<string, Song> = {};
const spotifyId = '4uLU6hMCjMI75M1A2tKUQC';

const user: Identity = { userId: randomUUID(), tokenType: 'user', roles: [] };
const staff: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['staff'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const service: Identity = { userId: randomUUID(), tokenType: 'service', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };

async function gql(query: string, variables: Record<string, unknown> = {}, identity: Identity = anonymous) {
  return t.subgraph.execute({ query, variables }, await t.headersFor(identity));
}
const errorOf = (result: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }) => {
  const error = result.errors?.[0];
  return error ? { message: error.message, status: error.extensions?.status } : undefined;
};

beforeAll(async () => {
  t = await startTestSubgraph(librarySubgraph);
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
afterAll(() => t?.stop());

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

  it('prefers sevenDigital when the paid catalogue is enabled', async () => {
    const paid = new SongLinksService(t.subgraph.services.songs, { paidCatalogue: true });
    const stream = await paid.stream(t.subgraph.db.em.fork(), user, 'GB', songs.s1!.id, null);
    expect(stream).toMatchObject({ provider: 'sevenDigital', url: 'https://cdn.example/7d.mp3', quality: 'medium', country: 'GB' });
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

  it('answers 404 without previews and 403 for songs not in the catalogue', async () => {
    expect(errorOf(await gql(query, { c: 'us', id: songs.silent!.id }))).toEqual({ message: 'This song has no preview URL', status: 404 });
    expect(errorOf(await gql(query, { c: 'us', id: songs.pending!.id }))).toEqual({ message: 'Song is not verified', status: 403 });
  });
});

describe('migrateSongLinks (POST /song-data/migrate-links)', () => {
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
  const providersOf = async (id: string) => (await t.subgraph.db.em.fork().findOneOrFail(SongSchema, { id })).musicProviders;
  const mutation = 'mutation { migrateSongLinks { scanned updated providerIdsNormalised conflicts } }';

  it('is for staff only', async () => {
    expect(errorOf(await gql(mutation, {}, anonymous))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(errorOf(await gql(mutation, {}, user))).toEqual({ message: 'Forbidden', status: 403 });
    expect(await providersOf(dirty.m1)).toEqual({ spotify: 'spotify:track:AAAAAAAAAAAAAAAAAAAAA1' });
  });

  it('rewrites stored provider ids in canonical form, in batches, leaving conflicts, and reports counts', async () => {
    const total = await t.subgraph.db.em.fork().count(SongSchema, {});
    const report = await t.subgraph.services.songLinks.migrateLinks(t.subgraph.db.em.fork(), staff, 2);
    expect(report).toEqual({ scanned: total, updated: 2, providerIdsNormalised: 3, conflicts: 1 });
    expect(await providersOf(dirty.m1)).toEqual({ spotify: 'AAAAAAAAAAAAAAAAAAAAA1' });
    expect(await providersOf(dirty.m2)).toEqual({ youtube: 'abcdefghijk', spotify: 'plainid' });
    expect(await providersOf(dirty.m3)).toEqual({ spotify: 'spotify:track:CONFLICT' });
    expect(await providersOf(dirty.m4)).toEqual({ spotify: 'CONFLICT' });
    expect(await providersOf(dirty.m5)).toEqual({ apple: `https://open.spotify.com/track/${spotifyId}` });
  });

  it('changes nothing when run again', async () => {
    const total = await t.subgraph.db.em.fork().count(SongSchema, {});
    const result = await gql(mutation, {}, staff);
    expect(result.data?.migrateSongLinks).toEqual({ scanned: total, updated: 0, providerIdsNormalised: 0, conflicts: 1 });
  });
});
