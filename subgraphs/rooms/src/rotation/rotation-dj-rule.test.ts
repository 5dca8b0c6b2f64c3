import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, serviceIdentity, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { DjSeatService } from '../dj-seats/dj-seat.service.ts';
import { DjSeatSchema } from './dj-seat.entity.ts';
import { rotationWithStubLibrary, stubLibrary } from './rotation-fixture.ts';

// The room's DJ rule is asked again as each seat's turn comes (rotation.service.ts `mayKeepSeat`, presence's
// `mayKeepDjSeat`), not only when the seat is taken: a DJ whose plan lapsed in a PRO_PLAN_OWNER room, or who has no dj
// role once the room turned INVITE_ONLY, leaves the seat instead of playing (LEFT_DJ_SEAT how `not_allowed`) and the
// next seat plays; the room's staff and platform staff seated under their exemption keep theirs.

const asUser = (): Identity => ({ userId: randomUUID(), tokenType: 'user', roles: ['user'] });
const economy = serviceIdentity('economy');
const day = 24 * 60 * 60 * 1000;

let t: TestSubgraph<RoomsServices>;
const em = () => t.subgraph.db.em.fork();
const services = () => t.subgraph.services;

/** Seats, rotation and state over a library stand-in: each DJ has songs queued, joins, and sits in this order. */
function turntable() {
  const library = stubLibrary();
  const rotation = rotationWithStubLibrary(services(), library);
  const { live, roomAuthority: authority, presence, userActions } = services();
  const seats = new DjSeatService({ live, authority, presence, rotation, peers: library, userActions });
  return {
    async sit(roomId: string, ...djs: Identity[]) {
      for (const dj of djs) {
        library.queues.set(dj.userId!, [randomUUID(), randomUUID()]);
        await presence.join(em(), dj, roomId);
        await seats.take(em(), dj, roomId);
      }
    },
    /** The song playing ends (forced, as when its time has come): the next seat's turn. */
    songEnds: (roomId: string) => rotation.advance(em(), roomId, { force: true }),
    playing: async (roomId: string) => (await live.snapshot(em(), roomId)).document.nowPlaying?.djUuid ?? null,
    seated: async (roomId: string) => (await em().find(DjSeatSchema, { roomId }, { orderBy: { turn: 'asc' } })).map((s) => s.userId),
  };
}

/** A plan level for the user, decided now (economy's delivery). */
async function plan(userId: string, level: 'PRO' | 'NONE', until = new Date(Date.now() + 30 * day)) {
  await services().plans.record(em(), economy, { eventId: randomUUID(), userId, level, until: until.toISOString(), decidedAt: new Date().toISOString() });
}

/** How each of the user's seats in the room was left (LEFT_DJ_SEAT queued for audit). */
async function seatsLeft(userId: string, roomId: string): Promise<string[]> {
  const rows = await execute<{ how: string }>(
    em(),
    `select payload->'input'->'detail'->>'how' as how from rooms.job where kind = 'audit.user-action'
     and payload->'input'->>'userId' = ? and payload->'input'->>'roomId' = ? and payload->'input'->>'type' = 'LEFT_DJ_SEAT'`,
    [userId, roomId],
  );
  return rows.map((r) => r.how);
}

beforeAll(async () => {
  // Deliveries wait an hour: the queued user actions stay as written.
  t = await startTestSubgraph(roomsSubgraph, { env: { JOB_POLL_INTERVAL_MS: '3600000', JOB_RETRY_BASE_MS: '3600000', JOB_RETRY_MAX_MS: '3600000' } });
});
afterAll(() => t?.stop());

