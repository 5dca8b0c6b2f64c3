import type { EntityManager, EntityName, FilterQuery } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Identity } from '@backspin/contracts/roles';
import type { SqlPart } from '../db/fused-statements.ts';
import { PeerCallError, type Peers } from '../federation/peers.ts';
import type { SubgraphName } from '../federation/subgraph-contract.ts';
import { FailJobError, type JobHandler, type JobRunner } from './job-runner.ts';

/**
 * The one way a change in one subgraph causes a change in another (a room kick recorded in audit, a play in the
 * library's recent plays; later points from votes, subscription unlocks, notifications):
 *
 * 1. the sender enqueues the effect as a durable job in the transaction of its change (`send`), with a stable
 *    event id, so the change and its effect commit or roll back together;
 * 2. the sender's job runner delivers it to the receiving subgraph's mutation through `Peers`, as the sender's
 *    service identity, and retries it with backoff while the receiver is down or failing;
 * 3. the receiver applies it idempotently, keyed by the event id (a unique column and `insertOnce`), so a
 *    redelivery (the runner retries when it cannot know whether the last attempt landed) changes nothing.
 *
 * Never a best-effort call after the commit that only logs when it fails.
 */

/** What the job of one effect carries: the event id the receiver keys on, and the receiver's input. */
export interface EffectJob<I extends object> {
  eventId: string;
  input: I;
}

/** Where one kind of effect goes. */
export interface EffectRoute<I extends object> {
  to: SubgraphName;
  /** The receiver's mutation, with one `$input` argument. */
  mutation: string;
  /** The mutation's variables; by default `{ input: { ...input, eventId } }`. */
  variables?: (job: EffectJob<I>) => Record<string, unknown>;
  /**
   * Whom the receiver sees as the caller; by default the sender's service identity. Only for an effect whose rule
   * on the receiver is the user's own (a liked song goes into the liker's own likes crate).
   */
  actAs?: (input: I) => Identity;
}

/** A subgraph's effects: kind → the receiver's input. */
export type EffectInputs = Record<string, object>;
export type EffectRoutes<Effects extends EffectInputs> = { [K in keyof Effects]: EffectRoute<Effects[K]> };
/** The job kinds the effects add to a subgraph's runner: `type RoomsJobs = { ... } & EffectJobs<RoomsEffects>`. */
export type EffectJobs<Effects extends EffectInputs> = { [K in keyof Effects]: EffectJob<Effects[K]> };

/** Statuses with which a receiver refuses the input itself: no retry can change its answer. */
function refusedForGood(error: unknown): error is PeerCallError {
  return (
    error instanceof PeerCallError &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500 &&
    // Not signed in (a key being rotated), too slow, too many: worth another try.
    ![401, 408, 429].includes(error.status)
  );
}

/** The sender's side: enqueues effects in the change's transaction; its job runner delivers them. */
export class CrossSubgraphEffects<Effects extends EffectInputs> {
  constructor(
    private readonly jobs: JobRunner<EffectJobs<Effects>>,
    private readonly routes: EffectRoutes<Effects>,
  ) {}

  /**
   * Queues the effect through the change's own EntityManager (its transaction): it commits or rolls back with the
   * change. `eventId` is stable for the event (the change's own row id where it has one, else a fresh UUID stored
   * with the job): every delivery of this job carries the same one.
   */
  send<K extends keyof Effects & string>(tx: EntityManager, kind: K, eventId: string, input: Effects[K]): Promise<string> {
    return this.jobs.enqueue(tx, kind, { eventId, input } as EffectJobs<Effects>[K]);
  }

  /** Several effects of one kind, each with its own event id, in one statement of the change's transaction. */
  async sendMany<K extends keyof Effects & string>(tx: EntityManager, kind: K, effects: readonly { eventId: string; input: Effects[K] }[]): Promise<string[]> {
    return this.jobs.enqueueMany(tx, kind, effects as unknown as readonly EffectJobs<Effects>[K][]);
  }

  /**
   * The same, as a part of a statement the caller writes with others (`writeTogether`); call `deliverHere()` once the
   * caller's transaction has committed: while this process's runner runs, the effects were written claimed by it and
   * are delivered at once, without waiting for a claim (see `JobRunner.enqueueManyPart`).
   */
  sendManyPart<K extends keyof Effects & string>(
    tx: EntityManager,
    kind: K,
    effects: readonly { eventId: string; input: Effects[K] }[],
  ): { part: SqlPart; deliverHere(): void } {
    const { part, runHere } = this.jobs.enqueueManyPart(tx, kind, effects as unknown as readonly EffectJobs<Effects>[K][]);
    return { part, deliverHere: runHere };
  }

