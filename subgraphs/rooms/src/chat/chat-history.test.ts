import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
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

const countOf = async (roomId: string) => ({
  messages: await em().count(ChatMessageSchema, { roomId }),
  reactions: (await em().find(ChatMessageSchema, { roomId })).length ? await em().count(ChatReactionSchema, { messageId: { $in: (await em().find(ChatMessageSchema, { roomId })).map((m) => m.id) } }) : 0,
});

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
