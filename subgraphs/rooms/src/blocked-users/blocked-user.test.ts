import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent, RunningSubgraph } from '@backspin/platform';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import type { RoomsServices } from '../context.ts';
import { FriendInvitationSchema, FriendshipSchema, orderedPair } from '../friends/friend.entity.ts';
import { ChatAudienceService, chatListenersPerUserMax } from '../presence/chat-audience.service.ts';
import { RoomChatListenerSchema } from '../presence/presence.entity.ts';
import { BlockedUserSchema } from './blocked-user.entity.ts';

// Blocked users on the whole product: the block itself, and what it does to friends, chat history and mention
// suggestions (the live chat subscription: gateway/src/live/chat-blocks.test.ts).

let product: TestProduct;
let rooms: RunningSubgraph<RoomsServices>;
type Name = 'ada' | 'bob' | 'cy';
const users = {} as Record<Name, { id: string; token: string }>;
let roomId: string;

const em = () => rooms.db.em.fork();
async function gql(who: Name | null, query: string, variables: Record<string, unknown> = {}) {
  return postGraphQL<Record<string, any>>(product.gatewayUrl, query, variables, who ? users[who].token : undefined);
}
async function ok(who: Name, query: string, variables: Record<string, unknown> = {}) {
  const result = await gql(who, query, variables);
  expect(result.errors).toBeUndefined();
  return result.data!;
}
async function refused(who: Name | null, query: string, variables: Record<string, unknown> = {}) {
  const result = await gql(who, query, variables);
  return { status: result.errors?.[0]?.extensions?.status, message: result.errors?.[0]?.message };
}

const BLOCK = 'mutation($u: ID!) { blockUser(userId: $u) { id blockerId blockedUserId user { id displayName } createdAt } }';
const UNBLOCK = 'mutation($id: ID!) { unblockUser(id: $id) { id blockedUserId } }';
const LIST = '{ blockedUsers { total data { id blockedUserId } } }';
const ONE = 'query($id: ID!) { blockedUser(id: $id) { id blockedUserId } }';
const INVITE = 'mutation($u: ID!) { sendFriendInvitation(userId: $u) { id invitationStatus } }';
const SEND = 'mutation($r: ID!, $m: String!) { sendChatMessage(input: { roomId: $r, message: $m }) { id } }';
const HISTORY = 'query($r: ID!) { chatMessages(roomId: $r, limit: 100) { messages { message userUuid } } }';
const MENTIONS = 'query($r: ID!, $s: String) { chatMentionCandidates(roomId: $r, search: $s) { userId displayName user { id } } }';

const texts = async (who: Name | null) =>
  ((await (who ? ok(who, HISTORY, { r: roomId }) : gql(null, HISTORY, { r: roomId }).then((r) => r.data!))).chatMessages.messages as { message: string }[]).map((m) => m.message);

beforeAll(async () => {
  product = await startProduct({ restBridge: false, env: { ROOM_SWEEP_INTERVAL_MS: '60000', JOB_POLL_INTERVAL_MS: '3600000', CHAT_FLOOD_MAX_MESSAGES: '1000' } });
  rooms = product.subgraphs.get('rooms') as RunningSubgraph<RoomsServices>;
  for (const name of ['ada', 'bob', 'cy'] as const) {
    const signUp = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
      product.gatewayUrl,
      'mutation($e: String!, $n: String) { signUp(input: { email: $e, password: "a long secret", displayName: $n }) { accessToken user { id } } }',
      { e: `blocks-${name}@example.com`, n: name },
    );
    users[name] = { id: signUp.data!.signUp.user.id, token: signUp.data!.signUp.accessToken };
  }
  roomId = (await ok('cy', 'mutation { createRoom(input: { slug: "blocks", name: "Blocks" }) { id } }')).createRoom.id;
});
afterAll(() => product?.stop());

