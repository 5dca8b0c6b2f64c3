import { LockMode, type EntityManager, type EntityName, type FilterQuery } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { DomainError, type ErrorReason } from '@backspin/contracts/catalogue';

/** A sliding-window limit: at most `max` events of one key in any `windowSeconds`, counted from rows the caller keeps. */
export interface WindowLimit {
  /** What is limited, e.g. `email:a@example.com` or `ip:192.0.2.1`: its key row is locked while the window is counted. */
  key: string;
  /** The 429 refusal when the window is full. */
  reason: ErrorReason;
  max: number;
  windowSeconds: number;
  /**
   * When this key's events since `since` happened, oldest first, at most `max` of them. No upper bound: an event
   * committed while this caller waited for the lock may carry a time later than its `now`, and must still count.
   */
  recent(since: Date): Promise<Date[]>;
}

/** Seconds until one more event fits in the window (at least 1), or null when one fits now. */
export function windowRetryAfterSeconds(recent: readonly Date[], max: number, windowSeconds: number, now: Date): number | null {
  if (recent.length < max) return null;
  const oldest = Math.min(...recent.map((d) => d.getTime()));
  return Math.max(1, Math.ceil((oldest + windowSeconds * 1000 - now.getTime()) / 1000));
}

/**
 * Decides sliding-window limits in the database. Locks each limit's key row (a row of `keyEntity`, whose primary key
 * is `key`, created when missing; in one order, so two callers sharing keys cannot deadlock), then throws the first
 * full window's reason with `limit`, `windowSeconds` and `retryAfterSeconds`. Call it in the transaction that records
 * the new event: concurrent callers of one key are then counted one after another, never all against the same count.
 */
export async function enforceWindowLimits<K extends { key: string }>(tx: EntityManager, keyEntity: EntityName<K>, limits: readonly WindowLimit[], now: Date): Promise<void> {
  const keys = [...new Set(limits.map((l) => l.key))].sort();
  if (!keys.length) return;
  await (tx as SqlEntityManager)
    .createQueryBuilder(keyEntity)
    .insert(keys.map((key) => ({ key })) as never)
    .onConflict('key' as never)
    .ignore()
    .execute();
  await tx.find(keyEntity, { key: { $in: keys } } as FilterQuery<NoInfer<K>>, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { key: 'asc' } as never });
  for (const limit of limits) {
    const recent = await limit.recent(new Date(now.getTime() - limit.windowSeconds * 1000));
    const retryAfterSeconds = windowRetryAfterSeconds(recent, limit.max, limit.windowSeconds, now);
    if (retryAfterSeconds !== null) {
      throw new DomainError(limit.reason, { limit: limit.max, windowSeconds: limit.windowSeconds, retryAfterSeconds });
    }
  }
}
