import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { EntityManager } from '@mikro-orm/core';
import type { Database } from '../db/database.ts';
import { GroupCommit, type BatchOutcome } from '../db/group-commit.ts';
import type { SqlPart } from '../db/fused-statements.ts';
import { execute, pgArray } from '../db/sql.ts';
import type { Job, JobEntity } from './job.entity.ts';

/** Thrown by a handler: try again later (after `delayMs`, else the backoff), counting the attempt. */
export class RetryJobError extends Error {
  override name = 'RetryJobError';
  constructor(
    message: string,
    readonly delayMs?: number,
  ) {
    super(message);
  }
}

/** Thrown by a handler: the job can never succeed, do not retry it. */
export class FailJobError extends Error {
  override name = 'FailJobError';
}

export interface JobContext {
  job: Readonly<Job>;
  /** Aborted when the runner stops and its grace period has passed: give up, the job is released. */
  signal: AbortSignal;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

export type JobOutcome = 'done' | 'retry' | 'failed' | 'released' | 'lost';

/** What became of one claimed job (also emitted as the runner's `settled` event). */
export interface JobSettled {
  jobId: string;
  kind: string;
  outcome: JobOutcome;
  attempts: number;
  error?: string;
  /** For a retry: when it runs again. */
  runAt?: Date;
}

export interface JobRunnerOptions {
  entity: JobEntity;
  /** How often to look for due jobs when idle (default 1 s); `wake()` looks at once. */
  pollIntervalMs?: number;
  /** How long a claim holds a job before another worker may take it over (default 60 s; renewed while running). */
  leaseMs?: number;
  /** Retry delays: base × 2^(attempt − 1), at most max (defaults 30 s and 1 h). */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /**
   * How many jobs this runner runs at once (default 1): its dispatcher claims as many as it has free slots. Jobs are
   * independent, so nothing may rely on their order; a claim skips rows other claims hold, so runners sharing a table
   * take different jobs.
   */
  concurrency?: number;
  /** On stop, how long the in-flight jobs may finish before their signals are aborted (default 10 s). */
  stopGraceMs?: number;
  /** Attempts before a job fails for good, unless the enqueue says otherwise (default 5). */
  defaultMaxAttempts?: number;
  clock?: () => Date;
  logger?: Pick<Console, 'error' | 'warn'>;
}

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * A durable job queue on the owning subgraph's database. Jobs are rows (see job.entity.ts); a worker
 * claims the oldest due ones with one `update … where id in (select … for update skip locked)` statement, marks them
 * running with a lease and a claim token each, runs the handlers outside any transaction, then marks each done or
 * reschedules it with exponential backoff (outcomes that come together are written in one statement). A job whose
 * worker died is claimed again once its lease has passed, so work survives a restart; a worker that lost its lease
 * cannot overwrite the new owner's result. Any number of runners (processes, instances) may share one table: each job
 * runs once at a time. A runner runs up to `concurrency` jobs at once.
 */
export class JobRunner<Kinds extends Record<string, unknown> = Record<string, unknown>> {
  readonly events = new EventEmitter<{ settled: [JobSettled] }>();
  private readonly handlers = new Map<string, JobHandler<never>>();
  private readonly entity: JobEntity;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly stopGraceMs: number;
  private readonly concurrency: number;
  private readonly defaultMaxAttempts: number;
  private readonly clock: () => Date;
  private readonly logger: Pick<Console, 'error' | 'warn'>;
  private db: Database | null = null;
  private loops: Promise<void> | null = null;
  private stopping = false;
  /** Set by `wake()`: a job may be due that no loop has looked for yet, so a loop about to idle looks again. */
  private wakeRequested = false;
  /** The idle dispatcher's wake-up call (a set, so `stop` and `wake` need not know whether it idles). */
  private readonly idleLoops = new Set<() => void>();
  /** The signals of the jobs running now (runs of `execute`, from the loops or a direct caller). */
  private readonly inFlight = new Set<AbortController>();
  /** Jobs this process wrote already claimed and runs outside the dispatcher (`enqueueManyPart`). */
  private readonly runningHere = new Set<Promise<void>>();
  /** Once the stop grace has passed: the reason every running job, and any claimed after it, is aborted with. */
  private abortReason: Error | null = null;
  /** The grouped outcome writes, for the database they write to. */
  private finishGroup: { db: Database; group: GroupCommit<Finish, boolean> } | null = null;

