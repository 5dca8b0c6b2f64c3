import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { demoDjId, demoListenerId } from '../demo-data.ts';
import { DjFanSchema } from '../dj-fans/dj-fan.entity.ts';
import { FriendshipSchema, orderedPair } from '../friends/friend.entity.ts';
import { roomsSubgraph } from '../module.ts';
import { RoomSchema } from './room.entity.ts';

const ada = randomUUID();
const bob = randomUUID();
const asUser = (userId: string): Identity => ({ userId, tokenType: 'user', roles: ['user'] });

const createRoom = `mutation($input: CreateRoomInput!) {
  createRoom(input: $input) { id slug name description type design djType numberOfDjs owner { id } }
}`;

let t: TestSubgraph<RoomsServices>;

async function create(identity: Identity | null, input: Record<string, unknown>) {
  return t.subgraph.execute({ query: createRoom, variables: { input } }, identity ? await t.headersFor(identity) : {});
}

const roomCount = () => t.subgraph.db.em.fork().count(RoomSchema, {});

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph);
});
afterAll(() => t?.stop());

describe('Room entity references', () => {
  const ids: string[] = [];

  beforeAll(async () => {
    for (const slug of ['ref-one', 'ref-two', 'ref-three']) {
      const result = await create(asUser(ada), { slug, name: slug });
      ids.push((result.data?.createRoom as { id: string }).id);
    }
  });

  it('resolves many rooms in one _entities call with one SQL query, owners as User references', async () => {
    t.queries.length = 0;
    const result = await t.subgraph.execute(
      {
        query: 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Room { id slug owner { __typename id } } } }',
        variables: { r: [...ids, ids[0]].map((id) => ({ __typename: 'Room', id })) },
      },
      {},
    );
    expect(result.errors).toBeUndefined();
    const owner = { __typename: 'User', id: ada };
    expect(result.data?._entities).toEqual([
      { id: ids[0], slug: 'ref-one', owner },
      { id: ids[1], slug: 'ref-two', owner },
      { id: ids[2], slug: 'ref-three', owner },
      { id: ids[0], slug: 'ref-one', owner },
    ]);
    expect(t.queries.filter((sql) => /from "rooms"\."room"/.test(sql))).toHaveLength(1);
  });

  it('answers null for unknown and malformed ids, and does not query for malformed ones', async () => {
    const query = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Room { id } } }';
    t.queries.length = 0;
    const malformed = await t.subgraph.execute({ query, variables: { r: [{ __typename: 'Room', id: 'nope' }] } }, {});
    expect(malformed.data?._entities).toEqual([null]);
    expect(t.queries.filter((sql) => /"rooms"\."room"/.test(sql))).toHaveLength(0);
    const unknown = await t.subgraph.execute(
      { query, variables: { r: [{ __typename: 'Room', id: randomUUID() }, { __typename: 'Room', id: ids[1] }] } },
      {},
    );
    expect(unknown.data?._entities).toEqual([null, { id: ids[1] }]);
  });
});

