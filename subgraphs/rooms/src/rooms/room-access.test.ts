import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { RoomUserRoleSchema } from '../room-roles/room-role.entity.ts';
import { byPasswordMaxRooms } from './room-access.service.ts';
import { GuestPasswordSchema, RoomSchema } from './room.entity.ts';
import { argon2Work } from './room-password.ts';

const owner = randomUUID();
const asUser = (userId: string): Identity => ({ userId, tokenType: 'user', roles: ['user'] });
const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
const staff: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'staff'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };
const platformModerator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };

const byPassword = 'query($p: String!) { roomsByPassword(password: $p) { slug hasPassword } }';
const create = 'mutation($input: CreateRoomInput!) { createRoom(input: $input) { id slug } }';

let t: TestSubgraph<RoomsServices>;
const em = () => t.subgraph.db.em.fork();

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph);
  await t.ok(asUser(owner), create, { input: { slug: 'secret-one', name: 'One', type: 'PRIVATE', password: 'shared pass' } });
  await t.ok(asUser(owner), create, { input: { slug: 'secret-two', name: 'Two', type: 'PRIVATE', password: 'shared pass' } });
  await t.ok(asUser(owner), create, { input: { slug: 'secret-other', name: 'Other', type: 'PRIVATE', password: 'other pass' } });
  await t.ok(asUser(owner), create, { input: { slug: 'open-private', name: 'No password', type: 'PRIVATE' } });
});
afterAll(() => t?.stop());

describe('roomsByPassword', () => {
  it('finds the private rooms with that password, newest first, for users and guests', async () => {
    expect((await t.ok(asUser(randomUUID()), byPassword, { p: 'shared pass' })).roomsByPassword).toEqual([
      { slug: 'secret-two', hasPassword: true },
      { slug: 'secret-one', hasPassword: true },
    ]);
    expect((await t.ok(guest, byPassword, { p: 'other pass' })).roomsByPassword).toEqual([{ slug: 'secret-other', hasPassword: true }]);
    expect((await t.ok(guest, byPassword, { p: 'no such pass' })).roomsByPassword).toEqual([]);
  });

  it('costs one argon2id computation per lookup, however many private rooms share the password (crafted or not)', async () => {
    // Many private rooms with one password: the attack that made a lookup verify room after room.
    const template = await em().findOneOrFail(RoomSchema, { slug: 'secret-one' });
    const base = Date.now() + 60_000;
    await em().insertMany(
      RoomSchema,
      Array.from({ length: 60 }, (_, i) => ({
        ...template,
        id: randomUUID(),
        slug: `crafted-${i}`,
        createdAt: new Date(base + i * 1000),
        updatedAt: new Date(base + i * 1000),
      })),
    );
    const lookup = async (password: string) => {
      const before = argon2Work.operations;
      const slugs = (await t.ok(guest, byPassword, { p: password })).roomsByPassword.map((r: { slug: string }) => r.slug);
      return { slugs, argon2: argon2Work.operations - before };
    };
    const right = await lookup('shared pass');
    expect(right.argon2).toBe(1);
    expect(right.slugs).toHaveLength(byPasswordMaxRooms);
    expect(right.slugs[0]).toBe('crafted-59');
    // A near miss and a stranger cost the same single computation and find nothing.
    expect(await lookup('shared pasS')).toEqual({ slugs: [], argon2: 1 });
    expect(await lookup('x'.repeat(128))).toEqual({ slugs: [], argon2: 1 });
    await em().nativeDelete(RoomSchema, { slug: { $like: 'crafted-%' } });
  });

  it('matches the exact password only: a room whose lookup digest is another password’s is not found', async () => {
    const fork = em();
    const other = await fork.findOneOrFail(RoomSchema, { slug: 'secret-other' });
    const one = await fork.findOneOrFail(RoomSchema, { slug: 'secret-one' });
    expect(other.passwordLookup).toMatch(/^[0-9a-f]{64}$/);
    expect(other.passwordLookup).not.toBe(one.passwordLookup);
    expect(other.passwordHash).not.toContain(other.passwordLookup);
  });

  it('a room whose password predates lookup digests is found once someone enters it with the password', async () => {
    await em().nativeUpdate(RoomSchema, { slug: 'secret-other' }, { passwordLookup: null });
    expect((await t.ok(guest, byPassword, { p: 'other pass' })).roomsByPassword).toEqual([]);
    const fork = em();
    const room = await fork.findOneOrFail(RoomSchema, { slug: 'secret-other' });
    await expect(t.subgraph.services.roomAccess.checkEntry(fork, asUser(randomUUID()), room, { password: 'wrong pass' })).rejects.toMatchObject({
      reason: 'INCORRECT_ROOM_PASSWORD',
    });
    expect((await em().findOneOrFail(RoomSchema, { slug: 'secret-other' })).passwordLookup).toBeNull();
    await t.subgraph.services.roomAccess.checkEntry(fork, asUser(randomUUID()), room, { password: 'other pass' });
    expect((await t.ok(guest, byPassword, { p: 'other pass' })).roomsByPassword).toEqual([{ slug: 'secret-other', hasPassword: true }]);
  });

  it('refuses anonymous callers (401) and malformed passwords (400)', async () => {
    expect(await t.refused(anonymous, byPassword, { p: 'shared pass' })).toEqual({ status: 401, message: 'Unauthorized' });
    expect(await t.refused(guest, byPassword, { p: 'abc' })).toEqual({ status: 400, message: 'password must be 4 to 128 characters' });
  });

});

