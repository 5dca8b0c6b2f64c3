import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import { UserAvatarAssignmentSchema } from '../avatars/user-avatar-assignment.entity.ts';
import { AvatarSchema } from '../avatars/avatar.entity.ts';
import type { EconomyServices } from '../context.ts';
import { economySubgraph } from '../module.ts';
import { SeasonAwardRunSchema, type SeasonAwardRun } from './season-award-run.entity.ts';

const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
const user: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const day = 86_400_000;

let t: TestSubgraph<EconomyServices>;
const em = () => t.subgraph.db.em.fork();
const services = () => t.subgraph.services;

/** Users u[0..n) with these season points, best first. */
function usersWith(points: number[]): { id: string; points: number }[] {
  return points.map((p) => ({ id: randomUUID(), points: p }));
}

async function season(name: string, startDaysAgo: number, endDaysAgo: number): Promise<string> {
  const now = Date.now();
  const created = await t.ok(admin, 'mutation($i: CreateSeasonInput!) { createSeason(input: $i) { id } }', {
    i: { seasonName: name, seasonStart: new Date(now - startDaysAgo * day), seasonEnd: new Date(now - endDaysAgo * day) },
  });
  return created.createSeason.id;
}

async function points(seasonId: string, users: { id: string; points: number }[]): Promise<void> {
  await em().transactional((tx) => services().rankings.applyPoints(tx, seasonId, new Map(users.map((u) => [u.id, u.points])), new Date()));
}

/** A SEASON_AWARD avatar of the season (created as an admin would, through the API). */
async function award(slug: string, seasonId: string, threshold: { awardTopRank?: number; awardMinPoints?: number }): Promise<string> {
  const created = await t.ok(admin, 'mutation($i: CreateAvatarInput!) { createAvatar(input: $i) { id } }', {
    i: { slug, name: slug, avatarStatus: 'SEASON_AWARD', seasonId, ...threshold },
  });
  return created.createAvatar.id;
}

const holders = async (avatarId: string) =>
  (await em().find(UserAvatarAssignmentSchema, { avatar: avatarId }, { orderBy: { userId: 'asc' } })).map((a) => a.userId);
const assignmentsOf = async (avatarIds: string[]) =>
  (await em().find(UserAvatarAssignmentSchema, { avatar: { $in: avatarIds } })).map((a) => `${a.avatar.id}:${a.userId}:${a.assignmentType}`).sort();

/** Waits (on the job runner's settled events, no sleeping) until the run is done. */
async function done(runId: string): Promise<SeasonAwardRun> {
  for (;;) {
    const settled = once(services().jobs.events, 'settled');
    const run = await em().findOneOrFail(SeasonAwardRunSchema, { id: runId });
    if (run.status === 'done') return run;
    services().jobs.wake();
    await settled;
  }
}

beforeAll(async () => {
  t = await startTestSubgraph(economySubgraph, { env: { JOB_POLL_INTERVAL_MS: '50' } });
});
afterAll(() => t?.stop());

