import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { LibraryServices } from '../context.ts';
import { librarySubgraph } from '../module.ts';
import { FakeSevenDigital } from '../providers/fakes/seven-digital.fake.ts';
import { FakeSoundCloud } from '../providers/fakes/soundcloud.fake.ts';
import { FakeSpotify } from '../providers/fakes/spotify.fake.ts';

/**
 * Search with 7digital configured: it is the paid catalogue (spec 3, §9: "the first 5 paid-catalogue results, then
 * interleaved with SoundCloud"), and Spotify and Apple Music, which stand in for it otherwise, are not asked.
 */
let sevenDigital: FakeSevenDigital;
let soundCloud: FakeSoundCloud;
let spotify: FakeSpotify;
let t: TestSubgraph<LibraryServices>;
const listener: Identity = { userId: '00000000-0000-4000-8000-0000000007d2', tokenType: 'user', roles: ['user'] };

beforeAll(async () => {
  sevenDigital = await FakeSevenDigital.start({
    tracks: [
      ...Array.from({ length: 7 }, (_, i) => ({ id: 1000 + i, title: `Lantern ${i + 1}`, artist: 'Juniper Row', durationSeconds: 180, explicit: i === 6 })),
      { id: 2000, title: 'Lantern Abroad', artist: 'Juniper Row', durationSeconds: 180, countries: ['GB'] },
    ],
  });
  soundCloud = await FakeSoundCloud.start({
    tracks: [
      { id: 11, title: 'Lantern tape one', username: 'cellar', durationMs: 100_000 },
      { id: 12, title: 'Lantern tape two', username: 'cellar', durationMs: 100_000 },
    ],
  });
  spotify = await FakeSpotify.start({ tracks: [{ id: 'lantern'.padEnd(22, '0'), name: 'Lantern on Spotify', artists: ['Juniper Row'], durationMs: 180_000 }] });
  t = await startTestSubgraph(librarySubgraph, { env: { ...sevenDigital.env(), ...soundCloud.env(), ...spotify.env(), LOG_LEVEL: 'error' } });
  // Lantern 1 is imported from 7digital: a catalogue song now, never a 7digital result too.
  const imported = await t.call(listener, 'mutation { importTrack(input: { musicProvider: "sevenDigital", providerId: "1000" }) { id } }');
  expect(imported.errors).toBeUndefined();
});
afterAll(async () => {
  await t?.stop();
  await sevenDigital?.close();
  await soundCloud?.close();
  await spotify?.close();
});

const search = async (variables: Record<string, unknown>) => {
  const result = await t.call(
    listener,
    'query($q: String!, $explicit: Boolean, $country: String, $offset: Int, $limit: Int) { search(q: $q, explicit: $explicit, country: $country, offset: $offset, limit: $limit) { source song { trackName } track { trackName providerId thumbnailUrl } } }',
    variables,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.search as { source: string; song: { trackName: string } | null; track: { trackName: string; providerId: string; thumbnailUrl: string } | null }[];
};
const names = (hits: Awaited<ReturnType<typeof search>>) => hits.map((hit) => `${hit.source}:${(hit.song ?? hit.track)!.trackName}`);

describe('search with 7digital as the paid catalogue', () => {
  it('leads with five 7digital results, then interleaves SoundCloud, and asks neither Spotify nor Apple Music', async () => {
    const hits = await search({ q: 'lantern' });
    expect(names(hits)).toEqual([
      'catalogue:Lantern 1',
      'sevenDigital:Lantern 2',
      'sevenDigital:Lantern 3',
      'sevenDigital:Lantern 4',
      'sevenDigital:Lantern 5',
      'sevenDigital:Lantern 6',
      'soundCloudPublic:Lantern tape one',
      'sevenDigital:Lantern 7',
      'soundCloudPublic:Lantern tape two',
    ]);
    expect(hits[1]!.track).toMatchObject({ providerId: '1001', thumbnailUrl: expect.stringMatching(/_350\.jpg$/) });
    expect(spotify.server.requestsTo('/v1/search')).toEqual([]);
    expect(Object.fromEntries(sevenDigital.server.requestsTo('/track/search').at(-1)!.query)).toMatchObject({ q: 'lantern', country: 'US' });
  });

  it('searches the shop country asked for, leaves explicit tracks out when asked, and pages the merged results', async () => {
    expect(names(await search({ q: 'lantern', country: 'gb' }))).toContain('sevenDigital:Lantern Abroad');
    expect(sevenDigital.server.requestsTo('/track/search').at(-1)!.query.get('country')).toBe('GB');
    expect(names(await search({ q: 'lantern', explicit: false }))).not.toContain('sevenDigital:Lantern 7');
    expect(names(await search({ q: 'lantern', offset: 4, limit: 3 }))).toEqual(['sevenDigital:Lantern 5', 'sevenDigital:Lantern 6', 'soundCloudPublic:Lantern tape one']);
  });

  it('still answers from the catalogue and SoundCloud when 7digital fails', async () => {
    sevenDigital.server.override('/track/search', { status: 500, json: { status: 'error', error: { code: 9001, errorMessage: 'An unexpected error has occurred' } } });
    expect(names(await search({ q: 'lantern' }))).toEqual(['catalogue:Lantern 1', 'soundCloudPublic:Lantern tape one', 'soundCloudPublic:Lantern tape two']);
  });
});
