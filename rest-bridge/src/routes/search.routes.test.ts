import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';

let product: TestProduct;
let guestToken: string;
beforeAll(async () => {
  product = await startProduct();
  guestToken = (await postGraphQL<{ guestToken: { accessToken: string } }>(product.gatewayUrl, 'mutation { guestToken { accessToken } }')).data!.guestToken.accessToken;
});
afterAll(() => product?.stop());

const get = async (path: string, token: string | undefined = guestToken) => {
  const response = await fetch(`${product.restBridgeUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, json: (await response.json()) as any };
};

describe('search over REST', () => {
  it('finds the demo songs on every search path', async () => {
    const songs = (await postGraphQL<{ songs: { trackName: string }[] }>(product.gatewayUrl, '{ songs(limit: 1) { trackName } }')).data!.songs;
    const word = songs[0]!.trackName.split(' ')[0]!;
    for (const path of [`/api/playlist-service/search?q=${word}`, `/api/playlist-service/search/v2?q=${word}&explicit=true&country=us&limit=5`, `/api/room-service/search?term=${word}`]) {
      const { status, json } = await get(path);
      expect(status).toBe(200);
      expect(json.results[0]).toMatchObject({ source: 'catalogue', song: { trackName: expect.stringContaining(word) } });
    }
  });

  it('answers an empty term with nothing', async () => {
    expect((await get('/api/playlist-service/search?q=')).json).toEqual({ results: [] });
    expect((await get('/api/room-service/search')).json).toEqual({ results: [] });
  });

  it('refuses malformed parameters with 400 and anonymous callers with 401', async () => {
    expect((await get('/api/playlist-service/search/v2?q=a&explicit=maybe')).json).toEqual({ statusCode: 400, message: 'explicit must be true or false', error: 'Bad Request' });
    expect((await get('/api/playlist-service/search?q=a&offset=-x')).json.message).toBe('offset must be a whole number');
    expect((await get('/api/playlist-service/search?q=a', '')).status).toBe(401);
  });
});
