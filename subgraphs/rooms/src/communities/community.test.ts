import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { CommunityMemberSchema, CommunityRoomSchema, CommunitySchema } from './community.entity.ts';

const asUser = (userId: string): Identity => ({ userId, tokenType: 'user', roles: ['user'] });
const owner = randomUUID();
const ada = randomUUID();
const bob = randomUUID();
const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['admin'] };
const staff: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['staff'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };

const fields = 'id slug name description imageUrl ownerId memberCount roomCount';
const createCommunity = `mutation($input: CommunityInput!) { createCommunity(input: $input) { ${fields} } }`;
const join = `mutation($id: ID!) { joinCommunity(id: $id) { id memberCount } }`;
const leave = `mutation($id: ID!) { leaveCommunity(id: $id) { id memberCount } }`;
const addUser = `mutation($id: ID!, $userId: ID!) { addCommunityUser(id: $id, userId: $userId) { memberCount } }`;
const removeUser = `mutation($id: ID!, $userId: ID!) { removeCommunityUser(id: $id, userId: $userId) { memberCount } }`;
const addRoom = `mutation($id: ID!, $roomId: ID!) { addCommunityRoom(id: $id, roomId: $roomId) { roomCount } }`;
const removeRoom = `mutation($id: ID!, $roomId: ID!) { removeCommunityRoom(id: $id, roomId: $roomId) { roomCount } }`;
const add = `mutation($id: ID!, $input: CommunityChangeInput!) { addToCommunity(id: $id, input: $input) { memberCount roomCount } }`;
const remove = `mutation($id: ID!, $input: CommunityChangeInput!) { removeFromCommunity(id: $id, input: $input) { memberCount roomCount } }`;

let t: TestSubgraph<RoomsServices>;
let communityId: string;
let publicRoom: string;
let privateRoom: string;
let adaRoom: string;

const counts = async (id = communityId) => {
  const em = t.subgraph.db.em.fork();
  return { members: await em.count(CommunityMemberSchema, { communityId: id }), rooms: await em.count(CommunityRoomSchema, { communityId: id }) };
};

async function room(userId: string, slug: string, type: 'PUBLIC' | 'PRIVATE' = 'PUBLIC') {
  const created = await t.subgraph.services.rooms.create(t.subgraph.db.em.fork(), asUser(userId), { slug, name: slug, type });
  return created.id;
}

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph);
  const created = await t.ok(admin, createCommunity, { input: { slug: 'Night-Crew', name: ' Night crew ', ownerId: owner, imageUrl: 'https://example.com/crew.png' } });
  communityId = created.createCommunity.id;
  publicRoom = await room(owner, 'crew-public');
  privateRoom = await room(bob, 'bob-private', 'PRIVATE');
  adaRoom = await room(ada, 'ada-public');
});
afterAll(() => t?.stop());

