import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceIdentity, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { RoomUserRoleSchema, type RoomRoleName } from '../rooms/room-role.entity.ts';
import { DjSeatSchema } from '../rotation/dj-seat.entity.ts';
import { rotationWithStubLibrary, stubLibrary } from '../rotation/rotation-fixture.ts';
import type { RotationService } from '../rotation/rotation.service.ts';
import { DjSeatService } from './dj-seat.service.ts';

// DJ seats on the rooms subgraph alone, the library played by a stub (each user's queue): who may sit, how many,
// and what leaving or being taken off does to the song playing.

const asUser = (): Identity => ({ userId: randomUUID(), tokenType: 'user', roles: ['user'] });
const owner = asUser();

let t: TestSubgraph<RoomsServices>;
let library: ReturnType<typeof stubLibrary>;
let rotation: RotationService;
let seats: DjSeatService;
const em = () => t.subgraph.db.em.fork();
const stateOf = async (roomId: string) => (await t.subgraph.services.live.snapshot(em(), roomId)).document;

async function createRoom(slug: string, fields: { numberOfDjs?: number; djType?: 'EVERYONE' | 'INVITE_ONLY' | 'PRO_PLAN_OWNER' } = {}): Promise<string> {
  return (await t.subgraph.services.rooms.create(em(), owner, { slug, name: slug, ...fields })).id;
}

/** A user in the room with songs in their queue. */
async function listener(roomId: string, songs = 2, who: Identity = asUser()): Promise<Identity> {
  library.queues.set(who.userId!, Array.from({ length: songs }, () => randomUUID()));
  await t.subgraph.services.presence.join(em(), who, roomId);
  return who;
}

async function grant(roomId: string, userId: string, role: RoomRoleName) {
  await em().insert(RoomUserRoleSchema, { id: randomUUID(), roomId, userId, role, expiresAt: null, grantedBy: owner.userId, createdAt: new Date() });
}

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph, { env: { ROOM_SWEEP_INTERVAL_MS: '60000', JOB_POLL_INTERVAL_MS: '600000' } });
  library = stubLibrary();
  rotation = rotationWithStubLibrary(t.subgraph.services, library);
  const { live, roomAuthority: authority, presence } = t.subgraph.services;
  seats = new DjSeatService({ live, authority, presence, rotation, peers: library });
});
afterAll(() => t?.stop());