describe('blocked users: block, list, one, unblock', () => {
  it('blocks (the block by its id or the blocked user’s id), lists, and unblocks', async () => {
    const block = (await ok('ada', BLOCK, { u: users.bob.id })).blockUser;
    expect(block).toEqual({ id: expect.any(String), blockerId: users.ada.id, blockedUserId: users.bob.id, user: { id: users.bob.id, displayName: 'bob' }, createdAt: expect.any(String) });
    expect((await ok('ada', LIST)).blockedUsers).toEqual({ total: 1, data: [{ id: block.id, blockedUserId: users.bob.id }] });
    expect((await ok('bob', LIST)).blockedUsers.total).toBe(0);
    expect((await ok('ada', ONE, { id: block.id })).blockedUser).toEqual({ id: block.id, blockedUserId: users.bob.id });
    expect((await ok('ada', ONE, { id: users.bob.id })).blockedUser).toEqual({ id: block.id, blockedUserId: users.bob.id });
    // Someone else's block is not theirs to read or lift.
    expect(await refused('bob', ONE, { id: block.id })).toEqual({ status: 404, message: 'Blocked user not found' });
    expect(await refused('bob', UNBLOCK, { id: block.id })).toEqual({ status: 404, message: 'Blocked user not found' });

    expect((await ok('ada', UNBLOCK, { id: users.bob.id })).unblockUser).toEqual({ id: block.id, blockedUserId: users.bob.id });
    expect((await ok('ada', LIST)).blockedUsers.total).toBe(0);
    expect(await refused('ada', UNBLOCK, { id: block.id })).toEqual({ status: 404, message: 'Blocked user not found' });
  });

  it('refuses bad input precisely and changes nothing', async () => {
    const block = (await ok('ada', BLOCK, { u: users.cy.id })).blockUser;
    const before = await em().count(BlockedUserSchema, {});
    expect(await refused('ada', BLOCK, { u: users.ada.id })).toEqual({ status: 400, message: 'You cannot block yourself' });
    expect(await refused('ada', BLOCK, { u: users.cy.id })).toEqual({ status: 409, message: 'You have already blocked this user' });
    expect(await refused('ada', BLOCK, { u: 'cy' })).toEqual({ status: 400, message: 'userId must be a UUID' });
    expect(await refused(null, BLOCK, { u: users.cy.id })).toEqual({ status: 401, message: 'Unauthorized' });
    expect(await refused('ada', UNBLOCK, { id: 'x' })).toEqual({ status: 400, message: 'blocked user id must be a UUID' });
    expect(await refused('ada', ONE, { id: randomUUID() })).toEqual({ status: 404, message: 'Blocked user not found' });
    expect(await refused(null, LIST)).toEqual({ status: 401, message: 'Unauthorized' });
    expect(await em().count(BlockedUserSchema, {})).toBe(before);
    // Ten blocks of one user at once: one row, nine 409s.
    await ok('ada', UNBLOCK, { id: block.id });
    const raced = await Promise.all(Array.from({ length: 10 }, () => gql('ada', BLOCK, { u: users.cy.id })));
    expect(raced.filter((r) => !r.errors).length).toBe(1);
    expect(raced.filter((r) => r.errors?.[0]?.extensions?.status === 409).length).toBe(9);
    expect(await em().count(BlockedUserSchema, { blockerId: users.ada.id, blockedId: users.cy.id })).toBe(1);
    await ok('ada', UNBLOCK, { id: users.cy.id });
  });
});

