import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL } from '@backspin/test-kit';
import { readSupergraph } from '@backspin/product';
import { connectLiveClient } from '@backspin/test-kit/live-client';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { startGateway, type RunningGateway } from '../gateway.ts';

// A block takes effect on a chat subscription that is already open: the blocked user's messages (and the mentions
// they carry) stop reaching the blocker, live, while everyone else still gets them; unblocking lets them through again.
// The blocker listens on a second gateway instance, so the event's hiddenFrom crosses the pub/sub bus (Redis in CI).

let product: TestProduct;
let secondGateway: RunningGateway;
const clients: Client[] = [];
type Name = 'ada' | 'bob' | 'cy';
const users = {} as Record<Name, { id: string; token: string }>;
let roomId: string;

const call = async <T = Record<string, any>>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
  const result = await postGraphQL<T>(product.gatewayUrl, query, variables, token);
  expect(result.errors).toBeUndefined();
  return result.data!;
};
const send = (who: Name, message: string) =>
  call('mutation($r: ID!, $m: String!) { sendChatMessage(input: { roomId: $r, message: $m }) { id } }', { r: roomId, m: message }, users[who].token);

const SELECTION = 'subscription($roomId: ID!) { chatMessageChanged(roomId: $roomId) { message lastChange author { displayName } } }';

beforeAll(async () => {
  product = await startProduct({ restBridge: false });
  secondGateway = await startGateway({
    config: product.gateway.config,
    supergraphSdl: readSupergraph(),
    connections: { mode: 'embedded', subgraphs: product.subgraphs },
    pubsub: product.connectPubSub(),
    port: 0,
    host: '127.0.0.1',
  });
  for (const name of ['ada', 'bob', 'cy'] as const) {
    const signUp = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
      product.gatewayUrl,
      'mutation($e: String!, $n: String) { signUp(input: { email: $e, password: "a long secret", displayName: $n }) { accessToken user { id } } }',
      { e: `live-blocks-${name}@example.com`, n: name },
    );
    users[name] = { id: signUp.data!.signUp.user.id, token: signUp.data!.signUp.accessToken };
  }
  roomId = (await call<{ createRoom: { id: string } }>('mutation { createRoom(input: { slug: "live-blocks", name: "Live blocks" }) { id } }', {}, users.cy.token)).createRoom.id;
});

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await secondGateway?.stop();
  await product?.stop();
});

function subscribe(token?: string, url = product.gatewayWsUrl) {
  const client = connectLiveClient(url, token);
  clients.push(client);
  return client.iterate<Record<string, any>>({ query: SELECTION, variables: { roomId } });
}
const next = async (iterator: AsyncIterator<{ data?: Record<string, any> | null }>) => (await iterator.next()).value.data.chatMessageChanged;

describe('a block on an open chat subscription', () => {
  it('stops the blocked user’s messages reaching the blocker at once, and lets them through again once unblocked', async () => {
    const [hub, blockerHub] = [product.gateway.hub, secondGateway.hub];
    const asAda = subscribe(users.ada.token, secondGateway.wsUrl);
    const asGuest = subscribe();
    const asCy = subscribe(users.cy.token);
    const first = Promise.all([next(asAda), next(asGuest), next(asCy)]);
    await Promise.all([hub.until((h) => h.subscribers === 2), blockerHub.until((h) => h.subscribers === 1)]);

    await send('bob', 'before the block');
    expect(await first).toEqual(Array(3).fill({ message: 'before the block', lastChange: 'ADDED', author: { displayName: 'bob' } }));

    await call('mutation($u: ID!) { blockUser(userId: $u) { id } }', { u: users.bob.id }, users.ada.token);
    const adaNext = next(asAda);
    const othersNext = Promise.all([next(asGuest), next(asCy)]);
    const blockerExecutions = blockerHub.executions;
    await send('bob', `hidden from <@${users.ada.id}>`);
    // The others hear Bob; Ada does not: her next event is Cy's message, sent after Bob's.
    expect(await othersNext).toEqual(Array(2).fill({ message: `hidden from <@${users.ada.id}>`, lastChange: 'ADDED', author: { displayName: 'bob' } }));
    const othersAfter = Promise.all([next(asGuest), next(asCy)]);
    await send('cy', 'cy after the block');
    expect(await adaNext).toEqual({ message: 'cy after the block', lastChange: 'ADDED', author: { displayName: 'cy' } });
    await othersAfter;
    // Ada's gateway ran no query for Bob's message (nobody there to deliver it to), one for Cy's.
    expect(blockerHub.executions - blockerExecutions).toBe(1);

    await call('mutation($id: ID!) { unblockUser(id: $id) { id } }', { id: users.bob.id }, users.ada.token);
    const again = Promise.all([next(asAda), next(asGuest), next(asCy)]);
    await send('bob', 'after the unblock');
    expect((await again).map((event) => event.message)).toEqual(Array(3).fill('after the unblock'));

    await asAda.return?.();
    await asGuest.return?.();
    await asCy.return?.();
    await Promise.all([hub.until((h) => h.subscribers === 0), blockerHub.until((h) => h.subscribers === 0)]);
  });
});