  /**
   * Effects of one kind whose inputs a query decides, as a part of a data-modifying statement the caller writes (one
   * effect per row of `select`, which answers the columns `event_id` and `input`, a json object the receiver's input).
   * The inputs are built in SQL: a typed helper of the effect's kind builds them (UserActions.recordSelectedPart).
   * Call `wake()` once the caller's transaction has committed.
   */
  sendSelectedPart<K extends keyof Effects & string>(tx: EntityManager, kind: K, select: SqlPart): SqlPart {
    return this.jobs.enqueueSelectedPart(tx, kind, {
      sql: `select json_build_object('eventId', e."event_id", 'input', e."input") as "payload" from (${select.sql}) e`,
      params: select.params,
    });
  }

  /**
   * The same, for a caller that builds its change with `em.create` and commits it as one flush (the job row is written
   * with that flush, inside the same transaction).
   */
  sendWithFlush<K extends keyof Effects & string>(tx: EntityManager, kind: K, eventId: string, input: Effects[K]): void {
    this.jobs.enqueueWithFlush(tx, kind, { eventId, input } as EffectJobs<Effects>[K]);
  }

  /** After the commit: deliver now rather than at the runner's next poll. */
  wake(): void {
    this.jobs.wake();
  }

  /**
   * Registers the delivery of every effect kind on the sender's job runner. `delivered` runs after the receiver has
   * applied one (the sender marks its own row, say); if it fails, the job is retried, and the redelivery changes nothing.
   * `refused` runs when the receiver refused one for good (a 4xx: no retry could change its answer), with the refusal,
   * before the job fails (the sender undoes its side, say: gives back what it held); if it fails, the job is retried,
   * so it must be idempotent too.
   */
  deliverThrough(peers: Peers, delivered: EffectsDelivered<Effects> = {}, refused: EffectsRefused<Effects> = {}): this {
    for (const kind of Object.keys(this.routes) as (keyof Effects & string)[]) {
      const route = this.routes[kind];
      const after = delivered[kind];
      const onRefusal = refused[kind];
      const handler: JobHandler<EffectJob<Effects[typeof kind]>> = async (job) => {
        try {
          await deliver(peers, route, job);
        } catch (error) {
          if (error instanceof EffectRefusedError && onRefusal) await onRefusal(job, error.refusal);
          throw error;
        }
        await after?.(job);
      };
      this.jobs.register(kind, handler as JobHandler<EffectJobs<Effects>[typeof kind]>);
    }
    return this;
  }
}

/** What the sender does once the receiver has applied an effect, by kind. */
export type EffectsDelivered<Effects extends EffectInputs> = { [K in keyof Effects]?: (job: EffectJob<Effects[K]>) => Promise<void> };

/** What the sender does when the receiver has refused an effect for good, by kind (with the receiver's refusal). */
export type EffectsRefused<Effects extends EffectInputs> = {
  [K in keyof Effects]?: (job: EffectJob<Effects[K]>, refusal: PeerCallError) => Promise<void>;
};

/** A receiver's refusal of the input itself: the job fails for good (no retry), carrying the receiver's answer. */
class EffectRefusedError extends FailJobError {
  constructor(readonly refusal: PeerCallError) {
    super(refusal.message);
  }
}

/** One delivery attempt; the runner retries a failure with backoff, except a refusal of the input itself. */
async function deliver<I extends object>(peers: Peers, route: EffectRoute<I>, job: EffectJob<I>): Promise<void> {
  const variables = route.variables ? route.variables(job) : { input: { ...job.input, eventId: job.eventId } };
  try {
    await peers.call(route.to, route.mutation, variables, route.actAs?.(job.input));
  } catch (error) {
    if (refusedForGood(error)) throw new EffectRefusedError(error);
    throw error;
  }
}

/**
 * The receiver's side: inserts `row` unless a row with the same `key` (a unique column: the event id) exists, then
 * answers the row of that key — the first delivery's. Concurrent deliveries of one event insert one row.
 */
export async function insertOnce<T extends object, K extends keyof T & string>(
  em: EntityManager,
  entity: EntityName<T>,
  row: T,
  key: K,
): Promise<T> {
  await (em as SqlEntityManager)
    .createQueryBuilder(entity)
    .insert(row as never)
    .onConflict(key as never)
    .ignore()
    .execute();
  return em.findOneOrFail(entity, { [key]: row[key] } as FilterQuery<NoInfer<T>>, { refresh: true });
}
