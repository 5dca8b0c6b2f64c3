import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { postGraphQL } from '@backspin/test-kit';
import { FakeSoundCloud } from '../providers/fakes/soundcloud.fake.ts';
import { FakeSpotify } from '../providers/fakes/spotify.fake.ts';

/** Search through the whole product, with Spotify and SoundCloud answered by local fakes. */
const spotifyId = (n: number) => `lantern${n}`.padEnd(22, '0');
let spotify: FakeSpotify;
let soundCloud: FakeSoundCloud;
let product: TestProduct;
let token: string;

beforeAll(async () => {
  spotify = await FakeSpotify.start({
    tracks: Array.from({ length: 7 }, (_, i) => ({
      id: spotifyId(i + 1),
      name: `Lantern ${i + 1}`,
      artists: ['Juniper Row'],
      durationMs: 180_000,
      isrc: `QZFR1260000${i + 1}`,
      explicit: i === 6,
    })),
  });
  soundCloud = await FakeSoundCloud.start({
    tracks: [
      { id: 11, title: 'Lantern tape one', username: 'cellar', durationMs: 100_000 },
      { id: 12, title: 'Lantern tape two', username: 'cellar', durationMs: 100_000 },
    ],
  });
  product = await startProduct({ restBridge: false, env: { ...spotify.env(), ...soundCloud.env() } });
  const login = await postGraphQL<{ login: { accessToken: string } }>(
    product.gatewayUrl,
    'mutation { login(input: { email: "dj@backspin.local", password: "backspin-dj" }) { accessToken } }',
  );
  token = login.data!.login.accessToken;
  // Lantern 1 is imported: it is now a catalogue song, and must not come back as a Spotify result too.
  const imported = await postGraphQL(product.gatewayUrl, `mutation { importTrack(input: { musicProvider: "spotify", providerId: "${spotifyId(1)}" }) { id } }`, {}, token);
  expect(imported.errors).toBeUndefined();
});

afterAll(async () => {
  await product?.stop();
  await spotify?.server.close();
  await soundCloud?.server.close();
});

const search = async (variables: Record<string, unknown>) => {
  const result = await postGraphQL<{ search: { source: string; song: { trackName: string } | null; track: { trackName: string; providerId: string } | null }[] }>(
    product.gatewayUrl,
    'query($q: String!, $explicit: Boolean, $offset: Int, $limit: Int) { search(q: $q, explicit: $explicit, offset: $offset, limit: $limit) { source song { trackName } track { trackName providerId } } }',
    variables,
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.search.map((hit) => `${hit.source}:${(hit.song ?? hit.track)!.trackName}`);
};

describe('search across the catalogue and the providers', () => {
  it('puts catalogue songs first, then five paid-catalogue results, then SoundCloud interleaved, without duplicates', async () => {
    expect(await search({ q: 'lantern' })).toEqual([
      'catalogue:Lantern 1',
      'catalogue:Harbour Lights at Dawn', // a demo song by The Paper Lanterns
      'spotify:Lantern 2',
      'spotify:Lantern 3',
      'spotify:Lantern 4',
      'spotify:Lantern 5',
      'spotify:Lantern 6',
      'soundCloudPublic:Lantern tape one',
      'spotify:Lantern 7',
      'soundCloudPublic:Lantern tape two',
    ]);
  });

  it('leaves explicit provider tracks out when asked, and pages the merged results', async () => {
    expect(await search({ q: 'lantern', explicit: false })).not.toContain('spotify:Lantern 7');
    expect(await search({ q: 'lantern', offset: 5, limit: 3 })).toEqual(['spotify:Lantern 5', 'spotify:Lantern 6', 'soundCloudPublic:Lantern tape one']);
  });

  it('still answers from the catalogue when a provider fails', async () => {
    await spotify.server.close();
    expect(await search({ q: 'lantern' })).toEqual([
      'catalogue:Lantern 1',
      'catalogue:Harbour Lights at Dawn',
      'soundCloudPublic:Lantern tape one',
      'soundCloudPublic:Lantern tape two',
    ]);
  });
});
