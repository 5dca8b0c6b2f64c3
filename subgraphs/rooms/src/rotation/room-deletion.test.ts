import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { DjSeatService } from '../dj-seats/dj-seat.service.ts';
import { RoomChatListenerSchema, RoomPastPresenceSchema, RoomPresenceSchema } from '../presence/presence.entity.ts';
import { DjSeatSchema } from './dj-seat.entity.ts';
import { RoomPlaySchema, RoomTurntableSchema } from './room-play.entity.ts';
import { rotationWithStubLibrary, stubLibrary } from './rotation-fixture.ts';

// What lives in a room ends with it, in the deletion's transaction (rooms' onDelete hooks, module.ts): the song playing
// ends, every DJ seat and presence is left (LEFT_DJ_SEAT and LEFT_ROOM say room_deleted), the turntable goes, so no
// instance advances the deleted room again or turns its DJs' queues, and its chat registrations go.

const asUser = (): Identity => ({ userId: randomUUID(), tokenType: 'user', roles: ['user'] });

let t: TestSubgraph<RoomsServices>;
const em = () => t.subgraph.db.em.fork();
const services = () => t.subgraph.services;

/** The user actions of one type queued for audit in the room: who, and why or how. */
async function actions(roomId: string, type: 'LEFT_ROOM' | 'LEFT_DJ_SEAT'): Promise<{ userId: string; why: string }[]> {
  const rows = await execute<{ user_id: string; why: string }>(
    em(),
    `select payload->'input'->>'userId' as user_id, coalesce(payload->'input'->'detail'->>'reason', payload->'input'->'detail'->>'how') as why
     from rooms.job where kind = 'audit.user-action' and payload->'input'->>'roomId' = ? and payload->'input'->>'type' = ? order by 1`,
    [roomId, type],
  );
  return rows.map((r) => ({ userId: r.user_id, why: r.why }));
}

beforeAll(async () => {
  // Deliveries wait an hour: the queued user actions stay as written.
  t = await startTestSubgraph(roomsSubgraph, { env: { JOB_POLL_INTERVAL_MS: '3600000', JOB_RETRY_BASE_MS: '3600000', JOB_RETRY_MAX_MS: '3600000' } });
});
afterAll(() => t?.stop());

describe('deleting a room', () => {
  it('ends its song, its DJ seats, its presences and its turntable; the rotation never turns a DJ’s queue for it again', async () => {
    const library = stubLibrary();
    const rotation = rotationWithStubLibrary(services(), library);
    const { live, roomAuthority: authority, presence, userActions, chatAudience } = services();
    const seats = new DjSeatService({ live, authority, presence, rotation, peers: library, userActions });
    const [owner, dj, other, listener] = [asUser(), asUser(), asUser(), asUser()];
    const roomId = (await services().rooms.create(em(), owner, { slug: `gone-${randomUUID().slice(0, 8)}`, name: 'Going', numberOfDjs: 3 })).id;
    for (const who of [dj, other]) {
      library.queues.set(who.userId!, [randomUUID(), randomUUID()]);
      await presence.join(em(), who, roomId);
      await seats.take(em(), who, roomId);
    }
    await presence.join(em(), listener, roomId);
    await chatAudience.listen(em(), listener, roomId, randomUUID());
    const playing = (await live.snapshot(em(), roomId)).document.nowPlaying!;
    expect(playing.djUuid).toBe(dj.userId);
    const djQueue = [...library.queues.get(dj.userId!)!];
    const otherQueue = [...library.queues.get(other.userId!)!];

    await services().rooms.delete(em(), owner, roomId);

    expect(await em().count(DjSeatSchema, { roomId })).toBe(0);
    expect(await em().count(RoomPresenceSchema, { roomId })).toBe(0);
    expect(await em().count(RoomTurntableSchema, { roomId })).toBe(0);
    expect(await em().count(RoomChatListenerSchema, { roomId })).toBe(0);
    expect(await em().findOne(RoomPlaySchema, { id: playing.playId }, { disableIdentityMap: true })).toMatchObject({ endReason: 'ROOM_DELETED', endedAt: expect.any(Date) });
    // Still known to play tracking as having been there (a listener's report for the play just cut short).
    expect(await em().count(RoomPastPresenceSchema, { roomId, userId: listener.userId! })).toBe(1);
    expect(await actions(roomId, 'LEFT_DJ_SEAT')).toEqual([dj.userId!, other.userId!].sort().map((userId) => ({ userId, why: 'room_deleted' })));
    expect(await actions(roomId, 'LEFT_ROOM')).toEqual([dj.userId!, other.userId!, listener.userId!].sort().map((userId) => ({ userId, why: 'room_deleted' })));

    // No instance finds it due, and an advance asked for it anyway plays nothing: the DJs' queues stay as they were.
    expect(await rotation.dueRooms(em(), new Date(Date.now() + 24 * 60 * 60 * 1000), 10_000)).not.toContain(roomId);
    await rotation.advance(em(), roomId, { force: true });
    expect(await em().count(RoomPlaySchema, { roomId, endedAt: null })).toBe(0);
    expect(library.queues.get(dj.userId!)).toEqual(djQueue);
    expect(library.queues.get(other.userId!)).toEqual(otherQueue);
  });

  it('a room with nobody in it is deleted as before', async () => {
    const owner = asUser();
    const roomId = (await services().rooms.create(em(), owner, { slug: `empty-${randomUUID().slice(0, 8)}`, name: 'Empty' })).id;
    await services().rooms.delete(em(), owner, roomId);
    expect(await actions(roomId, 'LEFT_ROOM')).toEqual([]);
    expect(await actions(roomId, 'LEFT_DJ_SEAT')).toEqual([]);
  });
});