describe('creating communities (admins)', () => {
  it('creates one with its owner as the first member', async () => {
    const data = await t.ok(admin, `query($id: ID!) { community(id: $id) { ${fields} owner { id } } }`, { id: 'night-crew' });
    expect(data.community).toEqual({
      id: communityId,
      slug: 'night-crew',
      name: 'Night crew',
      description: null,
      imageUrl: 'https://example.com/crew.png',
      ownerId: owner,
      owner: { id: owner },
      memberCount: 1,
      roomCount: 0,
    });
  });

  it('refuses anonymous callers (401) and users who are not admins (403), creating nothing', async () => {
    const before = await t.subgraph.db.em.fork().count(CommunitySchema, {});
    expect(await t.refused(anonymous, createCommunity, { input: { slug: 'nope', name: 'Nope' } })).toEqual({ status: 401, message: 'Unauthorized' });
    expect(await t.refused(staff, createCommunity, { input: { slug: 'nope', name: 'Nope' } })).toEqual({ status: 403, message: 'Forbidden' });
    expect(await t.subgraph.db.em.fork().count(CommunitySchema, {})).toBe(before);
  });

  it.each([
    [{ slug: 'x' }, 'slug must be 3 to 64 lowercase letters, digits or hyphens, starting and ending with a letter or digit'],
    [{ slug: 'night-crew' }, 'a community with this slug already exists'],
    [{ name: '  ' }, 'name must be 1 to 80 characters'],
    [{ name: 'n'.repeat(81) }, 'name must be 1 to 80 characters'],
    [{ description: 'd'.repeat(1001) }, 'description must be at most 1000 characters'],
    [{ imageUrl: 'ftp://example.com/a.png' }, 'imageUrl must be an http(s) URL of at most 2048 characters'],
    [{ ownerId: 'someone' }, 'ownerId must be a user id (UUID)'],
  ])('refuses %j with its message and writes nothing', async (change, message) => {
    const before = await t.subgraph.db.em.fork().count(CommunitySchema, {});
    const refusal = await t.refused(admin, createCommunity, { input: { slug: 'fresh-one', name: 'Fresh', ...change } });
    expect(refusal.message).toBe(message);
    expect(await t.subgraph.db.em.fork().count(CommunitySchema, {})).toBe(before);
  });

  it('creates in bulk all or none', async () => {
    const bulk = 'mutation($inputs: [CommunityInput!]!) { createCommunities(inputs: $inputs) { slug memberCount } }';
    const before = await t.subgraph.db.em.fork().count(CommunitySchema, {});
    expect((await t.refused(admin, bulk, { inputs: [{ slug: 'bulk-a', name: 'A' }, { slug: 'bulk-b', name: '' }] })).message).toBe('name must be 1 to 80 characters');
    expect((await t.refused(admin, bulk, { inputs: [{ slug: 'bulk-a', name: 'A' }, { slug: 'bulk-a', name: 'B' }] })).status).toBe(409);
    expect((await t.refused(admin, bulk, { inputs: [] })).message).toBe('bulk must list 1 to 100 communities');
    expect(await t.subgraph.db.em.fork().count(CommunitySchema, {})).toBe(before);
    const data = await t.ok(admin, bulk, { inputs: [{ slug: 'bulk-a', name: 'A', ownerId: randomUUID() }, { slug: 'bulk-b', name: 'B' }] });
    expect(data.createCommunities).toEqual([
      { slug: 'bulk-a', memberCount: 1 },
      { slug: 'bulk-b', memberCount: 0 },
    ]);
  });

  it('lists by the list query, changes (PATCH, PUT) and deletes with its memberships', async () => {
    const list = await t.ok(admin, `query { allCommunities(query: { where: { field: "slug", op: STARTS, value: "bulk-" }, sort: [{ field: "slug", direction: ASC }] }) { total data { slug } } }`);
    expect(list.allCommunities).toEqual({ total: 2, data: [{ slug: 'bulk-a' }, { slug: 'bulk-b' }] });
    expect((await t.refused(asUser(ada), 'query { allCommunities { total } }')).status).toBe(403);
    const { id } = (await t.ok(admin, 'query { adminCommunity(id: "bulk-b") { id } }')).adminCommunity;
    const patched = await t.ok(admin, 'mutation($id: ID!) { updateCommunity(id: $id, input: { description: "Shared", ownerId: null }) { slug name description ownerId } }', { id });
    expect(patched.updateCommunity).toEqual({ slug: 'bulk-b', name: 'B', description: 'Shared', ownerId: null });
    const replaced = await t.ok(admin, 'mutation($id: ID!) { replaceCommunity(id: $id, input: { slug: "bulk-c", name: "C", ownerId: "' + bob + '" }) { slug name description ownerId memberCount } }', { id });
    expect(replaced.replaceCommunity).toEqual({ slug: 'bulk-c', name: 'C', description: null, ownerId: bob, memberCount: 1 });
    await t.ok(admin, 'mutation($id: ID!) { deleteCommunity(id: $id) { id } }', { id });
    expect(await t.refused(admin, 'query($id: ID!) { community(id: $id) { id } }', { id })).toEqual({ status: 404, message: 'Community not found' });
    expect(await t.subgraph.db.em.fork().count(CommunityMemberSchema, { communityId: id })).toBe(0);
  });
});

