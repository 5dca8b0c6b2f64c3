import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { execute, type RunningSubgraph } from '@backspin/platform';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { demoSongs } from '@backspin/library';
import type { RoomsServices } from './context.ts';
import type { RoomStateDocument } from './live-state/room-state.ts';

// A whole room evening through the gateway: three users, two DJs rotating for several songs, votes, a skip, chat
// with a reply, a reaction toggled, the edit window, chat disabled until it expires, a kick and a ban. The fan
// follows it all over graphql-ws; each song end is made due, then the room clock sweeps (as after a restart).

type Who = 'ada' | 'bo' | 'cy';
let product: TestProduct;
let rooms: RunningSubgraph<RoomsServices>;
const users = {} as Record<Who, { id: string; token: string }>;
const clients: Client[] = [];
let roomId: string;
const songs = demoSongs.map((s) => s.id);

async function call(who: Who, query: string, variables: Record<string, unknown> = {}) {
  return postGraphQL<Record<string, any>>(product.gatewayUrl, query, { r: roomId, ...variables }, users[who].token);
}
async function ok(who: Who, query: string, variables: Record<string, unknown> = {}) {
  const result = await call(who, query, variables);
  expect(result.errors).toBeUndefined();
  return result.data!;
}
async function refused(who: Who, query: string, variables: Record<string, unknown> = {}) {
  const result = await call(who, query, variables);
  return { status: result.errors?.[0]?.extensions?.status, message: result.errors?.[0]?.message };
}
const state = async (): Promise<RoomStateDocument> => (await ok('cy', 'query($r: ID!) { roomState(roomId: $r) { document } }')).roomState.document;
async function songEnds() {
  await execute(rooms.db.em.fork(), `update rooms.room_turntable set advance_at = now() - interval '1 second' where room_id = ?`, [roomId]);
  await rooms.services.clock.sweepOnce();
}
const say = (who: Who, message: string, extra: Record<string, unknown> = {}) =>
  call(who, 'mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { id message replyToId } }', {
    i: { roomId, message, avatarId: 'default', ...extra },
  });
const grant = (who: Who, userId: string, role: string, expirationTime?: string) =>
  call(who, 'mutation($i: GrantRoomRoleInput!) { grantRoomRole(input: $i) { userId } }', { i: { roomId, userId, role, ...(expirationTime ? { expirationTime } : {}) } });

beforeAll(async () => {
  product = await startProduct({ restBridge: false, env: { ROOM_SWEEP_INTERVAL_MS: '60000', JOB_POLL_INTERVAL_MS: '600000' } });
  rooms = product.subgraphs.get('rooms') as RunningSubgraph<RoomsServices>;
  for (const who of ['ada', 'bo', 'cy'] as const) {
    const result = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
      product.gatewayUrl,
      'mutation($e: String!, $n: String!) { signUp(input: { email: $e, password: "a long secret", displayName: $n }) { accessToken user { id } } }',
      { e: `${who}@evening.example`, n: who },
    );
    users[who] = { id: result.data!.signUp.user.id, token: result.data!.signUp.accessToken };
  }
});

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await product?.stop();
});

