import { liveEventNames } from '@backspin/contracts/live-events';
import { userActionLimits, userActionListFields, userActionListPaging, userActionTypes, type UserActionType } from '@backspin/contracts/user-actions';
import type { EntityManager } from '@mikro-orm/core';
import { DomainError, execute, insertOnce, isUuid, requirePermission, requireService, type Identity } from '@backspin/platform';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import { UserActionSchema, type UserAction } from './user-action.entity.ts';

/** A user's actions (GraphQL `userActions`, GET /user-actions/{id}): newest first, limit clamped to 1–100, default 20. */
export const userActionListSpec: ListSpec = {
  fields: userActionListFields,
  defaultLimit: userActionListPaging.defaultLimit,
  maxLimit: userActionListPaging.maxLimit,
  defaultSort: userActionListPaging.defaultSort,
  outOfRange: 'clamp',
};

/** What a sending subgraph delivers (platform's `userActionRoute`): its event id is the action's id. */
export interface RecordUserActionFields {
  eventId: string;
  userId: string;
  type: UserActionType;
  occurredAt: Date | string;
  roomId?: string | null;
  detail?: unknown;
}

/** Rows the retention sweep deletes per statement: short statements, so a big backlog never holds long locks. */
const defaultSweepBatch = 1000;

/**
 * Audit's record of what users did.
 * - The subgraphs deliver actions through their job queues (`record`, services only), idempotent by event id: a
 *   redelivery inserts nothing and answers the first record.
 * - Moderators and staff read a user's actions (audit.read): the list query, newest first; and the last one.
 * - The names of what may be recorded (`userEventNames`) and of the live events clients can receive
 *   (`socketEventNames`) are not about anyone: anyone may read them.
 * - Rows older than the retention (USER_ACTION_RETENTION_DAYS, counted from `occurredAt`) are deleted by a periodic
 *   sweep, in batches (`sweepExpired`).
 */
export class UserActionService {
  private readonly now: () => Date;
  private readonly sweepBatch: number;

  constructor(private readonly options: { retentionDays: number; now?: () => Date; sweepBatch?: number }) {
    this.now = options.now ?? (() => new Date());
    this.sweepBatch = options.sweepBatch ?? defaultSweepBatch;
  }

  /** Records a delivered action once per event id (insert on conflict do nothing); services only. */
  async record(em: EntityManager, identity: Identity, input: RecordUserActionFields): Promise<UserAction> {
    requireService(identity);
    const row = validRow(input, this.now());
    return insertOnce(em, UserActionSchema, row, 'id');
  }

  /** A user's actions by the list query, newest first (audit.read). */
  list(em: EntityManager, identity: Identity, userId: string, input: ListQueryInput | null | undefined): Promise<ListPage<UserAction>> {
    requirePermission(identity, 'audit.read');
    if (!isUuid(userId)) throw new DomainError('INVALID_USER_ID');
    return findPage(em, UserActionSchema, input, userActionListSpec, { userId: userId.toLowerCase() });
  }

  /** A user's last action (audit.read); null when none is recorded (or kept). */
  async last(em: EntityManager, identity: Identity, userId: string): Promise<UserAction | null> {
    requirePermission(identity, 'audit.read');
    if (!isUuid(userId)) throw new DomainError('INVALID_USER_ID');
    const [last] = await em.find(UserActionSchema, { userId: userId.toLowerCase() }, { orderBy: { occurredAt: 'DESC', id: 'DESC' }, limit: 1 });
    return last ?? null;
  }

  /** What may be recorded (contracts/user-actions.ts). */
  userEventNames(): string[] {
    return [...userActionTypes];
  }

  /** The live events clients can receive (contracts/live-events.ts, the list rooms and the gateway use). */
  socketEventNames(): string[] {
    return liveEventNames();
  }

  /**
   * Deletes the actions that occurred before the retention window, oldest first, a batch per statement until a batch
   * comes back short; answers how many. Rows another instance's sweep holds are skipped (`skip locked`): any number
   * of instances may sweep at once.
   */
  async sweepExpired(em: EntityManager, now: Date = this.now()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.options.retentionDays * 86_400_000);
    let total = 0;
    for (;;) {
      const rows = await execute<{ id: string }>(
        em,
        `delete from audit.user_action where id in (
           select id from audit.user_action where occurred_at < ? order by occurred_at limit ? for update skip locked
         ) returning id`,
        [cutoff.toISOString(), this.sweepBatch],
      );
      total += rows.length;
      if (rows.length < this.sweepBatch) return total;
    }
  }
}


/** The delivery checked whole before anything is written. */
function validRow(input: RecordUserActionFields, recordedAt: Date): UserAction {
  const invalid = () => new DomainError('INVALID_USER_ACTION');
  if (typeof input.eventId !== 'string' || !isUuid(input.eventId)) throw invalid();
  if (typeof input.userId !== 'string' || !isUuid(input.userId)) throw invalid();
  if (!(userActionTypes as readonly string[]).includes(input.type)) throw invalid();
  const occurredAt = input.occurredAt instanceof Date ? input.occurredAt : new Date(String(input.occurredAt));
  if (Number.isNaN(occurredAt.getTime())) throw invalid();
  const roomId = input.roomId ?? null;
  if (roomId !== null && (typeof roomId !== 'string' || !isUuid(roomId))) throw invalid();
  return {
    id: input.eventId.toLowerCase(),
    userId: input.userId.toLowerCase(),
    type: input.type,
    occurredAt,
    roomId: roomId?.toLowerCase() ?? null,
    detail: validDetail(input.detail),
    recordedAt,
  };
}

/** A JSON object (not an array or a scalar) of at most 1 KiB as JSON text; null when absent. */
function validDetail(value: unknown): Record<string, unknown> | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw new DomainError('INVALID_USER_ACTION_DETAIL');
  if (Buffer.byteLength(JSON.stringify(value), 'utf8') > userActionLimits.detailMaxBytes) throw new DomainError('INVALID_USER_ACTION_DETAIL');
  return value as Record<string, unknown>;
}
