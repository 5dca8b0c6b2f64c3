import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity, LiveEvent } from '@backspin/platform';
import { refusal } from '@backspin/test-kit';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { ChatMessageSchema, ChatReactionSchema } from './chat.entity.ts';

const asUser = (userId: string, roles: Identity['roles'] = ['user']): Identity => ({ userId, tokenType: 'user', roles });

let t: TestSubgraph<RoomsServices>;
const em = () => t.subgraph.db.em.fork();
const owner = randomUUID();
const moderator = randomUUID();
const listener = randomUUID();

async function newRoom(): Promise<string> {
  const { createRoom } = await t.ok(asUser(owner), 'mutation($i: CreateRoomInput!) { createRoom(input: $i) { id } }', {
    i: { slug: `talk-${randomUUID().slice(0, 8)}`, name: 'Talk' },
  });
  return createRoom.id as string;
}

/** Messages written straight to the table (what chat sends is chat.test.ts's business), each with a reaction. */
async function seedMessages(roomId: string, count: number): Promise<void> {
  const fork = em();
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    fork.create(ChatMessageSchema, {
      id, roomId, type: 'user', authorId: listener, postedBy: listener, text: `hello ${i}`, avatarId: null, color: '#ffffff',
      replyToId: null, gif: null, playlistId: null, consumableId: null, consumablePurchaseId: null, createdAt: new Date(),
      editedAt: null, deletedAt: null, deletedBy: null, lastChange: 'ADDED', revision: 0,
    });
    fork.create(ChatReactionSchema, { id: randomUUID(), messageId: id, userId: owner, emoji: '🔥', createdAt: new Date() });
  }
  await fork.flush();
}

/** The room's messages and their reactions (a clearing's marker is not a message). */
const countOf = async (roomId: string) => ({
  messages: await em().count(ChatMessageSchema, { roomId, lastChange: { $ne: 'CLEARED' } }),
  reactions: (await em().find(ChatMessageSchema, { roomId })).length ? await em().count(ChatReactionSchema, { messageId: { $in: (await em().find(ChatMessageSchema, { roomId })).map((m) => m.id) } }) : 0,
});

/** Events published on a room's chat topic while `work` runs (settled or refused). */
async function eventsDuring(room: string, work: () => Promise<unknown>): Promise<LiveEvent[]> {
  const events: LiveEvent[] = [];
  const unsubscribe = await t.pubsub.subscribe(`chat:${room}`, (event) => events.push(event));
  try {
    await work().catch(() => undefined);
  } finally {
    await unsubscribe();
  }
  return events;
}

const HISTORY = 'query($r: ID!) { chatMessages(roomId: $r) { messages { id } } }';
const MESSAGE = 'query($id: ID!) { chatMessage(id: $id) { id roomId type deleted lastChange message userUuid reactions { emoji } } }';

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph);
});
afterAll(() => t?.stop());

describe('a room’s conversation deleted', () => {
  it('the room’s moderator deletes every message and reaction of that room, and only that room', async () => {
    const room = await newRoom();
    const other = await newRoom();
    await t.ok(asUser(owner), 'mutation($i: GrantRoomRoleInput!) { grantRoomRole(input: $i) { userId } }', { i: { roomId: room, userId: moderator, role: 'moderator' } });
    await seedMessages(room, 3);
    await seedMessages(other, 2);
    const deleted = await t.ok(asUser(moderator), 'mutation($r: ID!) { deleteRoomConversation(roomId: $r) }', { r: room });
    expect(deleted.deleteRoomConversation).toBe(3);
    expect(await countOf(room)).toEqual({ messages: 0, reactions: 0 });
    expect(await countOf(other)).toEqual({ messages: 2, reactions: 2 });
    // The owner and platform moderators may too.
    expect(await t.subgraph.services.chatHistory.clear(em(), asUser(owner), other)).toBe(2);
    expect(await t.subgraph.services.chatHistory.clear(em(), asUser(randomUUID(), ['moderator']), other)).toBe(0);
  });

  it('refuses everyone else and bad ids, deleting nothing', async () => {
    const room = await newRoom();
    await seedMessages(room, 2);
    const svc = t.subgraph.services.chatHistory;
    expect(await refusal(svc.clear(em(), asUser(listener), room))).toMatchObject({ reason: 'CHAT_CLEAR_FORBIDDEN', status: 403 });
    expect((await refusal(svc.clear(em(), { userId: randomUUID(), tokenType: 'guest', roles: [] }, room))).status).toBe(403);
    expect((await refusal(svc.clear(em(), asUser(owner), 'nope'))).reason).toBe('INVALID_ROOM_ID');
    expect((await refusal(svc.clear(em(), asUser(owner), randomUUID()))).reason).toBe('ROOM_NOT_FOUND');
    expect(await countOf(room)).toEqual({ messages: 2, reactions: 2 });
  });
});

describe('a deleted conversation is live', () => {
  it('announces CLEARED on the room’s chat topic with the delete: its marker reads as a deleted room message, never in the history', async () => {
    const room = await newRoom();
    await seedMessages(room, 2);
    const events = await eventsDuring(room, () => t.subgraph.services.chatHistory.clear(em(), asUser(owner), room));
    expect(events).toEqual([expect.objectContaining({ topic: `chat:${room}`, field: 'chatMessageChanged' })]);
    expect(events[0]!.hiddenFrom).toBeUndefined();
    const marker = (await t.ok(asUser(listener), MESSAGE, { id: events[0]!.id })).chatMessage;
    expect(marker).toEqual({ id: events[0]!.id, roomId: room, type: 'room', deleted: true, lastChange: 'CLEARED', message: null, userUuid: null, reactions: [] });
    expect((await t.ok(asUser(listener), HISTORY, { r: room })).chatMessages.messages).toEqual([]);

    // Cleared again: the earlier marker is replaced, not counted as a message.
    await seedMessages(room, 1);
    const again = await eventsDuring(room, async () => expect(await t.subgraph.services.chatHistory.clear(em(), asUser(owner), room)).toBe(1));
    expect(again).toHaveLength(1);
    expect(await em().find(ChatMessageSchema, { roomId: room })).toEqual([expect.objectContaining({ id: again[0]!.id, lastChange: 'CLEARED' })]);
  });

  it('announces nothing when the delete is refused', async () => {
    const room = await newRoom();
    await seedMessages(room, 1);
    const svc = t.subgraph.services.chatHistory;
    const events = await eventsDuring(room, async () => {
      expect((await refusal(svc.clear(em(), asUser(listener), room))).reason).toBe('CHAT_CLEAR_FORBIDDEN');
      expect((await refusal(svc.clear(em(), { userId: null, tokenType: 'anonymous', roles: [] }, room))).status).toBe(401);
    });
    expect(events).toEqual([]);
    expect(await countOf(room)).toEqual({ messages: 1, reactions: 1 });
  });
});
