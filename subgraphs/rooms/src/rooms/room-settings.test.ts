import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceIdentity, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { RoomEventSchema } from '../live-state/room-live.entity.ts';
import { roomsSubgraph } from '../module.ts';
import { RoomUserRoleSchema, type RoomRoleName } from './room-role.entity.ts';
import { RoomSchema, RoomSlugSchema, RoomVisitSchema } from './room.entity.ts';

const owner = randomUUID();
const coOwner = randomUUID();
const moderator = randomUUID();
const stranger = randomUUID();
const asUser = (userId: string, extra: Partial<Identity> = {}): Identity => ({ userId, tokenType: 'user', roles: ['user'], ...extra });
const staff: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'staff'] };
const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
const platformModerator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const service: Identity = { userId: null, tokenType: 'service', roles: [] };

const roomFields = `id slug name description type design djType numberOfDjs externalUrl liveState liveAudio hasPassword
  promoted promotedProviders promotedAt posterUrl pinnedMessages { messageId text pinnedBy pinnedAt } owner { id }`;
const createRoom = `mutation($input: CreateRoomInput!) { createRoom(input: $input) { ${roomFields} } }`;
const updateRoom = `mutation($id: ID!, $input: UpdateRoomInput!) { updateRoom(id: $id, input: $input) { ${roomFields} } }`;
const adminUpdate = `mutation($id: ID!, $input: AdminUpdateRoomInput!) { adminUpdateRoom(id: $id, input: $input) { ${roomFields} } }`;
const promote = `mutation($id: ID!, $promoted: Boolean!, $providers: [String!]) {
  promoteRoom(id: $id, promoted: $promoted, providers: $providers) { ${roomFields} } }`;
const pin = `mutation($id: ID!, $messages: [PinnedMessageInput!]!) { setRoomPinnedMessages(id: $id, messages: $messages) { ${roomFields} } }`;
const externalUrl = `mutation($id: ID!, $url: String) { setRoomExternalUrl(id: $id, url: $url) { ${roomFields} } }`;
const deleteRoom = `mutation($id: ID!) { deleteRoom(id: $id) { id slug } }`;
const byRef = `query($ref: String!) { roomByRef(ref: $ref) { id slug } }`;

let t: TestSubgraph<RoomsServices>;
const em = () => t.subgraph.db.em.fork();

async function newRoom(input: Record<string, unknown> = {}, by = owner): Promise<{ id: string; slug: string }> {
  const slug = `room-${randomUUID().slice(0, 8)}`;
  const data = await t.ok(asUser(by), createRoom, { input: { slug, name: 'A room', ...input } });
  return data.createRoom;
}

async function grant(roomId: string, userId: string, role: RoomRoleName, expiresAt: Date | null = null) {
  await em().insert(RoomUserRoleSchema, { id: randomUUID(), roomId, userId, role, expiresAt, grantedBy: owner, createdAt: new Date() });
}

const events = (roomId: string) => em().find(RoomEventSchema, { roomId }, { orderBy: { seq: 'asc' } });
const row = (id: string) => em().findOneOrFail(RoomSchema, { id });

const day = 24 * 60 * 60 * 1000;
/** Economy's delivery of a user's plan level (plans/): decided at `decidedAt`, holding until `until`. */
async function plan(userId: string, level: 'NONE' | 'PLUS' | 'PRO', until: Date | null = new Date(Date.now() + 30 * day), decidedAt = new Date()) {
  const delivery = { eventId: randomUUID(), userId, level, until: until?.toISOString() ?? null, decidedAt: decidedAt.toISOString() };
  await t.subgraph.services.plans.record(em(), serviceIdentity('economy'), delivery);
}

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph);
  // The owner is on PRO, so the tests that set every setting may limit DJing to pro plan owners.
  await plan(owner, 'PRO');
});
afterAll(() => t?.stop());

