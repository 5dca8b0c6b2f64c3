import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { SqlTransaction } from './pipelined-transaction.ts';

/** Where raw SQL runs: an EntityManager (inside its transaction when it has one), or a pipelined transaction. */
export type SqlRunner = EntityManager | SqlTransaction;

/** Raw SQL through an EntityManager, inside its transaction when it has one, or a pipelined transaction (`?` placeholders). */
export function execute<T>(runner: SqlRunner, sql: string, params: unknown[] = []): Promise<T[]> {
  if ('commitWith' in runner) return runner.query<T>(sql, params);
  return (runner as SqlEntityManager).execute<T[]>(sql, params);
}

/** A PostgreSQL array literal (`{"a","b",NULL}`): one parameter however many values, and `{}` when empty. */
export function pgArray(values: readonly (string | number | null)[]): string {
  const element = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${v.replace(/[\\"]/g, '\\$&')}"`);
  return `{${values.map(element).join(',')}}`;
}
