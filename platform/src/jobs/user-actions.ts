import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { UserActionType } from '@backspin/contracts/user-actions';
import type { SqlPart } from '../db/fused-statements.ts';
import type { UserActionEffect } from './effect-routes.ts';

/** What a subgraph's effect sender must offer to carry user actions (`CrossSubgraphEffects` of a subgraph that sends them). */
export interface UserActionChannel {
  send(tx: EntityManager, kind: 'audit.user-action', eventId: string, input: UserActionEffect): Promise<string>;
  sendWithFlush(tx: EntityManager, kind: 'audit.user-action', eventId: string, input: UserActionEffect): void;
  sendManyPart(tx: EntityManager, kind: 'audit.user-action', effects: readonly { eventId: string; input: UserActionEffect }[]): { part: SqlPart; deliverHere(): void };
  sendSelectedPart(tx: EntityManager, kind: 'audit.user-action', select: SqlPart): SqlPart;
  wake(): void;
}

/** One user action as a change site names it. */
export interface UserActionFact {
  userId: string;
  type: UserActionType;
  /** When it happened (default: now). */
  at?: Date;
  roomId?: string | null;
  detail?: UserActionEffect['detail'];
  /**
   * The event id audit keys on (default: a fresh UUID). A row id of the change itself where it has one (a seat, a
   * purchase, a moderation event): a change recorded twice is then one action.
   */
  eventId?: string;
}

/**
 * The one way a subgraph records what a user did for audit's user actions (issue 17 item 2): one job row of kind
 * `audit.user-action` in the change's own transaction (platform's cross-subgraph effects: `userActionRoute`),
 * delivered by the subgraph's job runner; audit records it once per event id. Each change site is one line:
 * `await userActions?.record(tx, { userId, type: 'VOTED', roomId, detail })`, then `userActions?.wake()` after commit.
 */
export class UserActions {
  constructor(private readonly channel: UserActionChannel) {}

  /** Written now, in `tx` (one insert in the change's transaction). */
  async record(tx: EntityManager, fact: UserActionFact): Promise<void> {
    const { eventId, input } = userActionJob(fact);
    await this.channel.send(tx, 'audit.user-action', eventId, input);
  }

  /** Written with the caller's next flush (a change built with `em.create` and committed as one flush). */
  recordWithFlush(tx: EntityManager, fact: UserActionFact): void {
    const { eventId, input } = userActionJob(fact);
    this.channel.sendWithFlush(tx, 'audit.user-action', eventId, input);
  }

  /** As a part of a statement the caller writes with others (`writeTogether`); `deliverHere()` after the commit. */
  recordManyPart(tx: EntityManager, facts: readonly UserActionFact[]): { part: SqlPart; deliverHere(): void } {
    return this.channel.sendManyPart(tx, 'audit.user-action', facts.map(userActionJob));
  }

  /**
   * Actions of one type that a query finds, as a part of a data-modifying statement the caller writes (the rows an
   * update of the same statement returned, say). `select` answers, per action, the columns `event_id`, `user_id`,
   * `occurred_at` (timestamptz), `room_id` (null when none) and `detail` (a json object, or null); call `wake()` after the
   * commit.
   */
  recordSelectedPart(tx: EntityManager, type: UserActionType, select: SqlPart): SqlPart {
    return this.channel.sendSelectedPart(tx, 'audit.user-action', {
      // The input userActionJob writes, occurredAt as Date.toISOString() writes it (a null roomId or detail is none).
      sql: `select a."event_id", json_build_object(
                'userId', a."user_id", 'type', ?::text,
                'occurredAt', to_char(a."occurred_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                'roomId', a."room_id", 'detail', a."detail") as "input"
              from (${select.sql}) a`,
      params: [type, ...select.params],
    });
  }

  /** After the commit: deliver now rather than at the runner's next poll. */
  wake(): void {
    this.channel.wake();
  }
}

/** The job of one action: its event id and audit's input (no detail key when there is none). */
export function userActionJob(fact: UserActionFact): { eventId: string; input: UserActionEffect } {
  const input: UserActionEffect = { userId: fact.userId, type: fact.type, occurredAt: (fact.at ?? new Date()).toISOString() };
  if (fact.roomId !== undefined) input.roomId = fact.roomId;
  if (fact.detail) input.detail = fact.detail;
  return { eventId: fact.eventId ?? randomUUID(), input };
}