describe('when a season ends', () => {
  const ranked = usersWith([50, 40, 40, 20, 5]);
  let seasonId: string;
  let top2: string;
  let twenty: string;
  let current: string;

  beforeAll(async () => {
    seasonId = await season('Awards Spring', 40, 30);
    const currentSeasonId = await season('Awards Now', 1, -30);
    await points(seasonId, ranked);
    await points(currentSeasonId, ranked);
    top2 = await award('spring-top-2', seasonId, { awardTopRank: 2 });
    twenty = await award('spring-twenty', seasonId, { awardMinPoints: 20 });
    current = await award('now-top-1', currentSeasonId, { awardTopRank: 1 });
  });

  it('gives each award avatar to who meets its threshold, exactly once, however many instances sweep at once', async () => {
    const started = (await Promise.all([1, 2, 3].map(() => services().seasonAwards.sweep(em())))).flat();
    const runs = await em().find(SeasonAwardRunSchema, { seasonId, kind: 'award' });
    expect(runs).toHaveLength(1);
    expect(started).toEqual([runs[0]!.id]);
    const run = await done(runs[0]!.id);

    // Top 2 ranks: 50 and the two tied at 40 (ties share rank 2); at least 20 points: the first four.
    expect(await holders(top2)).toEqual(ranked.slice(0, 3).map((u) => u.id).sort());
    expect(await holders(twenty)).toEqual(ranked.slice(0, 4).map((u) => u.id).sort());
    expect(run.awarded).toBe(7);
    expect((await em().find(UserAvatarAssignmentSchema, { avatar: top2 })).every((a) => a.assignmentType === 'SEASON_AWARD')).toBe(true);
    // The season still running awards nothing yet.
    expect(await holders(current)).toEqual([]);

    // Sweeping again starts nothing and gives nothing.
    const before = await assignmentsOf([top2, twenty]);
    expect(await services().seasonAwards.sweep(em())).toEqual([]);
    expect(await em().count(SeasonAwardRunSchema, { seasonId, kind: 'award' })).toBe(1);
    expect(await assignmentsOf([top2, twenty])).toEqual(before);
  });

  it('a backfill after the award changes nothing, however many run at once', async () => {
    const before = await assignmentsOf([top2, twenty]);
    const backfill = 'mutation($s: ID!, $l: Int) { backfillAchievedAvatars(seasonId: $s, limit: $l) { id kind status batchSize } }';
    const runs = await Promise.all([1, 2].map(() => t.ok(admin, backfill, { s: seasonId, l: 2 })));
    for (const { backfillAchievedAvatars: run } of runs) {
      expect(run).toMatchObject({ kind: 'backfill', batchSize: 2 });
      const finished = await done(run.id);
      expect(finished.awarded).toBe(0);
      expect(finished.batches).toBeGreaterThan(1);
    }
    expect(await assignmentsOf([top2, twenty])).toEqual(before);
  });

  it('a backfill gives an award to who qualifies since (points adjusted after the end)', async () => {
    const late = usersWith([45]);
    await points(seasonId, late);
    const { backfillAchievedAvatars: run } = await t.ok(admin, 'mutation($s: ID!) { backfillAchievedAvatars(seasonId: $s) { id batchSize } }', { s: seasonId });
    expect(run.batchSize).toBe(100);
    expect((await done(run.id)).awarded).toBe(2);
    expect(await holders(top2)).toContain(late[0]!.id);
    expect(await holders(twenty)).toContain(late[0]!.id);
    const progress = await t.ok(admin, 'query($id: ID!) { seasonAwardRun(id: $id) { status awarded cursorAvatarSlug } }', { id: run.id });
    expect(progress.seasonAwardRun).toEqual({ status: 'done', awarded: 2, cursorAvatarSlug: null });
  });
});

