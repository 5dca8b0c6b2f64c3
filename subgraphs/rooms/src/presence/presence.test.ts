import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceIdentity, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { RoomUserRoleSchema, type RoomRoleName } from '../rooms/room-role.entity.ts';
import { DjSeatSchema } from '../rotation/dj-seat.entity.ts';
import { RoomPresenceSchema } from './presence.entity.ts';

// Presence on the rooms subgraph alone (accounts is not there: profiles are empty): who is in a room as the room
// state shows it, who may come in, and how a presence ends (leaving, a lapsed heartbeat, a moderator's move).

const asUser = (): Identity => ({ userId: randomUUID(), tokenType: 'user', roles: ['user'] });
const asGuest = (): Identity => ({ userId: randomUUID(), tokenType: 'guest', roles: [] });
const owner = asUser();

let t: TestSubgraph<RoomsServices>;
const em = () => t.subgraph.db.em.fork();
const presence = () => t.subgraph.services.presence;
const stateOf = async (roomId: string) => (await t.subgraph.services.live.snapshot(em(), roomId)).document;

async function createRoom(slug: string): Promise<string> {
  return (await t.subgraph.services.rooms.create(em(), owner, { slug, name: slug })).id;
}

/** Economy's delivery of a user's plan level (plans/), decided now, holding until `until`. */
async function plan(userId: string, level: 'NONE' | 'PLUS' | 'PRO', until: Date | null = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000), decidedAt = new Date()) {
  const delivery = { eventId: randomUUID(), userId, level, until: until?.toISOString() ?? null, decidedAt: decidedAt.toISOString() };
  await t.subgraph.services.plans.record(em(), serviceIdentity('economy'), delivery);
}

async function grant(roomId: string, userId: string, role: RoomRoleName, expiresAt: Date | null = null) {
  await em().insert(RoomUserRoleSchema, { id: randomUUID(), roomId, userId, role, expiresAt, grantedBy: owner.userId, createdAt: new Date() });
}

beforeAll(async () => {
  // The room clock's own sweep stays out of the way: the tests sweep with the time they choose.
  t = await startTestSubgraph(roomsSubgraph, { env: { ROOM_SWEEP_INTERVAL_MS: '60000', ROOM_PRESENCE_TTL_SECONDS: '60' } });
});
afterAll(() => t?.stop());

describe('joining', () => {
  it('enters by id or by slug, and the room state lists users and bots on the floor, counting guests apart', async () => {
    const roomId = await createRoom('presence-join');
    const [ada, bot, guest] = [asUser(), { ...asUser(), tokenType: 'bot' as const }, asGuest()];
    expect((await presence().join(em(), ada, roomId)).room.id).toBe(roomId);
    expect((await presence().join(em(), bot, 'presence-join')).room.id).toBe(roomId);
    await presence().join(em(), guest, roomId);
    const doc = await stateOf(roomId);
    expect(doc.floorUsers).toEqual([ada.userId, bot.userId]);
    expect(doc.audienceUsers).toEqual([]);
    expect(doc.allUsers).toEqual([
      { uuid: ada.userId, canDj: true, tokenRole: 'user' },
      { uuid: bot.userId, canDj: true, tokenRole: 'bot' },
    ]);
    expect(doc.guestCount).toBe(1);
    expect((await presence().countsByRoom(em(), [roomId])).get(roomId)).toBe(3);
  });

  it('replaces the user’s earlier connection: one presence per user, the old connection’s heartbeats no longer count', async () => {
    const roomId = await createRoom('presence-again');
    const ada = asUser();
    const first = await presence().join(em(), ada, roomId);
    const second = await presence().join(em(), ada, roomId);
    expect(second.connectionId).not.toBe(first.connectionId);
    expect(await em().count(RoomPresenceSchema, { roomId, userId: ada.userId! })).toBe(1);
    expect(await presence().heartbeat(em(), ada, roomId, first.connectionId)).toBe(false);
    expect(await presence().heartbeat(em(), ada, roomId, second.connectionId)).toBe(true);
  });

  it('refuses banned users and kicked ones while the kick lasts; not once it has ended; 404 for no such room', async () => {
    const roomId = await createRoom('presence-refused');
    const [banned, kicked, wasKicked] = [asUser(), asUser(), asUser()];
    await grant(roomId, banned.userId!, 'banned');
    await grant(roomId, kicked.userId!, 'kicked', new Date(Date.now() + 600_000));
    await grant(roomId, wasKicked.userId!, 'kicked', new Date(Date.now() - 1000));
    await expect(presence().join(em(), banned, roomId)).rejects.toMatchObject({ reason: 'ROOM_BANNED', status: 403 });
    await expect(presence().join(em(), kicked, roomId)).rejects.toMatchObject({ reason: 'ROOM_KICKED', status: 403 });
    expect((await presence().join(em(), wasKicked, roomId)).room.id).toBe(roomId);
    await expect(presence().join(em(), asUser(), randomUUID())).rejects.toMatchObject({ reason: 'ROOM_NOT_FOUND' });
    expect(await em().count(RoomPresenceSchema, { roomId })).toBe(1);
  });
});

