import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { EconomyServices } from '../context.ts';
import { economySubgraph } from '../module.ts';
import { LifetimeRankingStatusSchema, RankingStatusSchema } from '../rankings/ranking-status.entity.ts';
import { rankingBucketSize } from '../rankings/ranking.service.ts';
import { PointEntrySchema, PointEventSchema } from './point-event.entity.ts';
import { pointRules } from './point-rules.ts';

const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
const rooms: Identity = { userId: 'rooms', tokenType: 'service', roles: [] };
const user: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };

const minute = 60_000;
const day = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

let t: TestSubgraph<EconomyServices>;
let current: { id: string };
let previous: { id: string };
const em = () => t.subgraph.db.em.fork();

const RECORD = 'mutation($input: PlayPointsInput!) { recordPlayPoints(input: $input) { id eventId applied seasonId entries { userUuid points rules { rule points } } } }';
const SERVICE = 'mutation($input: ServicePointsInput!) { addServicePoints(input: $input) { id applied seasonId actorId entries { userUuid points } } }';
const ADJUST = 'mutation($input: AdminPointsInput!) { adjustPoints(input: $input) { id applied seasonId actorId reason source entries { userUuid points } } }';

function play(dj: string, over: Record<string, unknown> = {}) {
  return {
    playId: randomUUID(),
    roomId: randomUUID(),
    djUuid: dj,
    endReason: 'ENDED',
    startedAt: ago(4 * minute).toISOString(),
    endedAt: ago(minute).toISOString(),
    upVoterUuids: [] as string[],
    listeners: [] as { userUuid: string; heardSeconds: number }[],
    ...over,
  };
}

/** Balances of a user: the season's (or null) and the lifetime one (or null). */
async function balances(userUuid: string, seasonId: string = current.id) {
  const season = await em().findOne(RankingStatusSchema, { userUuid, seasonId });
  const lifetime = await em().findOne(LifetimeRankingStatusSchema, { userUuid });
  return { season: season?.balance ?? null, lifetime: lifetime?.balance ?? null };
}

/** The counts per balance agree with the balances, in every ranking. */
async function expectCountsConsistent() {
  const counted = await execute<{ scope_id: string; balance: number; users: number }>(em(), 'select scope_id, balance, users from economy.ranking_count order by 1, 2');
  const actual = await execute<{ scope_id: string; balance: number; users: string }>(
    em(),
    `select season_id as scope_id, balance, count(*) as users from economy.ranking_status group by 1, 2
     union all select '00000000-0000-0000-0000-000000000000', balance, count(*) from economy.ranking_status_lifetime group by 2
     order by 1, 2`,
  );
  expect(counted.map((r) => [r.scope_id, Number(r.balance), Number(r.users)])).toEqual(actual.map((r) => [r.scope_id, Number(r.balance), Number(r.users)]));
  // The buckets sum the counts of their balances.
  const buckets = await execute<{ scope_id: string; bucket: number; users: number }>(em(), 'select scope_id, bucket, users from economy.ranking_bucket order by 1, 2');
  const summed = new Map<string, number>();
  for (const r of actual) {
    const key = `${r.scope_id} ${Math.floor(Number(r.balance) / rankingBucketSize)}`;
    summed.set(key, (summed.get(key) ?? 0) + Number(r.users));
  }
  expect(new Map(buckets.map((r) => [`${r.scope_id} ${Number(r.bucket)}`, Number(r.users)]))).toEqual(summed);
  const totals = await execute<{ scope_id: string; users: number }>(em(), 'select scope_id, users from economy.ranking_total order by 1');
  const sums = new Map<string, number>();
  for (const r of actual) sums.set(r.scope_id, (sums.get(r.scope_id) ?? 0) + Number(r.users));
  expect(totals.map((r) => [r.scope_id, Number(r.users)])).toEqual([...sums.entries()].sort(([a], [b]) => (a < b ? -1 : 1)));
}

