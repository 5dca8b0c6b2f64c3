import { LockMode } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@backspin/test-kit';
import { openDatabase, type Database } from '../db/database.ts';
import { defineJobEntity } from './job.entity.ts';
import { JobRunner, type JobSettled } from './job-runner.ts';

// What only PostgreSQL can show (real concurrent connections; PGlite has one): `*.postgres.test.ts` runs in the
// services-postgres project only (vitest.config.ts).

const JobSchema = defineJobEntity();
type Kinds = { echo: { n: number } };

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase({ schema: 'jobs_postgres_test', entities: [JobSchema], migrations: [], databaseUrl: database.databaseUrl });
  await db.schema.create();
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

describe('JobRunner on PostgreSQL', () => {
  it('skips a row another transaction has locked instead of waiting for it', async () => {
    const runner = new JobRunner<Kinds>({ entity: JobSchema, logger: { error: () => {}, warn: () => {} } }).register('echo', async () => {});
    const id = await runner.enqueue(db.em.fork(), 'echo', { n: 1 });
    await db.em.fork().transactional(async (tx) => {
      await tx.findOneOrFail(JobSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // Another worker's claim sees nothing it could take, at once (a plain `for update` would block here).
      expect(await runner.claim(db)).toBeNull();
    });
    expect(await runner.claim(db)).toMatchObject({ id, attempts: 1 });
  });

  it('runs eight jobs at once on two runners of concurrency 4, each job in one loop only', async () => {
    await db.em.fork().nativeDelete(JobSchema, {});
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const started: number[] = [];
    let allStarted!: () => void;
    const eightStarted = new Promise<void>((resolve) => (allStarted = resolve));
    const handler = async ({ n }: { n: number }) => {
      started.push(n);
      if (started.length === 8) allStarted();
      await gate;
    };
    const quiet = { error: () => {}, warn: () => {} };
    const a = new JobRunner<Kinds>({ entity: JobSchema, logger: quiet, concurrency: 4, pollIntervalMs: 3_600_000 }).register('echo', handler);
    const b = new JobRunner<Kinds>({ entity: JobSchema, logger: quiet, concurrency: 4, pollIntervalMs: 3_600_000 }).register('echo', handler);
    const ids = await Promise.all(Array.from({ length: 8 }, (_, n) => a.enqueue(db.em.fork(), 'echo', { n })));
    const settled: JobSettled[] = [];
    for (const r of [a, b]) r.events.on('settled', (s) => settled.push(s));
    a.start(db);
    b.start(db);
    try {
      a.wake();
      b.wake();
      // All eight loops hold a job at the same time: parallel claims on separate connections took different rows.
      await eightStarted;
      expect(started.toSorted((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      release();
    } finally {
      release();
      await Promise.all([a.stop(), b.stop()]);
    }
    expect(settled.map((s) => s.jobId).toSorted()).toEqual(ids.toSorted());
    expect(settled.every((s) => s.outcome === 'done')).toBe(true);
  });
});