describe('taking a seat', () => {
  it('starts the room with the first DJ’s song; the next DJ waits their turn', async () => {
    const roomId = await createRoom('seats-start', { numberOfDjs: 2 });
    const [ada, bob] = [await listener(roomId), await listener(roomId)];
    const adaFirst = library.queues.get(ada.userId!)![0];
    await seats.take(em(), ada, roomId);
    await seats.take(em(), bob, roomId);
    const doc = await stateOf(roomId);
    expect(doc.djs).toEqual([ada.userId, bob.userId]);
    expect(doc.nowPlaying).toMatchObject({ songId: adaFirst, djUuid: ada.userId, duration: 180 });
    // A DJ already seated keeps their seat (no second one).
    await seats.take(em(), ada, roomId);
    expect(await em().count(DjSeatSchema, { roomId, userId: ada.userId! })).toBe(1);
  });

  it('refuses whoever is not in the room, has an empty queue, or finds every seat taken', async () => {
    const roomId = await createRoom('seats-refused', { numberOfDjs: 1 });
    const outside = asUser();
    library.queues.set(outside.userId!, [randomUUID()]);
    await expect(seats.take(em(), outside, roomId)).rejects.toMatchObject({ reason: 'NOT_IN_ROOM', status: 403 });
    await expect(seats.take(em(), await listener(roomId, 0), roomId)).rejects.toMatchObject({ reason: 'DJ_QUEUE_EMPTY', status: 400 });
    await seats.take(em(), await listener(roomId), roomId);
    await expect(seats.take(em(), await listener(roomId), roomId)).rejects.toMatchObject({ reason: 'DJ_SEATS_FULL', status: 409 });
    await expect(seats.take(em(), asUser(), randomUUID())).rejects.toMatchObject({ reason: 'ROOM_NOT_FOUND' });
  });

  it('lets exactly one of several people racing for the last seat sit', async () => {
    const roomId = await createRoom('seats-race', { numberOfDjs: 1 });
    const racers = [await listener(roomId), await listener(roomId), await listener(roomId), await listener(roomId)];
    const results = await Promise.allSettled(racers.map((who) => seats.take(em(), who, roomId)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) expect(r.reason).toMatchObject({ reason: 'DJ_SEATS_FULL' });
    expect(await em().count(DjSeatSchema, { roomId })).toBe(1);
  });

  it('follows the room’s DJ rule: djDisabled users never sit; in an INVITE_ONLY room, only the dj role and staff', async () => {
    const open = await createRoom('seats-disabled', { numberOfDjs: 3 });
    const disabled = await listener(open);
    await grant(open, disabled.userId!, 'djDisabled');
    await expect(seats.take(em(), disabled, open)).rejects.toMatchObject({ reason: 'DJ_NOT_ALLOWED', status: 403 });

    const invite = await createRoom('seats-invite', { numberOfDjs: 3, djType: 'INVITE_ONLY' });
    const [plain, invited] = [await listener(invite), await listener(invite)];
    await grant(invite, invited.userId!, 'dj');
    await expect(seats.take(em(), plain, invite)).rejects.toMatchObject({ reason: 'DJ_NOT_ALLOWED' });
    await seats.take(em(), invited, invite);
    await seats.take(em(), await listener(invite, 1, owner), invite);
    expect((await stateOf(invite)).djs).toEqual([invited.userId, owner.userId]);
  });

  it('in a PRO_PLAN_OWNER room: users on PRO and the owner sit; PLUS, no plan and a djDisabled PRO user do not', async () => {
    const plan = (userId: string, level: 'PLUS' | 'PRO') =>
      t.subgraph.services.plans.record(em(), serviceIdentity('economy'), {
        eventId: randomUUID(),
        userId,
        level,
        until: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
        decidedAt: new Date().toISOString(),
      });
    await plan(owner.userId!, 'PRO');
    const roomId = await createRoom('seats-pro', { numberOfDjs: 5, djType: 'PRO_PLAN_OWNER' });
    const [pro, plus, none, disabledPro] = [await listener(roomId), await listener(roomId), await listener(roomId), await listener(roomId)];
    await plan(pro.userId!, 'PRO');
    await plan(plus.userId!, 'PLUS');
    await plan(disabledPro.userId!, 'PRO');
    await grant(roomId, disabledPro.userId!, 'djDisabled');
    for (const who of [plus, none, disabledPro]) await expect(seats.take(em(), who, roomId)).rejects.toMatchObject({ reason: 'DJ_NOT_ALLOWED', status: 403 });
    await seats.take(em(), pro, roomId);
    await seats.take(em(), await listener(roomId, 1, owner), roomId);
    expect((await stateOf(roomId)).djs).toEqual([pro.userId, owner.userId]);
  });
});

describe('leaving a seat', () => {
  it('now: a waiting DJ’s seat goes at once; the playing DJ’s song stops and the next DJ plays', async () => {
    const roomId = await createRoom('seats-leave', { numberOfDjs: 3 });
    const [ada, bob, cyd] = [await listener(roomId), await listener(roomId), await listener(roomId)];
    for (const who of [ada, bob, cyd]) await seats.take(em(), who, roomId);
    await seats.leave(em(), cyd, roomId, false);
    expect((await stateOf(roomId)).djs).toEqual([ada.userId, bob.userId]);
    await seats.leave(em(), ada, roomId, false);
    const doc = await stateOf(roomId);
    expect(doc.djs).toEqual([bob.userId]);
    expect(doc.nowPlaying).toMatchObject({ djUuid: bob.userId });
    await expect(seats.leave(em(), ada, roomId, false)).rejects.toMatchObject({ reason: 'NOT_A_DJ', status: 404 });
  });

  it('after the song: the playing DJ keeps the seat until their song ends, then the next DJ plays', async () => {
    const roomId = await createRoom('seats-after-song', { numberOfDjs: 2 });
    const [ada, bob] = [await listener(roomId), await listener(roomId)];
    await seats.take(em(), ada, roomId);
    await seats.take(em(), bob, roomId);
    const playing = (await stateOf(roomId)).nowPlaying!;
    await seats.leave(em(), ada, roomId, true);
    expect((await stateOf(roomId)).nowPlaying).toMatchObject({ playId: playing.playId, djUuid: ada.userId });
    await rotation.advance(em(), roomId, { expectPlayId: playing.playId, force: true });
    const doc = await stateOf(roomId);
    expect(doc.djs).toEqual([bob.userId]);
    expect(doc.nowPlaying).toMatchObject({ djUuid: bob.userId });
  });
});

describe('taking someone off a seat', () => {
  it('is for a room moderator who outranks them, never the owner below staff; plain users may not', async () => {
    const roomId = await createRoom('seats-remove', { numberOfDjs: 3 });
    const [mod, plain, dj] = [await listener(roomId), await listener(roomId), await listener(roomId)];
    await grant(roomId, mod.userId!, 'moderator');
    await seats.take(em(), await listener(roomId, 2, owner), roomId);
    await seats.take(em(), dj, roomId);
    await expect(seats.remove(em(), plain, roomId, dj.userId!)).rejects.toMatchObject({ reason: 'FORBIDDEN', status: 403 });
    await expect(seats.remove(em(), mod, roomId, owner.userId!)).rejects.toMatchObject({ reason: 'ROOM_ROLE_TARGET_OUTRANKS', status: 403 });
    await seats.remove(em(), mod, roomId, dj.userId!);
    expect((await stateOf(roomId)).djs).toEqual([owner.userId]);
    // Anyone may take themselves off.
    await seats.remove(em(), owner, roomId, owner.userId!);
    expect((await stateOf(roomId)).djs).toEqual([]);
    expect((await stateOf(roomId)).nowPlaying).toBeNull();
  });
});
