import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { refusal } from '@backspin/test-kit';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { RoomPlaySchema } from '../rotation/room-play.entity.ts';

const asUser = (userId: string, roles: Identity['roles'] = ['user']): Identity => ({ userId, tokenType: 'user', roles });
const admin = asUser(randomUUID(), ['admin']);

let t: TestSubgraph<RoomsServices>;
const em = () => t.subgraph.db.em.fork();
const djA = randomUUID();
const djB = randomUUID();
const [r1, r2] = [randomUUID(), randomUUID()];
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

/** Plays written straight to the table (how rotation records them is rotation.test.ts's business). */
async function play(djId: string, roomId: string, at: Date, upVotes: number, downVotes: number): Promise<void> {
  const fork = em();
  fork.create(RoomPlaySchema, {
    id: randomUUID(), roomId, djId, songId: randomUUID(), duration: 180, startedAt: at, endsAt: new Date(at.getTime() + 180_000),
    endedAt: new Date(at.getTime() + 180_000), endReason: null, upVotes, downVotes, stars: 0,
  });
  await fork.flush();
}

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph);
  await play(djA, r1, day(1), 3, 1);
  await play(djA, r2, day(3), 2, 0);
  await play(djA, r2, day(2), 1, 1);
  await play(djB, r1, day(5), 0, 4);
});
afterAll(() => t?.stop());

describe('the console’s DJs', () => {
  it('lists the users who have played, with their totals, newest DJ first; filters and pages', async () => {
    const page = await t.ok(admin, '{ allDjs { data { id plays rooms upVotes downVotes firstPlayedAt lastPlayedAt lastRoomId createdAt } total } }');
    expect(page.allDjs.total).toBe(2);
    expect(page.allDjs.data).toEqual([
      { id: djB, plays: 1, rooms: 1, upVotes: 0, downVotes: 4, firstPlayedAt: day(5).toISOString(), lastPlayedAt: day(5).toISOString(), lastRoomId: r1, createdAt: day(5).toISOString() },
      { id: djA, plays: 3, rooms: 2, upVotes: 6, downVotes: 2, firstPlayedAt: day(1).toISOString(), lastPlayedAt: day(3).toISOString(), lastRoomId: r2, createdAt: day(1).toISOString() },
    ]);
    const filtered = await t.ok(admin, 'query($q: ListQueryInput) { allDjs(query: $q) { data { id } total } }', {
      q: { where: { field: 'plays', op: 'GTE', value: '2' } },
    });
    expect(filtered.allDjs).toEqual({ data: [{ id: djA }], total: 1 });
    // The room of the latest play (djA played r1 first, then r2 twice), which the console links to.
    const byLastRoom = await t.ok(admin, 'query($q: ListQueryInput) { allDjs(query: $q) { data { id lastRoomId } total } }', {
      q: { where: { field: 'lastRoomId', op: 'EQ', value: r1 } },
    });
    expect(byLastRoom.allDjs).toEqual({ data: [{ id: djB, lastRoomId: r1 }], total: 1 });
    expect((await t.ok(admin, 'query($id: ID!) { adminDj(id: $id) { plays } }', { id: djA })).adminDj).toEqual({ plays: 3 });
  });

  it('is for administrators; an unknown DJ is 404', async () => {
    const svc = t.subgraph.services.djs;
    expect((await refusal(svc.adminList(em(), asUser(djA), null))).status).toBe(403);
    expect((await refusal(svc.adminGet(em(), asUser(djA), djA))).status).toBe(403);
    expect(await refusal(svc.adminGet(em(), admin, randomUUID()))).toMatchObject({ reason: 'DJ_NOT_FOUND', status: 404 });
    expect((await refusal(svc.adminGet(em(), admin, 'x'))).reason).toBe('INVALID_USER_ID');
  });
});