describe('a backfill', () => {
  it('resumes from its saved cursor: batches already done are not read again', async () => {
    const seasonId = await season('Awards Resume', 60, 50);
    const ranked = usersWith([90, 80, 70, 60, 50, 40, 30]);
    await points(seasonId, ranked);
    const avatarId = await award('resume-thirty', seasonId, { awardMinPoints: 30 });
    // A run stopped after its first batch of 2 (say the instance died): its cursor is saved at offset 2.
    const runId = randomUUID();
    const now = new Date();
    await em().insert(SeasonAwardRunSchema, {
      id: runId, seasonId, kind: 'backfill', status: 'running', batchSize: 2, cursorAvatarSlug: 'resume-thirty', cursorOffset: 2,
      batches: 1, awarded: 0, requestedBy: admin.userId, createdAt: now, updatedAt: now, finishedAt: null,
    });
    const next = await services().seasonAwards.runBatch(em(), runId);
    expect(next).toMatchObject({ status: 'running', cursorAvatarSlug: 'resume-thirty', cursorOffset: 4, batches: 2, awarded: 2 });
    expect(await holders(avatarId)).toEqual(ranked.slice(2, 4).map((u) => u.id).sort());
    const finished = await done(runId);
    expect(finished).toMatchObject({ status: 'done', batches: 4, awarded: 5, cursorAvatarSlug: null });
    // The first batch's users were behind the cursor: this run did not read them again.
    expect(await holders(avatarId)).toEqual(ranked.slice(2).map((u) => u.id).sort());
    // A batch of a finished run (a redelivered job) changes nothing.
    expect(await services().seasonAwards.runBatch(em(), runId)).toMatchObject({ status: 'done', batches: 4 });
  });

  it('two deliveries of one batch at once (a redelivered job) go one after the other: no page read twice or skipped', async () => {
    const seasonId = await season('Awards Twice', 100, 90);
    const ranked = usersWith([9, 8, 7, 6, 5]);
    await points(seasonId, ranked);
    const avatarId = await award('twice-five', seasonId, { awardMinPoints: 5 });
    const runId = randomUUID();
    const now = new Date();
    await em().insert(SeasonAwardRunSchema, {
      id: runId, seasonId, kind: 'backfill', status: 'running', batchSize: 2, cursorAvatarSlug: null, cursorOffset: 0,
      batches: 0, awarded: 0, requestedBy: admin.userId, createdAt: now, updatedAt: now, finishedAt: null,
    });
    const [a, b] = await Promise.all([services().seasonAwards.runBatch(em(), runId), services().seasonAwards.runBatch(em(), runId)]);
    // Whichever went second saw the first's cursor: together they read offsets 0-1 and 2-3, each once.
    expect([a!.cursorOffset, b!.cursorOffset].sort()).toEqual([2, 4]);
    expect(Math.max(a!.awarded, b!.awarded)).toBe(4);
    expect(await holders(avatarId)).toEqual(ranked.slice(0, 4).map((u) => u.id).sort());
    expect(await done(runId)).toMatchObject({ status: 'done', awarded: 5 });
    expect(await holders(avatarId)).toEqual(ranked.map((u) => u.id).sort());
  });

  it('refuses non-admins, bad limits and unknown seasons, starting nothing', async () => {
    const seasonId = await season('Awards Refusals', 80, 70);
    const backfill = 'mutation($s: ID!, $l: Int) { backfillAchievedAvatars(seasonId: $s, limit: $l) { id } }';
    const before = await em().count(SeasonAwardRunSchema, {});
    expect(await t.refused(user, backfill, { s: seasonId })).toEqual({ status: 403, message: 'Forbidden' });
    for (const l of [0, 1001, -5]) {
      expect(await t.refused(admin, backfill, { s: seasonId, l })).toEqual({ status: 400, message: 'limit must be a whole number from 1 to 1000' });
    }
    for (const s of [randomUUID(), 'nope']) {
      expect(await t.refused(admin, backfill, { s })).toEqual({ status: 404, message: 'Season not found' });
    }
    expect(await t.refused(admin, 'query($id: ID!) { seasonAwardRun(id: $id) { id } }', { id: randomUUID() })).toEqual({ status: 404, message: 'Season award run not found' });
    expect(await em().count(SeasonAwardRunSchema, {})).toBe(before);
  });

  it('refuses an award avatar naming an unknown season, creating nothing', async () => {
    const before = await em().count(AvatarSchema, {});
    expect(
      await t.refused(admin, 'mutation($i: CreateAvatarInput!) { createAvatar(input: $i) { id } }', {
        i: { slug: 'ghost-season', name: 'Ghost', avatarStatus: 'SEASON_AWARD', seasonId: randomUUID(), awardTopRank: 1 },
      }),
    ).toEqual({ status: 404, message: 'Season not found' });
    expect(await em().count(AvatarSchema, {})).toBe(before);
  });
});
