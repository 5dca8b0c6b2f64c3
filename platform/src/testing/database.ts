import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite } from '@backspin/platform';

/** An isolated database for one test file: its own PostgreSQL database, or a PGlite cluster in memory. */
export interface TestDatabase {
  kind: 'postgresql' | 'pglite';
  databaseUrl?: string;
  pglite?: PGlite;
  drop(): Promise<void>;
}

/** PostgreSQL when DATABASE_URL is set (a fresh database on that server, dropped afterwards); PGlite otherwise. */
export async function createTestDatabase(env: NodeJS.ProcessEnv = process.env): Promise<TestDatabase> {
  const base = env.DATABASE_URL;
  if (!base) {
    const pglite = await openPglite('memory://');
    return { kind: 'pglite', pglite, drop: () => pglite.close() };
  }
  const name = `backspin_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    kind: 'postgresql',
    databaseUrl: url.toString(),
    drop: () => adminQuery(base, `drop database if exists "${name}" with (force)`),
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
