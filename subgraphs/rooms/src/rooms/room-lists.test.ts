import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { CommunityRoomSchema, CommunitySchema } from '../communities/community.entity.ts';
import { RoomUserRoleSchema, type RoomRoleName } from './room-role.entity.ts';
import { RoomSchema, RoomSlugSchema, RoomVisitSchema } from './room.entity.ts';

const ada = randomUUID();
const bob = randomUUID();
const asUser = (userId: string, extra: Partial<Identity> = {}): Identity => ({ userId, tokenType: 'user', roles: ['user'], ...extra });
const staff: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'staff'] };
const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };
const service: Identity = { userId: randomUUID(), tokenType: 'service', roles: [] };

let t: TestSubgraph<RoomsServices>;
const em = () => t.subgraph.db.em.fork();
const slugsOf = (rooms: { slug: string }[]) => rooms.map((r) => r.slug);

/** Rooms made directly, a minute apart (the later, the newer), so orders are known. */
const base = Date.parse('2026-03-01T00:00:00Z');
let minute = 0;
async function room(slug: string, fields: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  const at = new Date(base + minute++ * 60_000);
  await em().insert(RoomSchema, {
    id,
    slug,
    name: slug,
    description: null,
    type: 'PUBLIC',
    design: 'CLUB',
    djType: 'EVERYONE',
    numberOfDjs: 5,
    ownerId: ada,
    pinnedMessages: [],
    promoted: false,
    promotedProviders: [],
    liveState: false,
    liveAudio: false,
    createdAt: at,
    updatedAt: at,
    ...fields,
  });
  await em().insert(RoomSlugSchema, { slug, roomId: id, createdAt: at });
  return id;
}

async function grant(roomId: string, userId: string, role: RoomRoleName, expiresAt: Date | null = null) {
  await em().insert(RoomUserRoleSchema, { id: randomUUID(), roomId, userId, role, expiresAt, grantedBy: ada, createdAt: new Date() });
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph);
  ids.adaPublic = await room('ada-public');
  ids.adaPrivate = await room('ada-private', { type: 'PRIVATE' });
  ids.bobOwn = await room('bob-own', { ownerId: bob });
  ids.bobCo = await room('bob-co');
  ids.bobDj = await room('bob-dj');
  ids.bobModExpired = await room('bob-mod-expired');
  ids.bobBanned = await room('bob-banned');
  ids.promoAll = await room('promo-all', { promoted: true, promotedAt: new Date(base + 1000), promotedProviders: [] });
  ids.promoSpotify = await room('promo-spotify', { promoted: true, promotedAt: new Date(base + 2000), promotedProviders: ['spotify'] });
  ids.promoApple = await room('promo-apple', { promoted: true, promotedAt: new Date(base + 3000), promotedProviders: ['apple', 'youtube'] });
  ids.bobPrivate = await room('bob-private', { ownerId: bob, type: 'PRIVATE' });
  await grant(ids.bobCo, bob, 'coOwner');
  await grant(ids.bobDj, bob, 'dj');
  await grant(ids.bobModExpired, bob, 'moderator', new Date(Date.now() - 60_000));
  await grant(ids.bobBanned, bob, 'banned');
});
afterAll(() => t?.stop());

describe('promotedRooms', () => {
  it('lists promoted rooms, newest promotion first; by providers, those targeting one of them or all', async () => {
    expect(slugsOf((await t.ok(guest, '{ promotedRooms { slug } }')).promotedRooms)).toEqual(['promo-apple', 'promo-spotify', 'promo-all']);
    const spotify = await t.ok(anonymous, 'query($p: [String!]) { promotedRooms(providers: $p) { slug } }', { p: ['spotify'] });
    expect(slugsOf(spotify.promotedRooms)).toEqual(['promo-spotify', 'promo-all']);
    const several = await t.ok(anonymous, 'query($p: [String!]) { promotedRooms(providers: $p) { slug } }', { p: ['youtube', 'tidal'] });
    expect(slugsOf(several.promotedRooms)).toEqual(['promo-apple', 'promo-all']);
    expect((await t.refused(anonymous, 'query($p: [String!]) { promotedRooms(providers: $p) { slug } }', { p: ['bad name'] })).status).toBe(400);
  });
});