describe('createRoom', () => {
  it('refuses anonymous callers and guests with 401, creating nothing', async () => {
    const before = await roomCount();
    const anonymous = await create(null, { slug: 'no-entry', name: 'No entry' });
    const guest = await create({ userId: randomUUID(), tokenType: 'guest', roles: [] }, { slug: 'no-entry', name: 'No entry' });
    for (const result of [anonymous, guest]) {
      expect(result.data).toBeNull();
      expect(result.errors?.[0]).toMatchObject({ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED', status: 401 } });
    }
    expect(await roomCount()).toBe(before);
  });

  it('creates a room owned by the caller, with the defaults, its slug lower-cased', async () => {
    const result = await create(asUser(bob), { slug: '  Night-Owls ', name: '  Night Owls  ' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createRoom).toMatchObject({
      slug: 'night-owls',
      name: 'Night Owls',
      description: null,
      type: 'PUBLIC',
      design: 'CLUB',
      djType: 'EVERYONE',
      numberOfDjs: 5,
      owner: { id: bob },
    });
  });

  it('accepts every option and the limits themselves', async () => {
    const input = {
      slug: 'a'.repeat(64),
      name: 'n'.repeat(80),
      description: 'd'.repeat(500),
      type: 'PRIVATE',
      design: 'TOMORROWLAND',
      djType: 'INVITE_ONLY',
      numberOfDjs: 10,
    };
    const result = await create(asUser(bob), input);
    expect(result.errors).toBeUndefined();
    expect(result.data?.createRoom).toMatchObject(input);
    const smallest = await create(asUser(bob), { slug: 'a1b', name: 'x', numberOfDjs: 1, description: '   ' });
    expect(smallest.data?.createRoom).toMatchObject({ slug: 'a1b', name: 'x', numberOfDjs: 1, description: null });
  });

  const slugMessage =
    'slug must be 3 to 64 lowercase letters, digits or hyphens, starting and ending with a letter or digit';
  it.each([
    [{ slug: 'ab' }, slugMessage],
    [{ slug: 'a'.repeat(65) }, slugMessage],
    [{ slug: 'bad_slug' }, slugMessage],
    [{ slug: 'two words' }, slugMessage],
    [{ slug: '-leading' }, slugMessage],
    [{ slug: 'trailing-' }, slugMessage],
    [{ slug: 'café' }, slugMessage],
    [{ name: '   ' }, 'name must be 1 to 80 characters'],
    [{ name: 'n'.repeat(81) }, 'name must be 1 to 80 characters'],
    [{ description: 'd'.repeat(501) }, 'description must be at most 500 characters'],
    [{ numberOfDjs: 0 }, 'numberOfDjs must be between 1 and 10'],
    [{ numberOfDjs: 11 }, 'numberOfDjs must be between 1 and 10'],
  ])('refuses %j with 400 "%s" and writes nothing', async (change, message) => {
    const before = await roomCount();
    t.queries.length = 0;
    const result = await create(asUser(bob), { slug: 'valid-slug', name: 'Valid', ...change });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect(t.queries.filter((sql) => /^insert/i.test(sql))).toHaveLength(0);
    expect(await roomCount()).toBe(before);
  });

  it('refuses a slug already taken (in any case) with 409', async () => {
    await create(asUser(ada), { slug: 'taken', name: 'First' });
    const before = await roomCount();
    const result = await create(asUser(bob), { slug: 'TAKEN', name: 'Second' });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: 'a room with this slug already exists',
      extensions: { code: 'CONFLICT', status: 409, reason: 'ROOM_SLUG_TAKEN' },
    });
    expect(await roomCount()).toBe(before);
  });

  it('lets exactly one of several concurrent creators have a slug', async () => {
    const results = await Promise.all(
      [ada, bob, randomUUID(), randomUUID()].map((userId) => create(asUser(userId), { slug: 'contested', name: 'Contested' })),
    );
    expect(results.filter((r) => r.data?.createRoom)).toHaveLength(1);
    const refusals = results.filter((r) => r.errors);
    expect(refusals).toHaveLength(3);
    for (const r of refusals) expect(r.errors?.[0]?.extensions?.reason).toBe('ROOM_SLUG_TAKEN');
    expect(await t.subgraph.db.em.fork().count(RoomSchema, { slug: 'contested' })).toBe(1);
  });

  it('leaves nothing behind after a refused insert: the same EntityManager goes on working', async () => {
    const em = t.subgraph.db.em.fork();
    const rooms = t.subgraph.services.rooms;
    await expect(rooms.create(em, asUser(ada), { slug: 'taken', name: 'Again' })).rejects.toMatchObject({
      reason: 'ROOM_SLUG_TAKEN',
    });
    const fresh = await rooms.create(em, asUser(ada), { slug: 'after-refusal', name: 'After' });
    await em.flush();
    expect(fresh.slug).toBe('after-refusal');
    const rows = await t.subgraph.db.em.fork().find(RoomSchema, { slug: { $in: ['taken', 'after-refusal'] } });
    expect(rows.map((r) => [r.slug, r.name]).sort()).toEqual([
      ['after-refusal', 'After'],
      ['taken', 'First'],
    ]);
  });
});

describe('room lookups', () => {
  it('finds a room by id and by slug (trimmed, any case), private ones included', async () => {
    const created = await create(asUser(ada), { slug: 'hideout', name: 'Hideout', type: 'PRIVATE' });
    const id = (created.data?.createRoom as { id: string }).id;
    const result = await t.subgraph.execute(
      {
        query: `query($id: ID!) {
          byId: room(id: $id) { slug type }
          bySlug: roomBySlug(slug: " HideOut ") { id }
          missing: roomBySlug(slug: "no-such-room") { id }
          malformed: roomBySlug(slug: "not a slug!") { id }
          badId: room(id: "42") { id }
        }`,
        variables: { id },
      },
      {},
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      byId: { slug: 'hideout', type: 'PRIVATE' },
      bySlug: { id },
      missing: null,
      malformed: null,
      badId: null,
    });
  });
});