describe('leaving', () => {
  it('ends the presence (only the named connection’s) and the user’s DJ seat, and the state follows', async () => {
    const roomId = await createRoom('presence-leave');
    const ada = asUser();
    const { connectionId } = await presence().join(em(), ada, roomId);
    // A seat that is not playing: the rotation frees it at once.
    await em().insert(DjSeatSchema, { id: randomUUID(), roomId, userId: ada.userId!, turn: 1, leaveAfterSong: false, createdAt: new Date() });
    expect(await presence().leave(em(), ada, roomId, randomUUID())).toBe(false);
    expect(await presence().isPresent(em(), roomId, ada.userId!)).toBe(true);
    expect(await presence().leave(em(), ada, roomId, connectionId)).toBe(true);
    expect(await presence().isPresent(em(), roomId, ada.userId!)).toBe(false);
    expect(await em().count(DjSeatSchema, { roomId })).toBe(0);
    expect((await stateOf(roomId)).allUsers).toEqual([]);
    expect(await presence().leave(em(), ada, roomId)).toBe(false);
  });

  it('ends presences whose heartbeats stopped for the TTL, keeping those still seen', async () => {
    const roomId = await createRoom('presence-sweep');
    const [gone, here] = [asUser(), asUser()];
    await presence().join(em(), gone, roomId);
    const { connectionId } = await presence().join(em(), here, roomId);
    const ttlMs = presence().ttlSeconds * 1000;
    // `here` sent a heartbeat just now; `gone` was last seen longer than the TTL ago.
    await em().nativeUpdate(RoomPresenceSchema, { roomId, userId: gone.userId! }, { lastSeenAt: new Date(Date.now() - ttlMs - 5_000) });
    expect(await presence().heartbeat(em(), here, roomId, connectionId)).toBe(true);
    await presence().sweep(em());
    expect(await presence().isPresent(em(), roomId, gone.userId!)).toBe(false);
    expect(await presence().isPresent(em(), roomId, here.userId!)).toBe(true);
    expect((await stateOf(roomId)).allUsers.map((u) => u.uuid)).toEqual([here.userId]);
  });
});

describe('a moderator sending users to the audience', () => {
  it('moves them off the floor (they stay in the room), and says whether anyone moved', async () => {
    const roomId = await createRoom('presence-audience');
    const [ada, bob] = [asUser(), asUser()];
    await presence().join(em(), ada, roomId);
    await presence().join(em(), bob, roomId);
    expect(await presence().moveToAudience(em(), roomId, [ada.userId!])).toBe(true);
    expect(await presence().moveToAudience(em(), roomId, [ada.userId!])).toBe(false);
    await t.subgraph.services.live.stateChanged(em(), roomId);
    const doc = await stateOf(roomId);
    expect(doc.floorUsers).toEqual([bob.userId]);
    expect(doc.audienceUsers).toEqual([ada.userId]);
  });
});

