import { once } from 'node:events';
import { LockMode } from '@mikro-orm/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { writeTogether } from '../db/fused-statements.ts';
import { createTestDatabase, type TestDatabase } from '@backspin/test-kit';
import { defineJobEntity, type Job } from './job.entity.ts';
import { FailJobError, JobRunner, RetryJobError, type JobRunnerOptions, type JobSettled } from './job-runner.ts';

// The queue against a real database: PostgreSQL when DATABASE_URL is set (real concurrent connections), else PGlite.

const JobSchema = defineJobEntity();
type Kinds = { echo: { n: number }; other: { n: number } };

let database: TestDatabase;
let db: Database;
const quiet = { error: () => {}, warn: () => {} };

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase({
    schema: 'jobs_test',
    entities: [JobSchema],
    migrations: [],
    databaseUrl: database.databaseUrl,
    ...(database.pglite ? { pglite: database.pglite } : {}),
  });
  await db.schema.create();
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});
beforeEach(async () => {
  await db.em.fork().nativeDelete(JobSchema, {});
});

/** A clock the test moves by hand. */
function manualClock(start = Date.parse('2026-03-01T12:00:00Z')) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

function runner(options: Partial<JobRunnerOptions> = {}) {
  return new JobRunner<Kinds>({ entity: JobSchema, logger: quiet, ...options });
}

const row = async (id: string): Promise<Job> => (await db.em.fork().findOneOrFail(JobSchema, { id }, { disableIdentityMap: true }));
const enqueue = (r: JobRunner<Kinds>, n: number, options?: { maxAttempts?: number }) => r.enqueue(db.em.fork(), 'echo', { n }, options);

/** Resolves after `count` settled events of these runners, with the events. */
function settledEvents(runners: JobRunner<Kinds>[], count: number): Promise<JobSettled[]> {
  const seen: JobSettled[] = [];
  return new Promise((resolve) => {
    const listener = (settled: JobSettled) => {
      seen.push(settled);
      if (seen.length === count) {
        for (const r of runners) r.events.off('settled', listener);
        resolve(seen);
      }
    };
    for (const r of runners) r.events.on('settled', listener);
  });
}


/**
 * Handlers that wait until the test releases their job. Jobs due at the same moment may start in any order, so the
 * test waits for a number of starts (`started(k)`) and reads which jobs they were (`order`).
 */
function gatedJobs() {
  const gates = new Map<number, { promise: Promise<void>; resolve: () => void }>();
  const gate = (n: number) => {
    let entry = gates.get(n);
    if (!entry) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      entry = { promise, resolve };
      gates.set(n, entry);
    }
    return entry;
  };
  const order: number[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const handler = async ({ n }: { n: number }) => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    order.push(n);
    for (const waiter of waiters.filter((w) => w.count <= order.length)) waiter.resolve();
    try {
      await gate(n).promise;
    } finally {
      running -= 1;
    }
  };
  return {
    handler,
    order,
    /** Resolves once `count` jobs have started. */
    started: (count: number) => (order.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve }))),
    release: (...ns: number[]) => ns.forEach((n) => gate(n).resolve()),
    get running() {
      return running;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
  };
}

