import { randomUUID } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { consumableLimits } from '@backspin/contracts/consumables';
import {
  catalogue,
  DomainError,
  GroupCommit,
  isUuid,
  outcomeOf,
  PeerCallError,
  pgArray,
  pipelinedTransaction,
  requireUser,
  selectTogether,
  type BatchOutcome,
  type ConsumableDeliveryEffect,
  type Database,
  type ErrorReason,
  type Identity,
  type JsonRow,
  type Peers,
  type SqlPart,
  type UserActions,
} from '@backspin/platform';
import { pricesFromRows, type ConsumablePrice, type ConsumableService } from '../consumables/consumable.service.ts';
import type { EconomyEffectSender } from '../jobs.ts';
import { TokenAccountSchema } from '../token-accounts/token-account.entity.ts';
import { validKey, type HoldInput, type TokenLedgerService } from '../token-transactions/token-ledger.service.ts';
import type { TokenTransaction } from '../token-transactions/token-transaction.entity.ts';
import { ConsumablePurchaseSchema, type ConsumablePurchase } from './consumable-purchase.entity.ts';

/** Spec 3, §7: the purchase body, the buyer's view of the price and of their balance; plus an optional idempotency key. */
export interface PurchaseConsumableFields {
  roomUuid: string;
  consumableId: string;
  accountId: string;
  /** The account's `updatedAt` as the buyer saw it: any movement since makes the view stale. */
  balanceUnmodifiedSince: Date;
  /** The available balance the buyer saw. */
  lastTokenBalance: number;
  /** The price the buyer saw. */
  tokenCost: number;
  idempotencyKey?: string | null;
}

export interface ConsumablePurchaseDeps {
  /** Economy's database: purchases and their settlements are written in transactions of their own, grouped. */
  db: () => Database;
  ledger: TokenLedgerService;
  consumables: ConsumableService;
  effects: EconomyEffectSender;
  /**
   * A completed purchase (delivered and charged), for audit's user actions as BOUGHT_CONSUMABLE, keyed by the purchase:
   * written in the settlement's own statement. Never a refused or refunded one. Absent: not recorded.
   */
  userActions?: Pick<UserActions, 'record' | 'recordSelectedPart' | 'wake'>;
  /** rooms: may the buyer receive a consumable in the room (asked before the tokens are held). */
  peers: Peers;
  /** How long a purchase holds its tokens at most if its delivery never settles (then they come back). */
  holdTimeoutSeconds: number;
  /** How long a purchase call waits for its delivery's outcome (default 5 s). */
  outcomeWaitMs?: number;
}

const lock = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;
/** How often a waiting purchase call looks at its row when no in-process signal comes (another instance delivered). */
const outcomePollMs = 250;

/**
 * Buying a consumable (POST /api/v1/consumable-purchases, `purchaseConsumable`), the buyer's tokens moved as a
 * two-phase transfer of the ledger:
 *
 * 0. rooms is asked whether the buyer may receive a consumable in the room (in it, allowed to chat), before any lock;
 * 1. under the account's row lock: the account must be the buyer's (403); the body is the buyer's view (price,
 *    available balance, and the account's `updatedAt` it saw), checked against the truth, and a view that is no longer true is refused with 409 and
 *    the current values (`tokenCost`, `balance`, `balanceUpdatedAt` in the error's extensions), moving nothing. So a
 *    double click, or two devices, buy once: the first purchase moves the balance, the others' view is stale;
 * 2. in the same transaction: the tokens are held (the ledger refuses too few: 402), the purchase row is written
 *    (pending) and the delivery to rooms is queued (a cross-subgraph effect keyed by the purchase id), claimed by this
 *    process's job runner so it starts as soon as the transaction commits;
 * 3. rooms posts the consumable in the room's chat as the buyer's message (once per purchase, if the buyer is still
 *    in the room and may post), everyone in the room sees it live; then the hold is committed (`delivered`). If rooms
 *    refuses for good, the hold is voided and the tokens come back (`failed`). A delivery that never settles leaves
 *    the hold to expire (`holdTimeoutSeconds`), so no token is ever lost.
 *
 * The call answers once its transaction committed, after waiting briefly (bounded) for the delivery's outcome. A
 * retry with the same idempotency key answers the first purchase and spends nothing more (also once the buyer has left
 * the room). Purchases and settlements that arrive together are written together (group commit, two round trips a
 * batch): see bench/README.md, economy.
 */
