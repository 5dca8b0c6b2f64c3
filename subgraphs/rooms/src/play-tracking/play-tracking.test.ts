import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceIdentity, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { RoomPastPresenceSchema } from '../presence/presence.entity.ts';
import { RoomPlaySchema } from '../rotation/room-play.entity.ts';

// What rooms tells audit's play tracking (rooms alone; plays written as the rotation stores them): a play, its room,
// and whether a listener was in the room while it ran — present now, or a past presence (left, kicked, lapsed) that
// overlaps it.

const asUser = (): Identity => ({ userId: randomUUID(), tokenType: 'user', roles: ['user'] });
const audit = serviceIdentity('audit');
const owner = asUser();
const QUERY = `query($p: ID!, $l: ID!) {
  playForTracking(playId: $p, listenerId: $l) { playId roomId roomSlug roomOwnerId djId songId startedAt endsAt endedAt listenerWasPresent }
}`;

let t: TestSubgraph<RoomsServices>;
const em = () => t.subgraph.db.em.fork();
const presence = () => t.subgraph.services.presence;
const secondsFromNow = (s: number) => new Date(Date.now() + s * 1000);

async function createRoom(slug: string): Promise<string> {
  return (await t.subgraph.services.rooms.create(em(), owner, { slug, name: slug })).id;
}

/** A play as the rotation stores it, `startedAt` and `endedAt` (null: still playing) seconds from now. */
async function play(roomId: string, startedAt: number, endedAt: number | null, djId = randomUUID()) {
  const row = {
    id: randomUUID(),
    roomId,
    djId,
    songId: randomUUID(),
    duration: 180,
    startedAt: secondsFromNow(startedAt),
    endsAt: secondsFromNow(startedAt + 180),
    endedAt: endedAt === null ? null : secondsFromNow(endedAt),
    endReason: endedAt === null ? null : ('SKIPPED' as const),
    upVotes: 0,
    downVotes: 0,
    stars: 0,
  };
  await em().insert(RoomPlaySchema, row);
  return row;
}

const wasPresent = async (playId: string, listener: Identity | string) =>
  (await t.ok(audit, QUERY, { p: playId, l: typeof listener === 'string' ? listener : listener.userId })).playForTracking.listenerWasPresent as boolean;

beforeAll(async () => {
  // The room clock's own sweep stays out of the way: the tests sweep with the time they choose.
  t = await startTestSubgraph(roomsSubgraph, { env: { ROOM_SWEEP_INTERVAL_MS: '60000', ROOM_PRESENCE_TTL_SECONDS: '60' } });
});
afterAll(() => t?.stop());

describe('playForTracking', () => {
  it('answers a play with its room’s facts; null for a play rooms does not know', async () => {
    const roomId = await createRoom('tracking-facts');
    const playing = await play(roomId, -12, null);
    const { playForTracking } = await t.ok(audit, QUERY, { p: playing.id, l: randomUUID() });
    expect(playForTracking).toEqual({
      playId: playing.id,
      roomId,
      roomSlug: 'tracking-facts',
      roomOwnerId: owner.userId,
      djId: playing.djId,
      songId: playing.songId,
      startedAt: playing.startedAt.toISOString(),
      endsAt: playing.endsAt.toISOString(),
      endedAt: null,
      listenerWasPresent: false,
    });
    expect((await t.ok(audit, QUERY, { p: randomUUID(), l: randomUUID() })).playForTracking).toBeNull();
    expect((await t.ok(audit, QUERY, { p: 'not-a-play', l: randomUUID() })).playForTracking).toBeNull();
  });

  it('is for services only: 403 for users and admins, 401 for guests', async () => {
    const roomId = await createRoom('tracking-services');
    const playing = await play(roomId, -1, null);
    const admin: Identity = { ...asUser(), roles: ['user', 'admin'] };
    for (const identity of [asUser(), admin]) {
      expect(await t.refused(identity, QUERY, { p: playing.id, l: identity.userId })).toEqual({ status: 403, message: 'Forbidden' });
    }
    expect(await t.refused({ userId: randomUUID(), tokenType: 'guest', roles: [] }, QUERY, { p: playing.id, l: randomUUID() })).toEqual({
      status: 401,
      message: 'Unauthorized',
    });
  });

  it('knows who was in the room during a play: present now, left or kicked during it; not who came after or never came', async () => {
    const roomId = await createRoom('tracking-presence');
    const ended = await play(roomId, -120, -60);
    const playing = await play(roomId, -10, null);
    const [stays, leaves, kicked, never] = [asUser(), asUser(), asUser(), asUser()];
    for (const who of [stays, leaves, kicked]) await presence().join(em(), who, roomId);
    await presence().leave(em(), leaves, roomId);
    await presence().removeUser(em(), roomId, kicked.userId!, 'kicked');
    for (const who of [stays, leaves, kicked]) expect(await wasPresent(playing.id, who)).toBe(true);
    expect(await wasPresent(playing.id, never)).toBe(false);
    // They all came after the earlier play ended.
    for (const who of [stays, leaves, kicked]) expect(await wasPresent(ended.id, who)).toBe(false);
    // Another room's listener is not this room's.
    const elsewhere = await play(await createRoom('tracking-elsewhere'), -10, null);
    expect(await wasPresent(elsewhere.id, stays)).toBe(false);
  });

  it('reads past presences by their span: one that overlaps the play counts, one that ended before it started does not', async () => {
    const roomId = await createRoom('tracking-spans');
    const earlier = await play(roomId, -300, -240);
    const [overlapping, before, after] = [randomUUID(), randomUUID(), randomUUID()];
    const span = (userId: string, from: number, to: number) => ({ id: randomUUID(), roomId, userId, joinedAt: secondsFromNow(from), leftAt: secondsFromNow(to) });
    await em().insertMany(RoomPastPresenceSchema, [span(overlapping, -400, -250), span(before, -400, -301), span(after, -239, -200)]);
    expect(await wasPresent(earlier.id, overlapping)).toBe(true);
    expect(await wasPresent(earlier.id, before)).toBe(false);
    expect(await wasPresent(earlier.id, after)).toBe(false);
  });
});

describe('past presences', () => {
  it('a lapsed presence is kept as ended when it was last seen; the sweep drops those older than 7 days', async () => {
    const roomId = await createRoom('tracking-lapsed');
    const lapsed = asUser();
    await presence().join(em(), lapsed, roomId);
    const old = { id: randomUUID(), roomId, userId: randomUUID(), joinedAt: secondsFromNow(-9 * 86_400), leftAt: secondsFromNow(-8 * 86_400) };
    const recent = { id: randomUUID(), roomId, userId: randomUUID(), joinedAt: secondsFromNow(-7 * 86_400), leftAt: secondsFromNow(-6 * 86_400) };
    await em().insertMany(RoomPastPresenceSchema, [old, recent]);
    const before = new Date();
    await presence().sweep(em(), secondsFromNow(120));
    const rows = await em().find(RoomPastPresenceSchema, { roomId }, { orderBy: { leftAt: 'asc' } });
    expect(rows.map((r) => r.id)).not.toContain(old.id);
    expect(rows.map((r) => r.id)).toContain(recent.id);
    const kept = rows.find((r) => r.userId === lapsed.userId)!;
    // Ended when last seen (its join), not when the sweep ran two minutes later.
    expect(kept.leftAt.getTime()).toBeLessThanOrEqual(before.getTime());
    expect(kept.joinedAt.getTime()).toBeLessThanOrEqual(kept.leftAt.getTime());
  });
});
