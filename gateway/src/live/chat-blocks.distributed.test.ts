import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, type RunningSubgraph } from '@backspin/platform';
import { postGraphQL } from '@backspin/test-kit';
import { readSupergraph } from '@backspin/product';
import { connectLiveClient } from '@backspin/test-kit/live-client';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { startGateway, type RunningGateway } from '../gateway.ts';

// A block takes effect on a chat subscription that is already open: the blocked user's messages (and the mentions
// they carry) stop reaching the blocker, live, while everyone else still gets them; unblocking lets them through again.
// The blocker listens on a second gateway instance, so the event's hiddenFrom crosses the pub/sub bus (Redis in CI).
// A room's conversation deleted by its staff reaches every open chat subscription, on both instances, as CLEARED.

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

function subscribe(token?: string, url = product.gatewayWsUrl, room = roomId, query = SELECTION) {
  const client = connectLiveClient(url, token);
  clients.push(client);
  return client.iterate<Record<string, any>>({ query, variables: { roomId: room } });
}
const rooms = () => product.subgraphs.get('rooms') as RunningSubgraph;
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

describe('reactions of a blocked user on an open chat subscription', () => {
  it('are left out of what the blocker receives (counts and users), while everyone else sees them; the subscription’s registration ends with it', async () => {
    const [hub, blockerHub] = [product.gateway.hub, secondGateway.hub];
    const room = (await call<{ createRoom: { id: string } }>('mutation { createRoom(input: { slug: "live-reactions", name: "Live reactions" }) { id } }', {}, users.cy.token)).createRoom.id;
    const selection = 'subscription($roomId: ID!) { chatMessageChanged(roomId: $roomId) { message lastChange reactions { emoji count users { displayName } } } }';
    const asAda = subscribe(users.ada.token, secondGateway.wsUrl, room, selection);
    const asGuest = subscribe(undefined, product.gatewayWsUrl, room, selection);
    const both = () => Promise.all([next(asAda), next(asGuest)]);
    await Promise.all([hub.until((h) => h.subscribers === 1), blockerHub.until((h) => h.subscribers === 1)]);
    const listeners = async () =>
      Number((await execute<{ n: string | number }>(rooms().db.em.fork(), 'select count(*) as n from rooms.room_chat_listener where room_id = ? and user_id = ?', [room, users.ada.id]))[0]?.n);
    expect(await listeners()).toBe(1);
    await call('mutation($u: ID!) { blockUser(userId: $u) { id } }', { u: users.bob.id }, users.ada.token);

    let events = both();
    const { sendChatMessage } = await call('mutation($r: ID!) { sendChatMessage(input: { roomId: $r, message: "react here" }) { id } }', { r: room }, users.cy.token);
    expect((await events).map((e) => e.message)).toEqual(['react here', 'react here']);
    const react = (who: Name, emoji: string) =>
      call('mutation($id: ID!, $e: String!) { toggleChatReaction(messageId: $id, emoji: $e) { id } }', { id: sendChatMessage.id, e: emoji }, users[who].token);

    events = both();
    await react('bob', '🔥');
    expect((await events).map((e) => e.reactions)).toEqual([[], [{ emoji: '🔥', count: 1, users: [{ displayName: 'bob' }] }]]);
    events = both();
    await react('cy', '🔥');
    expect((await events).map((e) => e.reactions)).toEqual([
      [{ emoji: '🔥', count: 1, users: [{ displayName: 'cy' }] }],
      [{ emoji: '🔥', count: 2, users: [{ displayName: 'bob' }, { displayName: 'cy' }] }],
    ]);

    await call('mutation($id: ID!) { unblockUser(id: $id) { id } }', { id: users.bob.id }, users.ada.token);
    await asAda.return?.();
    await asGuest.return?.();
    await Promise.all([hub.until((h) => h.subscribers === 0), blockerHub.until((h) => h.subscribers === 0)]);
    await expect.poll(listeners).toBe(0);
  });
});

describe('a deleted conversation on open chat subscriptions', () => {
  it('reaches every subscriber on both gateway instances as CLEARED; a refused delete announces nothing', async () => {
    const [hub, otherHub] = [product.gateway.hub, secondGateway.hub];
    const room = (await call<{ createRoom: { id: string } }>('mutation { createRoom(input: { slug: "live-clear", name: "Live clear" }) { id } }', {}, users.cy.token)).createRoom.id;
    const say = (who: Name, message: string) =>
      call('mutation($r: ID!, $m: String!) { sendChatMessage(input: { roomId: $r, message: $m }) { id } }', { r: room, m: message }, users[who].token);
    const clear = (who: Name) => postGraphQL(product.gatewayUrl, 'mutation($r: ID!) { deleteRoomConversation(roomId: $r) }', { r: room }, users[who].token);
    const selection = 'subscription($roomId: ID!) { chatMessageChanged(roomId: $roomId) { roomId message lastChange deleted author { displayName } } }';
    const asAda = subscribe(users.ada.token, secondGateway.wsUrl, room, selection);
    const asGuest = subscribe(undefined, product.gatewayWsUrl, room, selection);
    const first = Promise.all([next(asAda), next(asGuest)]);
    await Promise.all([hub.until((h) => h.subscribers === 1), otherHub.until((h) => h.subscribers === 1)]);
    await say('ada', 'hello room');
    expect((await first).map((e) => e.message)).toEqual(['hello room', 'hello room']);

    // Ada may not delete the conversation: refused, and nobody hears of it (the next event is Cy's later message).
    expect((await clear('ada')).errors?.[0]?.extensions).toMatchObject({ status: 403 });
    const afterRefusal = Promise.all([next(asAda), next(asGuest)]);
    await say('cy', 'still here');
    expect((await afterRefusal).map((e) => e.message)).toEqual(['still here', 'still here']);

    const cleared = Promise.all([next(asAda), next(asGuest)]);
    const answer = await clear('cy');
    expect(answer.data).toEqual({ deleteRoomConversation: 2 });
    expect(await cleared).toEqual(Array(2).fill({ roomId: room, message: null, lastChange: 'CLEARED', deleted: true, author: null }));
    const history = await call('query($r: ID!) { chatMessages(roomId: $r) { messages { id } } }', { r: room }, users.ada.token);
    expect(history.chatMessages.messages).toEqual([]);

    await asAda.return?.();
    await asGuest.return?.();
    await Promise.all([hub.until((h) => h.subscribers === 0), otherHub.until((h) => h.subscribers === 0)]);
  });
});
