import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { LibraryServices } from '../context.ts';
import { librarySubgraph } from '../module.ts';
import { FakeSevenDigital } from '../providers/fakes/seven-digital.fake.ts';
import { FakeSpotify } from '../providers/fakes/spotify.fake.ts';

/** Track import with the paid catalogue (7digital) configured, its API answered by a local fake. */
const spotifyId = (name: string) => name.padEnd(22, '0');
let sevenDigital: FakeSevenDigital;
let spotify: FakeSpotify;
let t: TestSubgraph<LibraryServices>;
const dj: Identity = { userId: '00000000-0000-4000-8000-0000000007d1', tokenType: 'user', roles: ['user'] };

beforeAll(async () => {
  sevenDigital = await FakeSevenDigital.start({
    tracks: [
      { id: 12345678, title: 'Harbour Lights', version: 'Radio Edit', artist: 'The Paper Lanterns', durationSeconds: 214, isrc: 'USRC17607839', releaseTitle: 'Night Ferries', releaseDate: '2019-03-01' },
      { id: 23456789, title: 'Velvet Static', artist: 'Moth & Meridian', durationSeconds: 247, isrc: 'GBAYE9700386' },
      { id: 34567890, title: 'Nameless', artist: 'Nobody', durationSeconds: 0 },
    ],
  });
  spotify = await FakeSpotify.start({
    tracks: [{ id: spotifyId('velvet'), name: 'Velvet Static', artists: ['Moth & Meridian'], durationMs: 247_000, isrc: 'GBAYE9700386' }],
  });
  t = await startTestSubgraph(librarySubgraph, { env: { ...sevenDigital.env(), ...spotify.env(), LOG_LEVEL: 'error' } });
});
afterAll(async () => {
  await t?.stop();
  await sevenDigital?.close();
  await spotify?.close();
});

const SONG = 'id trackName artistName albumName duration isrc explicit status releaseYear musicProviders { provider id } thumbnails { provider url } previews';
const importTrack = (musicProvider: string, providerId: string) =>
  t.call(dj, `mutation($input: TrackImportInput!) { importTrack(input: $input) { ${SONG} } }`, { input: { musicProvider, providerId } });

describe('importTrack from sevenDigital', () => {
  it('imports a 7digital track through its client as a verified catalogue song, with the 350 px thumbnail', async () => {
    const result = await importTrack('sevenDigital', '12345678');
    expect(result.errors).toBeUndefined();
    expect(result.data!.importTrack).toMatchObject({
      trackName: 'Harbour Lights (Radio Edit)',
      artistName: 'The Paper Lanterns',
      albumName: 'Night Ferries',
      duration: 214,
      isrc: 'USRC17607839',
      status: 'VERIFIED',
      releaseYear: 2019,
      musicProviders: [{ provider: 'sevenDigital', id: '12345678' }],
      thumbnails: [{ provider: 'sevenDigital', url: expect.stringMatching(/_350\.jpg$/) }],
      previews: [],
    });
    expect(Object.fromEntries(sevenDigital.server.requestsTo('/track/details').at(-1)!.query)).toMatchObject({ trackId: '12345678', country: 'US' });
    const again = await importTrack('sevenDigital', ' 12345678 ');
    expect(again.data!.importTrack.id).toBe(result.data!.importTrack.id);
  });

  it('a track 7digital does not know, or cannot describe, is not in the catalogue', async () => {
    for (const id of ['99999999', '34567890', 'abc']) {
      expect((await importTrack('sevenDigital', id)).errors?.[0]).toMatchObject({ message: "Sorry, this song is not in our catalog and can't be imported." });
    }
    sevenDigital.server.override('/track/details', { status: 503, json: { status: 'error', error: { code: 9001, errorMessage: 'Service unavailable' } } });
    expect((await importTrack('sevenDigital', '23456789')).errors?.[0]).toMatchObject({ extensions: { status: 503 } });
  });

  it('a Spotify track also gains the 7digital id of its ISRC, so it plays from the paid catalogue first', async () => {
    const result = await importTrack('spotify', spotifyId('velvet'));
    expect(result.data!.importTrack.musicProviders).toEqual([
      { provider: 'spotify', id: spotifyId('velvet') },
      { provider: 'sevenDigital', id: '23456789' },
    ]);
    expect(sevenDigital.server.requestsTo('/track/search').at(-1)!.query.get('q')).toBe('GBAYE9700386');
    // Importing the 7digital track afterwards finds the same song.
    expect((await importTrack('sevenDigital', '23456789')).data!.importTrack.id).toBe(result.data!.importTrack.id);
    const stream = await t.call(dj, `{ songStream(country: "us", id: "${result.data!.importTrack.id}") { provider url } }`);
    expect(stream.data!.songStream.provider).toBe('sevenDigital');
    expect(new URL(stream.data!.songStream.url).searchParams.get('trackId')).toBe('23456789');
  });

  it('hasSevenDigital keeps finding the songs with a 7digital id', async () => {
    const names = await t.call(dj, '{ songs(filter: { hasSevenDigital: true }, limit: 100) { trackName } }');
    expect(names.errors).toBeUndefined();
    expect(names.data!.songs.map((s: { trackName: string }) => s.trackName).sort()).toEqual(['Harbour Lights (Radio Edit)', 'Velvet Static']);
  });
});
