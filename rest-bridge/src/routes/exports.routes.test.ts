import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { FakeSpotify } from '@backspin/library/providers/fakes/spotify.fake';

const spotifyId = (name: string) => name.padEnd(22, '0');
let spotify: FakeSpotify;
let product: TestProduct;
let token: string;
let crateId: string;

beforeAll(async () => {
  spotify = await FakeSpotify.start({
    tracks: [
      { id: spotifyId('one'), name: 'Export One', artists: ['Porter'], durationMs: 200_000 },
      { id: spotifyId('two'), name: 'Export Two', artists: ['Porter'], durationMs: 200_000 },
    ],
    userTokens: { 'user-spotify-token': 'porter' },
  });
  product = await startProduct({ env: spotify.env() });
  token = (await postGraphQL<{ login: { accessToken: string } }>(product.gatewayUrl, 'mutation { login(input: { email: "dj@backspin.local", password: "backspin-dj" }) { accessToken } }')).data!.login.accessToken;
  const imported: string[] = [];
  for (const id of [spotifyId('two'), spotifyId('one')]) {
    const song = await postGraphQL<{ importTrack: { id: string } }>(product.gatewayUrl, `mutation { importTrack(input: { musicProvider: "spotify", providerId: "${id}" }) { id } }`, {}, token);
    imported.push(song.data!.importTrack.id);
  }
  const crate = await postGraphQL<{ createCrate: { id: string } }>(product.gatewayUrl, 'mutation { createCrate(input: { crateName: "Road Trip" }) { id } }', {}, token);
  crateId = crate.data!.createCrate.id;
  // A demo song without a Spotify id sits between the two: it is skipped.
  const added = await postGraphQL(
    product.gatewayUrl,
    'mutation($crate: CrateTargetInput!, $songIds: [ID!]!) { addCrateSongs(crate: $crate, songIds: $songIds) { added { id } } }',
    { crate: { id: crateId }, songIds: [imported[0], '00000000-0000-4000-8000-000000000101', imported[1]] },
    token,
  );
  expect(added.errors).toBeUndefined();
});
afterAll(async () => {
  await product?.stop();
  await spotify?.server.close();
});

const exportTo = async (provider: string, body: Record<string, unknown>, bearer: string | undefined = token) => {
  const response = await fetch(`${product.restBridgeUrl}/api/playlist-service/exports/${provider}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as any };
};

describe('POST /api/playlist-service/exports/spotify', () => {
  it('creates the playlist on Spotify with the crate’s songs in order, skipping those Spotify lacks', async () => {
    const { status, json } = await exportTo('spotify', { crateUuid: crateId, userToken: 'user-spotify-token' });
    expect(status).toBe(201);
    expect(json).toMatchObject({ provider: 'spotify', trackCount: 2, skipped: 1 });
    const playlist = spotify.playlists.get(json.playlistId)!;
    expect(playlist).toMatchObject({ owner: 'porter', name: 'Road Trip', public: false });
    expect(playlist.uris).toEqual([`spotify:track:${spotifyId('two')}`, `spotify:track:${spotifyId('one')}`]);
  });

  it('answers precise errors: a refused user token, a missing one, an unknown crate, no caller', async () => {
    expect((await exportTo('spotify', { crateUuid: crateId, userToken: 'expired' })).json).toEqual({
      statusCode: 400,
      message: 'the music provider refused the export: sign in to it again and retry',
      error: 'Bad Request',
    });
    expect((await exportTo('spotify', { crateUuid: crateId })).json.message).toBe('an export needs your access token on the music provider (userToken)');
    expect((await exportTo('spotify', { crateUuid: '00000000-0000-4000-8000-00000000dead', userToken: 'user-spotify-token' })).status).toBe(404);
    expect((await exportTo('spotify', { crateUuid: crateId, userToken: 'user-spotify-token' }, '')).status).toBe(401);
  });

  it('refuses an export to a provider none of the crate’s songs are on', async () => {
    expect((await exportTo('apple', { crateUuid: crateId, userToken: 'music-user-token' })).json).toMatchObject({
      statusCode: 400,
      message: 'none of the songs of this crate is on that music provider',
    });
  });
});