describe('mine and owned', () => {
  it('lists rooms I own or hold a staff role in (coOwner, moderator, dj; not expired, not restrictions)', async () => {
    const mine = await t.ok(asUser(bob), '{ myRooms { slug } }');
    expect(slugsOf(mine.myRooms)).toEqual(['bob-private', 'bob-dj', 'bob-co', 'bob-own']);
    const owned = await t.ok(asUser(bob), '{ ownedRooms { slug } }');
    expect(slugsOf(owned.ownedRooms)).toEqual(['bob-private', 'bob-own']);
    expect(slugsOf((await t.ok(asUser(bob), '{ myRooms(limit: 1, offset: 1) { slug } }')).myRooms)).toEqual(['bob-dj']);
    expect((await t.ok(asUser(randomUUID()), '{ myRooms { slug } }')).myRooms).toEqual([]);
  });

  it('refuses guests and anonymous callers with 401', async () => {
    for (const who of [guest, anonymous]) {
      expect(await t.refused(who, '{ myRooms { slug } }')).toEqual({ status: 401, message: 'Unauthorized' });
      expect((await t.refused(who, '{ ownedRooms { slug } }')).status).toBe(401);
    }
  });
});

describe('roomsByRefs (multiple)', () => {
  const query = 'query($r: [String!]!) { roomsByRefs(refs: $r) { slug } }';

  it('finds rooms by id and slug, in the order asked, each once, leaving out unknown ones', async () => {
    const data = await t.ok(guest, query, { r: ['BOB-OWN', ids.adaPrivate!, randomUUID(), 'no-such-room', ids.bobOwn!, 'not a slug!'] });
    expect(slugsOf(data.roomsByRefs)).toEqual(['bob-own', 'ada-private']);
  });

  it('follows past slugs', async () => {
    const id = await room('multi-old');
    await t.ok(staff, 'mutation($id: ID!) { updateRoom(id: $id, input: { slug: "multi-new" }) { slug } }', { id });
    expect(slugsOf((await t.ok(guest, query, { r: ['multi-old'] })).roomsByRefs)).toEqual(['multi-new']);
  });

  it.each([[[]], [Array.from({ length: 51 }, (_, i) => `r-${i}x`)], [['  ']]])('refuses %j with 400', async (refs) => {
    expect(await t.refused(guest, query, { r: refs })).toEqual({ status: 400, message: 'room must list 1 to 50 room ids or slugs' });
  });
});

describe('recent rooms', () => {
  const visit = 'mutation($r: String!) { recordRoomVisit(room: $r) { slug } }';

  it('records visits and lists them newest first, a room once, private ones included', async () => {
    const me = asUser(randomUUID());
    await t.ok(me, visit, { r: 'ada-public' });
    await t.ok(me, visit, { r: ids.adaPrivate! });
    await t.ok(me, visit, { r: 'bob-own' });
    await t.ok(me, visit, { r: 'ada-public' });
    expect(slugsOf((await t.ok(me, '{ recentRooms { slug } }')).recentRooms)).toEqual(['ada-public', 'bob-own', 'ada-private']);
    expect((await t.ok(asUser(randomUUID()), '{ recentRooms { slug } }')).recentRooms).toEqual([]);
  });

  it('keeps at most 20 rooms per user', async () => {
    const me = asUser(randomUUID());
    const made: string[] = [];
    for (let i = 0; i < 23; i++) made.push(await room(`visit-${i}`));
    for (const id of made) await t.ok(me, visit, { r: id });
    const recent = slugsOf((await t.ok(me, '{ recentRooms { slug } }')).recentRooms);
    expect(recent).toHaveLength(20);
    expect(recent[0]).toBe('visit-22');
    expect(recent.at(-1)).toBe('visit-3');
    expect(await em().count(RoomVisitSchema, { userId: me.userId! })).toBe(20);
  });

  it('counts entering a room as a visit, for users (not guests)', async () => {
    const me = asUser(randomUUID());
    await t.ok(me, 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: 'bob-own' });
    await t.ok(me, 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: ids.adaPublic! });
    expect(slugsOf((await t.ok(me, '{ recentRooms { slug } }')).recentRooms)).toEqual(['ada-public', 'bob-own']);
    const visitor: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
    await t.ok(visitor, 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: 'bob-own' });
    expect(await em().count(RoomVisitSchema, { userId: visitor.userId! })).toBe(0);
  });

  it('counts two visits at once as one row', async () => {
    const me = asUser(randomUUID());
    await Promise.all([1, 2, 3].map(() => t.ok(me, visit, { r: 'bob-own' })));
    expect(await em().count(RoomVisitSchema, { userId: me.userId! })).toBe(1);
  });

  it('answers 404 for an unknown room and 401 for guests', async () => {
    expect(await t.refused(asUser(ada), visit, { r: 'no-such-room' })).toEqual({ status: 404, message: 'Room not found' });
    expect((await t.refused(guest, visit, { r: 'bob-own' })).status).toBe(401);
    expect((await t.refused(guest, '{ recentRooms { slug } }')).status).toBe(401);
  });
});

