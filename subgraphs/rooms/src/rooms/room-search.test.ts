import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { RoomPresenceSchema } from '../presence/presence.entity.ts';
import { RoomSchema, RoomSlugSchema } from './room.entity.ts';
import { roomSearchSql } from './room-list.service.ts';

const owner = randomUUID();
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };

let t: TestSubgraph<RoomsServices>;
const em = () => t.subgraph.db.em.fork();

/** Rooms made directly, a minute apart (the later, the newer). */
const base = Date.parse('2026-03-01T00:00:00Z');
let minute = 0;
async function room(slug: string, fields: Record<string, unknown> = {}, listeners = 0): Promise<string> {
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
    ownerId: owner,
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
  for (let i = 0; i < listeners; i++) {
    await em().insert(RoomPresenceSchema, {
      id: randomUUID(),
      roomId: id,
      userId: randomUUID(),
      connectionId: randomUUID(),
      tokenRole: i % 2 ? 'guest' : 'user',
      onFloor: true,
      joinedAt: new Date(),
      lastSeenAt: new Date(),
    });
  }
  return id;
}

const search = async (query: string, args = '') =>
  ((await t.ok(guest, `query($q: String!) { searchRooms(query: $q${args}) { slug } }`, { q: query })).searchRooms as { slug: string }[]).map(
    (r) => r.slug,
  );

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph);
  await room('jazz-cellar', { name: 'The Jazz Cellar' }, 1);
  await room('late-night', { name: 'Late Night', description: 'Smooth JAZZ and soul until dawn' }, 3);
  await room('jazzy-beats', { name: 'Jazzy beats' });
  await room('new-jazz', { name: 'New jazz' });
  await room('promoted-jazz', { name: 'Sponsored', description: 'jazz all day', promoted: true, promotedAt: new Date(base) });
  await room('secret-jazz', { name: 'Secret jazz club', type: 'PRIVATE' }, 5);
  await room('rock-room', { name: 'Rock', description: 'Loud guitars' }, 9);
  await room('percent-off', { name: '100% vinyl', description: 'under_score' });
  await room('edge', { name: 'ab', description: 'cd' });
});
afterAll(() => t?.stop());

describe('searchRooms', () => {
  it('finds public rooms by name, slug or description, ignoring case: promoted first, then by listeners, then newest', async () => {
    expect(await search('JaZz')).toEqual(['promoted-jazz', 'late-night', 'jazz-cellar', 'new-jazz', 'jazzy-beats']);
  });

  it('tells how many are in each room now (guests included), in one query for a whole list', async () => {
    const before = t.queries.length;
    const found = (await t.ok(guest, '{ searchRooms(query: "jazz") { slug listenerCount } }')).searchRooms as { slug: string; listenerCount: number }[];
    expect(Object.fromEntries(found.map((r) => [r.slug, r.listenerCount]))).toEqual({
      'promoted-jazz': 0,
      'late-night': 3,
      'jazz-cellar': 1,
      'new-jazz': 0,
      'jazzy-beats': 0,
    });
    expect(t.queries.slice(before).filter((sql) => sql.includes('from rooms.room_presence where room_id = any'))).toHaveLength(1);
    expect((await t.subgraph.services.presence.countsByRoom(em(), [])).size).toBe(0);
  });

  it('matches substrings anywhere in any field', async () => {
    expect(await search('azz cel')).toEqual(['jazz-cellar']);
    expect(await search('night')).toEqual(['late-night']);
    expect(await search('ck-ro')).toEqual(['rock-room']);
    expect(await search('guitar')).toEqual(['rock-room']);
  });

  it('never lists private rooms', async () => {
    expect(await search('secret')).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await search('0% v')).toEqual(['percent-off']);
    expect(await search('%')).toEqual(['percent-off']);
    expect(await search('r_s')).toEqual(['percent-off']);
    // As a wildcard, _ would match the "der" of "under_score".
    expect(await search('d_r')).toEqual([]);
  });

  it('does not match across two fields', async () => {
    // name "ab", slug "edge", description "cd": "ab edge" or "abcd" must not match.
    expect(await search('ab')).toEqual(['edge']);
    expect(await search('abedge')).toEqual([]);
    expect(await search('ab edge')).toEqual([]);
    expect(await search('ab\nedge')).toEqual([]);
  });

  it('finds nothing for an empty or blank query', async () => {
    for (const query of ['', '   ', '\n\t']) expect(await search(query)).toEqual([]);
  });

  it('pages: 20 by default, at most 100, with offset', async () => {
    expect(await search('jazz', ', limit: 2')).toEqual(['promoted-jazz', 'late-night']);
    expect(await search('jazz', ', limit: 2, offset: 3')).toEqual(['new-jazz', 'jazzy-beats']);
  });

  it('answers anonymous callers too, and refuses a query over 100 characters with 400', async () => {
    const result = await t.call(anonymous, '{ searchRooms(query: "rock") { slug } }');
    expect(result.data?.searchRooms).toEqual([{ slug: 'rock-room' }]);
    expect(await t.refused(guest, 'query($q: String!) { searchRooms(query: $q) { slug } }', { q: 'x'.repeat(101) })).toEqual({
      status: 400,
      message: 'query must be at most 100 characters',
    });
  });

  it('runs on the trigram index (room_search_trgm) once there are many rooms', async () => {
    // 3,000 more public rooms and fresh statistics, inside a transaction that is rolled back.
    const rollback = new Error('rollback');
    let plan = '';
    await (em() as SqlEntityManager)
      .transactional(async (tx) => {
        const sql = tx as SqlEntityManager;
        await sql.execute(
          `insert into rooms.room (id, slug, name, description, type, design, dj_type, number_of_djs, owner_id, created_at, updated_at)
           select gen_random_uuid(), 'filler-' || n, 'Filler room ' || n, 'Just another room', 'PUBLIC', 'CLUB', 'EVERYONE', 5, ?, now(), now()
             from generate_series(1, 3000) n`,
          [owner],
        );
        // New GIN entries wait in the index's pending list (costly to the planner) until a vacuum; merge them now.
        await sql.execute(`select gin_clean_pending_list('rooms.room_search_trgm')`);
        await sql.execute('analyze rooms.room');
        const rows = await sql.execute<Record<string, string>[]>(`explain ${roomSearchSql}`, ['%jazz%', 20, 0]);
        plan = rows.map((row) => Object.values(row)[0]).join('\n');
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(plan).toMatch(/Bitmap Index Scan on room_search_trgm/);
    expect(await em().count(RoomSchema, {})).toBe(9);
  });
});