describe('joining and leaving', () => {
  it('lets signed-in users join and leave; guests and anonymous callers get 401', async () => {
    expect(await t.refused(guest, join, { id: communityId })).toEqual({ status: 401, message: 'Unauthorized' });
    expect(await t.refused(anonymous, join, { id: communityId })).toEqual({ status: 401, message: 'Unauthorized' });
    expect((await t.ok(asUser(ada), join, { id: communityId })).joinCommunity.memberCount).toBe(2);
    expect((await t.ok(asUser(ada), join, { id: communityId })).joinCommunity.memberCount).toBe(2);
    const mine = await t.ok(asUser(ada), 'query { userCommunities { total data { slug } } }');
    expect(mine.userCommunities).toEqual({ total: 1, data: [{ slug: 'night-crew' }] });
    expect((await t.ok(asUser(ada), leave, { id: communityId })).leaveCommunity.memberCount).toBe(1);
    expect((await t.ok(asUser(ada), leave, { id: communityId })).leaveCommunity.memberCount).toBe(1);
    expect(await t.refused(asUser(owner), leave, { id: communityId })).toEqual({ status: 409, message: 'the community’s owner cannot leave it: give the community another owner first' });
    expect(await t.refused(asUser(ada), join, { id: randomUUID() })).toEqual({ status: 404, message: 'Community not found' });
  });

  it('counts a user who joins many times at once once', async () => {
    const racer = randomUUID();
    const before = await counts();
    const results = await Promise.all(Array.from({ length: 12 }, () => t.call(asUser(racer), join, { id: communityId })));
    expect(results.every((r) => !r.errors)).toBe(true);
    expect(await counts()).toEqual({ ...before, members: before.members + 1 });
    await t.ok(asUser(racer), leave, { id: communityId });
  });
});