describe('a room evening', () => {
  it('goes from the first song to a ban, and the fan’s live view agrees with the room at every step', async () => {
    roomId = (await ok('ada', 'mutation { createRoom(input: { slug: "evening", name: "Evening", numberOfDjs: 3 }) { id } }')).createRoom.id;
    await ok('ada', 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: songs.slice(0, 3) });
    await ok('bo', 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: songs.slice(3, 6) });

    // The fan follows the room and its chat.
    const client = createClient({ url: product.gatewayWsUrl, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true, connectionParams: { authorization: `Bearer ${users.cy.token}` } });
    clients.push(client);
    const roomEvents = client.iterate<{ roomEvents: { seq: number } }>({ query: 'subscription($r: ID!) { roomEvents(roomId: $r) { seq } }', variables: { r: roomId } });
    const chatEvents = client.iterate<{ chatMessageChanged: { id: string; lastChange: string } }>({
      query: 'subscription($r: ID!) { chatMessageChanged(roomId: $r) { id lastChange } }',
      variables: { r: roomId },
    });
    const firstRoomEvent = roomEvents.next();
    const firstChatEvent = chatEvents.next();
    await product.gateway.hub.until((hub) => hub.subscribers === 2);

    for (const who of ['ada', 'bo', 'cy'] as const) await ok(who, 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }');
    await ok('ada', 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }');
    await ok('bo', 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }');

    // Two DJs rotate for four songs: ada, bo, ada, bo, each from the head of their queue.
    const played: [string, string][] = [];
    for (let i = 0; i < 4; i++) {
      const now = (await state()).nowPlaying!;
      played.push([now.djUuid, now.songId]);
      if (i === 1) {
        // Votes on bo's song: cy up then down (changed), ada down: 2 of 2 listeners, voted off.
        await ok('cy', 'mutation($r: ID!) { voteSong(roomId: $r, direction: "up") { upVotes } }');
        expect((await state()).vibeMeter).toBe(100);
        await ok('cy', 'mutation($r: ID!) { voteSong(roomId: $r, direction: "down") { downVotes } }');
        await ok('ada', 'mutation($r: ID!) { voteSong(roomId: $r, direction: "down") { downVotes } }');
      } else if (i === 2) {
        await ok('ada', 'mutation($r: ID!) { skipSong(roomId: $r) { seq } }');
      } else {
        await songEnds();
      }
    }
    expect(played).toEqual([
      [users.ada.id, songs[0]],
      [users.bo.id, songs[3]],
      [users.ada.id, songs[1]],
      [users.bo.id, songs[4]],
    ]);
    const reasons = await execute<{ end_reason: string }>(rooms.db.em.fork(), 'select end_reason from rooms.room_play where room_id = ? and ended_at is not null order by started_at', [roomId]);
    expect(reasons.map((r) => r.end_reason)).toEqual(['ENDED', 'VOTED_OFF', 'SKIPPED', 'ENDED']);

    // Chat: a message, a reply, a reaction toggled on and off, an edit in time and one too late.
    const hello = (await say('cy', 'what a tune')).data!.sendChatMessage;
    const reply = (await say('bo', 'thanks!', { replyToId: hello.id })).data!.sendChatMessage;
    expect(reply.replyToId).toBe(hello.id);
    const react = () => ok('ada', 'mutation($m: ID!) { toggleChatReaction(messageId: $m, emoji: "🔥") { reactions { emoji userIds } } }', { m: hello.id });
    expect((await react()).toggleChatReaction.reactions).toEqual([{ emoji: '🔥', userIds: [users.ada.id] }]);
    expect((await react()).toggleChatReaction.reactions).toEqual([]);
    expect((await ok('cy', 'mutation($m: ID!) { editChatMessage(id: $m, message: "what a TUNE") { message } }', { m: hello.id })).editChatMessage.message).toBe('what a TUNE');
    await execute(rooms.db.em.fork(), `update rooms.chat_message set created_at = created_at - interval '21 seconds' where id = ?`, [hello.id]);
    expect((await refused('cy', 'mutation($m: ID!) { editChatMessage(id: $m, message: "too late") { message } }', { m: hello.id })).status).toBe(403);

    // Chat disabled until it expires: refused, then (its time passed) allowed again.
    expect((await grant('ada', users.cy.id, 'chatDisabled', new Date(Date.now() + 60_000).toISOString())).errors).toBeUndefined();
    expect(await refused('cy', 'mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { id } }', { i: { roomId, message: 'hush', avatarId: 'default' } })).toMatchObject({ status: 403 });
    await execute(rooms.db.em.fork(), `update rooms.room_user_role set expires_at = now() - interval '1 second' where room_id = ? and role = 'chatDisabled'`, [roomId]);
    expect((await say('cy', 'back again')).errors).toBeUndefined();

    // A kick: cy leaves and cannot come back for now; a ban: bo leaves, loses the seat, cannot join or post.
    expect((await call('ada', 'mutation($i: KickUserFromRoomInput!) { kickUserFromRoom(input: $i) { id } }', { i: { roomId, userId: users.cy.id, reason: 'too loud' } })).errors).toBeUndefined();
    expect((await state()).floorUsers).not.toContain(users.cy.id);
    expect(await refused('cy', 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }')).toMatchObject({ status: 403 });
    expect((await grant('ada', users.bo.id, 'banned')).errors).toBeUndefined();
    const afterBan = await state();
    expect(afterBan.djs).toEqual([users.ada.id]);
    expect(afterBan.floorUsers).not.toContain(users.bo.id);
    expect(await refused('bo', 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }')).toEqual({ status: 403, message: 'You are banned from this room' });
    expect((await say('bo', 'let me back')).errors?.[0]?.extensions?.status).toBe(403);

    // The fan's room events came in order without a gap, up to the room's seq now.
    const finalSeq = (await ok('ada', 'query($r: ID!) { roomState(roomId: $r) { seq } }')).roomState.seq as number;
    const seqs: number[] = [];
    let next = await firstRoomEvent;
    while (!next.done) {
      seqs.push(next.value.data!.roomEvents.seq);
      if (seqs.at(-1) === finalSeq) break;
      next = await roomEvents.next();
    }
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
    // ...and one chat event came for the message, the reply, both reaction toggles and the edit, in order (each
    // shows the message as it is when delivered, so only which message it names is fixed).
    const chat: string[] = [];
    let chatNext = await firstChatEvent;
    while (!chatNext.done && chat.length < 5) {
      const event = chatNext.value.data!.chatMessageChanged;
      chat.push(event.id === hello.id ? 'hello' : event.id === reply.id ? 'reply' : 'other');
      if (chat.length < 5) chatNext = await chatEvents.next();
    }
    expect(chat).toEqual(['hello', 'reply', 'hello', 'hello', 'hello']);
    await roomEvents.return?.();
    await chatEvents.return?.();
  }, 60_000);
});
