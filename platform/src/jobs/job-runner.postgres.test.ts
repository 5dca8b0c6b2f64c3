import { LockMode } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@backspin/test-kit';
import { openDatabase, type Database } from '../db/database.ts';
import { defineJobEntity } from './job.entity.ts';
import { JobRunner } from './job-runner.ts';

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
});