  constructor(options: JobRunnerOptions) {
    this.entity = options.entity;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.retryBaseMs = options.retryBaseMs ?? 30_000;
    this.retryMaxMs = options.retryMaxMs ?? 3_600_000;
    this.stopGraceMs = options.stopGraceMs ?? 10_000;
    this.concurrency = options.concurrency ?? 1;
    if (!Number.isInteger(this.concurrency) || this.concurrency < 1) throw new Error(`job runner concurrency must be a positive integer, not ${this.concurrency}`);
    this.defaultMaxAttempts = options.defaultMaxAttempts ?? 5;
    this.clock = options.clock ?? (() => new Date());
    this.logger = options.logger ?? console;
  }

  /** The handler of one kind of job; a runner claims only the kinds it has handlers for. */
  register<K extends keyof Kinds & string>(kind: K, handler: JobHandler<Kinds[K]>): this {
    this.handlers.set(kind, handler as JobHandler<never>);
    return this;
  }

  /**
   * Queues a job through the caller's EntityManager, so it commits (or rolls back) with the caller's
   * transaction. Call `wake()` after the commit to run it at once in this process.
   */
  async enqueue<K extends keyof Kinds & string>(
    em: EntityManager,
    kind: K,
    payload: Kinds[K],
    options: EnqueueOptions = {},
  ): Promise<string> {
    const row = this.newRow(kind, payload, options);
    await em.insert(this.entity, row);
    return row.id;
  }

  /** Several jobs of one kind in one statement, through the caller's EntityManager (its transaction), as `enqueue`. */
  async enqueueMany<K extends keyof Kinds & string>(em: EntityManager, kind: K, payloads: readonly Kinds[K][], options: EnqueueOptions = {}): Promise<string[]> {
    if (!payloads.length) return [];
    const rows = payloads.map((payload) => this.newRow(kind, payload, options));
    await em.insertMany(this.entity, rows);
    return rows.map((row) => row.id);
  }

  /**
   * Several jobs of one kind as a part of a statement the caller writes with others (`writeTogether`, one round trip in
   * its transaction): the same rows as `enqueueMany`. While this runner runs, they are written already claimed by it
   * (its first attempt, under a lease), and `runHere()`, called once the caller's transaction has committed, runs them
   * at once in this process: no claim, no wait for the dispatcher. If this process stops before they finish, their
   * lease runs out and any runner claims them again, as after a crash mid-job.
   */
  enqueueManyPart<K extends keyof Kinds & string>(
    em: EntityManager,
    kind: K,
    payloads: readonly Kinds[K][],
    options: EnqueueOptions = {},
  ): { part: SqlPart; ids: string[]; runHere(): void } {
    if (!payloads.length) throw new Error('enqueueManyPart: no job to queue');
    const meta = em.getMetadata().get(this.entity);
    const table = `"${meta.schema ?? em.config.get('schema')}"."${meta.tableName}"`;
    const db = this.db;
    const claimHere = db !== null && this.loops !== null && !this.stopping && this.handlers.has(kind) && !options.runAt;
    const rows = payloads.map((payload) => {
      const row = this.newRow(kind, payload, options);
      if (!claimHere) return row;
      return { ...row, status: 'running' as const, attempts: 1, lockedUntil: new Date(row.createdAt.getTime() + this.leaseMs), lockedBy: randomUUID() };
    });
    return {
      ids: rows.map((row) => row.id),
      part: {
        sql: `insert into ${table} ("id", "kind", "payload", "status", "attempts", "max_attempts", "run_at", "locked_until", "locked_by", "created_at", "updated_at")
              values ${rows.map(() => '(?::uuid, ?, ?::jsonb, ?, ?::int, ?::int, ?::timestamptz, ?::timestamptz, ?::uuid, ?::timestamptz, ?::timestamptz)').join(', ')}`,
        params: rows.flatMap((row) => [
          row.id,
          row.kind,
          JSON.stringify(row.payload),
          row.status,
          row.attempts,
          row.maxAttempts,
          row.runAt.toISOString(),
          row.lockedUntil ? row.lockedUntil.toISOString() : null,
          row.lockedBy,
          row.createdAt.toISOString(),
          row.updatedAt.toISOString(),
        ]),
      },
      runHere: () => {
        // Not claimed here (the runner was not running): the dispatcher claims them, woken now.
        if (!claimHere) return this.wake();
        if (!db || this.stopping) return;
        for (const job of rows) {
          const done: Promise<void> = this.execute(db, job)
            .then(() => undefined, (error: unknown) => this.logger.error(`job ${job.id}: run failed`, error))
            .finally(() => this.runningHere.delete(done));
          this.runningHere.add(done);
        }
      },
    };
  }