describe('checkEntry', () => {
  const check = async (identity: Identity, slug: string, given: { password?: string; guestPassword?: string } = {}) => {
    const fork = em();
    const room = await fork.findOneOrFail(RoomSchema, { slug });
    return t.subgraph.services.roomAccess.checkEntry(fork, identity, room, given);
  };

  it('asks a room’s password of everyone but its staff and platform moderators', async () => {
    const room = await em().findOneOrFail(RoomSchema, { slug: 'secret-one' });
    const dj = randomUUID();
    await em().insert(RoomUserRoleSchema, { id: randomUUID(), roomId: room.id, userId: dj, role: 'dj', expiresAt: null, grantedBy: owner, createdAt: new Date() });
    await expect(check(asUser(randomUUID()), 'secret-one')).rejects.toMatchObject({ reason: 'INCORRECT_ROOM_PASSWORD', status: 403 });
    await expect(check(asUser(randomUUID()), 'secret-one', { password: 'other pass' })).rejects.toMatchObject({ reason: 'INCORRECT_ROOM_PASSWORD' });
    await expect(check(guest, 'secret-one')).rejects.toMatchObject({ reason: 'INCORRECT_ROOM_PASSWORD' });
    await expect(check(asUser(randomUUID()), 'secret-one', { password: 'shared pass' })).resolves.toBeUndefined();
    await expect(check(asUser(owner), 'secret-one')).resolves.toBeUndefined();
    await expect(check(asUser(dj), 'secret-one')).resolves.toBeUndefined();
    await expect(check(platformModerator, 'secret-one')).resolves.toBeUndefined();
    await expect(check(asUser(randomUUID()), 'open-private')).resolves.toBeUndefined();
    await expect(check(anonymous, 'open-private')).rejects.toMatchObject({ reason: 'UNAUTHORIZED' });
  });

  it('asks guests the guest password while one is set, and only guests', async () => {
    const set = 'mutation($p: String!) { setGuestPassword(password: $p) }';
    const clear = 'mutation { clearGuestPassword }';
    const required = '{ guestPasswordRequired }';
    expect((await t.ok(anonymous, required)).guestPasswordRequired).toBe(false);
    await expect(check(guest, 'open-private')).resolves.toBeUndefined();

    expect((await t.ok(admin, set, { p: 'guests welcome' })).setGuestPassword).toBe(true);
    expect((await t.ok(anonymous, required)).guestPasswordRequired).toBe(true);
    expect((await em().findOneOrFail(GuestPasswordSchema, { id: 1 })).passwordHash).toMatch(/^\$argon2id\$/);
    await expect(check(guest, 'open-private')).rejects.toMatchObject({ reason: 'INCORRECT_GUEST_PASSWORD', status: 403 });
    await expect(check(guest, 'open-private', { guestPassword: 'wrong one' })).rejects.toMatchObject({ reason: 'INCORRECT_GUEST_PASSWORD' });
    await expect(check(guest, 'open-private', { guestPassword: 'guests welcome' })).resolves.toBeUndefined();
    await expect(check(asUser(randomUUID()), 'open-private')).resolves.toBeUndefined();
    // A guest entering a room with a password needs both.
    await expect(check(guest, 'secret-one', { guestPassword: 'guests welcome' })).rejects.toMatchObject({ reason: 'INCORRECT_ROOM_PASSWORD' });
    await expect(check(guest, 'secret-one', { guestPassword: 'guests welcome', password: 'shared pass' })).resolves.toBeUndefined();

    // Replacing it: the old one no longer works.
    await t.ok(admin, set, { p: 'new guest pass' });
    expect(await em().count(GuestPasswordSchema, {})).toBe(1);
    await expect(check(guest, 'open-private', { guestPassword: 'guests welcome' })).rejects.toMatchObject({ reason: 'INCORRECT_GUEST_PASSWORD' });

    expect((await t.ok(admin, clear)).clearGuestPassword).toBe(true);
    expect((await t.ok(admin, clear)).clearGuestPassword).toBe(false);
    await expect(check(guest, 'open-private')).resolves.toBeUndefined();
  });

  it('lets only administrators set or clear the guest password, with a valid one', async () => {
    const set = 'mutation($p: String!) { setGuestPassword(password: $p) }';
    expect(await t.refused(staff, set, { p: 'guests welcome' })).toEqual({ status: 403, message: 'Forbidden' });
    expect(await t.refused(guest, set, { p: 'guests welcome' })).toEqual({ status: 401, message: 'Unauthorized' });
    expect(await t.refused(asUser(owner), 'mutation { clearGuestPassword }')).toEqual({ status: 403, message: 'Forbidden' });
    expect(await t.refused(admin, set, { p: 'abc' })).toEqual({ status: 400, message: 'password must be 4 to 128 characters' });
    expect(await em().count(GuestPasswordSchema, {})).toBe(0);
  });
});
