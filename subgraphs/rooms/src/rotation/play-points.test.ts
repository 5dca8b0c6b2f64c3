import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute } from '@backspin/platform';
import { demoSongs } from '@backspin/library';
import { JobSchema } from '../jobs.ts';
import { startRotationProduct, type RotationProduct } from './rotation-fixture.ts';

// End to end: a play that ends in a room turns into economy's points (its point rules) through rooms' durable job,
// delivered by the job runner to economy, once.

let f: RotationProduct;
let roomId: string;
const [song1, song2] = demoSongs.map((s) => s.id);

const lifetime = async (userUuid: string) =>
  (await f.ok<{ lifetimeRankingStatusOf: { balance: number; rank: number } | null }>(f.users.fan.token, 'query($u: ID!) { lifetimeRankingStatusOf(userUuid: $u) { balance rank } }', { u: userUuid }))
    .lifetimeRankingStatusOf;

beforeAll(async () => {
  f = await startRotationProduct('points-');
  roomId = await f.createRoom('dj1', 'points-room', 2);
  await f.queueSongs('dj1', [song1!, song2!]);
  for (const who of ['dj1', 'fan', 'dj2'] as const) await f.join(who, roomId);
  await f.takeSeat('dj1', roomId);
});
afterAll(() => f?.product.stop());

describe('points from a play', () => {
  it('gives the DJ a point per up vote and the played-to-end bonus, and each listener who heard it a point, once', async () => {
    await f.ok(f.users.fan.token, 'mutation($r: ID!) { voteSong(roomId: $r, direction: "up") { id } }', { r: roomId });
    await f.ok(f.users.dj2.token, 'mutation($r: ID!) { voteSong(roomId: $r, direction: "up") { id } }', { r: roomId });
    // The song and the listeners' presence began two minutes ago: they heard more than the rules' 30 seconds.
    const em = f.rooms.db.em.fork();
    await execute(em, `update rooms.room_play set started_at = started_at - interval '2 minutes' where room_id = ? and ended_at is null`, [roomId]);
    await execute(em, `update rooms.room_presence set joined_at = joined_at - interval '2 minutes' where room_id = ?`, [roomId]);
    await f.songEnds(roomId);
    const jobs = await f.rooms.db.em.fork().find(JobSchema, { kind: 'economy.play-points' }, { disableIdentityMap: true });
    expect(jobs).toHaveLength(1);
    await f.runJobs();
    // DJ: 2 up votes (1 each) + played to the end with listeners (2); fan and dj2 heard it (1 each).
    const [dj1, fan, dj2] = [await lifetime(f.users.dj1.id), await lifetime(f.users.fan.id), await lifetime(f.users.dj2.id)];
    expect([dj1?.balance, fan?.balance, dj2?.balance]).toEqual([4, 1, 1]);
    // Equal balances share a rank, below the DJ's (the demo users rank above them all).
    expect(fan?.rank).toBe(dj2?.rank);
    expect(dj1!.rank).toBeLessThan(fan!.rank);
    // The demo data's current season covers now: the play's points are in it too.
    const season = await f.ok<{ currentRankingStatus: { hasCurrentRankingStatus: boolean; rankingStatus: { balance: number } | null } }>(
      f.users.fan.token,
      'query($u: ID) { currentRankingStatus(userUuid: $u) { hasCurrentRankingStatus rankingStatus { balance } } }',
      { u: f.users.dj1.id },
    );
    expect(season.currentRankingStatus).toEqual({ hasCurrentRankingStatus: true, rankingStatus: { balance: 4 } });
    const done = await f.rooms.db.em.fork().findOneOrFail(JobSchema, { id: jobs[0]!.id }, { disableIdentityMap: true });
    expect(done.status).toBe('done');
  });

  it('changes nothing when the same play is delivered again (a redelivery after a crash)', async () => {
    const [job] = await f.rooms.db.em.fork().find(JobSchema, { kind: 'economy.play-points' }, { disableIdentityMap: true });
    // As if the runner had crashed before marking it done: queued again, delivered again.
    await execute(f.rooms.db.em.fork(), `update rooms.job set status = 'queued', run_at = now() - interval '1 second' where id = ?`, [job!.id]);
    await f.runJobs();
    expect((await lifetime(f.users.dj1.id))?.balance).toBe(4);
    expect((await lifetime(f.users.fan.id))?.balance).toBe(1);
  });
});
