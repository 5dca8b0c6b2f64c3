import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeactivatedRoute, execute, serviceIdentity, type AccountDeactivatedEffect, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { RoomSchema } from '../rooms/room.entity.ts';
import { DjSeatSchema } from '../rotation/dj-seat.entity.ts';
import { RoomPresenceSchema } from '../presence/presence.entity.ts';
import { AccountDeactivationSchema } from './account-deactivation.entity.ts';

// Accounts tells rooms when a deactivation takes effect (platform effect-routes.ts `accountDeactivatedRoute`): rooms
// deletes the rooms the user owned then (the DELETE /rooms/user/{userId} rule) and frees their DJ seats, once per event
// id: accounts only, checked whole before anything is written. Times are relative to the real now.

const APPLY = 'mutation($input: ApplyAccountDeactivationInput!) { applyAccountDeactivation(input: $input) { userId roomsDeleted seatsFreed } }';
const accounts = serviceIdentity('accounts');
const asUser = (userId: string): Identity => ({ userId, tokenType: 'user', roles: ['user'] });
const minute = 60_000;

let t: TestSubgraph<RoomsServices>;
const em = () => t.subgraph.db.em.fork();

async function roomOf(owner: string): Promise<string> {
  const { createRoom } = await t.ok(asUser(owner), 'mutation($i: CreateRoomInput!) { createRoom(input: $i) { id } }', {
    i: { slug: `d-${randomUUID().slice(0, 8)}`, name: 'Mine' },
  });
  return createRoom.id as string;
}

/** A DJ seat of `userId` in `roomId`, taken at `at` (written directly: taking one needs the library's queue). */
async function seat(roomId: string, userId: string, at = new Date()): Promise<void> {
  const fork = em();
  fork.create(DjSeatSchema, { id: randomUUID(), roomId, userId, turn: 1, leaveAfterSong: false, leaveHow: null, createdAt: at });
  await fork.flush();
}

const delivery = (overrides: Record<string, unknown> = {}) => ({ eventId: randomUUID(), userId: randomUUID(), deactivatedAt: new Date().toISOString(), ...overrides });

/** LEFT_DJ_SEAT actions queued for audit for the user, by how. */
async function seatLeftHows(userId: string): Promise<string[]> {
  const rows = await execute<{ how: string }>(
    em(),
    `select payload->'input'->'detail'->>'how' as how from rooms.job where kind = 'audit.user-action' and payload->'input'->>'userId' = ? and payload->'input'->>'type' = 'LEFT_DJ_SEAT'`,
    [userId],
  );
  return rows.map((r) => r.how);
}

/** LEFT_ROOM actions queued for audit for the user: the room and why, by room. */
async function roomsLeft(userId: string): Promise<{ roomId: string; reason: string }[]> {
  const rows = await execute<{ room_id: string; reason: string }>(
    em(),
    `select payload->'input'->>'roomId' as room_id, payload->'input'->'detail'->>'reason' as reason from rooms.job
     where kind = 'audit.user-action' and payload->'input'->>'userId' = ? and payload->'input'->>'type' = 'LEFT_ROOM' order by 1`,
    [userId],
  );
  return rows.map((r) => ({ roomId: r.room_id, reason: r.reason }));
}

const join = (userId: string, roomId: string) => t.subgraph.services.presence.join(em(), asUser(userId), roomId);

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph);
});
afterAll(() => t?.stop());