export class ConsumablePurchaseService {
  /** Settled purchases, by id (with the settled row): wakes the calls waiting in this process. */
  private readonly outcomes = new EventEmitter();
  /**
   * Purchases written together when they arrive together (see GroupCommit). One batch at a time here and below: the next
   * gathers while one is written, which the bench measured faster than two at once (bench/README.md, economy).
   */
  private readonly writes = new GroupCommit<PurchaseWrite, ConsumablePurchase>({
    writeOne: (write) => this.writeOne(write),
    writeBatch: (writes) => this.writeBatch(writes),
    maxConcurrentBatches: 1,
    // Two round trips for a batch of any size, against about a dozen for `writeOne`.
    loneCallsAsBatches: true,
  });
  /** Deliveries settled together when they come back together. */
  private readonly settlements = new GroupCommit<string, ConsumablePurchase | null>({
    writeOne: (purchaseId) => this.settleOne(purchaseId),
    writeBatch: (purchaseIds) => this.settleBatch(purchaseIds),
    maxConcurrentBatches: 1,
    loneCallsAsBatches: true,
  });

  constructor(private readonly deps: ConsumablePurchaseDeps) {
    this.outcomes.setMaxListeners(0);
  }

  async purchase(em: EntityManager, identity: Identity, fields: PurchaseConsumableFields): Promise<ConsumablePurchase> {
    const userId = requireUser(identity).toLowerCase();
    const input = validPurchase(fields);
    try {
      // Asked before any lock is held (rooms checks again when it delivers).
      await this.requireMayReceive(input.roomUuid, userId);
    } catch (error) {
      // A retry of a purchase made before the buyer left the room answers that purchase.
      const known = input.idempotencyKey ? await this.byKey(em, userId, input.idempotencyKey) : null;
      if (known) return this.answer(em, sameRequest(known, input));
      throw error;
    }
    const purchase = await this.writes.submit({ userId, input });
    return this.answer(em, purchase);
  }

  /**
   * One purchase in a transaction of its own (an idle moment, or a batch that could not be written): the account
   * locked, the view checked, the tokens held, the purchase row and its delivery written.
   */
  private async writeOne({ userId, input }: PurchaseWrite): Promise<ConsumablePurchase> {
    const row = await this.deps.db().em.fork().transactional(async (tx) => {
      const current = await tx.findOne(TokenAccountSchema, { id: input.accountId }, lock);
      if (!current) throw new DomainError('TOKEN_ACCOUNT_NOT_FOUND');
      if (current.userId !== userId) throw new DomainError('FORBIDDEN');
      // The same key racing itself: the account lock puts the second after the first, which it then answers.
      if (input.idempotencyKey) {
        const first = await this.byKey(tx, userId, input.idempotencyKey);
        if (first) return sameRequest(first, input);
      }
      const consumable = await this.deps.consumables.live(tx, input.consumableId);
      requireFreshView(input, consumable, current);
      const id = randomUUID();
      const hold = await this.deps.ledger.hold(tx, this.holdOf(id, current.id, consumable));
      const row = purchaseRow(id, userId, input, consumable, hold);
      await tx.insert(ConsumablePurchaseSchema, row);
      await this.deps.effects.send(tx, 'rooms.deliver-consumable', id, deliveryOf(row));
      return row;
    });
    this.deps.effects.wake();
    return row;
  }

