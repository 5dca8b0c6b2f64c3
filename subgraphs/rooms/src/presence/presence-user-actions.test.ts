import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { JobSchema } from '../jobs.ts';
import { DjSeatSchema } from '../rotation/dj-seat.entity.ts';
import { roomsSubgraph } from '../module.ts';
import { DjSeatService } from '../dj-seats/dj-seat.service.ts';
import { rotationWithStubLibrary, stubLibrary } from '../rotation/rotation-fixture.ts';

// Joining and leaving a room queue a user action for audit in the change's own transaction (rooms alone here: the
// jobs stay queued, audit is not there to receive them; product/src/user-actions.test.ts delivers them).

const asUser = (): Identity => ({ userId: randomUUID(), tokenType: 'user', roles: ['user'] });
const owner = asUser();

let t: TestSubgraph<RoomsServices>;
const em = () => t.subgraph.db.em.fork();
const presence = () => t.subgraph.services.presence;

/** The user actions queued for a user, oldest first. */
async function actionsOf(userId: string) {
  const jobs = await em().find(JobSchema, { kind: 'audit.user-action' }, { orderBy: { createdAt: 'asc', id: 'asc' }, disableIdentityMap: true });
  return jobs
    .map((job) => job.payload as { eventId: string; input: { userId: string; type: string; roomId?: string | null; occurredAt: string } })
    .filter((payload) => payload.input.userId === userId);
}

beforeAll(async () => {
  // Deliveries wait an hour: the queued jobs stay as written.
  t = await startTestSubgraph(roomsSubgraph, { env: { JOB_POLL_INTERVAL_MS: '3600000', JOB_RETRY_BASE_MS: '3600000', JOB_RETRY_MAX_MS: '3600000' } });
});
afterAll(() => t?.stop());

describe('user actions of presence and DJ seats', () => {
  it('a join queues JOINED_ROOM once (a reconnect is not another join), a leave LEFT_ROOM; each with its own event id', async () => {
    const roomId = (await t.subgraph.services.rooms.create(em(), owner, { slug: `ua-${randomUUID().slice(0, 8)}`, name: 'Actions' })).id;
    const ada = asUser();
    await presence().join(em(), ada, roomId);
    await presence().join(em(), ada, roomId); // reconnect: replaces the connection
    expect(await presence().leave(em(), ada, roomId)).toBe(true);
    expect(await presence().leave(em(), ada, roomId)).toBe(false); // not there any more: nothing to record
    const actions = await actionsOf(ada.userId!);
    expect(actions.map((a) => a.input)).toEqual([
      { userId: ada.userId, type: 'JOINED_ROOM', roomId, occurredAt: expect.any(String) },
      { userId: ada.userId, type: 'LEFT_ROOM', roomId, occurredAt: expect.any(String) },
    ]);
    expect(new Set(actions.map((a) => a.eventId)).size).toBe(2);
  });

  it('guests are not recorded; a refused join records nothing', async () => {
    const roomId = (await t.subgraph.services.rooms.create(em(), owner, { slug: `ua-${randomUUID().slice(0, 8)}`, name: 'Guests' })).id;
    const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
    await presence().join(em(), guest, roomId);
    expect(await presence().leave(em(), guest, roomId)).toBe(true);
    expect(await actionsOf(guest.userId!)).toEqual([]);
    const bea = asUser();
    await expect(presence().join(em(), bea, randomUUID())).rejects.toThrow();
    expect(await actionsOf(bea.userId!)).toEqual([]);
  });

  it('taking a DJ seat queues TOOK_DJ_SEAT once, keyed by the seat; a second take of the same seat queues nothing', async () => {
    const library = stubLibrary();
    const { live, roomAuthority: authority, presence: people, effects } = t.subgraph.services;
    const seats = new DjSeatService({ live, authority, presence: people, rotation: rotationWithStubLibrary(t.subgraph.services, library), peers: library, userActions: effects });
    const roomId = (await t.subgraph.services.rooms.create(em(), owner, { slug: `ua-${randomUUID().slice(0, 8)}`, name: 'Seats' })).id;
    const dj = asUser();
    library.queues.set(dj.userId!, [randomUUID()]);
    await presence().join(em(), dj, roomId);
    await seats.take(em(), dj, roomId);
    await seats.take(em(), dj, roomId); // already seated
    const seat = await em().findOneOrFail(DjSeatSchema, { roomId, userId: dj.userId! });
    const took = (await actionsOf(dj.userId!)).filter((a) => a.input.type === 'TOOK_DJ_SEAT');
    expect(took).toEqual([{ eventId: seat.id, input: { userId: dj.userId, type: 'TOOK_DJ_SEAT', roomId, occurredAt: seat.createdAt.toISOString() } }]);
  });
});