describe('applyAccountDeactivation', () => {
  it('deletes every room the user owns and frees their DJ seats elsewhere, and no one else’s', async () => {
    const user = randomUUID();
    const other = randomUUID();
    const mine = [await roomOf(user), await roomOf(user)];
    const theirs = await roomOf(other);
    await seat(theirs, user);
    await seat(theirs, other);
    const input = delivery({ userId: user });
    expect((await t.ok(accounts, APPLY, { input })).applyAccountDeactivation).toEqual({ userId: user, roomsDeleted: 2, seatsFreed: 1 });
    expect(await em().count(RoomSchema, { id: { $in: mine } })).toBe(0);
    expect(await em().count(RoomSchema, { id: theirs })).toBe(1);
    expect(await em().count(DjSeatSchema, { userId: user })).toBe(0);
    expect(await em().count(DjSeatSchema, { roomId: theirs, userId: other })).toBe(1);
    expect(await seatLeftHows(user)).toEqual(['deactivated']);
    expect(await em().findOne(AccountDeactivationSchema, { eventId: input.eventId })).toMatchObject({ userId: user, appliedAt: expect.any(Date) });
  });

  it('applies an event once: delivered twice (through accounts’ route), the second changes nothing', async () => {
    const user = randomUUID();
    const other = randomUUID();
    await roomOf(user);
    const theirs = await roomOf(other);
    await seat(theirs, user);
    const deactivatedAt = new Date();
    const input: AccountDeactivatedEffect = { userId: user, deactivatedAt: deactivatedAt.toISOString() };
    const eventId = randomUUID();
    const variables = accountDeactivatedRoute.variables ? accountDeactivatedRoute.variables({ eventId, input }) : { input: { ...input, eventId } };
    expect((await t.ok(accounts, accountDeactivatedRoute.mutation, variables)).applyAccountDeactivation).toEqual({ userId: user });
    expect(await em().count(RoomSchema, { ownerId: user })).toBe(0);
    expect(await em().count(DjSeatSchema, { userId: user })).toBe(0);

    // A seat the first delivery would have freed (taken by the deactivation's time) is left alone by the redelivery:
    // the event is done. (The same rooms and seats, delivered under a new event id, would go.)
    await seat(theirs, user, deactivatedAt);
    const again = await t.ok(accounts, APPLY, { input: { ...input, eventId } });
    expect(again.applyAccountDeactivation).toEqual({ userId: user, roomsDeleted: 1, seatsFreed: 1 });
    expect(await em().count(DjSeatSchema, { userId: user })).toBe(1);
    expect(await seatLeftHows(user)).toEqual(['deactivated']);
    expect(await em().count(AccountDeactivationSchema, { userId: user })).toBe(1);

    expect((await t.ok(accounts, APPLY, { input: { ...input, eventId: randomUUID() } })).applyAccountDeactivation).toEqual({ userId: user, roomsDeleted: 0, seatsFreed: 1 });
    expect(await em().count(DjSeatSchema, { userId: user })).toBe(0);
  });

  it('takes the user out of every room they are in at once (LEFT_ROOM says deactivated), and no one else', async () => {
    const user = randomUUID();
    const other = randomUUID();
    const rooms = [await roomOf(randomUUID()), await roomOf(randomUUID())].sort();
    for (const roomId of rooms) await join(user, roomId);
    await join(other, rooms[0]!);
    const input = delivery({ userId: user });
    expect((await t.ok(accounts, APPLY, { input })).applyAccountDeactivation).toEqual({ userId: user, roomsDeleted: 0, seatsFreed: 0 });
    expect(await em().count(RoomPresenceSchema, { userId: user })).toBe(0);
    expect(await em().count(RoomPresenceSchema, { userId: other, roomId: rooms[0]! })).toBe(1);
    expect(await roomsLeft(user)).toEqual(rooms.map((roomId) => ({ roomId, reason: 'deactivated' })));
    expect(await roomsLeft(other)).toEqual([]);

    // Applied once: a redelivery finds nothing more to end and records nothing more.
    await t.ok(accounts, APPLY, { input });
    expect(await roomsLeft(user)).toHaveLength(2);
  });

  it('keeps rooms, seats and presences made after the deactivation (after a reactivation, the delivery having waited)', async () => {
    const user = randomUUID();
    const later = await roomOf(user);
    const theirs = await roomOf(randomUUID());
    await seat(theirs, user);
    await join(user, theirs);
    const input = delivery({ userId: user, deactivatedAt: new Date(Date.now() - 10 * minute).toISOString() });
    expect((await t.ok(accounts, APPLY, { input })).applyAccountDeactivation).toEqual({ userId: user, roomsDeleted: 0, seatsFreed: 0 });
    expect(await em().count(RoomSchema, { id: later })).toBe(1);
    expect(await em().count(DjSeatSchema, { userId: user })).toBe(1);
    expect(await em().count(RoomPresenceSchema, { userId: user, roomId: theirs })).toBe(1);
    expect(await roomsLeft(user)).toEqual([]);
  });

  it('deletes more rooms than one batch of the user-rooms rule', async () => {
    const user = randomUUID();
    // Written directly: 201 rooms through createRoom would be slow, and the batch is what is tested.
    await execute(
      em(),
      `insert into rooms.room (id, slug, name, owner_id, type, design, dj_type, number_of_djs, created_at, updated_at)
       select gen_random_uuid(), 'many-' || substr(md5(random()::text), 1, 12), 'Many', ?, 'PUBLIC', 'CLUB', 'EVERYONE', 5, now() - interval '1 minute', now()
       from generate_series(1, 201)`,
      [user],
    );
    expect(await em().count(RoomSchema, { ownerId: user })).toBe(201);
    expect((await t.ok(accounts, APPLY, { input: delivery({ userId: user }) })).applyAccountDeactivation.roomsDeleted).toBe(201);
    expect(await em().count(RoomSchema, { ownerId: user })).toBe(0);
  });
});