  /**
   * The purchases of one group commit, in one transaction of two round trips (`begin` sent with the first statement,
   * `commit` with the last): one statement locks their accounts (in id order) and reads the purchases already made with their keys and the consumables' prices; then each is decided
   * in the order they came, exactly as `writeOne` decides it, against the accounts as the earlier ones left them (so a
   * double click in one batch buys once: the second's view is stale); then one statement writes their holds, rows
   * and deliveries.
   */
  private async writeBatch(writes: readonly PurchaseWrite[]): Promise<BatchOutcome<ConsumablePurchase>[]> {
    const { outcomes, deliverHere } = await pipelinedTransaction(this.deps.db(), async (tx) => {
      const lock = this.deps.ledger.lockForHoldBatch(writes.map((w) => w.input.accountId));
      const read = await selectTogether(tx, {
        accounts: lock.part,
        known: knownPurchasesPart(writes),
        prices: this.deps.consumables.livePricesPart(writes.map((w) => w.input.consumableId)),
      });
      const holds = await lock.open(tx, read.accounts);
      const known = new Map(read.known.map(purchaseFromRow).map((p) => [`${p.userId}\n${p.idempotencyKey}`, p]));
      const prices = pricesFromRows(read.prices);
      const rows: ConsumablePurchase[] = [];
      const outcomes = writes.map(({ userId, input }) =>
        outcomeOf(() => {
          const keyed = input.idempotencyKey ? `${userId}\n${input.idempotencyKey}` : null;
          const first = keyed ? known.get(keyed) : undefined;
          if (first) return sameRequest(first, input);
          const current = holds.account(input.accountId);
          if (!current) throw new DomainError('TOKEN_ACCOUNT_NOT_FOUND');
          if (current.userId !== userId) throw new DomainError('FORBIDDEN');
          const consumable = prices.get(input.consumableId);
          if (!consumable) throw new DomainError('CONSUMABLE_NOT_FOUND');
          requireFreshView(input, consumable, current);
          const id = randomUUID();
          const row = purchaseRow(id, userId, input, consumable, holds.hold(this.holdOf(id, current.id, consumable)));
          rows.push(row);
          if (keyed) known.set(keyed, row);
          return row;
        }, (error) => error instanceof DomainError),
      );
      if (!rows.length) return { outcomes, deliverHere: null };
      const deliveries = this.deps.effects.sendManyPart(
        this.deps.db().em,
        'rooms.deliver-consumable',
        rows.map((row) => ({ eventId: row.id, input: deliveryOf(row) })),
      );
      const unwritten = 'purchase batch: a row was not written';
      await holds.write(
        {
          purchases: { ...insertPurchasesPart(rows), rows: rows.length, otherwise: unwritten },
          deliveries: { ...deliveries.part, rows: rows.length, otherwise: unwritten },
        },
        { commit: true },
      );
      return { outcomes, deliverHere: deliveries.deliverHere };
    });
    // Committed: the deliveries start now, in this process (or by any runner's next claim).
    deliverHere?.();
    return outcomes;
  }

  private holdOf(purchaseId: string, accountId: string, consumable: ConsumablePrice): HoldInput {
    return {
      accountId,
      amount: consumable.tokenCost,
      idempotencyKey: `consumable-purchase:${purchaseId}`,
      reference: purchaseId,
      timeoutSeconds: this.deps.holdTimeoutSeconds,
    };
  }

  /** A purchase, to its buyer (to poll a pending one); 404 for anyone else's or an unknown one. */
  async get(em: EntityManager, identity: Identity, id: string): Promise<ConsumablePurchase> {
    const userId = requireUser(identity);
    const purchase = isUuid(id) ? await em.findOne(ConsumablePurchaseSchema, { id: id.toLowerCase() }, { disableIdentityMap: true }) : null;
    if (!purchase || purchase.userId !== userId.toLowerCase()) throw new DomainError('CONSUMABLE_PURCHASE_NOT_FOUND');
    return purchase;
  }

  /** Rooms delivered the purchase: its hold is committed (once, however often this runs) and it is `delivered`. */
  async delivered(purchaseId: string): Promise<void> {
    const settled = await this.settlements.submit(purchaseId);
    if (settled) this.outcomes.emit(purchaseId, settled);
  }

  /** One delivered purchase settled alone (an idle moment, or a batch that could not be written). */
  private async settleOne(purchaseId: string): Promise<ConsumablePurchase | null> {
    const settled = await this.deps.db().em.fork().transactional(async (tx) => {
      const purchase = await tx.findOne(ConsumablePurchaseSchema, { id: purchaseId }, lock);
      if (!purchase || purchase.status !== 'pending') return null;
      let charged = true;
      try {
        await this.deps.ledger.commit(tx, { holdId: purchase.holdId, idempotencyKey: commitKey(purchase.id) });
      } catch (error) {
        if (!lapsed(error)) throw error;
        console.warn(`consumable purchase ${purchase.id}: delivered after its hold lapsed; not charged`);
        charged = false;
      }
      purchase.status = 'delivered';
      purchase.settledAt = this.deps.ledger.now();
      if (charged) await this.deps.userActions?.record(tx, boughtConsumable(purchase));
      return { ...purchase };
    });
    if (settled) this.deps.userActions?.wake();
    return settled;
  }