  /**
   * Jobs of one kind whose payloads a query decides, as a part of a statement the caller writes (a data-modifying
   * `WITH` query: the select may read the statement's other parts, the rows another part updated, say): one job per
   * row of `select`, whose one column `payload` (json) is the job's payload. Written queued, so that whichever rows
   * the query finds are delivered; call `wake()` once the caller's transaction has committed. The caller builds the
   * payloads in SQL, so it checks their shape itself (as its sender's typed helper does).
   */
  enqueueSelectedPart(em: EntityManager, kind: keyof Kinds & string, select: SqlPart, options: Pick<EnqueueOptions, 'maxAttempts'> = {}): SqlPart {
    const meta = em.getMetadata().get(this.entity);
    const table = `"${meta.schema ?? em.config.get('schema')}"."${meta.tableName}"`;
    const now = this.clock().toISOString();
    return {
      sql: `insert into ${table} ("id", "kind", "payload", "status", "attempts", "max_attempts", "run_at", "locked_until", "locked_by", "created_at", "updated_at")
            select gen_random_uuid(), ?, s."payload"::jsonb, 'queued', 0, ?::int, ?::timestamptz, null, null, ?::timestamptz, ?::timestamptz
              from (${select.sql}) s`,
      params: [kind, options.maxAttempts ?? this.defaultMaxAttempts, now, now, now, ...select.params],
    };
  }

  /**
   * The same, written with the caller's next flush instead of at once: for a caller that builds its change with
   * `em.create` and commits it as one flush (its transaction's commit flushes it).
   */
  enqueueWithFlush<K extends keyof Kinds & string>(em: EntityManager, kind: K, payload: Kinds[K], options: EnqueueOptions = {}): string {
    const row = this.newRow(kind, payload, options);
    em.create(this.entity, row);
    return row.id;
  }

  private newRow(kind: string, payload: unknown, options: EnqueueOptions): Job {
    const now = this.clock();
    return {
      id: randomUUID(),
      kind,
      payload: payload as Record<string, unknown>,
      status: 'queued',
      attempts: 0,
      maxAttempts: options.maxAttempts ?? this.defaultMaxAttempts,
      runAt: options.runAt ?? now,
      lockedUntil: null,
      lockedBy: null,
      lastError: null,
      createdAt: now,
      updatedAt: now,
    };
  }

  /**
   * Look for due jobs now instead of at the next poll (no-op when not started): wakes the idle dispatcher, which
   * claims as many as it has free slots in one statement, so a burst of jobs costs a claim per burst, not per job.
   */
  wake(): void {
    this.wakeRequested = true;
    this.wakeOne();
  }

  /** Starts polling `db` for due jobs, running up to `concurrency` at once. */
  start(db: Database): void {
    if (this.loops) throw new Error('job runner already started');
    this.db = db;
    this.stopping = false;
    this.loops = this.run(db);
  }

