import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { refusal } from '@backspin/test-kit';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { RoomSchema } from './room.entity.ts';

const asUser = (userId: string, roles: Identity['roles'] = ['user']): Identity => ({ userId, tokenType: 'user', roles });
const admin = asUser(randomUUID(), ['admin']);
const service: Identity = { userId: 'accounts', tokenType: 'service', roles: [] };

let t: TestSubgraph<RoomsServices>;
const em = () => t.subgraph.db.em.fork();

async function roomsOwnedBy(owner: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const { createRoom } = await t.ok(asUser(owner), 'mutation($i: CreateRoomInput!) { createRoom(input: $i) { id } }', {
      i: { slug: `mine-${randomUUID().slice(0, 8)}`, name: 'Mine' },
    });
    ids.push(createRoom.id as string);
  }
  return ids;
}

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph);
});
afterAll(() => t?.stop());

describe('a user’s rooms, by administrators', () => {
  it('PATCH changes every room the user owns and no one else’s', async () => {
    const owner = randomUUID();
    const mine = await roomsOwnedBy(owner, 2);
    const [theirs] = await roomsOwnedBy(randomUUID(), 1);
    const { updateUserRooms } = await t.ok(admin, 'mutation($u: ID!, $i: UserRoomsChangesInput!) { updateUserRooms(userId: $u, input: $i) { id type djType } }', {
      u: owner,
      i: { type: 'PRIVATE', djType: 'INVITE_ONLY' },
    });
    expect(updateUserRooms.map((r: { id: string }) => r.id).sort()).toEqual([...mine].sort());
    expect(updateUserRooms.every((r: { type: string; djType: string }) => r.type === 'PRIVATE' && r.djType === 'INVITE_ONLY')).toBe(true);
    expect((await em().findOneOrFail(RoomSchema, { id: theirs! })).type).toBe('PUBLIC');
  });

  it('DELETE deletes every room the user owns (a service token may, as for a deactivation)', async () => {
    const owner = randomUUID();
    await roomsOwnedBy(owner, 3);
    const [theirs] = await roomsOwnedBy(randomUUID(), 1);
    const deleted = await t.subgraph.services.userRooms.delete(em(), service, owner);
    expect(deleted).toHaveLength(3);
    expect(await em().count(RoomSchema, { ownerId: owner })).toBe(0);
    expect(await em().count(RoomSchema, { id: theirs! })).toBe(1);
    expect(await t.subgraph.services.userRooms.delete(em(), admin, owner)).toEqual([]);
  });

  it('refuses users, staff below admin and bad ids, changing nothing', async () => {
    const owner = randomUUID();
    await roomsOwnedBy(owner, 1);
    const svc = t.subgraph.services.userRooms;
    expect(await refusal(svc.delete(em(), asUser(owner), owner))).toMatchObject({ reason: 'USER_ROOMS_FORBIDDEN', status: 403 });
    expect((await refusal(svc.delete(em(), asUser(randomUUID(), ['staff']), owner))).status).toBe(403);
    expect((await refusal(svc.update(em(), asUser(owner), owner, { type: 'PRIVATE' }))).status).toBe(403);
    expect((await refusal(svc.delete(em(), { userId: randomUUID(), tokenType: 'guest', roles: [] }, owner))).status).toBe(401);
    expect((await refusal(svc.delete(em(), admin, 'not-a-uuid'))).reason).toBe('INVALID_USER_ID');
    expect((await refusal(svc.update(em(), admin, owner, { numberOfDjs: 99 }))).reason).toBe('INVALID_NUMBER_OF_DJS');
    const rows = await em().find(RoomSchema, { ownerId: owner });
    expect(rows.map((r) => [r.type, r.numberOfDjs])).toEqual([['PUBLIC', rows[0]!.numberOfDjs]]);
  });
});
