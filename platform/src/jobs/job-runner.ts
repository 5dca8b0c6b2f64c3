import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { Database } from '../db/database.ts';
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
   * How many jobs this runner runs at once (default 1): that many poll loops share it. Jobs are independent, so
   * nothing may rely on their order; a claim skips rows other claims hold, so parallel claims take different jobs.
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
 * claims the oldest due one with `select … for update skip locked` in a short transaction, marks it running
 * with a lease and its own claim token, runs the handler outside any transaction, then marks it done or
 * reschedules it with exponential backoff. A job whose worker died is claimed again once its lease has
 * passed, so work survives a restart; a worker that lost its lease cannot overwrite the new owner's result.
 * Any number of runners (processes, instances) may share one table: each job runs once at a time. A runner runs
 * up to `concurrency` jobs at once, one per poll loop.
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
  /** The idle loops' wake-up calls, oldest first. */
  private readonly idleLoops = new Set<() => void>();
  /** The signals of the jobs running now (runs of `execute`, from the loops or a direct caller). */
  private readonly inFlight = new Set<AbortController>();
  /** Once the stop grace has passed: the reason every running job, and any claimed after it, is aborted with. */
  private abortReason: Error | null = null;

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
   * Look for due jobs now instead of at the next poll (no-op when not started). Wakes one idle loop; a loop that
   * claims a job wakes the next, so a burst of jobs spreads over the loops without every wake costing N claims.
   */
  wake(): void {
    this.wakeRequested = true;
    this.wakeOne();
  }

  /** Starts polling `db` for due jobs with `concurrency` loops. */
  start(db: Database): void {
    if (this.loops) throw new Error('job runner already started');
    this.db = db;
    this.stopping = false;
    this.loops = Promise.all(Array.from({ length: this.concurrency }, () => this.run(db))).then(() => undefined);
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
   * Claims the oldest due job (queued and due, or running with an expired lease) for this worker. Rows
   * locked by another worker's claim transaction are skipped, never waited for.
   */
  async claim(db: Database): Promise<Job | null> {
    const kinds = [...this.handlers.keys()];
    if (!kinds.length) return null;
    const exhausted: JobSettled[] = [];
    const claimed = await db.em.fork().transactional(async (tx) => {
      for (;;) {
        const now = this.clock();
        const job = await tx.findOne(
          this.entity,
          {
            kind: { $in: kinds },
            $or: [
              { status: 'queued', runAt: { $lte: now } },
              { status: 'running', lockedUntil: { $lte: now } },
            ],
          },
          { orderBy: { runAt: 'asc', id: 'asc' }, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, disableIdentityMap: true },
        );
        if (!job) return null;
        if (job.status === 'running' && job.attempts >= job.maxAttempts) {
          // Its worker died on the last attempt: do not run it again.
          const lastError = `worker stopped before finishing attempt ${job.attempts} of ${job.maxAttempts}`;
          await tx.nativeUpdate(this.entity, { id: job.id }, { status: 'failed', lockedUntil: null, lockedBy: null, lastError, updatedAt: now });
          exhausted.push({ jobId: job.id, kind: job.kind, outcome: 'failed', attempts: job.attempts, error: lastError });
          continue;
        }
        const next: Job = {
          ...job,
          status: 'running',
          attempts: job.attempts + 1,
          lockedUntil: new Date(now.getTime() + this.leaseMs),
          lockedBy: randomUUID(),
          updatedAt: now,
        };
        await tx.nativeUpdate(
          this.entity,
          { id: job.id },
          { status: next.status, attempts: next.attempts, lockedUntil: next.lockedUntil, lockedBy: next.lockedBy, updatedAt: now },
        );
        return next;
      }
    });
    for (const settled of exhausted) {
      this.logger.error(`job ${settled.jobId} (${settled.kind}) failed: ${settled.error}`);
      this.settled(settled);
    }
    return claimed;
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
    const updated = await db.em
      .fork()
      .nativeUpdate(
        this.entity,
        { id: job.id, lockedBy: job.lockedBy, status: 'running' },
        { ...changes, lockedUntil: null, lockedBy: null, updatedAt: this.clock() },
      );
    // Zero rows: the lease expired and another worker reclaimed the job; its result stands, not ours.
    return { jobId: job.id, kind: job.kind, outcome: updated ? outcome : 'lost', attempts: changes.attempts ?? job.attempts };
  }

  private settled(settled: JobSettled): void {
    this.events.emit('settled', settled);
  }

  /** One poll loop: claims and runs one job at a time; `concurrency` of them share the runner. */
  private async run(db: Database): Promise<void> {
    while (!this.stopping) {
      let ran = false;
      try {
        this.wakeRequested = false;
        const job = await this.claim(db);
        if (job) {
          // More may be due: let an idle loop look while this one runs its job.
          this.wakeOne();
          await this.execute(db, job);
          ran = true;
        }
      } catch (error) {
        // The database was unreachable for a moment, say: try again at the next poll.
        this.logger.error('job runner: poll failed', error);
      }
      if (!ran && !this.stopping) await this.idle();
    }
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