beforeAll(async () => {
  t = await startTestSubgraph(economySubgraph);
  const create = 'mutation($i: CreateSeasonInput!) { createSeason(input: $i) { id } }';
  previous = (await t.ok(admin, create, { i: { seasonName: 'Points previous', seasonStart: ago(60 * day), seasonEnd: ago(30 * day) } })).createSeason;
  current = (await t.ok(admin, create, { i: { seasonName: 'Points current', seasonStart: ago(30 * day), seasonEnd: new Date(Date.now() + 30 * day) } })).createSeason;
});
afterAll(() => t?.stop());

describe('recordPlayPoints (rooms’ ended plays)', () => {
  it('applies the point rules to the season current when the play ended and to the lifetime total', async () => {
    const [dj, a, b] = [randomUUID(), randomUUID(), randomUUID()];
    const input = play(dj, { upVoterUuids: [a, b], listeners: [{ userUuid: a, heardSeconds: 180 }, { userUuid: b, heardSeconds: 10 }] });
    const data = (await t.ok(rooms, RECORD, { input })).recordPlayPoints;
    expect(data).toMatchObject({ eventId: `play:${input.playId}`, applied: true, seasonId: current.id });
    const djPoints = 2 * pointRules.upVote + pointRules.playedToEnd;
    expect(data.entries).toEqual(
      [
        { userUuid: dj, points: djPoints, rules: [{ rule: 'UP_VOTE', points: 2 }, { rule: 'PLAYED_TO_END', points: 2 }] },
        { userUuid: a, points: pointRules.listened, rules: [{ rule: 'LISTENED', points: 1 }] },
      ].sort((x, y) => (x.userUuid < y.userUuid ? -1 : 1)),
    );
    expect(await balances(dj)).toEqual({ season: djPoints, lifetime: djPoints });
    expect(await balances(a)).toEqual({ season: 1, lifetime: 1 });
    expect(await balances(b)).toEqual({ season: null, lifetime: null });
  });

  it('puts a play that ended in an earlier season into that season, and one between seasons into the lifetime total only', async () => {
    const dj = randomUUID();
    const voter = randomUUID();
    const old = play(dj, { upVoterUuids: [voter], startedAt: ago(45 * day + minute).toISOString(), endedAt: ago(45 * day).toISOString() });
    expect((await t.ok(rooms, RECORD, { input: old })).recordPlayPoints.seasonId).toBe(previous.id);
    const between = play(dj, { upVoterUuids: [voter], startedAt: ago(90 * day + minute).toISOString(), endedAt: ago(90 * day).toISOString() });
    expect((await t.ok(rooms, RECORD, { input: between })).recordPlayPoints.seasonId).toBeNull();
    expect(await balances(dj, previous.id)).toEqual({ season: 1, lifetime: 2 });
    expect(await balances(dj, current.id)).toEqual({ season: null, lifetime: 2 });
  });

  it('counts a play once when it is delivered again after a crash, and when deliveries race', async () => {
    const [dj, a] = [randomUUID(), randomUUID()];
    const input = play(dj, { upVoterUuids: [a], listeners: [{ userUuid: a, heardSeconds: 60 }] });
    const first = (await t.ok(rooms, RECORD, { input })).recordPlayPoints;
    const again = (await t.ok(rooms, RECORD, { input })).recordPlayPoints;
    expect(again).toEqual({ ...first, applied: false });
    const racing = play(dj, { upVoterUuids: [a] });
    const results = await Promise.all(Array.from({ length: 8 }, () => t.call(rooms, RECORD, { input: racing })));
    for (const r of results) expect(r.errors).toBeUndefined();
    expect(results.filter((r) => r.data?.recordPlayPoints.applied)).toHaveLength(1);
    const expected = pointRules.upVote + pointRules.playedToEnd + pointRules.upVote;
    expect(await balances(dj)).toEqual({ season: expected, lifetime: expected });
    expect(await em().count(PointEventSchema, { eventId: `play:${racing.playId}` })).toBe(1);
    expect(await em().count(PointEntrySchema, { userUuid: dj })).toBe(2);
    await expectCountsConsistent();
  });

  it('keeps balances and counts right when many plays of the same users end at once', async () => {
    const [dj, a, b] = [randomUUID(), randomUUID(), randomUUID()];
    const inputs = Array.from({ length: 12 }, (_, i) =>
      play(i % 2 ? dj : a, { upVoterUuids: i % 2 ? [a, b] : [dj], listeners: [{ userUuid: b, heardSeconds: 100 }] }),
    );
    const results = await Promise.all(inputs.map((input) => t.call(rooms, RECORD, { input })));
    for (const r of results) expect(r.errors).toBeUndefined();
    // dj: 6 plays × (2 up votes + bonus); a: 6 plays × (1 up vote + bonus); b: 12 listens.
    expect(await balances(dj)).toEqual({ season: 6 * (2 + 2), lifetime: 6 * (2 + 2) });
    expect(await balances(a)).toEqual({ season: 6 * (1 + 2), lifetime: 6 * (1 + 2) });
    expect(await balances(b)).toEqual({ season: 12, lifetime: 12 });
    await expectCountsConsistent();
  });

  it('is for services only, and refuses malformed reports (400), changing nothing', async () => {
    const before = await em().count(PointEventSchema, {});
    const dj = randomUUID();
    expect((await t.refused(user, RECORD, { input: play(dj, { upVoterUuids: [randomUUID()] }) })).status).toBe(403);
    expect((await t.refused(guest, RECORD, { input: play(dj) })).status).toBe(401);
    for (const over of [
      { playId: 'nope' },
      { endReason: 'FINISHED' },
      { upVoterUuids: ['x'] },
      { listeners: [{ userUuid: randomUUID(), heardSeconds: -1 }] },
      { startedAt: new Date().toISOString(), endedAt: ago(day).toISOString() },
    ]) {
      expect((await t.refused(rooms, RECORD, { input: play(dj, over) })).status).toBe(400);
    }
    expect(await em().count(PointEventSchema, {})).toBe(before);
    expect(await balances(dj)).toEqual({ season: null, lifetime: null });
  });
});