  /**
   * The delivered purchases of one group commit, in one transaction of two round trips: one statement locks their
   * rows and then their accounts (in id order, as every batch takes them), one marks them delivered and commits their
   * holds together.
   */
  private async settleBatch(purchaseIds: readonly string[]): Promise<BatchOutcome<ConsumablePurchase | null>[]> {
    const ids = [...new Set(purchaseIds)].sort();
    const settled = await pipelinedTransaction(this.deps.db(), async (tx) => {
      const pending = { sql: `select "account_id" from ${purchasesTable} where "id" = any(?::uuid[]) and "status" = 'pending'`, params: [pgArray(ids)] };
      await selectTogether(tx, {
        purchases: { sql: `select "id" from ${purchasesTable} where "id" = any(?::uuid[]) and "status" = 'pending' order by "id" for update`, params: [pgArray(ids)] },
        accounts: this.deps.ledger.lockAccountsPart(pending),
      });
      const settledAt = this.deps.ledger.now();
      // The charged ones (their hold committed), as BOUGHT_CONSUMABLE, in the same statement.
      const bought = this.deps.userActions?.recordSelectedPart(this.deps.db().em, 'BOUGHT_CONSUMABLE', boughtConsumablesPart);
      const commits = await this.deps.ledger.commitHoldsOf(tx, {
        sql: `update ${purchasesTable} p set "status" = 'delivered', "settled_at" = ?::timestamptz
                from unnest(?::uuid[], ?::text[]) as k("id", "commit_key")
               where p."id" = k."id" and p."status" = 'pending'
               returning p."hold_id", k."commit_key", ${purchaseColumns('p')}`,
        params: [settledAt.toISOString(), pgArray(ids), pgArray(ids.map(commitKey))],
      }, { commit: true, ...(bought ? { alsoWithCommitted: bought } : {}) });
      return new Map(
        commits.map(({ row, committed }) => {
          const purchase = purchaseFromRow(row);
          if (!committed) console.warn(`consumable purchase ${purchase.id}: delivered after its hold lapsed; not charged`);
          return [purchase.id, purchase];
        }),
      );
    });
    if (settled.size) this.deps.userActions?.wake();
    // A purchase named twice in one batch is settled once: the second sees nothing left to do, as it would alone.
    const seen = new Set<string>();
    return purchaseIds.map((id) => {
      const row = seen.has(id) ? null : (settled.get(id) ?? null);
      seen.add(id);
      return { ok: true as const, value: row };
    });
  }

  /** Rooms refused the delivery for good: the hold is voided (the tokens come back) and the purchase has `failed`. */
  async failed(purchaseId: string, refusal: PeerCallError): Promise<void> {
    const settled = await this.deps.db().em.fork().transactional(async (tx) => {
      const purchase = await tx.findOne(ConsumablePurchaseSchema, { id: purchaseId }, lock);
      if (!purchase || purchase.status !== 'pending') return null;
      const reason = refusal.reason ?? 'DELIVERY_REFUSED';
      try {
        await this.deps.ledger.void(tx, { holdId: purchase.holdId, idempotencyKey: `consumable-purchase-void:${purchase.id}`, reason });
      } catch (error) {
        // Expired meanwhile: the ledger gave the tokens back already.
        if (!(error instanceof DomainError && error.reason === 'TOKEN_HOLD_ALREADY_VOIDED')) throw error;
      }
      purchase.status = 'failed';
      purchase.failureReason = refusalMessage(refusal).slice(0, 500);
      purchase.settledAt = this.deps.ledger.now();
      return { ...purchase };
    });
    if (settled) this.outcomes.emit(purchaseId, settled);
  }

  private byKey(em: EntityManager, userId: string, idempotencyKey: string): Promise<ConsumablePurchase | null> {
    return em.findOne(ConsumablePurchaseSchema, { userId: userId.toLowerCase(), idempotencyKey }, { disableIdentityMap: true });
  }

  /**
   * The purchase as it stands once its delivery settled, or after `outcomeWaitMs` (still pending: the client polls).
   * Woken by the settlement in this process, which hands over the settled row; a delivery by another instance is seen
   * by looking at the row.
   */
  private async answer(em: EntityManager, purchase: ConsumablePurchase): Promise<ConsumablePurchase> {
    const deadline = Date.now() + (this.deps.outcomeWaitMs ?? consumableLimits.outcomeWaitMs);
    let current = purchase;
    while (current.status === 'pending') {
      const left = deadline - Date.now();
      if (left <= 0) break;
      const signal = AbortSignal.timeout(Math.min(left, outcomePollMs));
      const [settled] = ((await once(this.outcomes, purchase.id, { signal }).catch(() => [])) as ConsumablePurchase[]);
      current = settled ?? (await em.fork().findOne(ConsumablePurchaseSchema, { id: purchase.id }, { disableIdentityMap: true })) ?? current;
    }
    return current;
  }

