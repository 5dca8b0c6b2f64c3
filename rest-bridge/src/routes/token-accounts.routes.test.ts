import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '@backspin/platform';
import { callRest } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

interface AccountsServicesUsed {
  signingKeys: { current(em: EntityManager): Promise<Parameters<typeof signAccessToken>[1]> };
}

/** The economy subgraph's ledger, as this test uses it to make what a purchase would (a credit, a hold). */
interface LedgerUsed {
  tokenLedger: {
    credit(em: EntityManager, input: { accountId: string; amount: number; idempotencyKey: string }): Promise<unknown>;
    hold(em: EntityManager, input: { accountId: string; amount: number; idempotencyKey: string }): Promise<{ id: string }>;
  };
}

let product: TestProduct;
let ada: { id: string; token: string };
let bob: { id: string; token: string };
let staff: string;
let service: string;
let guest: string;
let adaAccount: string;

const call = (method: string, path: string, token?: string, body?: unknown) => callRest(`${product.restBridgeUrl}${path}`, method, { token, body });
const economy = () => {
  const subgraph = product.subgraphs.get('economy')!;
  return { ledger: (subgraph.services as LedgerUsed).tokenLedger, em: () => subgraph.db.em.fork() };
};

async function signUp(email: string) {
  const r = await call('POST', '/api/user-service/users/sign-up', undefined, { email, password: 'a long secret' });
  expect(r.status).toBe(201);
  return { id: r.json.user.id as string, token: r.json.accessToken as string };
}

beforeAll(async () => {
  product = await startProduct();
  ada = await signUp('tokens-ada@example.com');
  bob = await signUp('tokens-bob@example.com');
  staff = (await call('POST', '/api/user-service/auth/login', undefined, { email: 'admin@backspin.local', password: 'backspin-admin' })).json.accessToken;
  guest = (await call('GET', '/api/user-service/auth/guest')).json.accessToken;
  const accounts = product.subgraphs.get('accounts')!;
  const key = await (accounts.services as AccountsServicesUsed).signingKeys.current(accounts.db.em.fork());
  service = await signAccessToken({ userId: randomUUID(), tokenType: 'service', roles: [] }, key, 300);
});
afterAll(() => product?.stop());

describe('POST /api/v1/token-accounts, GET /api/v1/token-accounts/self', () => {
  it('404 before the account is opened, with the spec’s message', async () => {
    expect(await call('GET', '/api/v1/token-accounts/self', ada.token)).toMatchObject({
      status: 404,
      json: { statusCode: 404, message: 'We were unable to find your token account. Please try again.' },
    });
  });

  it('opens the caller’s account (201), once however often it is asked', async () => {
    const opened = await call('POST', '/api/v1/token-accounts', ada.token, { status: 'active' });
    expect(opened).toMatchObject({ status: 201, json: { balance: 0, heldBalance: 0, status: 'active', userId: ada.id } });
    adaAccount = opened.json.id;
    expect((await call('POST', '/api/v1/token-accounts', ada.token)).json.id).toBe(adaAccount);
    const self = await call('GET', '/api/v1/token-accounts/self', ada.token);
    expect(self).toMatchObject({ status: 200, json: { id: adaAccount, balance: 0, status: 'active' } });
    expect(Date.parse(self.json.updatedAt)).not.toBeNaN();
  });

  it('refuses anonymous callers and guests (401)', async () => {
    expect((await call('POST', '/api/v1/token-accounts')).status).toBe(401);
    expect((await call('POST', '/api/v1/token-accounts', guest)).status).toBe(401);
    expect((await call('GET', '/api/v1/token-accounts/self', guest)).status).toBe(401);
  });
});