describe('the DJ rule at each turn', () => {
  it('PRO_PLAN_OWNER: a DJ whose plan lapsed leaves the seat when their turn comes; the next DJ plays', async () => {
    const [owner, lapsing, pro] = [asUser(), asUser(), asUser()];
    for (const user of [owner, lapsing, pro]) await plan(user.userId!, 'PRO');
    const roomId = (await services().rooms.create(em(), owner, { slug: `rule-${randomUUID().slice(0, 8)}`, name: 'Pro only', djType: 'PRO_PLAN_OWNER', numberOfDjs: 3 })).id;
    const table = turntable();
    await table.sit(roomId, lapsing, pro);
    expect(await table.playing(roomId)).toBe(lapsing.userId);

    // Their plan ends while their song plays: the song plays out, the next DJ's turn comes as usual.
    await plan(lapsing.userId!, 'NONE');
    await table.songEnds(roomId);
    expect(await table.playing(roomId)).toBe(pro.userId);
    expect(await table.seated(roomId)).toEqual([pro.userId, lapsing.userId]);

    // Their turn again: the rule no longer lets them DJ, so they leave and the DJ still allowed plays.
    await table.songEnds(roomId);
    expect(await table.seated(roomId)).toEqual([pro.userId]);
    expect(await table.playing(roomId)).toBe(pro.userId);
    expect(await seatsLeft(lapsing.userId!, roomId)).toEqual(['not_allowed']);
    expect(await seatsLeft(pro.userId!, roomId)).toEqual([]);
  });

  it('a plan that runs out by its end date (no delivery) counts the same; the owner keeps DJing whatever their plan', async () => {
    const [owner, expiring] = [asUser(), asUser()];
    await plan(owner.userId!, 'PRO');
    await plan(expiring.userId!, 'PRO');
    const roomId = (await services().rooms.create(em(), owner, { slug: `rule-${randomUUID().slice(0, 8)}`, name: 'Pro only', djType: 'PRO_PLAN_OWNER', numberOfDjs: 3 })).id;
    const table = turntable();
    await table.sit(roomId, owner, expiring);
    await plan(owner.userId!, 'NONE');
    // The paid period ended a second ago: the level in effect is NONE from then on.
    await plan(expiring.userId!, 'PRO', new Date(Date.now() - 1000));

    await table.songEnds(roomId);
    expect(await table.seated(roomId)).toEqual([owner.userId]);
    expect(await table.playing(roomId)).toBe(owner.userId);
    expect(await seatsLeft(expiring.userId!, roomId)).toEqual(['not_allowed']);
  });

  it('INVITE_ONLY set while DJs sit: those without a dj role leave at their turn, the room’s staff and platform staff keep playing', async () => {
    const [owner, listener, moderator] = [asUser(), asUser(), { ...asUser(), roles: ['user', 'moderator'] } satisfies Identity];
    const roomId = (await services().rooms.create(em(), owner, { slug: `rule-${randomUUID().slice(0, 8)}`, name: 'Closing', numberOfDjs: 3 })).id;
    const table = turntable();
    await table.sit(roomId, owner, listener, moderator);
    await services().rooms.update(em(), owner, roomId, { djType: 'INVITE_ONLY' });

    await table.songEnds(roomId);
    expect(await table.playing(roomId)).toBe(moderator.userId);
    expect(await table.seated(roomId)).toEqual([moderator.userId, owner.userId]);
    expect(await seatsLeft(listener.userId!, roomId)).toEqual(['not_allowed']);
  });

  it('platform staff who sat under their exemption from the rule keep the seat at each turn', async () => {
    const [owner, moderator] = [asUser(), { ...asUser(), roles: ['user', 'moderator'] } satisfies Identity];
    const roomId = (await services().rooms.create(em(), owner, { slug: `rule-${randomUUID().slice(0, 8)}`, name: 'Invited', djType: 'INVITE_ONLY', numberOfDjs: 3 })).id;
    const table = turntable();
    await table.sit(roomId, owner, moderator);
    expect(await em().findOne(DjSeatSchema, { roomId, userId: moderator.userId! })).toMatchObject({ byStaff: true });

    await table.songEnds(roomId);
    expect(await table.playing(roomId)).toBe(moderator.userId);
    await table.songEnds(roomId);
    await table.songEnds(roomId);
    expect(await table.playing(roomId)).toBe(moderator.userId);
    expect(await table.seated(roomId)).toEqual([moderator.userId, owner.userId]);
    expect(await seatsLeft(moderator.userId!, roomId)).toEqual([]);
  });
});