  /** Rooms' answer to "may this buyer receive a consumable there now"; its refusal (not in the room, banned...) as ours. */
  private async requireMayReceive(roomId: string, userId: string): Promise<void> {
    try {
      await this.deps.peers.call('rooms', 'query($roomId: ID!, $userId: ID!) { consumableDeliveryCheck(roomId: $roomId, userId: $userId) }', {
        roomId,
        userId,
      });
    } catch (error) {
      if (error instanceof PeerCallError && error.reason && error.reason in catalogue) {
        throw new DomainError(error.reason as ErrorReason);
      }
      throw error;
    }
  }
}

/** What one purchase call hands to the group commit. */
interface PurchaseWrite {
  userId: string;
  input: ValidPurchase;
}

/**
 * The buyer's view against the truth under the account's lock: a price or an available balance that changed, or a
 * movement since `balanceUnmodifiedSince`, is refused with 409 and the current values, moving nothing.
 */
function requireFreshView(input: ValidPurchase, consumable: Pick<ConsumablePrice, 'tokenCost'>, account: { balance: number; updatedAt: Date }): void {
  const stale =
    consumable.tokenCost !== input.tokenCost ||
    account.balance !== input.lastTokenBalance ||
    account.updatedAt.getTime() > input.balanceUnmodifiedSince.getTime();
  if (stale) {
    throw new DomainError('CONSUMABLE_PURCHASE_STALE', {
      tokenCost: consumable.tokenCost,
      balance: account.balance,
      balanceUpdatedAt: account.updatedAt.toISOString(),
    });
  }
}

function purchaseRow(id: string, userId: string, input: ValidPurchase, consumable: ConsumablePrice, hold: TokenTransaction): ConsumablePurchase {
  return {
    id,
    userId,
    accountId: hold.accountId,
    roomId: input.roomUuid,
    consumableId: consumable.id,
    tokenCost: consumable.tokenCost,
    holdId: hold.id,
    status: 'pending',
    idempotencyKey: input.idempotencyKey,
    failureReason: null,
    createdAt: hold.createdAt,
    settledAt: null,
  };
}

function deliveryOf(row: ConsumablePurchase): ConsumableDeliveryEffect {
  return { roomId: row.roomId, userId: row.userId, consumableId: row.consumableId };
}

/** A charged purchase as audit's BOUGHT_CONSUMABLE (its id the event's): `boughtConsumablesPart` says the same in SQL. */
function boughtConsumable(purchase: ConsumablePurchase) {
  return {
    eventId: purchase.id,
    userId: purchase.userId,
    type: 'BOUGHT_CONSUMABLE',
    at: purchase.settledAt ?? undefined,
    roomId: purchase.roomId,
    detail: { consumableId: purchase.consumableId, cost: purchase.tokenCost, purchaseId: purchase.id },
  } as const;
}

/** `boughtConsumable` of each charged purchase of a settlement batch (`committed`: commitHoldsOf's charged rows). */
const boughtConsumablesPart: SqlPart = {
  sql: `select c."id" as "event_id", c."userId" as "user_id", c."settledAt" as "occurred_at", c."roomId" as "room_id",
               json_build_object('consumableId', c."consumableId", 'cost', c."tokenCost", 'purchaseId', c."id") as "detail"
          from committed c`,
  params: [],
};

function commitKey(purchaseId: string): string {
  return `consumable-purchase-commit:${purchaseId}`;
}

const purchasesTable = '"economy"."consumable_purchase"';

/** A purchase's columns named as its entity's properties (read back with `purchaseFromRow`). */
function purchaseColumns(alias: string): string {
  const column = (name: string, as: string) => `${alias}."${name}" as "${as}"`;
  return [
    column('id', 'id'),
    column('user_id', 'userId'),
    column('account_id', 'accountId'),
    column('room_id', 'roomId'),
    column('consumable_id', 'consumableId'),
    column('token_cost', 'tokenCost'),
    column('hold_id', 'holdId'),
    column('status', 'status'),
    column('idempotency_key', 'idempotencyKey'),
    column('failure_reason', 'failureReason'),
    column('created_at', 'createdAt'),
    column('settled_at', 'settledAt'),
  ].join(', ');
}