describe('who may DJ, as the state shows it (canDj)', () => {
  it('follows the room’s DJ rule and the user’s roles: djDisabled never, INVITE_ONLY only the dj role and staff', async () => {
    const roomId = (await t.subgraph.services.rooms.create(em(), owner, { slug: 'presence-invite', name: 'Invite', djType: 'INVITE_ONLY' })).id;
    const [plain, invited, disabled] = [asUser(), asUser(), asUser()];
    await grant(roomId, invited.userId!, 'dj');
    await grant(roomId, disabled.userId!, 'dj');
    await grant(roomId, disabled.userId!, 'djDisabled');
    for (const who of [owner, plain, invited, disabled]) await presence().join(em(), who, roomId);
    const canDj = Object.fromEntries((await stateOf(roomId)).allUsers.map((u) => [u.uuid, u.canDj]));
    expect(canDj).toEqual({ [owner.userId!]: true, [plain.userId!]: false, [invited.userId!]: true, [disabled.userId!]: false });
  });

  it('PRO_PLAN_OWNER: users on PRO and the room’s owner and coOwners; not PLUS, NONE, a lapsed PRO, djDisabled, banned or guests', async () => {
    await plan(owner.userId!, 'PRO');
    const roomId = (await t.subgraph.services.rooms.create(em(), owner, { slug: 'presence-pro', name: 'Pro', djType: 'PRO_PLAN_OWNER' })).id;
    const [pro, plus, none, lapsed, coOwner, disabledPro, bannedPro, bot] = [asUser(), asUser(), asUser(), asUser(), asUser(), asUser(), asUser(), { ...asUser(), tokenType: 'bot' as const }];
    const guestPro = asGuest();
    for (const who of [pro, disabledPro, bannedPro, guestPro]) await plan(who.userId!, 'PRO');
    await plan(plus.userId!, 'PLUS');
    await plan(none.userId!, 'NONE');
    await plan(lapsed.userId!, 'PRO', new Date(Date.now() - 1000));
    await grant(roomId, coOwner.userId!, 'coOwner');
    await grant(roomId, disabledPro.userId!, 'djDisabled');
    for (const who of [owner, pro, plus, none, lapsed, coOwner, disabledPro, bannedPro, bot, guestPro]) await presence().join(em(), who, roomId);
    // Banned after joining: still listed until removed, never a DJ.
    await grant(roomId, bannedPro.userId!, 'banned');
    await t.subgraph.services.live.stateChanged(em(), roomId);
    const canDj = Object.fromEntries((await stateOf(roomId)).allUsers.map((u) => [u.uuid, u.canDj]));
    expect(canDj).toEqual({
      [owner.userId!]: true,
      [pro.userId!]: true,
      [plus.userId!]: false,
      [none.userId!]: false,
      [lapsed.userId!]: false,
      [coOwner.userId!]: true,
      [disabledPro.userId!]: false,
      [bannedPro.userId!]: false,
      [bot.userId!]: false,
    });
    // One decision at a time (taking a seat) reads the same rule.
    const room = await t.subgraph.services.rooms.get(em(), roomId);
    const decide = (who: Identity, tokenRole: 'user' | 'bot' | 'guest', roles: string[] = []) => presence().mayDjNow(em(), room, who.userId!, tokenRole, roles);
    expect(await decide(pro, 'user')).toBe(true);
    expect(await decide(plus, 'user')).toBe(false);
    expect(await decide(none, 'user')).toBe(false);
    expect(await decide(owner, 'user', ['owner'])).toBe(true);
    expect(await decide(disabledPro, 'user', ['djDisabled'])).toBe(false);
    expect(await decide(guestPro, 'guest')).toBe(false);
  });

  it('PRO_PLAN_OWNER stays when the owner’s plan lapses: the owner still DJs, PRO users too, others not', async () => {
    const lapsing = asUser();
    await plan(lapsing.userId!, 'PRO', new Date(Date.now() + 60_000), new Date(Date.now() - 60_000));
    const roomId = (await t.subgraph.services.rooms.create(em(), lapsing, { slug: 'presence-pro-lapsed', name: 'Lapsed', djType: 'PRO_PLAN_OWNER' })).id;
    // Economy's later decision: the plan ended (cancelled, unpaid).
    await plan(lapsing.userId!, 'NONE', null);
    const [pro, plain] = [asUser(), asUser()];
    await plan(pro.userId!, 'PRO');
    for (const who of [lapsing, pro, plain]) await presence().join(em(), who, roomId);
    const state = await stateOf(roomId);
    expect(state.settings).toMatchObject({ djType: 'PRO_PLAN_OWNER' });
    expect(Object.fromEntries(state.allUsers.map((u) => [u.uuid, u.canDj]))).toEqual({ [lapsing.userId!]: true, [pro.userId!]: true, [plain.userId!]: false });
  });
});
