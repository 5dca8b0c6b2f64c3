import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';

let product: TestProduct;
let adminToken: string;
let djToken: string;
beforeAll(async () => {
  product = await startProduct();
  const login = async (email: string, password: string) =>
    (await postGraphQL<{ login: { accessToken: string } }>(product.gatewayUrl, `mutation { login(input: { email: "${email}", password: "${password}" }) { accessToken } }`)).data!.login.accessToken;
  adminToken = await login('admin@backspin.local', 'backspin-admin');
  djToken = await login('dj@backspin.local', 'backspin-dj');
});
afterAll(() => product?.stop());

const call = async (method: string, path: string, token?: string, body?: unknown) => {
  const response = await fetch(`${product.restBridgeUrl}/api/playlist-service${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: (await response.json()) as any };
};

const song1 = '00000000-0000-4000-8000-000000000101';
const dj = '00000000-0000-4000-8000-000000000001';

describe('/api/playlist-service/rooms/{slug}/recent-songs', () => {
  it('records a play (201) and lists it as songPlays', async () => {
    const recorded = await call('POST', '/rooms/lobby/recent-songs', adminToken, { songId: song1, djUuid: dj, voteCounts: { up: 3, down: 1, stars: 2 } });
    expect(recorded.status).toBe(201);
    expect(recorded.json).toMatchObject({ roomSlug: 'lobby', djUuid: dj, voteCounts: { up: 3, down: 1, stars: 2 }, song: { id: song1 } });
    const listed = await call('GET', '/rooms/lobby/recent-songs?limit=5', djToken);
    expect(listed.status).toBe(200);
    expect(listed.json.songPlays).toEqual([expect.objectContaining({ id: recorded.json.id, song: expect.objectContaining({ id: song1 }) })]);
  });

  it('answers 401 without a token, 403 for a plain user recording, 404 for an unknown song, 400 for a bad limit', async () => {
    expect((await call('GET', '/rooms/lobby/recent-songs')).json).toEqual({ statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' });
    expect((await call('POST', '/rooms/lobby/recent-songs', djToken, { songId: song1, djUuid: dj })).status).toBe(403);
    expect((await call('POST', '/rooms/lobby/recent-songs', adminToken, { songId: '00000000-0000-4000-8000-00000000ffff', djUuid: dj })).json).toEqual({
      statusCode: 404,
      message: 'Song not found',
      error: 'Not Found',
    });
    expect((await call('GET', '/rooms/lobby/recent-songs?limit=ten', djToken)).json).toEqual({
      statusCode: 400,
      message: 'limit must be a whole number',
      error: 'Bad Request',
    });
  });
});
