import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, execute } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

let product: TestProduct;
let admin: string;
let ada: { id: string; token: string };
let bob: { id: string; token: string };
let phoneFriend: string;

const base = '/api/room-service/user-book-contact';
const call = (method: string, path: string, token?: string, body?: unknown) => callRest(`${product.restBridgeUrl}${base}${path}`, method, { token, body });
async function signUp(email: string) {
  const r = await callRest(`${product.restBridgeUrl}/api/user-service/users/sign-up`, 'POST', { body: { email, password: 'a long secret' } });
  expect(r.status).toBe(201);
  return { id: r.json.user.id as string, token: r.json.accessToken as string };
}

beforeAll(async () => {
  product = await startProduct();
  const login = await callRest(`${product.restBridgeUrl}/api/user-service/auth/login`, 'POST', { body: { email: 'admin@backspin.local', password: 'backspin-admin' } });
  admin = login.json.accessToken;
  const tag = randomUUID().slice(0, 8);
  ada = await signUp(`contacts-rest-ada-${tag}@example.com`);
  bob = await signUp(`contacts-rest-bob-${tag}@example.com`);
  // A user with a verified phone (as a phone sign-in creates one), a number no other file uses.
  phoneFriend = randomUUID();
  await execute(
    product.subgraphs.get('accounts')!.db.em.fork(),
    `insert into accounts."user" (id, email, phone, display_name, roles, created_at, updated_at) values (?, null, '+12025550147', 'Phone Friend', '["user"]', now(), now())`,
    [phoneFriend],
  );
});
afterAll(() => product?.stop());

describe('/user-book-contact', () => {
  it('uploads a book (numbers answered as digests only), adds one, lists, matches, deletes', async () => {
    const up = await call('POST', '', ada.token, { phones: ['+1 202 555 0147', '(202) 555-0148', 'nope'], country: 'US' });
    expect(up).toMatchObject({ status: 201, json: { added: 2, alreadyKept: 0, skipped: 1, total: 2 } });
    const single = await call('POST', '/single', ada.token, { phone: '+442079460958' });
    expect(single).toMatchObject({ status: 201, json: { ownerId: ada.id, phoneDigest: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    const list = await call('GET', '', ada.token);
    expect(list.status).toBe(200);
    expect(list.json).toHaveLength(3);
    expect(JSON.stringify(list.json)).not.toMatch(/2025550147|2079460958/);
    const matches = await call('GET', '/matching-contacts', ada.token);
    expect(matches).toMatchObject({ status: 200, json: [{ userId: phoneFriend, contactId: expect.any(String) }] });
    expect(await call('POST', '/matching-contacts-friends', ada.token)).toMatchObject({ status: 200, json: [{ userId: phoneFriend }] });
    expect(await call('GET', '', bob.token)).toMatchObject({ status: 200, json: [] });
    expect(await call('DELETE', '', ada.token, { phones: ['+12025550148'] })).toMatchObject({ status: 200, json: { deleted: 1 } });
    expect(await call('DELETE', '', ada.token)).toMatchObject({ status: 200, json: { deleted: 2 } });
    expect(await call('GET', '/matching-contacts', ada.token)).toMatchObject({ status: 200, json: [] });
  });

  it('the admin view is for moderators and administrators', async () => {
    await call('POST', '/single', bob.token, { phone: '+12025550150' });
    expect(await call('GET', `/admin/${bob.id}`, ada.token)).toMatchObject({ status: 403, json: { statusCode: 403, message: 'Forbidden' } });
    expect(await call('GET', `/admin/${bob.id}`, admin)).toMatchObject({ status: 200, json: [{ ownerId: bob.id }] });
    expect(await call('GET', '/admin/not-a-uuid', admin)).toMatchObject({ status: 400, json: { message: 'userId must be a UUID' } });
  });

  it('answers 401 without a token and 400 for bad input, changing nothing', async () => {
    expect(await call('GET', '')).toMatchObject({ status: 401, json: { message: 'Unauthorized' } });
    expect(await call('POST', '', undefined, { phones: ['+12025550151'] })).toMatchObject({ status: 401 });
    const before = (await call('GET', '', bob.token)).json;
    expect(await call('POST', '', bob.token, { phones: '+12025550151' })).toMatchObject({
      status: 400,
      json: { message: 'phones must be a list of at most 2000 phone numbers of at most 64 characters each' },
    });
    expect(await call('POST', '', bob.token, { phones: Array.from({ length: 2001 }, () => '+12025550151') })).toMatchObject({ status: 400 });
    expect(await call('POST', '', bob.token, { phones: ['2025550151'], country: 'XX' })).toMatchObject({
      status: 400,
      json: { message: 'country must be an ISO 3166-1 alpha-2 country code, such as US' },
    });
    expect(await call('POST', '/single', bob.token, { phone: '12' })).toMatchObject({
      status: 400,
      json: { message: 'phone must be a phone number, in international form (+ and the country code) unless a country is given' },
    });
    expect((await call('GET', '', bob.token)).json).toEqual(before);
  });
});