describe('what a block does', () => {
  it('ends the pair’s friendship and pending invitations, and refuses invitations either way until lifted', async () => {
    const invitation = (await ok('bob', INVITE, { u: users.ada.id })).sendFriendInvitation;
    await ok('ada', 'mutation($id: ID!) { handleFriendInvitation(id: $id, status: accepted) { id } }', { id: invitation.id });
    const pending = (await ok('cy', INVITE, { u: users.ada.id })).sendFriendInvitation;
    expect(await em().count(FriendshipSchema, orderedPair(users.ada.id, users.bob.id))).toBe(1);

    await ok('ada', BLOCK, { u: users.bob.id });
    await ok('ada', BLOCK, { u: users.cy.id });
    expect(await em().count(FriendshipSchema, orderedPair(users.ada.id, users.bob.id))).toBe(0);
    expect(await em().count(FriendInvitationSchema, { id: pending.id })).toBe(0);
    expect(await refused('bob', INVITE, { u: users.ada.id })).toEqual({ status: 403, message: 'A block between you and this user prevents friend invitations' });
    expect(await refused('ada', INVITE, { u: users.bob.id })).toEqual({ status: 403, message: 'A block between you and this user prevents friend invitations' });
    expect(await rooms.services.blockedUsers.isBlocked(em(), users.ada.id, users.bob.id)).toBe(true);
    expect(await rooms.services.blockedUsers.isBlocked(em(), users.bob.id, users.ada.id)).toBe(false);

    await ok('ada', UNBLOCK, { id: users.bob.id });
    await ok('ada', UNBLOCK, { id: users.cy.id });
    expect((await ok('bob', INVITE, { u: users.ada.id })).sendFriendInvitation.invitationStatus).toBe('pending');
    await em().nativeDelete(FriendInvitationSchema, { recipientId: users.ada.id });
  });

  it('hides the blocked user’s messages (and their mentions) from the blocker’s chat history only, until unblocked', async () => {
    await ok('ada', SEND, { r: roomId, m: 'ada says hi' });
    await ok('bob', SEND, { r: roomId, m: `bob to <@${users.ada.id}>` });
    await ok('cy', SEND, { r: roomId, m: 'cy here' });
    await ok('cy', 'mutation($r: ID!) { sendChatMessage(input: { roomId: $r, type: room, message: "room notice" }) { id } }', { r: roomId });
    const all = ['room notice', 'cy here', `bob to <@${users.ada.id}>`, 'ada says hi'];
    expect(await texts('ada')).toEqual(all);

    await ok('ada', BLOCK, { u: users.bob.id });
    expect(await texts('ada')).toEqual(['room notice', 'cy here', 'ada says hi']);
    expect(await texts('cy')).toEqual(all);
    expect(await texts('bob')).toEqual(all);
    expect(await texts(null)).toEqual(all);

    await ok('ada', UNBLOCK, { id: users.bob.id });
    expect(await texts('ada')).toEqual(all);
  });

  it('hides their replies, the message they replied to and their message by id from the blocker alone', async () => {
    const { sendChatMessage: cyMessage } = await ok('cy', SEND, { r: roomId, m: 'a thread' });
    const reply = (who: Name, to: string, m: string) =>
      ok(who, 'mutation($r: ID!, $m: String!, $to: ID) { sendChatMessage(input: { roomId: $r, message: $m, replyToId: $to }) { id } }', { r: roomId, m, to });
    const { sendChatMessage: bobReply } = await reply('bob', cyMessage.id, 'bob replies');
    await reply('ada', cyMessage.id, 'ada replies');
    const { sendChatMessage: cyToBob } = await reply('cy', bobReply.id, 'cy answers bob');
    const THREAD = 'query($id: ID!) { chatMessage(id: $id) { message replyCount replies { message } replyTo { message } } }';
    const thread = async (who: Name, id: string) => (await ok(who, THREAD, { id })).chatMessage;

    await ok('ada', BLOCK, { u: users.bob.id });
    expect(await thread('ada', cyMessage.id)).toEqual({ message: 'a thread', replyCount: 1, replies: [{ message: 'ada replies' }], replyTo: null });
    expect(await thread('cy', cyMessage.id)).toEqual({ message: 'a thread', replyCount: 2, replies: [{ message: 'bob replies' }, { message: 'ada replies' }], replyTo: null });
    expect(await thread('ada', cyToBob.id)).toMatchObject({ message: 'cy answers bob', replyTo: null });
    expect(await thread('cy', cyToBob.id)).toMatchObject({ message: 'cy answers bob', replyTo: { message: 'bob replies' } });
    expect((await ok('ada', THREAD, { id: bobReply.id })).chatMessage).toBeNull();
    expect((await ok('cy', THREAD, { id: bobReply.id })).chatMessage).toMatchObject({ message: 'bob replies' });
    await ok('ada', UNBLOCK, { id: users.bob.id });
    expect((await thread('ada', cyMessage.id)).replyCount).toBe(2);
  });

  it('leaves the blocked user out of the blocker’s mention suggestions', async () => {
    for (const name of ['ada', 'bob', 'cy'] as const) await ok(name, 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: roomId });
    const names = async (who: Name, search?: string) =>
      ((await ok(who, MENTIONS, { r: roomId, s: search ?? null })).chatMentionCandidates as { displayName: string }[]).map((c) => c.displayName);
    expect(await names('ada')).toEqual(['bob', 'cy']);
    expect(await names('ada', 'C')).toEqual(['cy']);
    await ok('ada', BLOCK, { u: users.bob.id });
    expect(await names('ada')).toEqual(['cy']);
    expect(await names('cy')).toEqual(['ada', 'bob']);
    expect(await names('bob')).toEqual(['ada', 'cy']);
    expect(await refused('ada', MENTIONS, { r: roomId, s: 'x'.repeat(51) })).toEqual({ status: 400, message: 'search must be at most 50 characters' });
    expect(await refused('ada', MENTIONS, { r: randomUUID() })).toEqual({ status: 404, message: 'Room not found' });
    await ok('ada', UNBLOCK, { id: users.bob.id });
    expect(await names('ada')).toEqual(['bob', 'cy']);
  });
});