describe('addServicePoints (POST /points/service)', () => {
  it('adds a user’s points once per eventId, recorded with the calling service', async () => {
    const u = randomUUID();
    const key = `bonus-${randomUUID()}`;
    const first = (await t.ok(rooms, SERVICE, { input: { userUuid: u, points: 5, eventId: key } })).addServicePoints;
    expect(first).toMatchObject({ applied: true, seasonId: current.id, actorId: 'rooms', entries: [{ userUuid: u, points: 5 }] });
    const again = await Promise.all([1, 2, 3].map(() => t.ok(rooms, SERVICE, { input: { userUuid: u, points: 5, eventId: key } })));
    for (const r of again) expect(r.addServicePoints).toMatchObject({ id: first.id, applied: false });
    expect(await balances(u)).toEqual({ season: 5, lifetime: 5 });
  });

  it('refuses a reused key for a different change (409), bad input (400) and users (403), changing nothing', async () => {
    const u = randomUUID();
    const key = `k-${randomUUID()}`;
    await t.ok(rooms, SERVICE, { input: { userUuid: u, points: 3, eventId: key } });
    expect(await t.refused(rooms, SERVICE, { input: { userUuid: u, points: 4, eventId: key } })).toEqual({
      status: 409,
      message: 'This eventId was already used for a different points change',
    });
    for (const input of [
      { userUuid: 'x', points: 1, eventId: 'a' },
      { userUuid: u, points: 0, eventId: 'b' },
      { userUuid: u, points: -3, eventId: 'c' },
      { userUuid: u, points: 100_001, eventId: 'd' },
      { userUuid: u, points: 1, eventId: '' },
      { userUuid: u, points: 1, eventId: 'e'.repeat(201) },
      { userUuid: u, points: 1, eventId: 'nul\u0000' },
    ]) {
      expect((await t.refused(rooms, SERVICE, { input })).status).toBe(400);
    }
    expect((await t.refused(admin, SERVICE, { input: { userUuid: u, points: 1, eventId: 'f' } })).status).toBe(403);
    expect(await balances(u)).toEqual({ season: 3, lifetime: 3 });
  });
});

