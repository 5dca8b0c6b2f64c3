import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { DomainError, isUuid, requirePermission, type Identity } from '@backspin/platform';
import type { AvatarAssignmentService } from '../avatar-assignments/avatar-assignment.service.ts';
import { AvatarSchema, type Avatar } from '../avatars/avatar.entity.ts';
import type { EconomyJobRunner } from '../jobs.ts';
import { SeasonAwardRunSchema, type SeasonAwardRun, type SeasonAwardRunKind } from './season-award-run.entity.ts';
import type { SeasonStandings, StandingRow } from './season-standings.ts';

/** Ranked users looked at per batch when a season ends; a backfill says its own (`limit`, 1 to 1000, default 100). */
export const awardBatchSize = 500;
export const backfillLimitMax = 1000;
export const backfillLimitDefault = 100;

/** The job that runs one batch of a run (jobs.ts). */
export const seasonAwardBatchJob = 'season-awards.batch';
export interface SeasonAwardBatchPayload {
  runId: string;
}

/** Whether a ranked user meets an award avatar's threshold: among the top N ranks, or at least X season points. */
export function meetsThreshold(avatar: Pick<Avatar, 'awardTopRank' | 'awardMinPoints'>, row: StandingRow): boolean {
  if (avatar.awardTopRank != null) return row.rank <= avatar.awardTopRank;
  return avatar.awardMinPoints != null && row.balance >= avatar.awardMinPoints;
}

/**
 * Season awards. When a season ends, its SEASON_AWARD avatars go to the users who meet their threshold in that
 * season's ranking (`awardTopRank`: rank ≤ N; `awardMinPoints`: season points ≥ X), as SEASON_AWARD assignments.
 * - The sweep (`sweep`, every minute on each instance) finds ended seasons without an `award` run and inserts one;
 *   a partial unique index lets exactly one instance insert it, and the first batch job is queued in the same
 *   transaction, so each season is awarded once, also after a crash.
 * - A run goes in batches (`runBatch`): each batch locks its run, reads one page of the ranking for the avatar in
 *   hand, grants (insert on conflict do nothing), and saves the cursor and queues the next batch in the same
 *   transaction. A batch run twice is harmless; a run never skips a page.
 * - A backfill (POST /points/backfill-achieved-avatars/{seasonId}?limit=) is the same pass again, with `limit` per
 *   batch: after the award it changes nothing; it gives the avatars to whoever qualifies since (an admin adjusted
 *   points, an avatar was added later).
 * Ranking pages are read by offset: a season that has ended no longer changes order, except by admin adjustments,
 * which a later backfill picks up.
 */
export class SeasonAwardService {
  constructor(
    private readonly deps: {
      standings: SeasonStandings;
      assignments: AvatarAssignmentService;
      jobs: EconomyJobRunner;
    },
  ) {}

  /** Starts the award run of every ended season that has none: the ids of the runs this call started. */
  async sweep(em: EntityManager, now = new Date()): Promise<string[]> {
    const ended = await this.deps.standings.endedSeasons(em, now);
    if (!ended.length) return [];
    const awarded = await em.find(SeasonAwardRunSchema, { kind: 'award', seasonId: { $in: ended.map((s) => s.id) } }, { fields: ['seasonId'] });
    const done = new Set(awarded.map((r) => r.seasonId));
    const started: string[] = [];
    for (const season of ended.filter((s) => !done.has(s.id))) {
      const runId = await this.startRun(em, season.id, 'award', awardBatchSize, null);
      if (runId) started.push(runId);
    }
    if (started.length) this.deps.jobs.wake();
    return started;
  }

