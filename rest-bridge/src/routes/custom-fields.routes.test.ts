import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

let product: TestProduct;
let admin: string;

const call = (method: string, token: string | undefined, body?: unknown) =>
  callRest(`${product.restBridgeUrl}/custom-fields`, method, { token, body });
async function signUp() {
  const r = await callRest(`${product.restBridgeUrl}/api/user-service/users/sign-up`, 'POST', {
    body: { email: `cf-${randomUUID()}@example.com`, password: 'a long secret' },
  });
  expect(r.status).toBe(201);
  return { id: r.json.user.id as string, token: r.json.accessToken as string };
}

beforeAll(async () => {
  product = await startProduct();
  admin = (await callRest(`${product.restBridgeUrl}/api/user-service/auth/login`, 'POST', { body: { email: 'admin@backspin.local', password: 'backspin-admin' } })).json
    .accessToken;
});
afterAll(() => product?.stop());

describe('POST /custom-fields', () => {
  it('sets the caller’s field (201), replaces it under the same key, and DELETE removes it', async () => {
    const ada = await signUp();
    const first = await call('POST', ada.token, { key: 'shelf.sort', value: 'price' });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ userId: ada.id, key: 'shelf.sort', value: 'price', id: expect.any(String) });
    const second = await call('POST', ada.token, { key: 'shelf.sort', value: 'newest' });
    expect(second.json).toMatchObject({ id: first.json.id, value: 'newest' });

    const deleted = await call('DELETE', ada.token, { key: 'shelf.sort' });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ id: first.json.id, key: 'shelf.sort', value: 'newest' });
    expect(await call('DELETE', ada.token, { key: 'shelf.sort' })).toMatchObject({ status: 404, json: { statusCode: 404, message: 'Custom field not found' } });
  });

  it('lets an admin set and delete another user’s field (userUuid); a user may not', async () => {
    const bob = await signUp();
    const cyd = await signUp();
    expect((await call('POST', admin, { userUuid: bob.id, key: 'partner', value: 'x' })).json).toMatchObject({ userId: bob.id, key: 'partner' });
    expect(await call('POST', cyd.token, { userUuid: bob.id, key: 'partner', value: 'mine' })).toMatchObject({ status: 403, json: { message: 'Forbidden' } });
    expect(await call('DELETE', cyd.token, { userUuid: bob.id, key: 'partner' })).toMatchObject({ status: 403 });
    expect((await call('DELETE', admin, { userUuid: bob.id, key: 'partner' })).json).toMatchObject({ value: 'x' });
  });

  it.each([
    ['no token', undefined, { key: 'a', value: 'b' }, 401, 'Unauthorized'],
    ['a bad key', 'user', { key: '9lives', value: 'b' }, 400, 'key must be 1 to 64 letters, digits, dots, hyphens or underscores, starting with a letter'],
    ['no key', 'user', { value: 'b' }, 400, 'key must be 1 to 64 letters, digits, dots, hyphens or underscores, starting with a letter'],
    ['no value', 'user', { key: 'a' }, 400, 'value must be a string of 0 to 1000 characters'],
    ['a number as value', 'user', { key: 'a', value: 5 }, 400, 'value must be a string of 0 to 1000 characters'],
    ['a value too long', 'user', { key: 'a', value: 'v'.repeat(1001) }, 400, 'value must be a string of at most 1000 characters'],
    ['a NUL character', 'user', { key: 'a', value: 'x\u0000' }, 400, 'value must not contain NUL characters (U+0000)'],
    ['a userUuid that is a number', 'user', { key: 'a', value: 'b', userUuid: 7 }, 400, 'userUuid must be a UUID'],
    ['a userUuid that is no UUID', 'user', { key: 'a', value: 'b', userUuid: 'nope' }, 400, 'userId must be a UUID'],
  ])('refuses %s with the catalogue’s status and message', async (_what, who, body, status, message) => {
    const user = await signUp();
    const answer = await call('POST', who ? user.token : undefined, body);
    expect(answer.status).toBe(status);
    expect(answer.json.message).toBe(message);
  });
});
