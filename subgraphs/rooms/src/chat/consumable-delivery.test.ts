import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceIdentity, type Identity, type LiveEvent } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { RoomUserRoleSchema } from '../rooms/room-role.entity.ts';
import { ChatMessageSchema } from './chat.entity.ts';

// Economy delivers a bought consumable into the room's chat (platform effect-routes.ts `consumableDeliveryRoute`):
// posted as the buyer's message once per purchase, only while the buyer is in the room and may post there.

const asUser = (userId: string): Identity => ({ userId, tokenType: 'user', roles: ['user'] });
const economy = serviceIdentity('economy');
const owner = asUser(randomUUID());
const buyer = asUser(randomUUID());

const DELIVER = `mutation($input: DeliverConsumableInput!) { deliverConsumable(input: $input) {
  id roomId type message userUuid consumableId consumablePurchaseId } }`;
const CHECK = 'query($roomId: ID!, $userId: ID!) { consumableDeliveryCheck(roomId: $roomId, userId: $userId) }';

let t: TestSubgraph<RoomsServices>;
let roomId: string;
const messages = () => t.subgraph.db.em.fork().count(ChatMessageSchema, { roomId });

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph);
  roomId = (await t.ok(owner, 'mutation { createRoom(input: { slug: "consumables-room", name: "Gifts" }) { id } }')).createRoom.id;
  await t.ok(buyer, 'mutation($id: ID!) { joinRoom(roomId: $id) { connectionId } }', { id: roomId });
});
afterAll(() => t?.stop());

async function chatEventsDuring(work: () => Promise<unknown>): Promise<LiveEvent[]> {
  const events: LiveEvent[] = [];
  const unsubscribe = await t.pubsub.subscribe(`chat:${roomId}`, (event) => events.push(event));
  try {
    await work();
  } finally {
    await unsubscribe();
  }
  return events;
}

const delivery = (overrides: Record<string, unknown> = {}) => ({
  eventId: randomUUID(),
  roomId,
  userId: buyer.userId,
  consumableId: randomUUID(),
  ...overrides,
});

describe('deliverConsumable', () => {
  it('posts the consumable as the buyer’s message, announced live, once per purchase however often delivered', async () => {
    const input = delivery();
    const events = await chatEventsDuring(async () => {
      const first = (await t.ok(economy, DELIVER, { input })).deliverConsumable;
      expect(first).toMatchObject({
        roomId,
        type: 'user',
        userUuid: buyer.userId,
        message: `<consumable:${input.consumableId}>`,
        consumableId: input.consumableId,
        consumablePurchaseId: input.eventId,
      });
      const again = await Promise.all([0, 1, 2].map(() => t.ok(economy, DELIVER, { input })));
      for (const result of again) expect(result.deliverConsumable.id).toBe(first.id);
    });
    expect(events.filter((e) => e.field === 'chatMessageChanged')).toHaveLength(1);
    expect(await t.subgraph.db.em.fork().count(ChatMessageSchema, { consumablePurchaseId: input.eventId })).toBe(1);
  });

  it('answers true to the check while the buyer may receive one', async () => {
    expect((await t.ok(economy, CHECK, { roomId, userId: buyer.userId })).consumableDeliveryCheck).toBe(true);
  });

  it('refuses a buyer who is not in the room, and an unknown room, posting nothing', async () => {
    const before = await messages();
    const stranger = randomUUID();
    const notThere = { status: 409, message: 'You must be in the room to send it a consumable' };
    expect(await t.refused(economy, DELIVER, { input: delivery({ userId: stranger }) })).toEqual(notThere);
    expect(await t.refused(economy, CHECK, { roomId, userId: stranger })).toEqual(notThere);
    expect(await t.refused(economy, DELIVER, { input: delivery({ roomId: randomUUID() }) })).toMatchObject({ status: 404 });
    expect(await messages()).toBe(before);
  });

  it('refuses a buyer whose chat is disabled in the room (the chat’s one rule), posting nothing', async () => {
    const muted = asUser(randomUUID());
    await t.ok(muted, 'mutation($id: ID!) { joinRoom(roomId: $id) { connectionId } }', { id: roomId });
    await t.subgraph.db.em.fork().insert(RoomUserRoleSchema, {
      id: randomUUID(), roomId, userId: muted.userId!, role: 'chatDisabled', expiresAt: null, grantedBy: owner.userId, createdAt: new Date(),
    });
    const before = await messages();
    expect(await t.refused(economy, DELIVER, { input: delivery({ userId: muted.userId }) })).toMatchObject({ status: 403 });
    expect(await t.refused(economy, CHECK, { roomId, userId: muted.userId })).toMatchObject({ status: 403 });
    expect(await messages()).toBe(before);
  });

  it('is for services only: a user cannot post a paid consumable for free, or ask the check', async () => {
    const before = await messages();
    expect(await t.refused(buyer, DELIVER, { input: delivery() })).toMatchObject({ status: 403 });
    expect(await t.refused(buyer, CHECK, { roomId, userId: buyer.userId })).toMatchObject({ status: 403 });
    expect(await messages()).toBe(before);
  });

  it('refuses malformed input with 400', async () => {
    for (const input of [delivery({ eventId: 'nope' }), delivery({ consumableId: 'no spaces allowed' }), delivery({ consumableId: 'x'.repeat(65) })]) {
      expect(await t.refused(economy, DELIVER, { input })).toMatchObject({ status: 400 });
    }
  });
});