describe('counts, service lists and users’ rooms', () => {
  it('counts private rooms', async () => {
    expect((await t.ok(anonymous, '{ privateRoomCount }')).privateRoomCount).toBe(await em().count(RoomSchema, { type: 'PRIVATE' }));
    expect((await t.ok(anonymous, '{ privateRoomCount }')).privateRoomCount).toBeGreaterThanOrEqual(2);
  });

  it('lists every room oldest first with take and skip, for staff and service tokens only', async () => {
    const data = await t.ok(service, '{ serviceRooms(take: 2, skip: 1) { slug } }');
    expect(slugsOf(data.serviceRooms)).toEqual(['ada-private', 'bob-own']);
    expect(slugsOf((await t.ok(staff, '{ serviceRooms(take: 1) { slug } }')).serviceRooms)).toEqual(['ada-public']);
    expect(await t.refused(asUser(ada), '{ serviceRooms { slug } }')).toEqual({ status: 403, message: 'Forbidden' });
    expect((await t.refused(guest, '{ serviceRooms { slug } }')).status).toBe(401);
    expect((await t.ok(service, `{ serviceRoom(id: "${ids.bobPrivate}") { slug } }`)).serviceRoom.slug).toBe('bob-private');
    expect((await t.refused(asUser(bob), `{ serviceRoom(id: "${ids.bobPrivate}") { slug } }`)).status).toBe(403);
  });

  it('lists a user’s rooms: public ones for others, all for the user and staff', async () => {
    const q = (userId: string) => `{ userRooms(userId: "${userId}") { slug } }`;
    expect(slugsOf((await t.ok(guest, q(bob))).userRooms)).toEqual(['bob-own']);
    expect(slugsOf((await t.ok(asUser(bob), q(bob))).userRooms)).toEqual(['bob-private', 'bob-own']);
    expect(slugsOf((await t.ok(staff, q(bob))).userRooms)).toEqual(['bob-private', 'bob-own']);
    expect(slugsOf((await t.ok(service, `{ serviceUserRooms(userId: "${bob}") { slug } }`)).serviceUserRooms)).toEqual(['bob-private', 'bob-own']);
    expect((await t.refused(asUser(bob), `{ serviceUserRooms(userId: "${bob}") { slug } }`)).status).toBe(403);
    expect(await t.refused(guest, q('nope'))).toEqual({ status: 400, message: 'userId must be a UUID' });
  });
});

