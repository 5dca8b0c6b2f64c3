import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL } from '@backspin/test-kit';
import { connectLiveClient } from '@backspin/test-kit/live-client';
import { startProduct, type TestProduct } from '@backspin/product/testing';

// A consumable bought through the gateway lands in the room's chat for everyone listening: economy holds the tokens
// and queues the delivery, rooms posts the buyer's message and announces it, the gateway runs each subscriber's
// selection (fields of rooms, accounts and economy), economy commits.

let product: TestProduct;
const clients: Client[] = [];
let buyer: { id: string; token: string };
let listener: { id: string; token: string };
let admin: string;
let roomId: string;

const call = async <T = Record<string, any>>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
  const result = await postGraphQL<T>(product.gatewayUrl, query, variables, token);
  expect(result.errors).toBeUndefined();
  return result.data!;
};

async function signUp(email: string, displayName: string) {
  const data = await call<{ signUp: { accessToken: string; user: { id: string } } }>(
    'mutation($email: String!, $name: String) { signUp(input: { email: $email, password: "a long secret", displayName: $name }) { accessToken user { id } } }',
    { email, name: displayName },
  );
  return { id: data.signUp.user.id, token: data.signUp.accessToken };
}

beforeAll(async () => {
  product = await startProduct({ restBridge: false });
  buyer = await signUp('buyer.consumable@example.com', 'Buyer');
  listener = await signUp('listener.consumable@example.com', 'Listener');
  admin = (await call<{ login: { accessToken: string } }>('mutation { login(input: { email: "admin@backspin.local", password: "backspin-admin" }) { accessToken } }', {})).login.accessToken;
  roomId = (await call<{ roomBySlug: { id: string } }>('{ roomBySlug(slug: "lobby") { id } }', {})).roomBySlug.id;
  for (const who of [buyer, listener]) await call('mutation($id: ID!) { joinRoom(roomId: $id) { connectionId } }', { id: roomId }, who.token);
  const account = (await call<{ openTokenAccount: { id: string } }>('mutation { openTokenAccount { id } }', {}, buyer.token)).openTokenAccount;
  const economy = product.subgraphs.get('economy')!;
  const ledger = (economy.services as { tokenLedger: { credit(em: unknown, input: object): Promise<unknown> } }).tokenLedger;
  await ledger.credit(economy.db.em.fork(), { accountId: account.id, amount: 50, idempotencyKey: `e2e-grant:${account.id}` });
});

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await product?.stop();
});

const SELECTION = `subscription($roomId: ID!) {
  chatMessageChanged(roomId: $roomId) {
    id message lastChange consumableId consumablePurchaseId
    author { displayName }
    consumable { id name tokenCost fileUrl }
  }
}`;

describe('a consumable purchase through the gateway', () => {
  it('lands in the room’s chat live for a second listener, with the consumable resolved by economy', async () => {
    const created = await call<{ createConsumable: { id: string } }>(
      'mutation { createConsumable(input: { name: "Confetti cannon", description: "Pop!", tokenCost: 7 }) { id } }',
      {},
      admin,
    );
    const consumableId = created.createConsumable.id;
    const live = connectLiveClient(product.gatewayWsUrl, listener.token);
    clients.push(live);
    const events = live.iterate<Record<string, any>>({ query: SELECTION, variables: { roomId } });
    const next = events.next();
    await product.gateway.hub.until((h) => h.subscribers >= 1);

    const view = (await call<{ myTokenAccount: { id: string; balance: number; updatedAt: string } }>('{ myTokenAccount { id balance updatedAt } }', {}, buyer.token)).myTokenAccount;
    const bought = await call<{ purchaseConsumable: { id: string; status: string; tokenAccount: { balance: number } } }>(
      `mutation($i: PurchaseConsumableInput!) { purchaseConsumable(input: $i) { id status tokenAccount { balance } } }`,
      {
        i: {
          roomUuid: roomId,
          consumableId,
          accountId: view.id,
          balanceUnmodifiedSince: view.updatedAt,
          lastTokenBalance: view.balance,
          tokenCost: 7,
          idempotencyKey: 'e2e-click',
        },
      },
      buyer.token,
    );
    expect(bought.purchaseConsumable).toMatchObject({ status: 'delivered', tokenAccount: { balance: 43 } });

    const event = (await next).value;
    expect(event.errors).toBeUndefined();
    expect(event.data.chatMessageChanged).toEqual({
      id: expect.any(String),
      message: `<consumable:${consumableId}>`,
      lastChange: 'ADDED',
      consumableId,
      consumablePurchaseId: bought.purchaseConsumable.id,
      author: { displayName: 'Buyer' },
      consumable: { id: consumableId, name: 'Confetti cannon', tokenCost: 7, fileUrl: null },
    });
    await events.return?.();
  });
});
