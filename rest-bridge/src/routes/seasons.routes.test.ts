import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

let product: TestProduct;
let admin: string;
let user: string;

const call = (method: string, path: string, token?: string, body?: unknown) =>
  callRest(`${product.restBridgeUrl}${path}`, method, { token, body }).then(({ status, json }) => ({ status, json }));
const day = 86_400_000;
/** Far from the demo seasons (this month and the last), and apart from other files' data. */
const inDays = (n: number) => new Date(Date.now() + n * day).toISOString();
const error = (statusCode: number, message: string) => ({ status: statusCode, json: expect.objectContaining({ statusCode, message }) });

beforeAll(async () => {
  product = await startProduct();
  admin = (await call('POST', '/api/user-service/auth/login', undefined, { email: 'admin@backspin.local', password: 'backspin-admin' })).json.accessToken;
  user = (await call('POST', '/api/user-service/users/sign-up', undefined, { email: 'seasons-rest@example.com', password: 'a long secret' })).json.accessToken;
});
afterAll(() => product?.stop());

describe('POST /points/season, PATCH and DELETE /points/season/{id}', () => {
  it('creates (201), changes and deletes a season for admins', async () => {
    const created = await call('POST', '/points/season', admin, { seasonName: 'REST season A', seasonStart: inDays(20_000), seasonEnd: inDays(20_030) });
    expect(created).toMatchObject({ status: 201, json: { id: expect.any(String), seasonName: 'REST season A', seasonStart: expect.any(String) } });
    const id = created.json.id as string;
    const changed = await call('PATCH', `/points/season/${id}`, admin, { seasonName: 'REST season A2' });
    expect(changed).toMatchObject({ status: 200, json: { id, seasonName: 'REST season A2' } });
    expect(await call('GET', `/admin/seasons/${id}`, admin)).toMatchObject({ status: 200, json: { id, seasonName: 'REST season A2' } });
    expect(await call('DELETE', `/points/season/${id}`, admin)).toMatchObject({ status: 200, json: { id } });
    expect(await call('GET', `/admin/seasons/${id}`, admin)).toEqual(error(404, 'Season not found'));
  });

  it('refuses an overlapping season with 409, and bad input with 400', async () => {
    await call('POST', '/points/season', admin, { seasonName: 'REST season B', seasonStart: inDays(21_000), seasonEnd: inDays(21_030) });
    expect(await call('POST', '/points/season', admin, { seasonName: 'REST season C', seasonStart: inDays(21_010), seasonEnd: inDays(21_040) })).toEqual(
      error(409, 'Seasons cannot overlap: another season covers part of this time'),
    );
    expect(await call('POST', '/points/season', admin, { seasonName: 'REST season B', seasonStart: inDays(22_000), seasonEnd: inDays(22_030) })).toEqual(
      error(409, 'A season with this name already exists'),
    );
    expect(await call('POST', '/points/season', admin, { seasonName: 'REST season D', seasonStart: inDays(23_030), seasonEnd: inDays(23_000) })).toEqual(
      error(400, 'seasonStart and seasonEnd must be ISO 8601 dates and times, seasonStart before seasonEnd'),
    );
    expect((await call('POST', '/points/season', admin, { seasonName: 'REST season E' })).status).toBe(400);
    expect((await call('PATCH', '/points/season/not-a-uuid', admin, { seasonName: 'x' })).status).toBe(400);
  });

  it('is for admins: 403 for users, 401 without a token', async () => {
    const body = { seasonName: 'REST season F', seasonStart: inDays(24_000), seasonEnd: inDays(24_030) };
    expect(await call('POST', '/points/season', user, body)).toEqual(error(403, 'Forbidden'));
    expect(await call('POST', '/points/season', undefined, body)).toEqual(error(401, 'Unauthorized'));
    expect((await call('GET', '/admin/seasons', user)).status).toBe(403);
  });
});

describe('GET /admin/seasons, /admin/seasons/{id}, DELETE /admin/seasons/{id}', () => {
  it('lists seasons by the list query: an array, or a page with offset', async () => {
    await call('POST', '/points/season', admin, { seasonName: 'REST listed', seasonStart: inDays(25_000), seasonEnd: inDays(25_030) });
    const filtered = await call('GET', '/admin/seasons?filter=seasonName||$eq||REST%20listed', admin);
    expect(filtered).toMatchObject({ status: 200, json: [{ seasonName: 'REST listed' }] });
    const paged = await call('GET', '/admin/seasons?limit=1&offset=0&sort=seasonStart,ASC', admin);
    expect(paged).toMatchObject({ status: 200, json: { count: 1, page: 1, data: [expect.objectContaining({ id: expect.any(String) })] } });
    expect((await call('GET', '/admin/seasons?filter=nope||$eq||1', admin)).status).toBe(400);
    const id = filtered.json[0].id as string;
    expect(await call('DELETE', `/admin/seasons/${id}`, admin)).toMatchObject({ status: 200, json: { id } });
  });
});

describe('GET /seasons/current', () => {
  it('answers the demo season covering now, without a token', async () => {
    const current = await call('GET', '/seasons/current');
    expect(current.status).toBe(200);
    expect(Date.parse(current.json.seasonStart)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(current.json.seasonEnd)).toBeGreaterThan(Date.now());
  });
});