describe('publicRooms', () => {
  let list: TestSubgraph<RoomsServices>;
  const base = Date.parse('2026-01-01T00:00:00Z');

  beforeAll(async () => {
    list = await startTestSubgraph(roomsSubgraph);
    const em = list.subgraph.db.em.fork();
    // 105 public rooms a minute apart (room-104 newest), and one private room newer than all of them.
    await em.insertMany(
      RoomSchema,
      Array.from({ length: 106 }, (_, i) => ({
        id: randomUUID(),
        slug: i === 105 ? 'secret' : `room-${i}`,
        name: `Room ${i}`,
        description: null,
        type: i === 105 ? ('PRIVATE' as const) : ('PUBLIC' as const),
        design: 'CLUB' as const,
        djType: 'EVERYONE' as const,
        numberOfDjs: 5,
        ownerId: ada,
        createdAt: new Date(base + i * 60_000),
        updatedAt: new Date(base + i * 60_000),
      })),
    );
  });
  afterAll(() => list?.stop());

  const slugs = async (args: string) => {
    const result = await list.subgraph.execute({ query: `{ publicRooms${args} { slug } }` }, {});
    expect(result.errors).toBeUndefined();
    return (result.data?.publicRooms as { slug: string }[]).map((r) => r.slug);
  };

  it('lists public rooms newest first, 20 by default, never private ones', async () => {
    const page = await slugs('');
    expect(page).toHaveLength(20);
    expect(page.slice(0, 3)).toEqual(['room-104', 'room-103', 'room-102']);
    expect(page).not.toContain('secret');
  });

  it('pages with limit and offset, and never returns more than 100', async () => {
    expect(await slugs('(limit: 2, offset: 1)')).toEqual(['room-103', 'room-102']);
    const all = await slugs('(limit: 1000)');
    expect(all).toHaveLength(100);
    expect(all.at(-1)).toBe('room-5');
    expect(await slugs('(limit: 10, offset: 100)')).toEqual(['room-4', 'room-3', 'room-2', 'room-1', 'room-0']);
    expect(await slugs('(limit: 0, offset: -5)')).toEqual(['room-104']);
  });
});

describe('demo data', () => {
  it('seeds a public Lobby owned by the demo DJ and the demo’s follow and friendship, once however often it runs', async () => {
    const demo = await startTestSubgraph(roomsSubgraph, { demoData: true });
    try {
      await roomsSubgraph.seedDemoData!(demo.subgraph.services, demo.subgraph.db.em.fork());
      const result = await demo.subgraph.execute(
        { query: '{ roomBySlug(slug: "lobby") { name type owner { id } } publicRooms { slug } }' },
        {},
      );
      expect(result.data).toEqual({
        roomBySlug: { name: 'Lobby', type: 'PUBLIC', owner: { id: demoDjId } },
        publicRooms: [{ slug: 'lobby' }],
      });
      expect(demoDjId).toBe('00000000-0000-4000-8000-000000000001');
      // The demo's social graph: the listener follows the DJ and the two are friends, once.
      const em = () => demo.subgraph.db.em.fork();
      expect(await em().count(DjFanSchema, { djId: demoDjId, fanId: demoListenerId })).toBe(1);
      expect(await em().count(FriendshipSchema, orderedPair(demoDjId, demoListenerId))).toBe(1);
      // What the demo users change later stays changed (seeded with the rooms, on the first start only).
      await em().nativeDelete(DjFanSchema, { djId: demoDjId, fanId: demoListenerId });
      await roomsSubgraph.seedDemoData!(demo.subgraph.services, em());
      expect(await em().count(DjFanSchema, { djId: demoDjId, fanId: demoListenerId })).toBe(0);
    } finally {
      await demo.stop();
    }
  });

  it('seeds nothing when demo data is off', async () => {
    expect(await t.subgraph.db.em.fork().count(RoomSchema, { slug: 'lobby' })).toBe(0);
  });
});