describe('createRoom: passwords and external URL', () => {
  it('creates a PRIVATE room with a password stored as an argon2id hash and never returned', async () => {
    const room = await newRoom({ type: 'PRIVATE', password: 'open sesame', externalUrl: 'https://example.com/x' });
    expect(room).toMatchObject({ type: 'PRIVATE', hasPassword: true, externalUrl: 'https://example.com/x' });
    expect(JSON.stringify(room)).not.toContain('open sesame');
    const stored = await row(room.id);
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    // Beside it, the lookup digest a by-password lookup finds it with (argon2id, fixed salt: not the password).
    expect(stored.passwordLookup).toMatch(/^[0-9a-f]{64}$/);
    // A private room without a password is allowed: unlisted, reached by its address.
    expect(await newRoom({ type: 'PRIVATE' })).toMatchObject({ hasPassword: false });
  });

  it.each([
    [{ type: 'PUBLIC', password: 'secret1' }, 400, 'only PRIVATE rooms have a password'],
    [{ password: 'secret1' }, 400, 'only PRIVATE rooms have a password'],
    [{ type: 'PRIVATE', password: 'abc' }, 400, 'password must be 4 to 128 characters'],
    [{ type: 'PRIVATE', password: 'x'.repeat(129) }, 400, 'password must be 4 to 128 characters'],
    [{ externalUrl: 'ftp://example.com' }, 400, 'externalUrl must be an http or https URL of at most 2048 characters'],
    [{ externalUrl: 'javascript:alert(1)' }, 400, 'externalUrl must be an http or https URL of at most 2048 characters'],
    [{ externalUrl: `https://e.com/${'a'.repeat(2040)}` }, 400, 'externalUrl must be an http or https URL of at most 2048 characters'],
  ])('refuses %j and creates nothing', async (input, status, message) => {
    const before = await em().count(RoomSchema, {});
    expect(await t.refused(asUser(owner), createRoom, { input: { slug: 'never-made', name: 'x', ...input } })).toEqual({ status, message });
    expect(await em().count(RoomSchema, {})).toBe(before);
  });

  it('refuses a design outside the 12 values before anything runs', async () => {
    const result = await t.call(asUser(owner), createRoom, { input: { slug: 'never-made', name: 'x', design: 'CASTLE' } });
    expect(result.errors?.[0]).toMatchObject({ message: expect.stringContaining('RoomDesign'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('records the first slug in the slug history', async () => {
    const room = await newRoom();
    expect(await em().find(RoomSlugSchema, { roomId: room.id })).toEqual([expect.objectContaining({ slug: room.slug })]);
  });

  it('accepts each of the 12 designs and the three DJ types', async () => {
    const designs = ['BARN', 'BARN_UA', 'CHAT_ONLY', 'CLUB', 'CLUB_UA', 'FERRY_BUILDING', 'FESTIVAL', 'STADIUM', 'THEATER', 'TOMORROWLAND', 'UNDERGROUND', 'YACHT'];
    const djTypes = ['EVERYONE', 'INVITE_ONLY', 'PRO_PLAN_OWNER'];
    for (const [i, design] of designs.entries()) {
      expect(await newRoom({ design, djType: djTypes[i % 3] })).toMatchObject({ design, djType: djTypes[i % 3] });
    }
  });
});

describe('updateRoom: who may', () => {
  let room: { id: string; slug: string };
  beforeAll(async () => {
    room = await newRoom();
    await grant(room.id, coOwner, 'coOwner');
    await grant(room.id, moderator, 'moderator');
  });

  it.each([
    ['the owner', () => asUser(owner)],
    ['a coOwner', () => asUser(coOwner)],
    ['platform staff', () => staff],
    ['a platform moderator', () => platformModerator],
    ['a service token', () => service],
  ])('lets %s change settings', async (_who, identity) => {
    const name = `Renamed ${randomUUID().slice(0, 4)}`;
    const data = await t.ok(identity(), updateRoom, { id: room.id, input: { name } });
    expect(data.updateRoom.name).toBe(name);
  });

  it.each([
    ['a room moderator', () => asUser(moderator), 403, 'Only the room owner, a coOwner or platform staff may change room settings'],
    ['a stranger', () => asUser(stranger), 403, 'Only the room owner, a coOwner or platform staff may change room settings'],
    ['a guest', () => guest, 401, 'Unauthorized'],
  ])('refuses %s (%i) and changes nothing', async (_who, identity, status, message) => {
    const before = await row(room.id);
    expect(await t.refused(identity(), updateRoom, { id: room.id, input: { name: 'Hijacked', numberOfDjs: 1 } })).toEqual({ status, message });
    expect(await row(room.id)).toMatchObject({ name: before.name, numberOfDjs: before.numberOfDjs });
  });

  it('refuses an expired coOwner', async () => {
    const former = randomUUID();
    await grant(room.id, former, 'coOwner', new Date(Date.now() - 1000));
    expect((await t.refused(asUser(former), updateRoom, { id: room.id, input: { name: 'Late' } })).status).toBe(403);
  });

  it('answers 404 for an unknown room and 400 for a malformed id', async () => {
    expect(await t.refused(asUser(owner), updateRoom, { id: randomUUID(), input: { name: 'x' } })).toEqual({ status: 404, message: 'Room not found' });
    expect(await t.refused(asUser(owner), updateRoom, { id: 'nope', input: { name: 'x' } })).toEqual({ status: 400, message: 'room id must be a UUID' });
  });
});

describe('updateRoom: settings', () => {
  it('changes every setting at once and tells the room (a state patch)', async () => {
    const room = await newRoom();
    const data = await t.ok(asUser(owner), updateRoom, {
      id: room.id,
      input: {
        name: 'Night Shift',
        description: 'Late sets',
        design: 'YACHT',
        djType: 'PRO_PLAN_OWNER',
        numberOfDjs: 10,
        externalUrl: 'http://example.org/night',
        liveState: true,
        liveAudio: true,
      },
    });
    expect(data.updateRoom).toMatchObject({
      name: 'Night Shift',
      description: 'Late sets',
      design: 'YACHT',
      djType: 'PRO_PLAN_OWNER',
      numberOfDjs: 10,
      externalUrl: 'http://example.org/night',
      liveState: true,
      liveAudio: true,
    });
    const patches = (await events(room.id)).filter((e) => e.kind === 'PATCH');
    expect(patches.length).toBeGreaterThan(0);
    const document = (await t.subgraph.services.live.snapshot(em(), room.id)).document;
    expect(document.settings).toMatchObject({ name: 'Night Shift', design: 'YACHT', djType: 'PRO_PLAN_OWNER', numberOfDjs: 10 });
  });

  it('publishes a patch for a later change, against the previous document', async () => {
    const room = await newRoom();
    await t.ok(asUser(owner), updateRoom, { id: room.id, input: { numberOfDjs: 3 } });
    const before = (await events(room.id)).length;
    await t.ok(asUser(owner), updateRoom, { id: room.id, input: { numberOfDjs: 4 } });
    const after = await events(room.id);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ kind: 'PATCH', patch: [{ op: 'replace', path: '/settings/numberOfDjs', value: 4 }] });
  });

  it.each([
    [{ numberOfDjs: 0 }, 'numberOfDjs must be between 1 and 10'],
    [{ numberOfDjs: 11 }, 'numberOfDjs must be between 1 and 10'],
    [{ numberOfDjs: null }, 'numberOfDjs must be between 1 and 10'],
    [{ name: '' }, 'name must be 1 to 80 characters'],
    [{ name: null }, 'name must be 1 to 80 characters'],
    [{ slug: 'Not A Slug' }, 'slug must be 3 to 64 lowercase letters, digits or hyphens, starting and ending with a letter or digit'],
    [{ slug: null }, 'slug must be 3 to 64 lowercase letters, digits or hyphens, starting and ending with a letter or digit'],
    [{ description: 'd'.repeat(501) }, 'description must be at most 500 characters'],
    [{ externalUrl: 'not a url' }, 'externalUrl must be an http or https URL of at most 2048 characters'],
    [{ password: 'abcdef' }, 'only PRIVATE rooms have a password'],
  ])('refuses %j with 400 and changes nothing', async (input, message) => {
    const room = await newRoom();
    const before = await row(room.id);
    const eventsBefore = (await events(room.id)).length;
    expect(await t.refused(asUser(owner), updateRoom, { id: room.id, input: { name: 'Changed', ...input } })).toEqual({ status: 400, message });
    expect(await row(room.id)).toMatchObject({ name: before.name, slug: before.slug, numberOfDjs: before.numberOfDjs });
    expect(await events(room.id)).toHaveLength(eventsBefore);
  });

  it('clears the description and external URL with null', async () => {
    const room = await newRoom({ description: 'x', externalUrl: 'https://x.example' });
    const data = await t.ok(asUser(owner), updateRoom, { id: room.id, input: { description: null, externalUrl: null } });
    expect(data.updateRoom).toMatchObject({ description: null, externalUrl: null });
  });

  it('sets, replaces and removes a PRIVATE room’s password; making it PUBLIC drops it', async () => {
    const room = await newRoom();
    const made = await t.ok(asUser(owner), updateRoom, { id: room.id, input: { type: 'PRIVATE', password: 'first pass' } });
    expect(made.updateRoom).toMatchObject({ type: 'PRIVATE', hasPassword: true });
    const firstHash = (await row(room.id)).passwordHash;
    await t.ok(asUser(owner), updateRoom, { id: room.id, input: { password: 'second pass' } });
    expect((await row(room.id)).passwordHash).not.toBe(firstHash);
    expect((await t.ok(asUser(owner), updateRoom, { id: room.id, input: { password: null } })).updateRoom.hasPassword).toBe(false);
    await t.ok(asUser(owner), updateRoom, { id: room.id, input: { password: 'third pass' } });
    const madePublic = await t.ok(asUser(owner), updateRoom, { id: room.id, input: { type: 'PUBLIC' } });
    expect(madePublic.updateRoom).toMatchObject({ type: 'PUBLIC', hasPassword: false });
    expect(await row(room.id)).toMatchObject({ passwordHash: null, passwordLookup: null });
  });

  it('external URL by its own mutation', async () => {
    const room = await newRoom();
    expect((await t.ok(asUser(owner), externalUrl, { id: room.id, url: ' https://example.com/a b ' })).setRoomExternalUrl.externalUrl).toBe(
      'https://example.com/a%20b',
    );
    expect((await t.ok(asUser(owner), externalUrl, { id: room.id, url: null })).setRoomExternalUrl.externalUrl).toBeNull();
    expect((await t.refused(asUser(owner), externalUrl, { id: room.id, url: 'mailto:a@b.c' })).status).toBe(400);
    expect((await t.refused(asUser(stranger), externalUrl, { id: room.id, url: 'https://x.example' })).status).toBe(403);
  });
});

describe('slugs follow renames', () => {
  it('keeps old slugs leading to the room, tells its clients, and reserves them', async () => {
    const room = await newRoom();
    const old = room.slug;
    const renamed = await t.ok(asUser(owner), updateRoom, { id: room.id, input: { slug: 'Moved-Here' } });
    expect(renamed.updateRoom.slug).toBe('moved-here');
    const all = await events(room.id);
    expect(all.find((e) => e.kind === 'SLUG_CHANGED')).toMatchObject({ data: { slug: 'moved-here', previousSlug: old } });
    expect(all.some((e) => e.kind === 'PATCH' && e.patch?.some((op) => op.path === '/settings/slug' && op.value === 'moved-here'))).toBe(true);

    // The old address still finds the room, with its new slug.
    expect((await t.ok(guest, byRef, { ref: old })).roomByRef).toEqual({ id: room.id, slug: 'moved-here' });
    expect((await t.ok(guest, `{ roomBySlug(slug: "${old.toUpperCase()}") { id } }`)).roomBySlug).toEqual({ id: room.id });

    // Nobody else may take the old slug, by creating or by renaming.
    const other = await newRoom({}, stranger);
    expect(await t.refused(asUser(stranger), createRoom, { input: { slug: old, name: 'Squatter' } })).toEqual({
      status: 409,
      message: 'a room with this slug already exists',
    });
    expect((await t.refused(asUser(stranger), updateRoom, { id: other.id, input: { slug: old } })).status).toBe(409);
    expect((await row(other.id)).slug).toBe(other.slug);

    // The room itself may go back to its old slug (no new history row).
    const back = await t.ok(asUser(owner), updateRoom, { id: room.id, input: { slug: old } });
    expect(back.updateRoom.slug).toBe(old);
    expect((await em().find(RoomSlugSchema, { roomId: room.id })).map((s) => s.slug).sort()).toEqual([old, 'moved-here'].sort());
    expect((await t.ok(guest, byRef, { ref: 'moved-here' })).roomByRef.id).toBe(room.id);
  });

  it('does not notify SLUG_CHANGED when the slug stays', async () => {
    const room = await newRoom();
    await t.ok(asUser(owner), updateRoom, { id: room.id, input: { slug: room.slug.toUpperCase(), name: 'Same address' } });
    expect((await events(room.id)).some((e) => e.kind === 'SLUG_CHANGED')).toBe(false);
  });

  it('lets exactly one of several rooms renaming to one slug at once have it', async () => {
    const rooms = await Promise.all([1, 2, 3, 4].map(() => newRoom()));
    const results = await Promise.all(rooms.map((r) => t.call(asUser(owner), updateRoom, { id: r.id, input: { slug: 'hot-slug' } })));
    expect(results.filter((r) => r.data?.updateRoom)).toHaveLength(1);
    for (const r of results.filter((r) => r.errors)) expect(r.errors?.[0]?.extensions).toMatchObject({ status: 409, reason: 'ROOM_SLUG_TAKEN' });
    expect(await em().count(RoomSchema, { slug: 'hot-slug' })).toBe(1);
    expect(await em().count(RoomSlugSchema, { slug: 'hot-slug' })).toBe(1);
    const winner = (await em().findOneOrFail(RoomSlugSchema, { slug: 'hot-slug' })).roomId;
    expect(await em().find(RoomSlugSchema, { roomId: { $in: rooms.map((r) => r.id).filter((id) => id !== winner) } })).toHaveLength(3);
  });

  it('lets exactly one of a creation and a rename racing for one slug have it', async () => {
    const room = await newRoom();
    const [created, renamed] = await Promise.all([
      t.call(asUser(stranger), createRoom, { input: { slug: 'race-slug', name: 'Racer' } }),
      t.call(asUser(owner), updateRoom, { id: room.id, input: { slug: 'race-slug' } }),
    ]);
    expect([created, renamed].filter((r) => !r.errors)).toHaveLength(1);
    expect(await em().count(RoomSlugSchema, { slug: 'race-slug' })).toBe(1);
  });
});

describe('promoteRoom', () => {
  it('needs the promoteRoom capability, and owner or coOwner rights unless staff', async () => {
    const room = await newRoom();
    expect(await t.refused(asUser(owner), promote, { id: room.id, promoted: true })).toEqual({
      status: 403,
      message: 'Promoting a room needs the promoteRoom capability',
    });
    expect(await t.refused(asUser(stranger, { capabilities: ['promoteRoom'] }), promote, { id: room.id, promoted: true })).toMatchObject({
      status: 403,
    });
    expect((await row(room.id)).promoted).toBe(false);
    const data = await t.ok(asUser(owner, { capabilities: ['promoteRoom'] }), promote, {
      id: room.id,
      promoted: true,
      providers: ['spotify', 'apple', 'spotify'],
    });
    expect(data.promoteRoom).toMatchObject({ promoted: true, promotedProviders: ['spotify', 'apple'], promotedAt: expect.any(String) });
    const off = await t.ok(staff, promote, { id: room.id, promoted: false });
    expect(off.promoteRoom).toMatchObject({ promoted: false, promotedProviders: [], promotedAt: null });
  });

  it.each([[['no spaces']], [['']], [Array.from({ length: 21 }, (_, i) => `p${i}`)], [['1abc']]])('refuses providers %j', async (providers) => {
    const room = await newRoom();
    expect(await t.refused(staff, promote, { id: room.id, promoted: true, providers })).toEqual({
      status: 400,
      message: 'providers must be at most 20 music provider names, each a letter followed by up to 31 letters or digits',
    });
  });
});

describe('pinned messages', () => {
  it('lets the owner, a coOwner and a room moderator replace the list, keeping who pinned what', async () => {
    const room = await newRoom();
    await grant(room.id, moderator, 'moderator');
    const messageId = randomUUID();
    const first = await t.ok(asUser(moderator), pin, { id: room.id, messages: [{ text: ' Welcome! ' }, { messageId, text: 'House rules' }] });
    expect(first.setRoomPinnedMessages.pinnedMessages).toEqual([
      { messageId: null, text: 'Welcome!', pinnedBy: moderator, pinnedAt: expect.any(String) },
      { messageId, text: 'House rules', pinnedBy: moderator, pinnedAt: expect.any(String) },
    ]);
    const second = await t.ok(asUser(owner), pin, { id: room.id, messages: [{ messageId, text: 'House rules' }, { text: 'New' }] });
    expect(second.setRoomPinnedMessages.pinnedMessages).toEqual([
      { messageId, text: 'House rules', pinnedBy: moderator, pinnedAt: first.setRoomPinnedMessages.pinnedMessages[1].pinnedAt },
      { messageId: null, text: 'New', pinnedBy: owner, pinnedAt: expect.any(String) },
    ]);
    const document = (await t.subgraph.services.live.snapshot(em(), room.id)).document;
    expect(document.settings.pinnedMessages).toEqual(second.setRoomPinnedMessages.pinnedMessages);
    expect((await t.ok(asUser(owner), pin, { id: room.id, messages: [] })).setRoomPinnedMessages.pinnedMessages).toEqual([]);
  });

  it.each([
    [Array.from({ length: 6 }, (_, i) => ({ text: `m${i}` }))],
    [[{ text: '   ' }]],
    [[{ text: 'x'.repeat(501) }]],
    [[{ messageId: 'not-a-uuid', text: 'x' }]],
  ])('refuses %j with 400', async (messages) => {
    const room = await newRoom();
    expect(await t.refused(asUser(owner), pin, { id: room.id, messages })).toEqual({
      status: 400,
      message: 'pinnedMessages must be a list of at most 5 messages, each a text of 1 to 500 characters with an optional messageId (UUID)',
    });
    expect((await row(room.id)).pinnedMessages).toEqual([]);
  });

  it('refuses strangers and guests', async () => {
    const room = await newRoom();
    expect(await t.refused(asUser(stranger), pin, { id: room.id, messages: [{ text: 'spam' }] })).toEqual({
      status: 403,
      message: 'Only the room owner, a coOwner, a room moderator or platform staff may pin messages',
    });
    expect((await t.refused(guest, pin, { id: room.id, messages: [{ text: 'spam' }] })).status).toBe(401);
  });
});

describe('adminUpdateRoom', () => {
  it('lets administrators change settings and promotion of any room; others get 403', async () => {
    const room = await newRoom();
    const data = await t.ok(admin, adminUpdate, { id: room.id, input: { name: 'Admin named', promoted: true, promotedProviders: ['youtube'] } });
    expect(data.adminUpdateRoom).toMatchObject({ name: 'Admin named', promoted: true, promotedProviders: ['youtube'] });
    expect(await t.refused(asUser(owner), adminUpdate, { id: room.id, input: { promoted: false } })).toEqual({ status: 403, message: 'Forbidden' });
    expect(await t.refused(staff, adminUpdate, { id: room.id, input: { promoted: false } })).toEqual({ status: 403, message: 'Forbidden' });
    expect((await t.ok(admin, adminUpdate, { id: room.id, input: { promoted: false } })).adminUpdateRoom.promoted).toBe(false);
  });
});

describe('deleteRoom', () => {
  it('lets the owner delete: slugs, visits and roles go, clients are told (DELETED)', async () => {
    const room = await newRoom();
    await grant(room.id, coOwner, 'coOwner');
    await t.ok(asUser(owner), updateRoom, { id: room.id, input: { slug: `${room.slug}-2` } });
    await t.ok(asUser(stranger), 'mutation($r: String!) { recordRoomVisit(room: $r) { id } }', { r: room.id });
    expect(await t.refused(asUser(coOwner), deleteRoom, { id: room.id })).toEqual({
      status: 403,
      message: 'Only the room owner or platform staff may delete a room',
    });
    expect((await t.ok(asUser(owner), deleteRoom, { id: room.id })).deleteRoom).toEqual({ id: room.id, slug: `${room.slug}-2` });
    expect(await em().count(RoomSchema, { id: room.id })).toBe(0);
    expect(await em().count(RoomSlugSchema, { roomId: room.id })).toBe(0);
    expect(await em().count(RoomVisitSchema, { roomId: room.id })).toBe(0);
    expect(await em().count(RoomUserRoleSchema, { roomId: room.id })).toBe(0);
    expect((await events(room.id)).at(-1)).toMatchObject({ kind: 'DELETED', data: { slug: `${room.slug}-2` } });
    expect(await t.refused(guest, byRef, { ref: room.slug })).toEqual({ status: 404, message: 'Room not found' });
    // Its slugs are free again.
    expect((await t.ok(asUser(stranger), createRoom, { input: { slug: room.slug, name: 'Reborn' } })).createRoom.slug).toBe(room.slug);
    expect(await t.refused(asUser(owner), deleteRoom, { id: room.id })).toEqual({ status: 404, message: 'Room not found' });
  });

  it('lets staff delete any room; refuses strangers and guests', async () => {
    const room = await newRoom();
    expect((await t.refused(asUser(stranger), deleteRoom, { id: room.id })).status).toBe(403);
    expect((await t.refused(guest, deleteRoom, { id: room.id })).status).toBe(401);
    expect(await em().count(RoomSchema, { id: room.id })).toBe(1);
    expect((await t.ok(staff, deleteRoom, { id: room.id })).deleteRoom.id).toBe(room.id);
  });
});

describe('djType PRO_PLAN_OWNER: only while the room’s owner is on PRO', () => {
  const needsPro = { status: 403, message: 'Only an owner on the pro plan can limit DJing to pro plan owners' };
  const updateUserRooms = 'mutation($u: ID!, $i: UserRoomsChangesInput!) { updateUserRooms(userId: $u, input: $i) { id djType } }';

  it('refuses to create such a room for an owner without PRO (no plan, PLUS, a lapsed PRO), creating nothing', async () => {
    const [none, plus, lapsed] = [randomUUID(), randomUUID(), randomUUID()];
    await plan(plus, 'PLUS');
    await plan(lapsed, 'PRO', new Date(Date.now() - 1000));
    for (const who of [none, plus, lapsed]) {
      const slug = `pro-${randomUUID().slice(0, 8)}`;
      expect(await t.refused(asUser(who), createRoom, { input: { slug, name: 'Pro', djType: 'PRO_PLAN_OWNER' } })).toEqual(needsPro);
      expect(await em().count(RoomSchema, { slug })).toBe(0);
      expect(await em().count(RoomSlugSchema, { slug })).toBe(0);
    }
  });

  it('creates it for an owner on PRO', async () => {
    const pro = randomUUID();
    await plan(pro, 'PRO');
    expect(await newRoom({ djType: 'PRO_PLAN_OWNER' }, pro)).toMatchObject({ djType: 'PRO_PLAN_OWNER', owner: { id: pro } });
  });

  it('refuses the change when the owner is not on PRO, whoever asks (owner, coOwner on PRO, staff), leaving the room as it was', async () => {
    const plain = randomUUID();
    const proCoOwner = randomUUID();
    await plan(proCoOwner, 'PRO');
    const room = await newRoom({ djType: 'INVITE_ONLY' }, plain);
    await grant(room.id, proCoOwner, 'coOwner');
    const before = await row(room.id);
    const input = { name: 'Pro only', slug: `renamed-${randomUUID().slice(0, 8)}`, djType: 'PRO_PLAN_OWNER' };
    for (const who of [asUser(plain), asUser(proCoOwner), staff]) expect(await t.refused(who, updateRoom, { id: room.id, input })).toEqual(needsPro);
    expect(await t.refused(admin, adminUpdate, { id: room.id, input })).toEqual(needsPro);
    expect(await row(room.id)).toMatchObject({ name: before.name, slug: before.slug, djType: 'INVITE_ONLY', updatedAt: before.updatedAt });
    expect(await em().count(RoomSlugSchema, { slug: input.slug })).toBe(0);
  });

  it('makes the change when the owner is on PRO, whoever of the room’s staff asks', async () => {
    const pro = randomUUID();
    await plan(pro, 'PRO');
    const room = await newRoom({}, pro);
    await grant(room.id, coOwner, 'coOwner');
    expect((await t.ok(asUser(coOwner), updateRoom, { id: room.id, input: { djType: 'PRO_PLAN_OWNER' } })).updateRoom.djType).toBe('PRO_PLAN_OWNER');
  });

  it('keeps it when the owner’s plan lapses: other changes and saving it again go through; once left, it needs PRO again', async () => {
    const lapsing = randomUUID();
    await plan(lapsing, 'PRO', new Date(Date.now() + 30 * day), new Date(Date.now() - 60_000));
    const room = await newRoom({ djType: 'PRO_PLAN_OWNER' }, lapsing);
    await plan(lapsing, 'NONE', null);
    const again = await t.ok(asUser(lapsing), updateRoom, { id: room.id, input: { name: 'Still pro', djType: 'PRO_PLAN_OWNER' } });
    expect(again.updateRoom).toMatchObject({ name: 'Still pro', djType: 'PRO_PLAN_OWNER' });
    await t.ok(asUser(lapsing), updateRoom, { id: room.id, input: { djType: 'EVERYONE' } });
    expect(await t.refused(asUser(lapsing), updateRoom, { id: room.id, input: { djType: 'PRO_PLAN_OWNER' } })).toEqual(needsPro);
    expect((await row(room.id)).djType).toBe('EVERYONE');
  });

  it('applies to a user’s rooms changed by administrators: refused for an owner without PRO (nothing changes), done for one on PRO', async () => {
    const [plain, pro] = [randomUUID(), randomUUID()];
    await plan(pro, 'PRO');
    const plainRooms = [await newRoom({}, plain), await newRoom({}, plain)];
    const proRooms = [await newRoom({}, pro), await newRoom({}, pro)];
    expect(await t.refused(admin, updateUserRooms, { u: plain, i: { djType: 'PRO_PLAN_OWNER', numberOfDjs: 2 } })).toEqual(needsPro);
    for (const r of plainRooms) expect(await row(r.id)).toMatchObject({ djType: 'EVERYONE', numberOfDjs: 5 });
    const changed = (await t.ok(admin, updateUserRooms, { u: pro, i: { djType: 'PRO_PLAN_OWNER' } })).updateUserRooms;
    expect(changed.map((r: { id: string; djType: string }) => [r.id, r.djType]).sort()).toEqual(proRooms.map((r) => [r.id, 'PRO_PLAN_OWNER']).sort());
  });
});
