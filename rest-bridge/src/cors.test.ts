import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSongs } from '@backspin/library';
import { callRest } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';

/*
 * The web player plays HLS from the REST bridge, another origin: the playlist and the segments with plain GETs, the
 * key with an Authorization header (a preflight first). Against the real bridge, as a browser on the web player's
 * origin sends them. The test product serves the web apps on any localhost port, so any localhost origin is theirs.
 */
const webPlayer = 'http://localhost:3000';
const room = '/api/room-service';
const songId = demoSongs[0]!.id;
let product: TestProduct;
let guestToken: string;

beforeAll(async () => {
  product = await startProduct();
  guestToken = (await callRest(`${product.restBridgeUrl}/api/user-service/auth/guest`, 'GET')).json.accessToken;
});
afterAll(() => product?.stop());

const fromBrowser = (path: string, origin: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  fetch(`${product.restBridgeUrl}${path}`, { method: init.method ?? 'GET', headers: { origin, ...init.headers } });

describe('CORS for the web player on the HLS routes', () => {
  it('answers the key’s preflight for the web player’s origin, allowing the Authorization header', async () => {
    const keyPath = `${room}/songs/hls/key?songId=${songId}`;
    const preflight = await fromBrowser(keyPath, webPlayer, {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(webPlayer);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(Number(preflight.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });

  it('lets the web player read the playlist, the key (with its token) and a segment', async () => {
    const playlist = await fromBrowser(`${room}/songs/${songId}/hls-playlist`, webPlayer);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('access-control-allow-origin')).toBe(webPlayer);
    const text = await playlist.text();
    const keyUri = /URI="([^"]+)"/.exec(text)![1]!;
    const segment = text.split('\n').find((line) => line && !line.startsWith('#'))!;

    const key = await fromBrowser(keyUri, webPlayer, { headers: { authorization: `Bearer ${guestToken}` } });
    expect(key.status).toBe(200);
    expect(key.headers.get('access-control-allow-origin')).toBe(webPlayer);
    expect(Buffer.from(await key.arrayBuffer())).toHaveLength(16);

    const media = await fromBrowser(segment, webPlayer);
    expect(media.status).toBe(200);
    expect(media.headers.get('access-control-allow-origin')).toBe(webPlayer);
    expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('carries the CORS headers on errors too, so the web player can read the status', async () => {
    const key = await fromBrowser(`${room}/songs/hls/key?songId=${songId}`, webPlayer);
    expect(key.status).toBe(401);
    expect(key.headers.get('access-control-allow-origin')).toBe(webPlayer);
  });

  it('allows no other origin', async () => {
    const other = 'https://elsewhere.example';
    const playlist = await fromBrowser(`${room}/songs/${songId}/hls-playlist`, other);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fromBrowser(`${room}/songs/hls/key?songId=${songId}`, other, {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