describe('what a block does to reactions and live chat events', () => {
  const REACT = 'mutation($id: ID!, $e: String!) { toggleChatReaction(messageId: $id, emoji: $e) { id } }';
  const REACTIONS = 'query($id: ID!) { chatMessage(id: $id) { reactions { emoji count userIds users { id } } } }';
  const JOIN = 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }';
  const LEAVE = 'mutation($r: ID!) { leaveRoom(roomId: $r) }';
  let room: string;
  beforeAll(async () => {
    room = (await ok('cy', 'mutation { createRoom(input: { slug: "blocks-live", name: "Blocks live" }) { id } }')).createRoom.id;
  });

  /** The events published on the room's chat topic while `work` runs. */
  async function eventsDuring(work: () => Promise<unknown>): Promise<LiveEvent[]> {
    const events: LiveEvent[] = [];
    const pubsub = product.connectPubSub();
    const unsubscribe = await pubsub.subscribe(`chat:${room}`, (event) => events.push(event));
    try {
      await work();
      await expect.poll(() => events.length).toBeGreaterThan(0);
    } finally {
      await unsubscribe();
      await pubsub.close();
    }
    return events;
  }
  const sent = async (who: Name, m: string) => (await eventsDuring(() => ok(who, SEND, { r: room, m })))[0]!;

  it('names in hiddenFrom only the blockers who can receive the room’s events: present, or listening to its chat', async () => {
    await ok('ada', BLOCK, { u: users.bob.id });
    // Ada is neither in the room nor listening: Bob's event does not name her (her reads hide his messages anyway).
    expect((await sent('bob', 'ada is away')).hiddenFrom).toBeUndefined();
    expect((await ok('ada', HISTORY, { r: room })).chatMessages.messages).toEqual([]);

    await ok('ada', JOIN, { r: room });
    expect((await sent('bob', 'ada is in')).hiddenFrom).toEqual([users.ada.id]);
    // Cy (in the room, blocking no one) is never named; a message of someone nobody blocked names no one.
    await ok('cy', JOIN, { r: room });
    expect((await sent('cy', 'cy speaks')).hiddenFrom).toBeUndefined();
    await ok('ada', LEAVE, { r: room });
    expect((await sent('bob', 'ada left')).hiddenFrom).toBeUndefined();

    // A chat subscription registered by the gateway counts, in the room or not, until it ends.
    const listenerId = randomUUID();
    expect((await ok('ada', 'mutation($r: ID!, $l: ID!) { listenToRoomChat(roomId: $r, listenerId: $l) }', { r: room, l: listenerId })).listenToRoomChat).toBe(true);
    expect((await sent('bob', 'ada listens')).hiddenFrom).toEqual([users.ada.id]);
    expect((await ok('ada', 'mutation($l: ID!) { stopListeningToRoomChat(listenerId: $l) }', { l: listenerId })).stopListeningToRoomChat).toBe(true);
    expect((await sent('bob', 'ada stopped')).hiddenFrom).toBeUndefined();
    // Only one's own registration ends; ids are checked; guests keep none.
    expect(await refused('ada', 'mutation($r: ID!, $l: ID!) { listenToRoomChat(roomId: $r, listenerId: $l) }', { r: 'nope', l: listenerId })).toEqual({ status: 400, message: 'room id must be a UUID' });
    expect(await refused('ada', 'mutation($l: ID!) { stopListeningToRoomChat(listenerId: $l) }', { l: 'x' })).toEqual({ status: 400, message: 'listenerId must be a UUID' });
    await ok('ada', 'mutation($r: ID!, $l: ID!) { listenToRoomChat(roomId: $r, listenerId: $l) }', { r: room, l: listenerId });
    expect((await ok('cy', 'mutation($l: ID!) { stopListeningToRoomChat(listenerId: $l) }', { l: listenerId })).stopListeningToRoomChat).toBe(false);
    expect((await sent('bob', 'still listening')).hiddenFrom).toEqual([users.ada.id]);
    await ok('ada', 'mutation($l: ID!) { stopListeningToRoomChat(listenerId: $l) }', { l: listenerId });
    await ok('cy', LEAVE, { r: room });
    await ok('ada', UNBLOCK, { id: users.bob.id });
  });

  it('keeps at most 100 chat registrations a user: registering another drops their oldest', async () => {
    let at = Date.now();
    const audience = new ChatAudienceService(() => new Date(at++));
    const asBob = { userId: users.bob.id, tokenType: 'user', roles: ['user'] } as const;
    const ids = Array.from({ length: chatListenersPerUserMax + 1 }, () => randomUUID());
    for (const id of ids) await audience.listen(em(), asBob, room, id);
    const kept = await em().find(RoomChatListenerSchema, { userId: users.bob.id });
    expect(kept.map((row) => row.id).sort()).toEqual(ids.slice(1).sort());
    // Guests keep none.
    expect(await audience.listen(em(), { userId: randomUUID(), tokenType: 'guest', roles: [] }, room, randomUUID())).toBe(false);
    await em().nativeDelete(RoomChatListenerSchema, { userId: users.bob.id });
  });

  it('hides the blocked user’s reactions from the blocker (counts and users), in reads and in the events they get', async () => {
    const { sendChatMessage: message } = await ok('cy', SEND, { r: room, m: 'react to me' });
    await ok('cy', REACT, { id: message.id, e: '🔥' });
    await ok('bob', REACT, { id: message.id, e: '🔥' });
    await ok('bob', REACT, { id: message.id, e: '👍' });
    const reactions = async (who: Name) => (await ok(who, REACTIONS, { id: message.id })).chatMessage.reactions;
    const everyone = [
      { emoji: '🔥', count: 2, userIds: [users.cy.id, users.bob.id], users: [{ id: users.cy.id }, { id: users.bob.id }] },
      { emoji: '👍', count: 1, userIds: [users.bob.id], users: [{ id: users.bob.id }] },
    ];
    expect(await reactions('ada')).toEqual(everyone);

    await ok('ada', BLOCK, { u: users.bob.id });
    expect(await reactions('ada')).toEqual([{ emoji: '🔥', count: 1, userIds: [users.cy.id], users: [{ id: users.cy.id }] }]);
    expect(await reactions('cy')).toEqual(everyone);
    expect(await reactions('bob')).toEqual(everyone);
    expect((await gql(null, REACTIONS, { id: message.id })).data!.chatMessage.reactions).toEqual(everyone);

    // Live: a change of a message Bob reacted to is read for Ada as herself (personalFor) once she can receive it.
    const toggled = async (who: Name, emoji: string) => (await eventsDuring(() => ok(who, REACT, { id: message.id, e: emoji })))[0]!;
    const away = await toggled('cy', '🎉');
    expect([away.hiddenFrom, away.personalFor]).toEqual([undefined, undefined]);
    await ok('ada', JOIN, { r: room });
    const present = await toggled('cy', '🎉');
    expect([present.hiddenFrom, present.personalFor]).toEqual([undefined, [users.ada.id]]);
    // Bob's own toggle: his reaction, not his message: Ada still gets the event, read as herself.
    expect((await toggled('bob', '👍')).personalFor).toEqual([users.ada.id]);
    await ok('ada', LEAVE, { r: room });
    await ok('ada', UNBLOCK, { id: users.bob.id });
    expect(await reactions('ada')).toEqual([{ emoji: '🔥', count: 2, userIds: [users.cy.id, users.bob.id], users: [{ id: users.cy.id }, { id: users.bob.id }] }]);
  });
});
