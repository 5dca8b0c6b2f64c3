import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { FakeSpotify } from '@backspin/library/providers/fakes/spotify.fake';

const path = '/api/playlist-service/api/v1/track-import';
const spotifyId = (name: string) => name.padEnd(22, '0');
const known = spotifyId('RestKnown');
const missing = spotifyId('RestMissing');
const notInCatalog = { statusCode: 400, message: "Sorry, this song is not in our catalog and can't be imported.", error: 'Bad Request' };

let spotify: FakeSpotify;
let product: TestProduct;
let token: string;

const call = async (body: unknown, bearer: string | null = token) => {
  const response = await fetch(`${product.restBridgeUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  spotify = await FakeSpotify.start({
    tracks: [{ id: known, name: 'Bridge Over Static', artists: ['The Relays'], durationMs: 187_000, isrc: 'QZRB12600007' }],
  });
  product = await startProduct({ env: spotify.env() });
  const login = await fetch(`${product.restBridgeUrl}/api/user-service/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dj@backspin.local', password: 'backspin-dj' }),
  });
  token = ((await login.json()) as { accessToken: string }).accessToken;
});
afterAll(async () => {
  await product?.stop();
  await spotify?.close();
  vi.restoreAllMocks();
});

describe('POST /api/playlist-service/api/v1/track-import', () => {
  it('imports a Spotify track: 201 with the song, its providers as a map', async () => {
    const { status, json } = await call({ musicProvider: 'spotify', providerId: `spotify:track:${known}` });
    expect(status).toBe(201);
    expect(json).toEqual({
      id: expect.any(String),
      trackName: 'Bridge Over Static',
      artistName: 'The Relays',
      genre: null,
      duration: 187,
      isrc: 'QZRB12600007',
      explicit: false,
      status: 'VERIFIED',
      createdAt: expect.any(String),
      musicProviders: { spotify: known },
    });
    const again = await call({ musicProvider: 'spotify', providerId: known });
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(json.id);
  });

  it.each([
    [{ musicProvider: 'youtube', providerId: 'dQw4w9WgXcQ' }],
    [{ musicProvider: 'napster', providerId: '1' }],
    [{ providerId: known }],
  ])('answers 400 "does not have any supported music providers" for %j', async (body) => {
    const { status, json } = await call(body);
    expect(status).toBe(400);
    expect(json).toEqual({ statusCode: 400, message: 'Sorry, this song does not have any supported music providers to import from.', error: 'Bad Request' });
  });

  it('answers 400 "not in our catalog" when the provider answers 4xx', async () => {
    const { status, json } = await call({ musicProvider: 'spotify', providerId: missing });
    expect(status).toBe(400);
    expect(json).toEqual(notInCatalog);
    spotify.server.override(`/v1/tracks/${missing}`, { status: 400, json: { error: { status: 400, message: 'invalid id' } } });
    expect(await call({ musicProvider: 'spotify', providerId: missing })).toEqual({ status: 400, json: notInCatalog });
    expect(await call({ musicProvider: 'sevenDigital', providerId: '123' })).toEqual({ status: 400, json: notInCatalog });
  });

  it('answers 503 with its reason when the provider fails', async () => {
    spotify.server.override(`/v1/tracks/${missing}`, { status: 500, json: { error: { status: 500, message: 'Internal error' } } });
    expect(await call({ musicProvider: 'spotify', providerId: missing })).toEqual({
      status: 503,
      json: { statusCode: 503, message: 'The music provider could not be reached, please try again later', error: 'Service Unavailable' },
    });
  });

  it('answers 400 to a missing providerId', async () => {
    expect(await call({ musicProvider: 'spotify' })).toEqual({
      status: 400,
      json: { statusCode: 400, message: 'providerId must be 1 to 200 characters', error: 'Bad Request' },
    });
  });

  it('answers 401 without a token', async () => {
    expect(await call({ musicProvider: 'spotify', providerId: known }, null)).toEqual({
      status: 401,
      json: { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' },
    });
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${product.restBridgeUrl}/docs/json`)).json()) as { paths: Record<string, { post?: { security?: unknown } }> };
    expect(doc.paths[path]?.post?.security).toEqual([{ bearer: [] }]);
  });
});