describe('applyAccountDeactivation: who may', () => {
  it.each([
    ['an anonymous caller', { userId: null, tokenType: 'anonymous', roles: [] } as Identity, 401, 'Unauthorized'],
    ['a user', asUser(randomUUID()), 403, 'Forbidden'],
    ['an admin', { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] } as Identity, 403, 'Forbidden'],
    ['another service', serviceIdentity('economy'), 403, 'Forbidden'],
  ])('refuses %s (%i), deleting nothing', async (_who, identity, status, message) => {
    const user = randomUUID();
    const room = await roomOf(user);
    const input = delivery({ userId: user });
    expect(await t.refused(identity, APPLY, { input })).toEqual({ status, message });
    expect(await em().count(RoomSchema, { id: room })).toBe(1);
    expect(await em().count(AccountDeactivationSchema, { eventId: input.eventId })).toBe(0);
  });
});

describe('applyAccountDeactivation: input', () => {
  const message = 'an account deactivation needs eventId and userId (UUIDs) and deactivatedAt, an ISO 8601 date-time with a time zone';
  it.each([
    ['eventId not a UUID', { eventId: 'deactivation-1' }],
    ['userId not a UUID', { userId: 'nobody' }],
    ['deactivatedAt not a date', { deactivatedAt: 'yesterday' }],
    ['deactivatedAt without a time zone', { deactivatedAt: '2026-01-01T10:00:00' }],
    ['deactivatedAt on a day that does not exist', { deactivatedAt: '2026-02-30T10:00:00Z' }],
  ])('refuses %s (400), writing nothing', async (_case, overrides) => {
    const before = await em().count(AccountDeactivationSchema);
    expect(await t.refused(accounts, APPLY, { input: delivery(overrides) })).toEqual({ status: 400, message });
    expect(await em().count(AccountDeactivationSchema)).toBe(before);
  });

  it('refuses a NUL (the service as well as the GraphQL layer), writing nothing', async () => {
    const before = await em().count(AccountDeactivationSchema);
    for (const overrides of [{ userId: `${randomUUID()}\u0000` }, { deactivatedAt: `${new Date().toISOString()}\u0000` }]) {
      expect((await t.refused(accounts, APPLY, { input: delivery(overrides) })).status).toBe(400);
      await expect(t.subgraph.services.accountDeactivations.apply(em(), accounts, delivery(overrides))).rejects.toMatchObject({ reason: 'INVALID_ACCOUNT_DEACTIVATION' });
    }
    expect(await em().count(AccountDeactivationSchema)).toBe(before);
  });
});