function purchaseFromRow(row: JsonRow): ConsumablePurchase {
  return {
    ...(row as unknown as ConsumablePurchase),
    tokenCost: Number(row.tokenCost),
    createdAt: new Date(row.createdAt as string),
    settledAt: row.settledAt == null ? null : new Date(row.settledAt as string),
  };
}

/** The purchases already made with the batch's keys (a part of the batch's first statement). */
function knownPurchasesPart(writes: readonly PurchaseWrite[]): SqlPart {
  const keyed = writes.filter((w) => w.input.idempotencyKey);
  return {
    sql: `select ${purchaseColumns('p')} from ${purchasesTable} p
           where (p."user_id", p."idempotency_key") in (select * from unnest(?::uuid[], ?::text[]))`,
    params: [pgArray(keyed.map((w) => w.userId)), pgArray(keyed.map((w) => w.input.idempotencyKey))],
  };
}

/** The batch's purchase rows (a part of the batch's writing statement). */
function insertPurchasesPart(rows: readonly ConsumablePurchase[]): SqlPart {
  return {
    sql: `insert into ${purchasesTable} ("id", "user_id", "account_id", "room_id", "consumable_id", "token_cost", "hold_id", "status", "idempotency_key", "failure_reason", "created_at", "settled_at")
          values ${rows.map(() => '(?::uuid, ?::uuid, ?::uuid, ?::uuid, ?::uuid, ?::int, ?::uuid, ?, ?, ?, ?::timestamptz, ?::timestamptz)').join(', ')}`,
    params: rows.flatMap((r) => [
      r.id,
      r.userId,
      r.accountId,
      r.roomId,
      r.consumableId,
      r.tokenCost,
      r.holdId,
      r.status,
      r.idempotencyKey,
      r.failureReason,
      r.createdAt.toISOString(),
      r.settledAt ? r.settledAt.toISOString() : null,
    ]),
  };
}

/**
 * Delivered after its hold ran out (rooms unreachable for longer than the hold): the tokens went back and the
 * consumable is in the chat, so the buyer is not charged. Anything else is retried.
 */
function lapsed(error: unknown): boolean {
  return error instanceof DomainError && (error.reason === 'TOKEN_HOLD_EXPIRED' || error.reason === 'TOKEN_HOLD_ALREADY_VOIDED');
}

/** A retry with a key answers the first purchase only if it asks the same (room, consumable, account); else 409. */
function sameRequest(first: ConsumablePurchase, input: ValidPurchase): ConsumablePurchase {
  if (first.roomId !== input.roomUuid || first.consumableId !== input.consumableId || first.accountId !== input.accountId) {
    throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  }
  return first;
}

function refusalMessage(refusal: PeerCallError): string {
  const reason = refusal.reason;
  return reason && reason in catalogue ? catalogue[reason as ErrorReason].message : refusal.message;
}

type ValidPurchase = Omit<PurchaseConsumableFields, 'idempotencyKey'> & { idempotencyKey: string | null };

function validPurchase(fields: PurchaseConsumableFields): ValidPurchase {
  const { roomUuid, consumableId, accountId, balanceUnmodifiedSince, lastTokenBalance, tokenCost } = fields;
  const ids = [roomUuid, consumableId, accountId];
  const valid =
    ids.every((id) => typeof id === 'string' && isUuid(id)) &&
    balanceUnmodifiedSince instanceof Date &&
    !Number.isNaN(balanceUnmodifiedSince.getTime()) &&
    Number.isInteger(lastTokenBalance) &&
    lastTokenBalance >= 0 &&
    Number.isInteger(tokenCost) &&
    tokenCost >= 1;
  if (!valid) throw new DomainError('INVALID_CONSUMABLE_PURCHASE');
  const key = fields.idempotencyKey == null ? null : validKey(fields.idempotencyKey);
  return {
    roomUuid: roomUuid.toLowerCase(),
    consumableId: consumableId.toLowerCase(),
    accountId: accountId.toLowerCase(),
    balanceUnmodifiedSince,
    lastTokenBalance,
    tokenCost,
    idempotencyKey: key,
  };
}