  /**
   * Stops polling and waits for the in-flight jobs to finish; after `stopGraceMs` their signals are aborted
   * and the jobs that give up are released for the next worker.
   */
  async stop(): Promise<void> {
    if (!this.loops) return;
    this.stopping = true;
    for (const wakeUp of [...this.idleLoops]) wakeUp();
    const grace = setTimeout(() => {
      this.abortReason = new Error('job runner stopping');
      for (const controller of this.inFlight) controller.abort(this.abortReason);
    }, this.stopGraceMs);
    try {
      await this.loops;
      await Promise.all(this.runningHere);
    } finally {
      clearTimeout(grace);
      this.loops = null;
      this.abortReason = null;
    }
  }

  /** Claims one due job and runs it; null when none is due. (The poll loop calls it; tests and tools may too.) */
  async runOnce(db: Database | null = this.db): Promise<JobSettled | null> {
    if (!db) throw new Error('job runner has no database: call start(db) or pass one');
    const job = await this.claim(db);
    return job ? this.execute(db, job) : null;
  }

  /**
   * Claims the oldest due job (queued and due, or running with an expired lease) for this worker, in one statement:
   * `update … where id = (select … for update skip locked limit 1) returning`. Rows locked by another worker's claim
   * are skipped, never waited for. A running job out of attempts (its worker died on the last one) fails instead.
   */
  async claim(db: Database): Promise<Job | null> {
    const [job] = await this.claimMany(db, 1);
    return job ?? null;
  }

  /** Claims up to `limit` due jobs at once, as `claim` does one (one statement for all of them). */
  async claimMany(db: Database, limit: number): Promise<Job[]> {
    const kinds = [...this.handlers.keys()];
    if (!kinds.length) return [];
    const table = this.tableOf(db);
    for (;;) {
      const now = this.clock();
      const exhausted = `j."status" = 'running' and j."attempts" >= j."max_attempts"`;
      const rows = await execute<JobRow>(
        db.em.fork(),
        `with next as (
           select "id" from ${table}
            where "kind" = any(?::text[]) and (("status" = 'queued' and "run_at" <= ?::timestamptz) or ("status" = 'running' and "locked_until" <= ?::timestamptz))
            order by "run_at", "id" limit ${Math.max(1, Math.floor(limit))} for update skip locked)
         update ${table} j set
           "status" = case when ${exhausted} then 'failed' else 'running' end,
           "attempts" = case when ${exhausted} then j."attempts" else j."attempts" + 1 end,
           "locked_until" = case when ${exhausted} then null else ?::timestamptz end,
           "locked_by" = case when ${exhausted} then null else gen_random_uuid() end,
           "last_error" = case when ${exhausted} then 'worker stopped before finishing attempt ' || j."attempts" || ' of ' || j."max_attempts" else j."last_error" end,
           "updated_at" = ?::timestamptz
         from next where j."id" = next."id"
         returning j.*`,
        [pgArray(kinds), now.toISOString(), now.toISOString(), new Date(now.getTime() + this.leaseMs).toISOString(), now.toISOString()],
      );
      const jobs = rows.map(jobOf).sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id.localeCompare(b.id));
      for (const job of jobs.filter((j) => j.status === 'failed')) {
        this.logger.error(`job ${job.id} (${job.kind}) failed: ${job.lastError}`);
        this.settled({ jobId: job.id, kind: job.kind, outcome: 'failed', attempts: job.attempts, error: job.lastError ?? undefined });
      }
      const claimed = jobs.filter((j) => j.status === 'running');
      // Only exhausted ones: look again, there may be runnable jobs behind them.
      if (claimed.length || !rows.length) return claimed;
    }
  }

  /** The job table, schema-qualified (each subgraph keeps its own). */
  private tableOf(db: Database): string {
    const meta = db.getMetadata().get(this.entity);
    return `"${meta.schema ?? db.config.get('schema')}"."${meta.tableName}"`;
  }

