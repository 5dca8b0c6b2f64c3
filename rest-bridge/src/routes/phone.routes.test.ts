import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

let product: TestProduct;
let admin: string;
let dj: string;
let listener: string;

const login = async (email: string, password: string) =>
  (await callRest(`${product.restBridgeUrl}/api/user-service/auth/login`, 'POST', { body: { email, password } })).json.accessToken as string;
const call = (method: string, path: string, token?: string, body?: unknown) =>
  callRest(`${product.restBridgeUrl}/api/user-service${path}`, method, { token, body });

beforeAll(async () => {
  product = await startProduct();
  admin = await login('admin@backspin.local', 'backspin-admin');
  dj = await login('dj@backspin.local', 'backspin-dj');
  listener = await login('listener@backspin.local', 'backspin-listener');
});
afterAll(() => product?.stop());

const djId = '00000000-0000-4000-8000-000000000001';

describe('phone validation: GET /phone-validation/validate/{phone}, GET and DELETE /phone-validation/recents', () => {
  it('answers each status with the E.164 number, country and type', async () => {
    expect(await call('GET', '/phone-validation/validate/+447400123456', dj)).toMatchObject({
      status: 200,
      json: { userId: djId, phone: '+447400123456', e164: '+447400123456', country: 'GB', type: 'MOBILE', status: 'VALID', whitelisted: false },
    });
    expect((await call('GET', `/phone-validation/validate/${encodeURIComponent('+44 56 1234 5678')}`, dj)).json).toMatchObject({ e164: '+445612345678', status: 'VOIP' });
    expect((await call('GET', '/phone-validation/validate/%2B33140000000', dj)).json).toMatchObject({ e164: '+33140000000', type: 'FIXED_LINE', status: 'INVALID' });
    expect((await call('GET', '/phone-validation/validate/not-a-number', dj)).json).toMatchObject({ e164: null, country: null, type: null, status: 'VALIDATION_ERROR' });
  });

  it('answers 401 without a token', async () => {
    expect(await call('GET', '/phone-validation/validate/+447400123456')).toMatchObject({ status: 401, json: { statusCode: 401, message: 'Unauthorized' } });
    expect((await call('GET', '/phone-validation/recents')).status).toBe(401);
  });

  it('lists the caller’s recents, newest first, paged; everyone’s for admins with all=true (403 for others)', async () => {
    await call('GET', '/phone-validation/validate/+33612345678', listener);
    const mine = await call('GET', '/phone-validation/recents', dj);
    expect(mine.status).toBe(200);
    expect(mine.json.total).toBe(4);
    expect(mine.json.items.every((i: { userId: string }) => i.userId === djId)).toBe(true);
    const page = await call('GET', '/phone-validation/recents?limit=2&offset=3', dj);
    expect(page.json).toEqual({ total: 4, items: mine.json.items.slice(3) });
    expect((await call('GET', '/phone-validation/recents?all=true', admin)).json.total).toBe(5);
    expect(await call('GET', '/phone-validation/recents?all=true', dj)).toMatchObject({ status: 403, json: { message: 'Forbidden' } });
    expect(await call('GET', '/phone-validation/recents?limit=ten', dj)).toMatchObject({ status: 400, json: { message: 'limit must be a whole number' } });
    expect(await call('GET', '/phone-validation/recents?all=maybe', admin)).toMatchObject({ status: 400, json: { message: 'all must be true or false' } });
  });

  it('clears the caller’s recents with DELETE; all=true (admins) clears everyone’s', async () => {
    expect(await call('DELETE', '/phone-validation/recents', dj)).toMatchObject({ status: 200, json: { deleted: 4 } });
    expect((await call('GET', '/phone-validation/recents', dj)).json).toEqual({ total: 0, items: [] });
    expect((await call('DELETE', '/phone-validation/recents?all=true', listener)).status).toBe(403);
    expect((await call('GET', '/phone-validation/recents', listener)).json.total).toBe(1);
    expect((await call('DELETE', '/phone-validation/recents?all=true', admin)).json).toEqual({ deleted: 1 });
  });
});

