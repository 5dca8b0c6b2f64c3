import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

// The consumables paths of spec 1, §7.1 and the purchase body of spec 3, §7: admins manage the catalogue and its
// pictures, signed-in users list and buy.

let product: TestProduct;
let admin: string;
const users = {} as Record<'buyer' | 'other', { id: string; token: string }>;
let roomId: string;

const call = (method: string, path: string, token?: string, body?: unknown) => callRest(`${product.restBridgeUrl}/api/v1${path}`, method, { token, body });
const error = (statusCode: number, message: string, text: string) => ({ statusCode, message, error: text });

/** A 1×1 PNG and a 1×1 GIF (the type is read from the content, so they must be real ones). */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

async function upload(file: Buffer, token: string | undefined, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file)]), 'picture');
  const response = await fetch(`${product.restBridgeUrl}/api/v1/consumables/files`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, json: await response.json() };
}

async function signUp(name: 'buyer' | 'other') {
  const { json } = await callRest(`${product.restBridgeUrl}/api/user-service/users/sign-up`, 'POST', {
    body: { email: `consumables-${name}-${randomUUID().slice(0, 6)}@example.com`, password: 'a long secret' },
  });
  users[name] = { id: json.user.id, token: json.accessToken };
}

async function purchaseBody(token: string, extra: Record<string, unknown> = {}) {
  const { data } = await postGraphQL<{ myTokenAccount: { id: string; balance: number; updatedAt: string } }>(
    product.gatewayUrl,
    '{ myTokenAccount { id balance updatedAt } }',
    {},
    token,
  );
  const account = data!.myTokenAccount;
  return { roomUuid: roomId, accountId: account.id, balanceUnmodifiedSince: account.updatedAt, lastTokenBalance: account.balance, ...extra };
}

beforeAll(async () => {
  product = await startProduct();
  admin = (await callRest(`${product.restBridgeUrl}/api/user-service/auth/login`, 'POST', { body: { email: 'admin@backspin.local', password: 'backspin-admin' } })).json.accessToken;
  await signUp('buyer');
  await signUp('other');
  const room = await postGraphQL<{ createRoom: { id: string } }>(
    product.gatewayUrl,
    'mutation($slug: String!) { createRoom(input: { slug: $slug, name: "REST shop" }) { id } }',
    { slug: `rest-shop-${randomUUID().slice(0, 6)}` },
    users.other.token,
  );
  roomId = room.data!.createRoom.id;
  expect((await callRest(`${product.restBridgeUrl}/api/room-service/rooms/${roomId}/join`, 'POST', { token: users.buyer.token })).status).toBe(200);
  const opened = await postGraphQL<{ openTokenAccount: { id: string } }>(product.gatewayUrl, 'mutation { openTokenAccount { id } }', {}, users.buyer.token);
  const accountId = opened.data!.openTokenAccount.id;
  const economy = product.subgraphs.get('economy')!;
  const ledger = (economy.services as { tokenLedger: { credit(em: unknown, input: object): Promise<unknown> } }).tokenLedger;
  await ledger.credit(economy.db.em.fork(), { accountId, amount: 10, idempotencyKey: `rest-grant:${accountId}` });
});
afterAll(() => product?.stop());