  /** POST /points/backfill-achieved-avatars/{seasonId}?limit=: admins start a backfill; it runs in the background. */
  async backfill(em: EntityManager, identity: Identity, seasonId: string, limit?: number | null): Promise<SeasonAwardRun> {
    requirePermission(identity, 'console.manage');
    const batchSize = limit ?? backfillLimitDefault;
    if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > backfillLimitMax) throw new DomainError('INVALID_BACKFILL_LIMIT');
    if (!isUuid(seasonId) || !(await this.deps.standings.season(em, seasonId.toLowerCase()))) throw new DomainError('SEASON_NOT_FOUND');
    const runId = await this.startRun(em, seasonId.toLowerCase(), 'backfill', batchSize, identity.tokenType === 'service' ? null : identity.userId);
    this.deps.jobs.wake();
    return em.findOneOrFail(SeasonAwardRunSchema, { id: runId! }, { disableIdentityMap: true });
  }

  /** A run, to follow its progress (admins). */
  async run(em: EntityManager, identity: Identity, runId: string): Promise<SeasonAwardRun> {
    requirePermission(identity, 'console.manage');
    const run = isUuid(runId) ? await em.findOne(SeasonAwardRunSchema, { id: runId.toLowerCase() }, { disableIdentityMap: true }) : null;
    if (!run) throw new DomainError('SEASON_AWARD_RUN_NOT_FOUND');
    return run;
  }

  /**
   * Inserts a run and queues its first batch in one transaction; null when the season has its award run already
   * (another instance's sweep won).
   */
  private async startRun(em: EntityManager, seasonId: string, kind: SeasonAwardRunKind, batchSize: number, requestedBy: string | null): Promise<string | null> {
    return em.transactional(async (tx) => {
      const now = new Date();
      const id = randomUUID();
      const inserted = await (tx as SqlEntityManager)
        .createQueryBuilder(SeasonAwardRunSchema)
        .insert({ id, seasonId, kind, status: 'running', batchSize, cursorAvatarSlug: null, cursorOffset: 0, batches: 0, awarded: 0, requestedBy, createdAt: now, updatedAt: now, finishedAt: null })
        .onConflict()
        .ignore()
        .execute('run');
      if (!inserted.affectedRows) return null;
      await this.deps.jobs.enqueue(tx, seasonAwardBatchJob, { runId: id });
      return id;
    });
  }

  /**
   * One batch of a run (the job's handler): grants one ranking page's winners of the avatar in hand, then moves
   * the cursor and queues the next batch, or finishes the run. Returns the run as it is after the batch.
   */
  async runBatch(em: EntityManager, runId: string): Promise<SeasonAwardRun | null> {
    const run = await em.transactional(async (tx) => {
      const run = await tx.findOne(SeasonAwardRunSchema, { id: runId }, { lockMode: LockMode.PESSIMISTIC_WRITE, disableIdentityMap: true });
      if (!run || run.status === 'done') return run;
      const avatars = await tx.find(AvatarSchema, { status: 'SEASON_AWARD', seasonId: run.seasonId }, { orderBy: { slug: 'asc' } });
      const cursor = run.cursorAvatarSlug ?? null;
      const avatar = avatars.find((a) => cursor === null || a.slug >= cursor);
      const next: Partial<SeasonAwardRun> = { batches: run.batches + 1, updatedAt: new Date() };
      if (!avatar) {
        Object.assign(next, { status: 'done', finishedAt: new Date(), cursorAvatarSlug: null, cursorOffset: 0 });
      } else {
        // The avatar in hand may have changed since the cursor was saved (deleted): start it from the top.
        const offset = avatar.slug === cursor ? run.cursorOffset : 0;
        const page = await this.deps.standings.ranking(tx, run.seasonId, offset, run.batchSize);
        const winners = page.filter((row) => meetsThreshold(avatar, row));
        const awarded = await this.deps.assignments.grant(tx, avatar.id, winners.map((w) => w.userId), 'SEASON_AWARD');
        // The ranking is best first: once a row misses the threshold (or the page is short), no later row meets it.
        const avatarDone = winners.length < page.length || page.length < run.batchSize;
        const following = avatars[avatars.indexOf(avatar) + 1];
        Object.assign(next, {
          awarded: run.awarded + awarded,
          cursorAvatarSlug: avatarDone ? (following?.slug ?? null) : avatar.slug,
          cursorOffset: avatarDone ? 0 : offset + run.batchSize,
          ...(avatarDone && !following ? { status: 'done', finishedAt: new Date() } : {}),
        });
      }
      await tx.nativeUpdate(SeasonAwardRunSchema, { id: run.id }, next);
      if (next.status !== 'done') await this.deps.jobs.enqueue(tx, seasonAwardBatchJob, { runId: run.id });
      return { ...run, ...next };
    });
    if (run && run.status !== 'done') this.deps.jobs.wake();
    return run;
  }
}

/** How often each instance sweeps for ended seasons to award. */
export const seasonAwardSweepIntervalMs = 60_000;

/**
 * The periodic sweep (started by the module's `start` hook): looks for ended, unawarded seasons now and then every
 * `intervalMs`. Any number of instances may sweep; the run's unique index lets one start each season's award.
 * Returns the stop function, which waits for a pass under way.
 */
export function startSeasonAwardSweep(
  awards: SeasonAwardService,
  em: () => EntityManager,
  intervalMs = seasonAwardSweepIntervalMs,
  logger: Pick<Console, 'error'> = console,
): () => Promise<void> {
  let pass: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    pass = awards.sweep(em()).catch((error: unknown) => logger.error('season awards: the sweep failed', error));
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await pass;
  };
}