describe('adjustPoints (POST /points/season/admin/handle-points)', () => {
  it('adds and takes away points in the current season (and lifetime), recorded with the admin and the reason', async () => {
    const u = randomUUID();
    const up = (await t.ok(admin, ADJUST, { input: { userUuid: u, points: 10, reason: 'Tournament win' } })).adjustPoints;
    expect(up).toMatchObject({ applied: true, source: 'admin', seasonId: current.id, actorId: admin.userId, reason: 'Tournament win' });
    await t.ok(admin, ADJUST, { input: { userUuid: u, points: -4, reason: 'Correction' } });
    expect(await balances(u)).toEqual({ season: 6, lifetime: 6 });
    const events = await em().find(PointEventSchema, { actorId: admin.userId, reason: { $in: ['Tournament win', 'Correction'] } });
    expect(events).toHaveLength(2);
  });

  it('adjusts a given season; an idempotency key applies once', async () => {
    const u = randomUUID();
    const input = { userUuid: u, points: 7, reason: 'Late results', seasonId: previous.id, eventId: 'console-1' };
    expect((await t.ok(admin, ADJUST, { input })).adjustPoints).toMatchObject({ applied: true, seasonId: previous.id });
    expect((await t.ok(admin, ADJUST, { input })).adjustPoints.applied).toBe(false);
    expect(await balances(u, previous.id)).toEqual({ season: 7, lifetime: 7 });
  });

  it('never takes a balance below zero (409), and a refusal changes nothing', async () => {
    const u = randomUUID();
    await t.ok(admin, ADJUST, { input: { userUuid: u, points: 3, reason: 'Start' } });
    const before = await em().count(PointEventSchema, {});
    expect(await t.refused(admin, ADJUST, { input: { userUuid: u, points: -4, reason: 'Too much' } })).toEqual({
      status: 409,
      message: 'Points cannot go below zero: this adjustment would take the balance under 0',
    });
    expect((await t.refused(admin, ADJUST, { input: { userUuid: randomUUID(), points: -1, reason: 'Nobody' } })).status).toBe(409);
    // Concurrent takeaways: only as many as the balance allows.
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => t.call(admin, ADJUST, { input: { userUuid: u, points: -1, reason: 'Race' } })));
    expect(results.filter((r) => !r.errors)).toHaveLength(3);
    expect(await balances(u)).toEqual({ season: 0, lifetime: 0 });
    expect(await em().count(PointEventSchema, {})).toBe(before + 3);
    await expectCountsConsistent();
  });

  it('refuses users (403), guests (401), a missing reason, zero points, an unknown season, changing nothing', async () => {
    const u = randomUUID();
    const before = await em().count(PointEventSchema, {});
    expect((await t.refused(user, ADJUST, { input: { userUuid: u, points: 1, reason: 'x' } })).status).toBe(403);
    expect((await t.refused(guest, ADJUST, { input: { userUuid: u, points: 1, reason: 'x' } })).status).toBe(401);
    expect(await t.refused(admin, ADJUST, { input: { userUuid: u, points: 1, reason: '  ' } })).toEqual({ status: 400, message: 'reason must be 1 to 500 characters' });
    expect((await t.refused(admin, ADJUST, { input: { userUuid: u, points: 0, reason: 'x' } })).status).toBe(400);
    expect((await t.refused(admin, ADJUST, { input: { userUuid: u, points: 1, reason: 'x', seasonId: randomUUID() } })).status).toBe(404);
    expect(await em().count(PointEventSchema, {})).toBe(before);
    expect(await balances(u)).toEqual({ season: null, lifetime: null });
  });
});