describe('adminRooms (nestjsx list query)', () => {
  const query = `query($q: ListQueryInput) { adminRooms(query: $q) { data { slug } count total page pageCount } }`;

  it('filters, sorts and pages', async () => {
    const data = await t.ok(admin, query, {
      q: { where: { field: 'slug', op: 'STARTS', value: 'bob-' }, sort: [{ field: 'slug', direction: 'ASC' }], limit: 2, offset: 2 },
    });
    expect(data.adminRooms).toEqual({
      data: [{ slug: 'bob-dj' }, { slug: 'bob-mod-expired' }],
      count: 2,
      total: 6,
      page: 2,
      pageCount: 3,
    });
    const or = await t.ok(admin, query, {
      q: {
        where: { or: [{ field: 'type', op: 'EQ', value: 'PRIVATE' }, { field: 'promoted', op: 'EQ', value: 'true' }] },
        sort: [{ field: 'createdAt', direction: 'ASC' }],
      },
    });
    expect(slugsOf(or.adminRooms.data)).toEqual(['ada-private', 'promo-all', 'promo-spotify', 'promo-apple', 'bob-private']);
    const byOwner = await t.ok(admin, query, { q: { where: { field: 'ownerId', op: 'EQ', value: bob } } });
    expect(slugsOf(byOwner.adminRooms.data)).toEqual(['bob-private', 'bob-own']);
    const numbers = await t.ok(admin, query, { q: { where: { field: 'numberOfDjs', op: 'GT', value: '5' } } });
    expect(numbers.adminRooms.total).toBe(0);
    const dates = await t.ok(admin, query, {
      q: { where: { field: 'createdAt', op: 'LT', value: new Date(base + 60_000).toISOString() } },
    });
    expect(slugsOf(dates.adminRooms.data)).toEqual(['ada-public']);
  });

  it('filters by community: the rooms in it, in one of several, or in none of them', async () => {
    const [jazz, rock] = [randomUUID(), randomUUID()];
    for (const [id, slug] of [[jazz, `jazz-${jazz.slice(0, 8)}`], [rock, `rock-${rock.slice(0, 8)}`]] as const) {
      await em().insert(CommunitySchema, { id, slug, name: slug, description: null, imageUrl: null, ownerId: null, createdAt: new Date(base), updatedAt: new Date(base) });
    }
    for (const [communityId, roomId] of [[jazz, ids.adaPublic], [jazz, ids.bobPrivate], [rock, ids.bobPrivate], [rock, ids.promoAll]] as const) {
      await em().insert(CommunityRoomSchema, { id: randomUUID(), communityId, roomId: roomId!, addedBy: null, addedAt: new Date(base) });
    }
    const sort = [{ field: 'slug', direction: 'ASC' }];
    const inJazz = await t.ok(admin, query, { q: { where: { field: 'communityId', op: 'EQ', value: jazz }, sort } });
    expect(slugsOf(inJazz.adminRooms.data)).toEqual(['ada-public', 'bob-private']);
    const inEither = await t.ok(admin, query, { q: { where: { field: 'communityId', op: 'IN', values: [jazz, rock.toUpperCase()] }, sort } });
    expect(slugsOf(inEither.adminRooms.data)).toEqual(['ada-public', 'bob-private', 'promo-all']);
    const privateInRock = await t.ok(admin, query, {
      q: { where: { and: [{ field: 'communityId', op: 'EQ', value: rock }, { field: 'type', op: 'EQ', value: 'PRIVATE' }] } },
    });
    expect(slugsOf(privateInRock.adminRooms.data)).toEqual(['bob-private']);
    const outsideJazz = await t.ok(admin, query, { q: { where: { field: 'communityId', op: 'NE', value: jazz } } });
    const all = await t.ok(admin, query, {});
    expect(outsideJazz.adminRooms.total).toBe(all.adminRooms.total - 2);
    expect(await t.refused(admin, query, { q: { where: { field: 'communityId', op: 'CONT', value: 'ab' } } })).toEqual({
      status: 400,
      message: 'where: "communityId" takes $eq or $in (rooms in those communities), $ne or $notin (the others)',
    });
    expect(await t.refused(admin, query, { q: { where: { field: 'communityId', op: 'EQ', value: 'nope' } } })).toEqual({
      status: 400,
      message: 'where: "communityId" takes a UUID, not "nope"',
    });
    expect((await t.refused(admin, query, { q: { sort: [{ field: 'communityId', direction: 'ASC' }] } })).status).toBe(400);
  });

  it.each([
    [{ where: { field: 'passwordHash', op: 'NOTNULL' } }, 'where: unknown field "passwordHash"'],
    [{ where: { field: 'ownerId', op: 'EQ', value: 'nope' } }, 'where: "ownerId" takes a UUID, not "nope"'],
    [{ where: { field: 'numberOfDjs', op: 'IN', values: ['5', 'x'] } }, 'where: "numberOfDjs" takes a whole number, not "x"'],
    [{ where: { field: 'promoted', op: 'EQ', value: 'yes' } }, 'where: "promoted" takes true or false, not "yes"'],
    [{ where: { field: 'createdAt', op: 'GT', value: 'yesterday' } }, 'where: "createdAt" takes an ISO date, not "yesterday"'],
    [{ where: { field: 'ownerId', op: 'CONT_L', value: 'ab' } }, 'where: $contL compares text; "ownerId" is not a text field'],
    [{ sort: [{ field: 'nope', direction: 'ASC' }] }, 'sort: unknown field "nope"'],
    [{ limit: 0 }, 'limit: must be at least 1, got 0'],
  ])('refuses %j with 400', async (q, message) => {
    expect(await t.refused(admin, query, { q })).toEqual({ status: 400, message });
  });

  it('is for administrators only; adminRoom answers one room', async () => {
    expect(await t.refused(staff, query, {})).toEqual({ status: 403, message: 'Forbidden' });
    expect((await t.refused(guest, query, {})).status).toBe(401);
    expect((await t.ok(admin, `{ adminRoom(id: "${ids.bobPrivate}") { slug } }`)).adminRoom.slug).toBe('bob-private');
    expect(await t.refused(admin, `{ adminRoom(id: "${randomUUID()}") { slug } }`)).toEqual({ status: 404, message: 'Room not found' });
    expect((await t.refused(asUser(ada), `{ adminRoom(id: "${ids.bobPrivate}") { slug } }`)).status).toBe(403);
  });
});