describe('GET /phone-validation/fraudConstants', () => {
  it('shows the thresholds to admins (defaults), 403 to users', async () => {
    expect(await call('GET', '/phone-validation/fraudConstants', admin)).toMatchObject({
      status: 200,
      json: { maxCodesPerNumber: 5, maxCodesPerIp: 10, maxCodesPerPrefix: 50, prefixDigits: 6, windowSeconds: 3600, ipWindowSeconds: 3600, prefixWindowSeconds: 3600, codeTtlSeconds: 600, maxCodeAttempts: 5 },
    });
    expect(await call('GET', '/phone-validation/fraudConstants', dj)).toMatchObject({ status: 403, json: { statusCode: 403, message: 'Forbidden', error: 'Forbidden' } });
  });
});

describe('phone whitelist: /admin/phoneNumbers and /mobile-auth/whitelist', () => {
  it('adds (201, E.164), lists, gets by id and removes by id; 409 for a duplicate, 400 for an impossible number', async () => {
    // Entries already there (the demo data whitelists a test number) stay.
    const before = (await call('GET', '/admin/phoneNumbers', admin)).json.items as unknown[];
    const added = await call('POST', '/admin/phoneNumbers', admin, { phone: '+44 7400 123456', note: 'app review' });
    expect(added).toMatchObject({ status: 201, json: { phone: '+447400123456', note: 'app review', createdBy: '00000000-0000-4000-8000-000000000003' } });
    expect(await call('POST', '/admin/phoneNumbers', admin, { phone: '+447400123456' })).toMatchObject({
      status: 409,
      json: { statusCode: 409, message: 'This phone number is already on the whitelist', error: 'Conflict' },
    });
    expect(await call('POST', '/admin/phoneNumbers', admin, { phone: '12' })).toMatchObject({
      status: 400,
      json: { message: 'phone must be a phone number in international form, such as +14155552671' },
    });
    expect((await call('POST', '/admin/phoneNumbers', admin, {})).status).toBe(400);
    const listed = await call('GET', '/admin/phoneNumbers', admin);
    expect(listed).toMatchObject({ status: 200, json: { total: before.length + 1 } });
    expect(listed.json.items).toEqual(expect.arrayContaining([...before, added.json]));
    expect(await call('GET', `/admin/phoneNumbers/${added.json.id}`, admin)).toMatchObject({ status: 200, json: added.json });
    // A whitelisted number validates as VALID, and says it is whitelisted.
    expect((await call('GET', '/phone-validation/validate/+447400123456', dj)).json).toMatchObject({ status: 'VALID', whitelisted: true });
    expect(await call('DELETE', `/admin/phoneNumbers/${added.json.id}`, admin)).toMatchObject({ status: 200, json: added.json });
    expect(await call('GET', `/admin/phoneNumbers/${added.json.id}`, admin)).toMatchObject({ status: 404, json: { message: 'Phone whitelist entry not found' } });
    expect(await call('GET', '/admin/phoneNumbers/nope', admin)).toMatchObject({ status: 400, json: { message: 'id must be a UUID' } });
  });

  it('adds and removes by phone through /mobile-auth/whitelist', async () => {
    expect(await call('POST', '/mobile-auth/whitelist', admin, { phone: '+33612345678' })).toMatchObject({ status: 201, json: { phone: '+33612345678', note: null } });
    expect(await call('DELETE', `/mobile-auth/whitelist/${encodeURIComponent('+33 6 12 34 56 78')}`, admin)).toMatchObject({ status: 200, json: { phone: '+33612345678' } });
    expect(await call('DELETE', '/mobile-auth/whitelist/+33612345678', admin)).toMatchObject({ status: 404, json: { message: 'This phone number is not on the whitelist' } });
  });

  it('refuses users (403) and callers without a token (401)', async () => {
    expect((await call('GET', '/admin/phoneNumbers', dj)).status).toBe(403);
    expect((await call('POST', '/admin/phoneNumbers', dj, { phone: '+447400123456' })).status).toBe(403);
    expect((await call('POST', '/mobile-auth/whitelist', listener, { phone: '+447400123456' })).status).toBe(403);
    expect((await call('DELETE', '/mobile-auth/whitelist/+447400123456', listener)).status).toBe(403);
    expect((await call('GET', '/admin/phoneNumbers')).status).toBe(401);
    // Nothing of theirs was added.
    const phones = ((await call('GET', '/admin/phoneNumbers', admin)).json.items as { phone: string }[]).map((entry) => entry.phone);
    expect(phones).not.toContain('+447400123456');
  });
});
