import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';

/** Raw SQL through an EntityManager, inside its transaction when it has one (`?` placeholders). */
export function execute<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  return (em as SqlEntityManager).execute<T[]>(sql, params);
}

/** A PostgreSQL array literal (`{"a","b",NULL}`): one parameter however many values, and `{}` when empty. */
export function pgArray(values: readonly (string | number | null)[]): string {
  const element = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${v.replace(/[\\"]/g, '\\$&')}"`);
  return `{${values.map(element).join(',')}}`;
}