describe('GET /api/v1/token-accounts/{accountId}', () => {
  it('answers the holder, staff and services', async () => {
    for (const token of [ada.token, staff, service]) {
      expect(await call('GET', `/api/v1/token-accounts/${adaAccount}`, token)).toMatchObject({ status: 200, json: { id: adaAccount, userId: ada.id } });
    }
  });

  it('refuses other users (403) and answers 404 for unknown and malformed ids', async () => {
    expect(await call('GET', `/api/v1/token-accounts/${adaAccount}`, bob.token)).toMatchObject({ status: 403, json: { message: 'Forbidden' } });
    for (const id of [randomUUID(), 'nope']) {
      expect(await call('GET', `/api/v1/token-accounts/${id}`, staff)).toMatchObject({
        status: 404,
        json: { message: 'We were unable to find your token account. Please try again.' },
      });
    }
  });
});

describe('POST /api/v1/token-transactions/commit', () => {
  it('lets a service commit a hold (the body’s key), once: a retry answers the first and spends nothing', async () => {
    const { ledger, em } = economy();
    await ledger.credit(em(), { accountId: adaAccount, amount: 30, idempotencyKey: randomUUID() });
    const hold = await ledger.hold(em(), { accountId: adaAccount, amount: 12, idempotencyKey: randomUUID() });
    const body = { holdId: hold.id, idempotencyKey: randomUUID() };
    const committed = await call('POST', '/api/v1/token-transactions/commit', service, body);
    expect(committed).toMatchObject({ status: 200, json: { type: 'commit', amount: 12, holdId: hold.id, accountId: adaAccount, account: { balance: 18, heldBalance: 0 } } });
    const again = await call('POST', '/api/v1/token-transactions/commit', service, body);
    expect(again).toMatchObject({ status: 200, json: { id: committed.json.id } });
    expect((await call('GET', '/api/v1/token-accounts/self', ada.token)).json).toMatchObject({ balance: 18, heldBalance: 0 });
    expect(await call('POST', '/api/v1/token-transactions/commit', service, { holdId: hold.id, idempotencyKey: randomUUID() })).toMatchObject({
      status: 409,
      json: { message: 'This token hold was already committed' },
    });
  });

  it('takes the key from the Idempotency-Key header too', async () => {
    const { ledger, em } = economy();
    const hold = await ledger.hold(em(), { accountId: adaAccount, amount: 1, idempotencyKey: randomUUID() });
    const send = (headers: Record<string, string>, body: unknown) =>
      fetch(`${product.restBridgeUrl}/api/v1/token-transactions/commit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${service}`, ...headers },
        body: JSON.stringify(body),
      });
    const mismatch = await send({ 'idempotency-key': 'one' }, { holdId: hold.id, idempotencyKey: 'two' });
    expect(mismatch.status).toBe(400);
    const key = randomUUID();
    const first = await send({ 'idempotency-key': key }, { holdId: hold.id });
    expect(first.status).toBe(200);
    const retry = await send({ 'idempotency-key': key }, { holdId: hold.id, idempotencyKey: key });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
  });

  it('refuses users (403), anonymous callers (401), unknown holds (404) and a missing key (400)', async () => {
    const { ledger, em } = economy();
    const hold = await ledger.hold(em(), { accountId: adaAccount, amount: 1, idempotencyKey: randomUUID() });
    const body = { holdId: hold.id, idempotencyKey: randomUUID() };
    expect((await call('POST', '/api/v1/token-transactions/commit', ada.token, body)).status).toBe(403);
    expect((await call('POST', '/api/v1/token-transactions/commit', undefined, body)).status).toBe(401);
    expect(await call('POST', '/api/v1/token-transactions/commit', service, { holdId: randomUUID(), idempotencyKey: randomUUID() })).toMatchObject({
      status: 404,
      json: { message: 'Token hold not found' },
    });
    expect(await call('POST', '/api/v1/token-transactions/commit', service, { holdId: hold.id })).toMatchObject({
      status: 400,
      json: { message: 'idempotencyKey must be 1 to 255 characters' },
    });
    // Nothing was spent by the refusals.
    expect((await call('GET', '/api/v1/token-accounts/self', ada.token)).json).toMatchObject({ heldBalance: 1 });
  });
});