  /** Runs a claimed job's handler and records its outcome, as long as this worker still holds the claim. */
  async execute(db: Database, job: Job): Promise<JobSettled> {
    const handler = this.handlers.get(job.kind);
    const controller = new AbortController();
    // Claimed by a loop as the stop grace ran out: released below without running.
    if (this.abortReason) controller.abort(this.abortReason);
    this.inFlight.add(controller);
    const heartbeat = setInterval(() => {
      const lockedUntil = new Date(this.clock().getTime() + this.leaseMs);
      db.em
        .fork()
        .nativeUpdate(this.entity, { id: job.id, lockedBy: job.lockedBy, status: 'running' }, { lockedUntil })
        .catch((error: unknown) => this.logger.warn(`job ${job.id}: lease renewal failed`, error));
    }, Math.max(Math.floor(this.leaseMs / 3), 10));
    let settled: JobSettled;
    try {
      if (!handler) throw new FailJobError(`no handler for job kind ${job.kind}`);
      controller.signal.throwIfAborted();
      await handler(job.payload as never, { job, signal: controller.signal });
      settled = await this.finish(db, job, { status: 'done', lastError: null }, 'done');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const now = this.clock();
      if (controller.signal.aborted) {
        // Stopped mid-way: not the job's fault, so the attempt is given back.
        settled = await this.finish(db, job, { status: 'queued', runAt: now, attempts: job.attempts - 1, lastError: message }, 'released');
      } else if (error instanceof FailJobError || job.attempts >= job.maxAttempts) {
        settled = await this.finish(db, job, { status: 'failed', lastError: message }, 'failed');
        this.logger.error(`job ${job.id} (${job.kind}) failed after ${job.attempts} attempt(s): ${message}`);
      } else {
        const delay = error instanceof RetryJobError && error.delayMs !== undefined ? error.delayMs : this.backoff(job.attempts);
        const runAt = new Date(now.getTime() + delay);
        settled = await this.finish(db, job, { status: 'queued', runAt, lastError: message }, 'retry');
        if (settled.outcome === 'retry') settled.runAt = runAt;
      }
      if (settled.outcome !== 'done') settled.error = message;
    } finally {
      clearInterval(heartbeat);
      this.inFlight.delete(controller);
    }
    this.settled(settled);
    return settled;
  }

  /** The delay before the next try after `attempts` failed ones. */
  backoff(attempts: number): number {
    return Math.min(this.retryBaseMs * 2 ** Math.max(attempts - 1, 0), this.retryMaxMs);
  }

  private async finish(
    db: Database,
    job: Job,
    changes: Partial<Pick<Job, 'status' | 'runAt' | 'attempts' | 'lastError'>>,
    outcome: JobOutcome,
  ): Promise<JobSettled> {
    const updated = await this.finishes(db).submit({ job, changes });
    // Not updated: the lease expired and another worker reclaimed the job; its result stands, not ours.
    return { jobId: job.id, kind: job.kind, outcome: updated ? outcome : 'lost', attempts: changes.attempts ?? job.attempts };
  }

  /** Outcomes recorded together when jobs end together (one statement for many), each only by its claim's holder. */
  private finishes(db: Database): GroupCommit<Finish, boolean> {
    if (this.finishGroup?.db === db) return this.finishGroup.group;
    const write = async (items: readonly Finish[]): Promise<BatchOutcome<boolean>[]> => {
      const now = this.clock().toISOString();
      const done = await execute<{ id: string }>(
        db.em.fork(),
        `update ${this.tableOf(db)} j set "status" = v."status", "run_at" = coalesce(v."run_at", j."run_at"),
           "attempts" = coalesce(v."attempts", j."attempts"), "last_error" = v."last_error",
           "locked_until" = null, "locked_by" = null, "updated_at" = ?::timestamptz
         from (values ${items.map(() => '(?::uuid, ?::uuid, ?, ?::timestamptz, ?::int, ?)').join(', ')})
           as v("id", "locked_by", "status", "run_at", "attempts", "last_error")
         where j."id" = v."id" and j."locked_by" = v."locked_by" and j."status" = 'running'
         returning j."id"`,
        [
          now,
          ...items.flatMap(({ job, changes }) => [
            job.id,
            job.lockedBy,
            changes.status ?? job.status,
            changes.runAt?.toISOString() ?? null,
            changes.attempts ?? null,
            changes.lastError ?? null,
          ]),
        ],
      );
      const ids = new Set(done.map((d) => d.id));
      return items.map(({ job }) => ({ ok: true, value: ids.has(job.id) }));
    };
    const group = new GroupCommit<Finish, boolean>({
      writeBatch: write,
      // One at a time: the outcomes that end meanwhile wait and go together (fewer statements under load).
      maxConcurrentBatches: 1,
      writeOne: async (item) => {
        const [outcome] = await write([item]);
        return outcome!.ok && outcome!.value;
      },
    });
    this.finishGroup = { db, group };
    return group;
  }