describe('the community’s staff', () => {
  it('refuses other users with 403 and changes nothing', async () => {
    const before = await counts();
    const message = 'only the community’s owner or platform staff may do this';
    expect(await t.refused(asUser(ada), addUser, { id: communityId, userId: bob })).toEqual({ status: 403, message });
    expect(await t.refused(asUser(ada), addRoom, { id: communityId, roomId: publicRoom })).toEqual({ status: 403, message });
    expect(await t.refused(asUser(ada), add, { id: communityId, input: { userIds: [bob] } })).toEqual({ status: 403, message });
    expect(await t.refused(guest, addUser, { id: communityId, userId: bob })).toEqual({ status: 401, message: 'Unauthorized' });
    expect(await counts()).toEqual(before);
  });

  it('adds and removes members (never the owner)', async () => {
    expect((await t.ok(asUser(owner), addUser, { id: communityId, userId: bob })).addCommunityUser.memberCount).toBe(2);
    const users = await t.ok(asUser(ada), 'query($id: ID!) { communityUsers(id: $id) { total data { userId addedBy user { id } } } }', { id: communityId });
    expect(users.communityUsers).toEqual({
      total: 2,
      data: [
        { userId: owner, addedBy: admin.userId, user: { id: owner } },
        { userId: bob, addedBy: owner, user: { id: bob } },
      ],
    });
    expect((await t.ok(staff, removeUser, { id: communityId, userId: bob })).removeCommunityUser.memberCount).toBe(1);
    expect(await t.refused(asUser(owner), removeUser, { id: communityId, userId: bob })).toEqual({ status: 404, message: 'this user is not a member of the community' });
    expect((await t.refused(asUser(owner), removeUser, { id: communityId, userId: owner })).status).toBe(409);
    expect(await t.refused(asUser(owner), addUser, { id: communityId, userId: 'bob' })).toEqual({ status: 400, message: 'userId must be a UUID' });
  });

  it('adds rooms; a private room only with its own staff; the room’s staff may take it out', async () => {
    expect((await t.ok(asUser(owner), addRoom, { id: communityId, roomId: publicRoom })).addCommunityRoom.roomCount).toBe(1);
    expect((await t.ok(asUser(owner), addRoom, { id: communityId, roomId: publicRoom })).addCommunityRoom.roomCount).toBe(1);
    expect(await t.refused(asUser(owner), addRoom, { id: communityId, roomId: privateRoom })).toEqual({
      status: 403,
      message: 'only the room’s staff may add a private room to a community',
    });
    expect(await t.refused(asUser(owner), addRoom, { id: communityId, roomId: randomUUID() })).toEqual({ status: 404, message: 'Room not found' });
    expect((await t.ok(staff, addRoom, { id: communityId, roomId: privateRoom })).addCommunityRoom.roomCount).toBe(2);

    const rooms = 'query($id: ID!) { communityRooms(id: $id) { total data { slug } } }';
    expect((await t.ok(asUser(ada), rooms, { id: communityId })).communityRooms).toEqual({ total: 1, data: [{ slug: 'crew-public' }] });
    expect((await t.ok(asUser(owner), rooms, { id: communityId })).communityRooms).toEqual({ total: 2, data: [{ slug: 'crew-public' }, { slug: 'bob-private' }] });
    const of = await t.ok(anonymous, 'query($roomId: ID!) { roomCommunities(roomId: $roomId) { total data { slug } } }', { roomId: publicRoom });
    expect(of.roomCommunities).toEqual({ total: 1, data: [{ slug: 'night-crew' }] });

    // bob owns the private room: not the community's staff, but he may take his room out.
    expect((await t.ok(asUser(bob), removeRoom, { id: communityId, roomId: privateRoom })).removeCommunityRoom.roomCount).toBe(1);
    expect(await t.refused(asUser(ada), removeRoom, { id: communityId, roomId: publicRoom })).toMatchObject({ status: 403 });
    expect(await t.refused(asUser(owner), removeRoom, { id: communityId, roomId: privateRoom })).toEqual({ status: 404, message: 'this room is not in the community' });
  });

  it('adds and removes with a body, all or nothing; bad input changes nothing', async () => {
    const before = await counts();
    const message = 'userIds and roomIds must be UUIDs, together 1 to 100';
    expect(await t.refused(asUser(owner), add, { id: communityId, input: {} })).toEqual({ status: 400, message });
    expect(await t.refused(asUser(owner), add, { id: communityId, input: { userIds: [ada, 'nope'] } })).toEqual({ status: 400, message });
    expect(await t.refused(asUser(owner), add, { id: communityId, input: { userIds: Array.from({ length: 101 }, () => randomUUID()) } })).toEqual({ status: 400, message });
    expect(await t.refused(asUser(owner), add, { id: communityId, input: { userIds: [ada], roomIds: [adaRoom, randomUUID()] } })).toEqual({ status: 404, message: 'Room not found' });
    expect(await counts()).toEqual(before);

    const added = await t.ok(asUser(owner), add, { id: communityId, input: { userIds: [ada, bob, ada], roomIds: [adaRoom] } });
    expect(added.addToCommunity).toEqual({ memberCount: before.members + 2, roomCount: before.rooms + 1 });
    expect((await t.refused(asUser(owner), remove, { id: communityId, input: { userIds: [owner, ada] } })).status).toBe(409);
    const removed = await t.ok(asUser(owner), remove, { id: communityId, input: { userIds: [ada, randomUUID()], roomIds: [adaRoom] } });
    expect(removed.removeFromCommunity).toEqual({ memberCount: before.members + 1, roomCount: before.rooms });
  });

  it('loses a deleted room from its communities', async () => {
    const gone = await room(owner, 'soon-gone');
    await t.ok(asUser(owner), addRoom, { id: communityId, roomId: gone });
    await t.subgraph.services.rooms.delete(t.subgraph.db.em.fork(), asUser(owner), gone);
    expect(await t.subgraph.db.em.fork().count(CommunityRoomSchema, { roomId: gone })).toBe(0);
  });
});

