import type { EntityManager } from '@mikro-orm/core';
import type { Database } from './database.ts';
import { execute } from './sql.ts';

/** Runs statements in one transaction: raw SQL with `?` placeholders, as `execute`. */
export interface SqlTransaction {
  /** A statement of the transaction; the first one also carries its `begin` (one round trip for both). */
  query<T>(sql: string, params: unknown[]): Promise<T[]>;
  /**
   * The transaction's last statement, sent with its `commit` (one round trip for both). If the statement fails, nothing
   * of the transaction is committed; so a check that must hold before committing belongs in the statement itself (see
   * `writeTogether`'s expected counts).
   */
  commitWith<T>(sql: string, params: unknown[]): Promise<T[]>;
}

/** The pieces of a `pg` pool and client this needs (the pool MikroORM's PostgreSQL driver keeps). */
interface PgClient {
  query(text: string): Promise<PgResult | PgResult[]>;
  release(error?: Error | boolean): void;
}
interface PgResult {
  rows: unknown[];
}
interface PgPool {
  connect(): Promise<PgClient>;
}

/**
 * A short transaction in as few round trips as it has statements: `begin` travels with the first statement and `commit`
 * with the last (several statements in one simple-protocol message, parameters inlined by MikroORM's own formatting, as
 * every `execute` already sends them). For hot paths made of a locking read, a decision in JavaScript and a write: two
 * round trips instead of four. On PostgreSQL it holds one pooled connection for the transaction. PGlite (one connection
 * shared by the process, whose transactions MikroORM serialises) runs it as an ordinary MikroORM transaction.
 *
 * If `work` throws, or a statement fails, the transaction rolls back. If `work` returns without `commitWith`, a plain
 * `commit` is sent.
 */
export async function pipelinedTransaction<T>(db: Database, work: (tx: SqlTransaction) => Promise<T>): Promise<T> {
  const pool = await poolOf(db);
  if (!pool) return db.em.fork().transactional((em) => work(overEntityManager(em)));
  const platform = db.em.getPlatform();
  const client = await pool.connect();
  // An object, so the checks below see what the statements' closures set.
  const at = { state: 'idle' as 'idle' | 'open' | 'done' };
  const send = async (sql: string, params: unknown[], commit: boolean): Promise<unknown[]> => {
    if (at.state === 'done') throw new Error('pipelined transaction: a statement after the commit');
    const statement = platform.formatQuery(sql, params);
    const text = `${at.state === 'idle' ? 'begin;\n' : ''}${statement}${commit ? ';\ncommit' : ''}`;
    at.state = 'open';
    const result = await client.query(text);
    if (commit) at.state = 'done';
    const results = Array.isArray(result) ? result : [result];
    // The statement's own result: after the `begin`'s, before the `commit`'s.
    return results[results.length - (commit ? 2 : 1)]!.rows;
  };
  const tx: SqlTransaction = {
    query: <R>(sql: string, params: unknown[]) => send(sql, params, false) as Promise<R[]>,
    commitWith: <R>(sql: string, params: unknown[]) => send(sql, params, true) as Promise<R[]>,
  };
  let broken: Error | undefined;
  try {
    const value = await work(tx);
    if (at.state === 'open') {
      await client.query('commit');
      at.state = 'done';
    }
    return value;
  } catch (error) {
    if (at.state === 'open') {
      // A failed statement left the transaction aborted (the commit sent with it did not run): end it.
      await client.query('rollback').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
    }
    throw error;
  } finally {
    // A connection whose rollback failed is discarded, not handed to the next caller mid-transaction.
    client.release(broken ?? false);
  }
}

/** The same interface over a MikroORM transaction (PGlite): each statement on its own, the commit at the end. */
function overEntityManager(em: EntityManager): SqlTransaction {
  return {
    query: <R>(sql: string, params: unknown[]) => execute<R>(em, sql, params),
    commitWith: <R>(sql: string, params: unknown[]) => execute<R>(em, sql, params),
  };
}

/** PostgreSQL's pool (null on PGlite). */
async function poolOf(db: Database): Promise<PgPool | null> {
  const connection = db.em.getConnection() as { getNativeClient?: () => Promise<unknown> };
  if (db.config.get('driverOptions')?.pglite || typeof connection.getNativeClient !== 'function') return null;
  const native = await connection.getNativeClient();
  return native && typeof (native as PgPool).connect === 'function' ? (native as PgPool) : null;
}