  private settled(settled: JobSettled): void {
    this.events.emit('settled', settled);
  }

  /**
   * The runner's dispatcher: claims as many due jobs as it has free slots (one statement), runs them, and claims again
   * when a slot frees; with nothing due it idles until `wake()` or the next poll.
   */
  private async run(db: Database): Promise<void> {
    const running = new Set<Promise<void>>();
    while (!this.stopping) {
      const free = this.concurrency - running.size;
      if (free === 0) {
        await Promise.race(running);
        continue;
      }
      let claimed = 0;
      try {
        this.wakeRequested = false;
        const jobs = await this.claimMany(db, free);
        claimed = jobs.length;
        for (const job of jobs) {
          const done: Promise<void> = this.execute(db, job)
            .then(() => undefined, (error: unknown) => this.logger.error(`job ${job.id}: run failed`, error))
            .finally(() => running.delete(done));
          running.add(done);
        }
      } catch (error) {
        // The database was unreachable for a moment, say: try again at the next poll.
        this.logger.error('job runner: poll failed', error);
      }
      if (this.stopping) break;
      // Every slot busy: claim again when one frees. Fewer due than slots: wait for a wake, a poll or a free slot.
      if (claimed === free) await Promise.race(running);
      else await this.idle();
    }
    await Promise.all(running);
  }

  private wakeOne(): void {
    const [first] = this.idleLoops;
    first?.();
  }

  private idle(): Promise<void> {
    if (this.wakeRequested) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.idleLoops.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.pollIntervalMs);
      this.idleLoops.add(done);
    });
  }
}

/** The settings of the configuration a subgraph's job runner takes. */
export interface JobRunnerConfig {
  JOB_POLL_INTERVAL_MS: number;
  JOB_CONCURRENCY: number;
  JOB_RETRY_BASE_MS: number;
  JOB_RETRY_MAX_MS: number;
}

/** A subgraph's job runner with the settings of the configuration (JOB_POLL_INTERVAL_MS, JOB_CONCURRENCY, JOB_RETRY_*). */
export function jobRunnerFromConfig<Kinds extends Record<string, unknown>>(entity: JobRunnerOptions['entity'], config: JobRunnerConfig): JobRunner<Kinds> {
  return new JobRunner<Kinds>({
    entity,
    pollIntervalMs: config.JOB_POLL_INTERVAL_MS,
    concurrency: config.JOB_CONCURRENCY,
    retryBaseMs: config.JOB_RETRY_BASE_MS,
    retryMaxMs: config.JOB_RETRY_MAX_MS,
  });
}

/** One job's outcome, to be recorded. */
interface Finish {
  job: Job;
  changes: Partial<Pick<Job, 'status' | 'runAt' | 'attempts' | 'lastError'>>;
}

/** A job row as the claim statement returns it. */
interface JobRow {
  id: string;
  kind: string;
  payload: Record<string, unknown> | string;
  status: Job['status'];
  attempts: number;
  max_attempts: number;
  run_at: Date | string;
  locked_until: Date | string | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

function jobOf(row: JobRow): Job {
  const date = (value: Date | string) => new Date(value);
  return {
    id: row.id,
    kind: row.kind,
    // PGlite and node-postgres both parse jsonb; a text payload would be a driver's choice.
    payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload,
    status: row.status,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    runAt: date(row.run_at),
    lockedUntil: row.locked_until === null ? null : date(row.locked_until),
    lockedBy: row.locked_by,
    lastError: row.last_error,
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
}