describe('browsing every community', () => {
  const browse = 'query($search: String, $limit: Int, $offset: Int) { communities(search: $search, limit: $limit, offset: $offset) { total count page pageCount data { slug name memberCount } } }';
  const slugs = (page: { data: { slug: string }[] }) => page.data.map((c) => c.slug);

  beforeAll(async () => {
    // Names holding "browse" (in any case): zeta has three members, alpha and Beta one each, gamma and "100%" none.
    const inputs = [
      { slug: 'browse-zeta', name: 'Zeta browse', ownerId: owner },
      { slug: 'browse-alpha', name: 'alpha BROWSE', ownerId: ada },
      { slug: 'browse-beta', name: 'Beta Browse', ownerId: bob },
      { slug: 'browse-gamma', name: 'gamma browse' },
      { slug: 'browse-percent', name: '100% browse' },
    ];
    await t.ok(admin, 'mutation($inputs: [CommunityInput!]!) { createCommunities(inputs: $inputs) { id } }', { inputs });
    await t.ok(asUser(ada), join, { id: 'browse-zeta' });
    await t.ok(asUser(bob), join, { id: 'browse-zeta' });
  });

  it('lists every community to anyone (anonymous, guests, users): most members first, then by name, then by id', async () => {
    const all = await t.ok(anonymous, browse, { search: 'browse' });
    expect(all.communities).toEqual({
      total: 5,
      count: 5,
      page: 1,
      pageCount: 1,
      data: [
        { slug: 'browse-zeta', name: 'Zeta browse', memberCount: 3 },
        { slug: 'browse-alpha', name: 'alpha BROWSE', memberCount: 1 },
        { slug: 'browse-beta', name: 'Beta Browse', memberCount: 1 },
        { slug: 'browse-percent', name: '100% browse', memberCount: 0 },
        { slug: 'browse-gamma', name: 'gamma browse', memberCount: 0 },
      ],
    });
    // Without a search (or a blank one): every community, the same order.
    const everything = await t.ok(guest, browse, { limit: 100 });
    const total = await t.subgraph.db.em.fork().count(CommunitySchema, {});
    expect(everything.communities.total).toBe(total);
    expect(slugs(everything.communities)[0]).toBe('browse-zeta');
    expect((await t.ok(asUser(ada), browse, { search: '   ', limit: 100 })).communities).toEqual(everything.communities);
  });

  it('pages with limit and offset (limit 1 to 100) without repeating a community', async () => {
    const first = await t.ok(anonymous, browse, { search: 'browse', limit: 2 });
    const second = await t.ok(anonymous, browse, { search: 'browse', limit: 2, offset: 2 });
    const third = await t.ok(anonymous, browse, { search: 'browse', limit: 2, offset: 4 });
    expect([first, second, third].map((p) => slugs(p.communities))).toEqual([['browse-zeta', 'browse-alpha'], ['browse-beta', 'browse-percent'], ['browse-gamma']]);
    expect(second.communities).toMatchObject({ total: 5, count: 2, page: 2, pageCount: 3 });
    expect((await t.ok(anonymous, browse, { search: 'browse', limit: 0 })).communities).toMatchObject({ count: 1, pageCount: 5 });
    expect((await t.ok(anonymous, browse, { limit: 1000 })).communities.pageCount).toBe(1);
  });

  it('searches names ignoring case, trimmed, with % and _ taken literally', async () => {
    expect(slugs((await t.ok(anonymous, browse, { search: '  bETA  ' })).communities)).toEqual(['browse-beta']);
    expect(slugs((await t.ok(anonymous, browse, { search: '%' })).communities)).toEqual(['browse-percent']);
    expect((await t.ok(anonymous, browse, { search: '_' })).communities.total).toBe(0);
    expect((await t.ok(anonymous, browse, { search: 'no such community anywhere' })).communities).toEqual({ total: 0, count: 0, page: 1, pageCount: 0, data: [] });
  });

  it('refuses a search over 80 characters (a character counts once however it is encoded) or with a NUL, with its message', async () => {
    expect(await t.refused(anonymous, browse, { search: 'b'.repeat(81) })).toEqual({ status: 400, message: 'search must be at most 80 characters' });
    // A NUL is refused before the resolver (every argument), and by the service for in-process callers.
    expect(await t.refused(anonymous, browse, { search: 'bro\u0000wse' })).toEqual({ status: 400, message: 'search must not contain NUL characters (U+0000)' });
    const em = t.subgraph.db.em.fork();
    await expect(t.subgraph.services.communities.browse(em, 'bro\u0000wse')).rejects.toMatchObject({ reason: 'INVALID_COMMUNITY_SEARCH' });
    await expect(t.subgraph.services.communities.browse(em, 'é🎵'.repeat(41))).rejects.toMatchObject({ reason: 'INVALID_COMMUNITY_SEARCH' });
    expect((await t.subgraph.services.communities.browse(em, ` ${'é🎵'.repeat(40)} `)).total).toBe(0);
  });
});
