import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';

let product: TestProduct;
let token: string;
let otherToken: string;
beforeAll(async () => {
  product = await startProduct();
  const login = async (email: string, password: string) =>
    (await postGraphQL<{ login: { accessToken: string } }>(product.gatewayUrl, `mutation { login(input: { email: "${email}", password: "${password}" }) { accessToken } }`)).data!.login.accessToken;
  token = await login('dj@backspin.local', 'backspin-dj');
  otherToken = await login('listener@backspin.local', 'backspin-listener');
});
afterAll(() => product?.stop());

const call = async (method: string, path: string, bearer: string | undefined, body?: unknown) => {
  const response = await fetch(`${product.restBridgeUrl}/api/playlist-service${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: (await response.json()) as any };
};

const song = (n: number) => `00000000-0000-4000-8000-${(0x100 + n).toString(16).padStart(12, '0')}`;

describe('POST /api/v1/playlists/{crateUuid}/tracks', () => {
  it('appends by default, puts first with append false, skips a song the crate has, and refuses a foreign crate', async () => {
    const crate = await call('POST', '/crate', token, { crateName: 'Tracks by id' });
    expect(crate.status).toBe(201);
    const id = crate.json.crateUuid as string;
    expect((await call('POST', `/api/v1/playlists/${id}/tracks`, token, { songId: song(1) })).status).toBe(201);
    const first = await call('POST', `/api/v1/playlists/${id}/tracks`, token, { songId: song(2), append: false });
    expect(first.json.added[0]).toMatchObject({ songId: song(2), position: 0 });
    const again = await call('POST', `/api/v1/playlists/${id}/tracks`, token, { songId: song(1) });
    expect(again.json).toMatchObject({ added: [], skipped: [{ songId: song(1) }] });
    const songs = await call('GET', `/crate/${id}/songs`, token);
    expect(songs.json.map((s: { songId: string }) => s.songId)).toEqual([song(2), song(1)]);
    const foreign = await call('POST', `/api/v1/playlists/${id}/tracks`, otherToken, { songId: song(3) });
    expect(foreign.json).toEqual({ statusCode: 403, message: 'Unauthorized to edit a crate that does not belong to the user', error: 'Forbidden' });
  });
});

describe('POST /crate/import', () => {
  it('answers 202 with the crate IN_PROGRESS, which ends COMPLETE with the imported songs', async () => {
    const started = await call('POST', '/crate/import', token, {
      crateName: 'From uploads',
      tracks: [{ musicProvider: 'uploadService', providerId: song(3) }, { musicProvider: 'uploadService', providerId: song(1) }],
    });
    expect(started.status).toBe(202);
    expect(started.json).toMatchObject({ crateName: 'From uploads', importStatus: 'IN_PROGRESS' });
    const jobs = product.subgraphs.get('library')!.services as { jobs: { events: import('node:events').EventEmitter } };
    let crate;
    for (;;) {
      const settled = new Promise((resolve) => jobs.jobs.events.once('settled', resolve));
      crate = await call('GET', `/crate/${started.json.crateUuid}`, token);
      if (crate.json.importStatus !== 'IN_PROGRESS') break;
      await settled;
    }
    expect(crate.json).toMatchObject({ importStatus: 'COMPLETE', count: 2 });
  });

  it('refuses an import without tracks with 400, and anonymous callers with 401', async () => {
    expect((await call('POST', '/crate/import', token, { tracks: [] })).status).toBe(400);
    expect((await call('POST', '/crate/import', undefined, { tracks: [{ musicProvider: 'spotify', providerId: 'x' }] })).status).toBe(401);
  });
});