describe('JobRunner', () => {
  it('runs a queued job once, marks it done, and is woken at once by an enqueue in the same process', async () => {
    const ran: number[] = [];
    const r = runner({ pollIntervalMs: 3_600_000 }).register('echo', async ({ n }) => void ran.push(n));
    r.start(db);
    try {
      const done = once(r.events, 'settled');
      const id = await enqueue(r, 7);
      r.wake();
      const [settled] = (await done) as [JobSettled];
      expect(settled).toMatchObject({ jobId: id, kind: 'echo', outcome: 'done', attempts: 1 });
      expect(ran).toEqual([7]);
      expect(await row(id)).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null, lockedBy: null, lastError: null });
    } finally {
      await r.stop();
    }
  });

  it('claims only the kinds it has handlers for', async () => {
    const r = runner().register('echo', async () => {});
    const other = await r.enqueue(db.em.fork(), 'other', { n: 1 });
    expect(await r.runOnce(db)).toBeNull();
    expect((await row(other)).status).toBe('queued');
  });

  it('gives each job to exactly one of two runners working the same table', async () => {
    const ranBy = new Map<number, string[]>();
    const handler = (name: string) => async ({ n }: { n: number }) => {
      ranBy.set(n, [...(ranBy.get(n) ?? []), name]);
      await new Promise((resolve) => setImmediate(resolve));
    };
    const a = runner({ pollIntervalMs: 10 }).register('echo', handler('a'));
    const b = runner({ pollIntervalMs: 10 }).register('echo', handler('b'));
    const setup = runner();
    const ids = await Promise.all(Array.from({ length: 30 }, (_, n) => enqueue(setup, n)));
    const all = settledEvents([a, b], 30);
    a.start(db);
    b.start(db);
    try {
      const settled = await all;
      expect(settled.every((s) => s.outcome === 'done')).toBe(true);
      expect(new Set(settled.map((s) => s.jobId))).toEqual(new Set(ids));
      for (let n = 0; n < 30; n++) expect(ranBy.get(n)).toHaveLength(1);
      const rows = await db.em.fork().find(JobSchema, {});
      expect(rows.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('does not hand a claimed job to a second runner while the first holds its lease', async () => {
    const clock = manualClock();
    const a = runner({ clock: clock.now, leaseMs: 60_000 }).register('echo', async () => {});
    const b = runner({ clock: clock.now, leaseMs: 60_000 }).register('echo', async () => {});
    const id = await enqueue(a, 1);
    const claimed = await a.claim(db);
    expect(claimed).toMatchObject({ id, status: 'running', attempts: 1 });
    clock.advance(59_000);
    expect(await b.claim(db)).toBeNull();
  });

  it('reclaims a job whose worker died once its lease has passed, and ignores the dead worker’s late result', async () => {
    const clock = manualClock();
    const ran: string[] = [];
    const first = runner({ clock: clock.now, leaseMs: 30_000 }).register('echo', async () => void ran.push('first'));
    const id = await enqueue(first, 1);
    // The first worker claims the job, then its process dies: nothing ever finishes it.
    const abandoned = (await first.claim(db))!;
    expect((await row(id)).status).toBe('running');

    // After a restart, a new runner finds the job once the lease has run out.
    const second = runner({ clock: clock.now, leaseMs: 30_000 }).register('echo', async () => void ran.push('second'));
    expect(await second.runOnce(db)).toBeNull();
    clock.advance(30_001);
    expect(await second.runOnce(db)).toMatchObject({ jobId: id, outcome: 'done', attempts: 2 });

    // Had the first worker only been slow, its result no longer counts.
    expect(await first.execute(db, abandoned)).toMatchObject({ outcome: 'lost' });
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(ran).toEqual(['second', 'first']);
  });

  it('fails a job whose worker died on its last attempt instead of running it again', async () => {
    const clock = manualClock();
    const r = runner({ clock: clock.now, leaseMs: 1000 }).register('echo', async () => {
      throw new Error('must not run');
    });
    const id = await enqueue(r, 1, { maxAttempts: 1 });
    await r.claim(db);
    clock.advance(1001);
    const failed = once(r.events, 'settled');
    expect(await r.runOnce(db)).toBeNull();
    expect((await failed)[0]).toMatchObject({ jobId: id, outcome: 'failed' });
    expect(await row(id)).toMatchObject({ status: 'failed', lastError: 'worker stopped before finishing attempt 1 of 1' });
  });

  it('retries a failing job with exponential backoff, then succeeds', async () => {
    const clock = manualClock();
    let calls = 0;
    const r = runner({ clock: clock.now, retryBaseMs: 1000, retryMaxMs: 10_000 }).register('echo', async () => {
      calls += 1;
      if (calls < 3) throw new Error(`boom ${calls}`);
    });
    const id = await enqueue(r, 1);
    const start = clock.now().getTime();

    expect(await r.runOnce(db)).toMatchObject({ outcome: 'retry', attempts: 1, error: 'boom 1', runAt: new Date(start + 1000) });
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'boom 1', lockedBy: null });
    expect(await r.runOnce(db)).toBeNull(); // not due yet
    clock.advance(1000);
    expect(await r.runOnce(db)).toMatchObject({ outcome: 'retry', attempts: 2, runAt: new Date(start + 1000 + 2000) });
    clock.advance(1999);
    expect(await r.runOnce(db)).toBeNull();
    clock.advance(1);
    expect(await r.runOnce(db)).toMatchObject({ outcome: 'done', attempts: 3 });
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(r.backoff(1)).toBe(1000);
    expect(r.backoff(5)).toBe(10_000);
  });

  it('fails a job for good after its last attempt, at once on FailJobError, and honours a RetryJobError delay', async () => {
    const clock = manualClock();
    const r = runner({ clock: clock.now, retryBaseMs: 1000 }).register('echo', async ({ n }) => {
      if (n === 1) throw new Error('always');
      if (n === 2) throw new FailJobError('hopeless');
      throw new RetryJobError('later', 5000);
    });
    const always = await enqueue(r, 1, { maxAttempts: 2 });
    expect(await r.runOnce(db)).toMatchObject({ jobId: always, outcome: 'retry' });
    clock.advance(1000);
    expect(await r.runOnce(db)).toMatchObject({ jobId: always, outcome: 'failed', attempts: 2, error: 'always' });
    expect(await row(always)).toMatchObject({ status: 'failed', lastError: 'always' });

    const hopeless = await enqueue(r, 2);
    expect(await r.runOnce(db)).toMatchObject({ jobId: hopeless, outcome: 'failed', attempts: 1, error: 'hopeless' });

    const later = await enqueue(r, 3);
    const settled = await r.runOnce(db);
    expect(settled).toMatchObject({ jobId: later, outcome: 'retry' });
    expect(settled!.runAt!.getTime() - clock.now().getTime()).toBe(5000);
  });

  it('renews the lease of a long job while it runs', async () => {
    const r = runner({ leaseMs: 90 });
    let initial: Date | null = null;
    r.register('echo', async (_payload, { job }) => {
      initial = job.lockedUntil ?? null;
      // Wait (by watching the row) until the heartbeat has pushed the lease forward.
      for (;;) {
        const current = await row(job.id);
        if (current.lockedUntil && initial && current.lockedUntil > initial) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    const id = await enqueue(r, 1);
    expect(await r.runOnce(db)).toMatchObject({ jobId: id, outcome: 'done' });
  });

  it('stops cleanly: waits for the job in flight, then claims nothing more', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const r = runner({ pollIntervalMs: 3_600_000 }).register('echo', async () => {
      started();
      await gate;
    });
    r.start(db);
    const id = await enqueue(r, 1);
    r.wake();
    await running;
    let stopped = false;
    const stopping = r.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await row(id)).toMatchObject({ status: 'done' });
    const later = await enqueue(r, 2);
    r.wake();
    expect((await row(later)).status).toBe('queued');
  });

  it('on stop, aborts a job that outlives the grace period and releases it for the next worker', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const r = runner({ pollIntervalMs: 3_600_000, stopGraceMs: 20 }).register('echo', async (_payload, { signal }) => {
      started();
      await new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    r.start(db);
    const id = await enqueue(r, 1);
    const settled = once(r.events, 'settled');
    r.wake();
    await running;
    await r.stop();
    expect((await settled)[0]).toMatchObject({ jobId: id, outcome: 'released' });
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null, lastError: 'job runner stopping' });
  });
  it('runs up to `concurrency` jobs at once, and the next when one of them ends', async () => {
    const jobs = gatedJobs();
    const r = runner({ pollIntervalMs: 3_600_000, concurrency: 3 }).register('echo', jobs.handler);
    for (const n of [1, 2, 3, 4]) await enqueue(r, n);
    const all = settledEvents([r], 4);
    r.start(db);
    try {
      r.wake(); // once: the dispatcher claims as many as it has free slots
      await jobs.started(3);
      expect(jobs.running).toBe(3);
      const [waiting] = [1, 2, 3, 4].filter((n) => !jobs.order.includes(n));
      expect((await db.em.fork().find(JobSchema, { status: 'queued' })).map((j) => j.payload)).toEqual([{ n: waiting }]);
      jobs.release(jobs.order[1]!);
      await jobs.started(4);
      expect(jobs.order[3]).toBe(waiting);
      expect(jobs.running).toBe(3);
      jobs.release(1, 2, 3, 4);
      const settled = await all;
      expect(settled.map((s) => s.outcome)).toEqual(['done', 'done', 'done', 'done']);
      expect(jobs.mostAtOnce).toBe(3);
    } finally {
      jobs.release(1, 2, 3, 4);
      await r.stop();
    }
  });

  it('claims a burst in one go: the oldest due first, each once, with a claim token of its own; an exhausted one fails', async () => {
    const clock = manualClock();
    const a = runner({ clock: clock.now }).register('echo', async () => {});
    const b = runner({ clock: clock.now }).register('echo', async () => {});
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      ids.push(await enqueue(a, n));
      clock.advance(1000);
    }
    const first = await a.claimMany(db, 3);
    expect(first.map((j) => j.payload)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(first.every((j) => j.status === 'running' && j.attempts === 1)).toBe(true);
    expect(new Set(first.map((j) => j.lockedBy)).size).toBe(3);
    const rest = await b.claimMany(db, 10);
    expect(rest.map((j) => j.payload)).toEqual([{ n: 4 }, { n: 5 }]);
    expect(await b.claimMany(db, 10)).toEqual([]);
    // Every claim as stored: running, its own token, attempt 1.
    for (const job of [...first, ...rest]) expect(await row(job.id)).toMatchObject({ status: 'running', lockedBy: job.lockedBy, attempts: 1 });

    // A worker that died on a job's last attempt: once its lease passes, a claim fails it instead of running it again.
    await db.em.fork().nativeUpdate(JobSchema, { id: ids[0]! }, { maxAttempts: 1 });
    clock.advance(61_000);
    const failed = settledEvents([a], 1);
    const again = await a.claimMany(db, 10);
    expect(again.map((j) => j.payload)).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }, { n: 5 }]);
    expect((await failed)[0]).toMatchObject({ jobId: ids[0], outcome: 'failed', attempts: 1 });
    expect(await row(ids[0]!)).toMatchObject({ status: 'failed', lockedBy: null, lastError: 'worker stopped before finishing attempt 1 of 1' });
  });

  it('runs one job at a time with the default concurrency of 1', async () => {
    const jobs = gatedJobs();
    const r = runner({ pollIntervalMs: 3_600_000 }).register('echo', jobs.handler);
    await enqueue(r, 1);
    await enqueue(r, 2);
    r.start(db);
    try {
      r.wake();
      await jobs.started(1);
      // However often it is woken, the one slot is busy: the other job waits.
      r.wake();
      r.wake();
      expect(await db.em.fork().count(JobSchema, { status: 'queued' })).toBe(1);
      expect(jobs.running).toBe(1);
      const firstDone = once(r.events, 'settled');
      jobs.release(jobs.order[0]!);
      expect((await firstDone)[0]).toMatchObject({ outcome: 'done' });
      await jobs.started(2);
      const secondDone = once(r.events, 'settled');
      jobs.release(jobs.order[1]!);
      expect((await secondDone)[0]).toMatchObject({ outcome: 'done' });
      expect(jobs.order.toSorted()).toEqual([1, 2]);
      expect(jobs.mostAtOnce).toBe(1);
    } finally {
      jobs.release(1, 2);
      await r.stop();
    }
  });

  it('rejects a concurrency that is not a positive whole number', () => {
    expect(() => runner({ concurrency: 0 })).toThrow('job runner concurrency must be a positive integer, not 0');
    expect(() => runner({ concurrency: 1.5 })).toThrow('job runner concurrency must be a positive integer');
  });

  it('gives each job to exactly one loop of two runners of concurrency 4, with handlers in their own transactions', async () => {
    const ranBy = new Map<number, string[]>();
    let running = 0;
    let mostAtOnce = 0;
    const handler = (name: string) => async ({ n }: { n: number }, { job }: { job: Readonly<Job> }) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      ranBy.set(n, [...(ranBy.get(n) ?? []), name]);
      // A transaction of the handler's own while other loops claim (PGlite has one connection: they take turns).
      await db.em.fork().transactional(async (tx) => {
        await tx.findOneOrFail(JobSchema, { id: job.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, disableIdentityMap: true });
        await new Promise((resolve) => setImmediate(resolve));
      });
      running -= 1;
    };
    const a = runner({ pollIntervalMs: 10, concurrency: 4 }).register('echo', handler('a'));
    const b = runner({ pollIntervalMs: 10, concurrency: 4 }).register('echo', handler('b'));
    const setup = runner();
    const ids = await Promise.all(Array.from({ length: 40 }, (_, n) => enqueue(setup, n)));
    const all = settledEvents([a, b], 40);
    a.start(db);
    b.start(db);
    a.wake();
    b.wake();
    try {
      const settled = await all;
      expect(settled.every((s) => s.outcome === 'done')).toBe(true);
      expect(new Set(settled.map((s) => s.jobId))).toEqual(new Set(ids));
      for (let n = 0; n < 40; n++) expect(ranBy.get(n)).toHaveLength(1);
      const rows = await db.em.fork().find(JobSchema, {});
      expect(rows.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
      expect(mostAtOnce).toBeGreaterThan(1);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('on stop, waits for every job in flight', async () => {
    const jobs = gatedJobs();
    const r = runner({ pollIntervalMs: 3_600_000, concurrency: 3 }).register('echo', jobs.handler);
    const ids = [await enqueue(r, 1), await enqueue(r, 2), await enqueue(r, 3)];
    r.start(db);
    r.wake();
    await jobs.started(3);
    let stopped = false;
    const stopping = r.stop().then(() => (stopped = true));
    const twoDone = settledEvents([r], 2);
    jobs.release(1, 3);
    expect((await twoDone).map((s) => s.outcome)).toEqual(['done', 'done']);
    expect(stopped).toBe(false);
    expect((await row(ids[1]!)).status).toBe('running');
    jobs.release(2);
    await stopping;
    for (const id of ids) expect(await row(id)).toMatchObject({ status: 'done' });
  });

  it('on stop, aborts every job that outlives the grace period and releases them all', async () => {
    const jobs = gatedJobs();
    const r = runner({ pollIntervalMs: 3_600_000, stopGraceMs: 20, concurrency: 2 }).register('echo', async (payload, context) => {
      const aborted = new Promise((_resolve, reject) => context.signal.addEventListener('abort', () => reject(context.signal.reason)));
      await Promise.race([jobs.handler(payload), aborted]);
    });
    const ids = [await enqueue(r, 1), await enqueue(r, 2)];
    const settled = settledEvents([r], 2);
    r.start(db);
    r.wake();
    await jobs.started(2);
    await r.stop();
    jobs.release(1, 2);
    expect((await settled).map((s) => s.outcome)).toEqual(['released', 'released']);
    for (const id of ids) expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null, lastError: 'job runner stopping' });
  });

  it('writes jobs as a statement part already claimed by a running runner, and runs them here without a claim; queued when not running', async () => {
    const ran: number[] = [];
    const r = runner({ pollIntervalMs: 3_600_000, leaseMs: 60_000 }).register('echo', async ({ n }) => void ran.push(n));
    // Not running: written queued, for whichever runner claims them.
    const idle = r.enqueueManyPart(db.em.fork(), 'echo', [{ n: 1 }]);
    await writeTogether(db.em.fork(), { jobs: idle.part });
    expect(await row(idle.ids[0]!)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    const settled = settledEvents([r], 3);
    r.start(db);
    try {
      // Claimed by this runner when written, run here once committed (the queued one goes to the dispatcher's claim).
      const here = r.enqueueManyPart(db.em.fork(), 'echo', [{ n: 2 }, { n: 3 }]);
      await db.em.fork().transactional((tx) => writeTogether(tx, { jobs: here.part }));
      const written = await Promise.all(here.ids.map(row));
      for (const job of written) expect(job).toMatchObject({ status: 'running', attempts: 1, lockedBy: expect.any(String) });
      here.runHere();
      expect((await settled).map((e) => e.outcome)).toEqual(['done', 'done', 'done']);
      // Each ran once: the dispatcher never claimed the ones this process runs.
      expect(ran.sort()).toEqual([1, 2, 3]);
      for (const id of [...here.ids, idle.ids[0]!]) expect(await row(id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
    } finally {
      await r.stop();
    }
  });
});