describe('POST /api/v1/consumables/files, GET /api/v1/consumables/files/{fileId}', () => {
  it('keeps an admin’s image or animation and serves it with its sniffed type', async () => {
    for (const [bytes, type] of [[png, 'image/png'], [gif, 'image/gif']] as const) {
      const uploaded = await upload(bytes, admin);
      expect(uploaded).toMatchObject({ status: 201, json: { contentType: type, size: bytes.length } });
      const served = await fetch(`${product.restBridgeUrl}/api/v1/consumables/files/${uploaded.json.id}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
    }
  });

  it('refuses what is not an image, a missing file, an oversized one, and anyone but admins', async () => {
    expect(await upload(Buffer.from('plain text'), admin)).toEqual({
      status: 400,
      json: error(400, 'The file must be a JPEG, PNG, GIF or WebP image (animated GIF, PNG and WebP included)', 'Bad Request'),
    });
    const missing = error(400, 'Send the file as multipart/form-data with one file field named "file"', 'Bad Request');
    expect(await upload(png, admin, 'picture')).toEqual({ status: 400, json: missing });
    expect(await call('POST', '/consumables/files', admin, {})).toMatchObject({ status: 400, json: missing });
    expect(await upload(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]), admin)).toEqual({
      status: 413,
      json: error(413, 'The uploaded file is larger than the file size limit', 'Payload Too Large'),
    });
    expect((await upload(png, users.buyer.token)).status).toBe(403);
    expect((await upload(png, undefined)).status).toBe(401);
    expect(await call('GET', `/consumables/files/${randomUUID()}`)).toMatchObject({ status: 404, json: error(404, 'File not found', 'Not Found') });
  });
});

describe('/api/v1/consumables', () => {
  it('lets admins create, change and delete; users read, list and count', async () => {
    const file = (await upload(png, admin)).json.id;
    const created = await call('POST', '/consumables', admin, { name: 'Round of drinks', description: 'Cheers', tokenCost: 4, fileId: file });
    expect(created).toMatchObject({ status: 201, json: { name: 'Round of drinks', description: 'Cheers', tokenCost: 4, fileId: file, fileUrl: `/api/v1/consumables/files/${file}` } });
    const id = created.json.id as string;
    expect(await call('GET', `/consumables/${id}`, users.buyer.token)).toMatchObject({ status: 200, json: { id, tokenCost: 4 } });
    expect(await call('PATCH', `/consumables/${id}`, admin, { tokenCost: 5 })).toMatchObject({ status: 200, json: { id, tokenCost: 5, name: 'Round of drinks' } });
    const listed = await call('GET', `/consumables?id=${id}`, users.buyer.token);
    expect(listed).toMatchObject({ status: 200, json: [{ id, tokenCost: 5 }] });
    expect(await call('GET', `/consumables/count?id=${id}`, users.buyer.token)).toEqual(expect.objectContaining({ status: 200, json: { count: 1 } }));
    const before = new Date(Date.parse(created.json.createdAt)).toISOString();
    expect((await call('GET', `/consumables?id=${id}&createdBefore=${encodeURIComponent(before)}`, users.buyer.token)).json).toEqual([]);
    expect(await call('DELETE', `/consumables/${id}`, admin)).toMatchObject({ status: 200, json: { id } });
    expect(await call('GET', `/consumables/${id}`, users.buyer.token)).toMatchObject({ status: 404, json: error(404, 'Consumable not found', 'Not Found') });
    expect((await call('GET', `/consumables/count?id=${id}`, users.buyer.token)).json).toEqual({ count: 0 });
  });

  it('pages at most 32 at a time', async () => {
    const page = await call('GET', '/consumables?limit=500', users.buyer.token);
    expect(page.status).toBe(200);
    expect(page.json.length).toBeLessThanOrEqual(32);
  });

  it('answers the catalogue’s refusals', async () => {
    const invalid = error(400, 'a consumable needs a name of 1 to 100 characters, a description of at most 500 characters and a whole tokenCost of 1 to 1000000', 'Bad Request');
    expect(await call('POST', '/consumables', admin, { name: 'Free', tokenCost: 0 })).toMatchObject({ status: 400, json: invalid });
    expect(await call('POST', '/consumables', admin, { name: 'Typed', tokenCost: '3' })).toMatchObject({ status: 400, json: invalid });
    expect(await call('POST', '/consumables', admin, { tokenCost: 3 })).toMatchObject({ status: 400, json: invalid });
    expect((await call('POST', '/consumables', users.buyer.token, { name: 'Mine', tokenCost: 3 })).status).toBe(403);
    expect((await call('GET', '/consumables')).status).toBe(401);
    expect(await call('GET', '/consumables?createdBefore=soon', users.buyer.token)).toMatchObject({
      status: 400,
      json: error(400, 'createdBefore must be an ISO 8601 date-time', 'Bad Request'),
    });
  });
});

describe('POST /api/v1/consumable-purchases', () => {
  it('buys once per view and per Idempotency-Key; a stale view is a 409 with the current values; no account is the spec’s 404', async () => {
    const consumable = (await call('POST', '/consumables', admin, { name: 'Confetti cannon', tokenCost: 3 })).json;
    const body = await purchaseBody(users.buyer.token, { consumableId: consumable.id, tokenCost: 3 });
    const buy = (key?: string) =>
      fetch(`${product.restBridgeUrl}/api/v1/consumable-purchases`, {
        method: 'POST',
        headers: { authorization: `Bearer ${users.buyer.token}`, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, json: await r.json() }));

    const first = await buy('double-click');
    expect(first).toMatchObject({ status: 201, json: { status: 'delivered', consumableId: consumable.id, roomId, tokenCost: 3, tokenAccount: { balance: 7 } } });
    expect(await buy('double-click')).toMatchObject({ status: 201, json: { id: first.json.id } });

    const stale = await buy();
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({
      statusCode: 409,
      message: 'The price or your token balance has changed: check them and try again',
      tokenCost: 3,
      balance: 7,
      balanceUpdatedAt: expect.any(String),
    });

    const noAccount = await callRest(`${product.restBridgeUrl}/api/v1/consumable-purchases`, 'POST', {
      token: users.buyer.token,
      body: { ...body, accountId: randomUUID() },
    });
    expect(noAccount).toMatchObject({ status: 404, json: error(404, 'We were unable to find your token account. Please try again.', 'Not Found') });

    const malformed = await callRest(`${product.restBridgeUrl}/api/v1/consumable-purchases`, 'POST', { token: users.buyer.token, body: { ...body, tokenCost: 'three' } });
    expect(malformed.status).toBe(400);
  });
});
