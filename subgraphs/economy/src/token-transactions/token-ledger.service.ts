import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import {
  idempotencyKeyMaxLength,
  tokenAmountMax,
  tokenBalanceMax,
  tokenHoldTimeoutMaxSeconds,
  tokenReasonMaxLength,
  tokenReferenceMaxLength,
} from '@backspin/contracts/tokens';
import {
  DomainError,
  execute,
  isUuid,
  optionalText,
  pgArray,
  selectTogether,
  writeTogether,
  textInputProblem,
  type CheckedSqlPart,
  type ErrorReason,
  type JsonRow,
  type SqlPart,
  type SqlRunner,
} from '@backspin/platform';
import { tokenAccountStamp } from '../token-accounts/token-account.entity.ts';
import { TokenTransactionSchema, type TokenTransaction, type TokenTransactionKind } from './token-transaction.entity.ts';

export interface TokenLedgerDeps {
  /** How long a hold stays pending when its caller names no timeout (TOKEN_HOLD_TIMEOUT_SECONDS). */
  holdTimeoutSeconds: number;
  /** The ledger's clock (tests drive it); entries, expiries and `updatedAt` are stamped from it. */
  now?: () => Date;
}

export interface CreditInput {
  accountId: string;
  amount: number;
  idempotencyKey: string;
  reason?: string | null;
  actorId?: string | null;
}

export interface HoldInput {
  accountId: string;
  amount: number;
  idempotencyKey: string;
  reference?: string | null;
  /** Default: TOKEN_HOLD_TIMEOUT_SECONDS; at most a day. */
  timeoutSeconds?: number;
}

export interface SettleInput {
  holdId: string;
  idempotencyKey: string;
}

export interface VoidInput extends SettleInput {
  reason?: string | null;
}

export interface DebitInput {
  accountId: string;
  amount: number;
  idempotencyKey: string;
  reason: string;
  actorId: string | null;
}

const account = '"economy"."token_account"';
const ledger = '"economy"."token_transaction"';
const holds = '"economy"."token_hold"';
/** Every movement stamps the account, strictly later than its last stamp (see TokenAccount.updatedAt). */
const stamp = tokenAccountStamp;
const columns = `("id", "account_id", "type", "amount", "idempotency_key", "hold_id", "reason", "actor_id", "reference", "expires_at", "created_at")`;
/** How many expired holds one sweep transaction voids. */
const sweepBatch = 500;

/**
 * The token ledger: every movement of tokens, as two-phase transfers (TigerBeetle's pending/post/void).
 *
 * Invariants, each held by PostgreSQL rather than by this code:
 * - the available balance (`token_account.balance` = credits − committed − live holds) is never negative: a CHECK
 *   constraint, and every movement that lowers it is one conditional UPDATE (`where balance >= amount and status =
 *   'active'`), so concurrent spends on one account serialise on its row and the losers move nothing;
 * - an entry and its account change commit together: each method runs in one transaction (a savepoint inside the
 *   caller's transaction, so a caller can hold tokens and queue a job atomically, and a refusal it catches leaves
 *   nothing behind);
 * - a transfer moves at most once: its idempotency key is unique; a retry with the same key and parameters answers
 *   the first entry (also when the two race: the second waits on the key and then reads the first), the same key
 *   with other parameters is refused (409);
 * - a hold is settled (committed or voided) at most once: `token_transaction.hold_id` is unique, and settling first
 *   deletes the hold's live row, whose row lock decides between a commit, a void and the expiry sweep;
 * - a hold neither committed nor voided expires: the sweep (`voidExpiredHolds`, any instance) and every new hold on
 *   the same account void it, so its tokens come back; an expired hold can no longer be committed.
 *
 * Refusals (catalogue reasons): TOKEN_ACCOUNT_NOT_FOUND 404, TOKEN_ACCOUNT_DISABLED 403 (holds and credits),
 * TOKEN_BALANCE_INSUFFICIENT 402, TOKEN_BALANCE_TOO_LARGE 409, TOKEN_HOLD_NOT_FOUND 404, TOKEN_HOLD_ALREADY_COMMITTED
 * 409, TOKEN_HOLD_ALREADY_VOIDED 409, TOKEN_HOLD_EXPIRED 409, IDEMPOTENCY_KEY_REUSED 409, and the INVALID_* input ones
 * (400). A refusal changes nothing.
 *
 * These methods take no identity: they are the ledger itself, for economy's own services (the purchase flow) and for
 * the caller-facing methods of `TokenTransactionService`, which check who may ask.
 */
export class TokenLedgerService {
  constructor(private readonly deps: TokenLedgerDeps) {}

  now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** Adds tokens to an active account. */
  async credit(em: EntityManager, input: CreditInput): Promise<TokenTransaction> {
    const amount = validAmount(input.amount);
    const entry = this.entry('credit', input.accountId, amount, input.idempotencyKey, {
      reason: optionalText(input.reason, tokenReasonMaxLength, 'INVALID_TOKEN_REASON'),
      actorId: validActor(input.actorId),
    });
    return em.transactional(async (tx) => {
      if (!(await this.insert(tx, entry))) return this.replay(tx, entry);
      const moved = await execute(
        tx,
        `update ${account} set "balance" = "balance" + ?, ${stamp}
         where "id" = ? and "status" = 'active' and "balance" <= ? - "held" - ? returning "id"`,
        [amount, iso(entry.createdAt), entry.accountId, tokenBalanceMax, amount],
      );
      if (!moved.length) throw await this.refusal(tx, entry.accountId, 'TOKEN_BALANCE_TOO_LARGE');
      return entry;
    });
  }

  /**
   * Reserves tokens of an active account for a pending spend, until `commit`, `void` or its expiry. The account's
   * expired holds are voided first, so the balance it is checked against is the true one.
   */
  async hold(em: EntityManager, input: HoldInput): Promise<TokenTransaction> {
    const entry = this.holdEntry(input);
    const { amount } = entry;
    const expiresAt = entry.expiresAt!;
    return em.transactional(async (tx) => {
      await this.voidExpired(tx, entry.createdAt, [entry.accountId]);
      if (!(await this.insert(tx, entry))) return this.replay(tx, entry);
      const moved = await execute(
        tx,
        `update ${account} set "balance" = "balance" - ?, "held" = "held" + ?, ${stamp}
         where "id" = ? and "status" = 'active' and "balance" >= ? returning "id"`,
        [amount, amount, iso(entry.createdAt), entry.accountId, amount],
      );
      if (!moved.length) throw await this.refusal(tx, entry.accountId, 'TOKEN_BALANCE_INSUFFICIENT');
      await execute(tx, `insert into ${holds} ("id", "account_id", "amount", "expires_at") values (?, ?, ?, ?::timestamptz)`, [
        entry.id,
        entry.accountId,
        amount,
        iso(expiresAt),
      ]);
      return entry;
    });
  }

  /** Posts a live hold: its tokens are spent. Also for a disabled account (the hold was made while it was active). */
  async commit(em: EntityManager, input: SettleInput): Promise<TokenTransaction> {
    return this.settle(em, 'commit', input, null);
  }

  /** Releases a live hold (expired or not): its tokens come back to the account. */
  async void(em: EntityManager, input: VoidInput): Promise<TokenTransaction> {
    return this.settle(em, 'voided', input, optionalText(input.reason, tokenReasonMaxLength, 'INVALID_TOKEN_REASON'));
  }

  /**
   * Staff adjustment down: takes tokens out of an active account, never below zero. Recorded in the spec's types, as
   * a hold committed at once (two entries: the hold carries the key, the reason and the actor; its commit has no key
   * of its own). A retry with the key answers the commit.
   */
  async debit(em: EntityManager, input: DebitInput): Promise<TokenTransaction> {
    const amount = validAmount(input.amount);
    const hold = this.entry('hold', input.accountId, amount, input.idempotencyKey, {
      reason: optionalText(input.reason, tokenReasonMaxLength, 'INVALID_TOKEN_REASON'),
      actorId: validActor(input.actorId),
    });
    hold.expiresAt = hold.createdAt;
    return em.transactional(async (tx) => {
      if (!(await this.insert(tx, hold))) {
        const first = await this.replay(tx, hold);
        return this.settlementOf(tx, first.id).then((settled) => settled ?? first);
      }
      const moved = await execute(
        tx,
        `update ${account} set "balance" = "balance" - ?, ${stamp}
         where "id" = ? and "status" = 'active' and "balance" >= ? returning "id"`,
        [amount, iso(hold.createdAt), hold.accountId, amount],
      );
      if (!moved.length) throw await this.refusal(tx, hold.accountId, 'TOKEN_BALANCE_INSUFFICIENT');
      const commit: TokenTransaction = { ...hold, id: randomUUID(), type: 'commit', idempotencyKey: null, holdId: hold.id, expiresAt: null };
      await this.insert(tx, commit);
      return commit;
    });
  }

  /**
   * Many holds at once in the caller's transaction, for a caller that writes many spends together (the purchases of
   * one group commit). Locks the accounts (in id order, so two batches cannot deadlock) and voids their expired holds;
   * the caller then decides each hold in turn (`TokenHoldBatch.hold`) against the accounts as the earlier holds of the
   * batch left them, and `write` records them all in three statements. The rules are `hold`'s, decided on the locked
   * rows; the account update is still conditional (`balance >= amount`) and the CHECK constraints still hold, so a
   * batch that disagrees with the database writes nothing.
   */
  async openHoldBatch(tx: EntityManager, accountIds: readonly string[]): Promise<TokenHoldBatch> {
    const lock = this.lockForHoldBatch(accountIds);
    const { accounts } = await selectTogether(tx, { accounts: lock.part });
    return lock.open(tx, accounts);
  }

  /**
   * `openHoldBatch` in two steps, for a caller that reads other things in the same statement (`selectTogether`, one
   * round trip): `part` locks the accounts (in id order) and reads them with how many expired holds each has; `open`
   * takes its rows, voids those expired holds first if there are any (then reads the accounts again), and opens the
   * batch.
   */
  lockForHoldBatch(accountIds: readonly string[]): { part: SqlPart; open(tx: SqlRunner, rows: readonly JsonRow[]): Promise<TokenHoldBatch> } {
    const ids = [...new Set(accountIds.filter((id) => typeof id === 'string' && isUuid(id)).map((id) => id.toLowerCase()))].sort();
    const now = this.now();
    const part: SqlPart = {
      sql: `select a."id", a."user_id", a."balance", a."held", a."status", a."updated_at",
                   (select count(*) from ${holds} h where h."account_id" = a."id" and h."expires_at" <= ?::timestamptz)::int as "expired"
              from ${account} a where a."id" = any(?::uuid[]) order by a."id" for update`,
      params: [iso(now), pgArray(ids)],
    };
    const open = async (tx: SqlRunner, locked: readonly JsonRow[]) => {
      let rows = locked as unknown as readonly LockedAccountRow[];
      // Voided under the lock just taken; read again only when that moved something.
      if (rows.some((r) => Number(r.expired) > 0) && (await this.voidExpired(tx, now, ids)) > 0) {
        rows = await execute<LockedAccountRow>(tx, part.sql, part.params);
      }
      const accounts = new Map(
        rows.map((r) => [
          r.id,
          { id: r.id, userId: r.user_id, balance: Number(r.balance), held: Number(r.held), status: r.status, updatedAt: new Date(r.updated_at), moved: 0 },
        ]),
      );
      return new TokenHoldBatch(tx, accounts, { holdEntry: (input) => this.holdEntry(input), entriesPart: (entries) => entriesPart(entries) });
    };
    return { part, open };
  }

  /**
   * The accounts whose tokens a settlement moves, locked (`for no key update`, in id order, as every batch takes them,
   * so two batches cannot deadlock): a part of the caller's locking statement (`selectTogether`). `accountIds` selects
   * their ids (the accounts of the purchases being settled, say).
   */
  lockAccountsPart(accountIds: SqlPart): SqlPart {
    return { sql: `select "id" from ${account} where "id" in (${accountIds.sql}) order by "id" for no key update`, params: accountIds.params };
  }

  /**
   * Commits many holds in the caller's transaction, in one statement with the caller's own change (the settlements of
   * one group commit): `source` is that change, an `insert`, `update` or `delete ... returning` (or a `select`) whose
   * rows carry `hold_id` (the hold to commit) and `commit_key` (the commit's idempotency key). Each live, unexpired
   * hold is committed (its live row deleted, a `commit` entry written, the account's held tokens spent); a hold that
   * is not (settled before, expired, unknown) is left as it is, and its row answers `committed: false`. Lock the
   * accounts first (`lockAccountsPart`). Like `commit`, a hold is committed at most once; if a commit key is taken,
   * it throws and the caller's transaction writes nothing. `alsoWithCommitted` is a further change of the same statement
   * (a data-modifying query, no `returning`) that may read the rows of `source` whose hold was committed, as the table
   * `committed` (the caller's follow-up of each: a job to queue, say).
   */
  async commitHoldsOf(
    tx: SqlRunner,
    source: SqlPart,
    options: { commit?: boolean; alsoWithCommitted?: SqlPart } = {},
  ): Promise<{ row: JsonRow; committed: boolean }[]> {
    const also = options.alsoWithCommitted;
    const now = iso(this.now());
    const run = <T>(sql: string, params: unknown[]): Promise<T[]> => (options.commit && 'commitWith' in tx ? tx.commitWith<T>(sql, params) : execute<T>(tx, sql, params));
    const rows = await run<{ row: JsonRow | string; committed: boolean }>(
      `with src as (${source.sql}),
       gone as (delete from ${holds} where "id" in (select "hold_id" from src) and "expires_at" > ?::timestamptz returning "id", "account_id", "amount"),
       entries as (
         insert into ${ledger} ${columns}
         select gen_random_uuid(), g."account_id", 'commit', g."amount", src."commit_key", g."id", null, null, null, null, ?::timestamptz
           from gone g join src on src."hold_id" = g."id"
         on conflict ("idempotency_key") do nothing returning "hold_id"),
       spent as (
         update ${account} a set "held" = a."held" - s."amount", ${stamp}
           from (select "account_id", sum("amount")::int as "amount" from gone group by "account_id") s where a."id" = s."account_id" returning 1)${
         also ? `,
       committed as (select src.* from src join entries e on e."hold_id" = src."hold_id"),
       also as (${also.sql})` : ''}
       select to_json(src) as "row", (e."hold_id" is not null) as "committed",
              -- A taken commit key: a hold's row went but no entry was written, so the statement fails and nothing stays
              -- (a failed cast is how plain SQL raises; the counts keep it from being folded at plan time).
              case when (select count(*) from gone) = (select count(*) from entries) then 0
                   else ('commitHoldsOf: an idempotency key was taken (' || (select count(*) from gone) || ' holds, ' || (select count(*) from entries) || ' commits)')::int end as "check",
              (select count(*) from spent)::int as "spent"
         from src left join entries e on e."hold_id" = src."hold_id"`,
      [...source.params, now, now, now, ...(also?.params ?? [])],
    );
    return rows.map((r) => ({ row: typeof r.row === 'string' ? (JSON.parse(r.row) as JsonRow) : r.row, committed: r.committed }));
  }

  /** Writes entries whose keys are new (a taken key is skipped): how many were written. */
  private async insertMany(tx: EntityManager, entries: readonly TokenTransaction[]): Promise<number> {
    const { sql, params } = entriesPart(entries);
    return (await execute(tx, `${sql} returning "id"`, params)).length;
  }

  /**
   * Voids every hold expired at `now` (the sweep any instance runs, in batches; holds another instance or request is
   * settling at that moment are skipped, never waited for). Answers how many it voided.
   */
  async voidExpiredHolds(em: EntityManager, now: Date = this.now()): Promise<number> {
    let voided = 0;
    for (;;) {
      const batch = await em.fork().transactional((tx) => this.voidExpired(tx, now, null));
      voided += batch;
      if (batch < sweepBatch) return voided;
    }
  }

  /** The commit or void of a hold, if it was settled. */
  async settlementOf(em: EntityManager, holdId: string): Promise<TokenTransaction | null> {
    return em.findOne(TokenTransactionSchema, { holdId }, { disableIdentityMap: true });
  }

  // ---- Internals ----

  private entry(
    type: TokenTransactionKind,
    accountId: string,
    amount: number,
    idempotencyKey: string,
    extra: Partial<Pick<TokenTransaction, 'reason' | 'actorId' | 'reference' | 'holdId'>>,
  ): TokenTransaction {
    // A malformed id names no account: the same answer as an unknown one.
    if (typeof accountId !== 'string' || !isUuid(accountId)) throw new DomainError('TOKEN_ACCOUNT_NOT_FOUND');
    return {
      id: randomUUID(),
      accountId: accountId.toLowerCase(),
      type,
      amount,
      idempotencyKey: validKey(idempotencyKey),
      holdId: extra.holdId ?? null,
      reason: extra.reason ?? null,
      actorId: extra.actorId ?? null,
      reference: extra.reference ?? null,
      expiresAt: null,
      createdAt: this.now(),
    };
  }

  /** A hold's entry from its input, validated (amount, timeout, key, reference), with its expiry. */
  private holdEntry(input: HoldInput): TokenTransaction {
    const amount = validAmount(input.amount);
    const timeout = input.timeoutSeconds ?? this.deps.holdTimeoutSeconds;
    if (!Number.isInteger(timeout) || timeout < 1 || timeout > tokenHoldTimeoutMaxSeconds) {
      throw new DomainError('INVALID_TOKEN_HOLD_TIMEOUT');
    }
    const entry = this.entry('hold', input.accountId, amount, input.idempotencyKey, {
      reference: optionalText(input.reference, tokenReferenceMaxLength, 'INVALID_TOKEN_REFERENCE'),
    });
    entry.expiresAt = new Date(entry.createdAt.getTime() + timeout * 1000);
    return entry;
  }

  /** Writes the entry unless its key is taken (then false: the caller answers the first entry). */
  private async insert(tx: EntityManager, e: TokenTransaction): Promise<boolean> {
    return (await this.insertMany(tx, [e])) > 0;
  }

  /** The first entry made with this key, if it is the same request (type, account, amount, hold, reference); else 409. */
  private async replay(tx: EntityManager, asked: TokenTransaction): Promise<TokenTransaction> {
    const first = await tx.findOne(TokenTransactionSchema, { idempotencyKey: asked.idempotencyKey }, { disableIdentityMap: true });
    if (!first || !sameRequest(first, asked)) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
    return first;
  }

  /**
   * Commit or void: deletes the hold's live row first (its row lock serialises every settlement of one hold), then
   * records the settlement and moves the account's tokens (held → spent, or held → available).
   */
  private async settle(em: EntityManager, type: 'commit' | 'voided', input: SettleInput, reason: string | null): Promise<TokenTransaction> {
    if (typeof input.holdId !== 'string' || !isUuid(input.holdId)) throw new DomainError('TOKEN_HOLD_NOT_FOUND');
    const holdId = input.holdId.toLowerCase();
    const key = validKey(input.idempotencyKey);
    return em.transactional(async (tx) => {
      const now = this.now();
      const [live] = await execute<{ account_id: string; amount: number; expires_at: Date | string }>(
        tx,
        `delete from ${holds} where "id" = ? returning "account_id", "amount", "expires_at"`,
        [holdId],
      );
      if (!live) return this.settledBefore(tx, type, holdId, key);
      if (type === 'commit' && new Date(live.expires_at).getTime() <= now.getTime()) throw new DomainError('TOKEN_HOLD_EXPIRED');
      const entry: TokenTransaction = {
        id: randomUUID(),
        accountId: live.account_id,
        type,
        amount: live.amount,
        idempotencyKey: key,
        holdId,
        reason,
        actorId: null,
        reference: null,
        expiresAt: null,
        createdAt: now,
      };
      // The key may be another request's (the hold is ours alone now): that is a reused key.
      if (!(await this.insert(tx, entry))) return this.replay(tx, entry);
      const back = type === 'voided' ? live.amount : 0;
      await execute(tx, `update ${account} set "balance" = "balance" + ?, "held" = "held" - ?, ${stamp} where "id" = ?`, [
        back,
        live.amount,
        iso(now),
        live.account_id,
      ]);
      return entry;
    });
  }

  /** A hold with no live row: a retry of its settlement (the same key) answers it; otherwise why it cannot be settled. */
  private async settledBefore(tx: EntityManager, type: 'commit' | 'voided', holdId: string, key: string): Promise<TokenTransaction> {
    const first = await tx.findOne(TokenTransactionSchema, { idempotencyKey: key }, { disableIdentityMap: true });
    if (first) {
      if (first.type !== type || first.holdId !== holdId) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
      return first;
    }
    const settlement = await this.settlementOf(tx, holdId);
    if (settlement) throw new DomainError(settlement.type === 'commit' ? 'TOKEN_HOLD_ALREADY_COMMITTED' : 'TOKEN_HOLD_ALREADY_VOIDED');
    throw new DomainError('TOKEN_HOLD_NOT_FOUND');
  }

  /**
   * Voids the holds expired at `now` (of some accounts, or of any), at most one batch, in the caller's transaction:
   * deletes their live rows, records a keyless `voided` entry for each and gives their tokens back, in one statement.
   */
  private async voidExpired(tx: SqlRunner, now: Date, accountIds: readonly string[] | null): Promise<number> {
    const expired = await execute<{ id: string; account_id: string }>(
      tx,
      `select "id", "account_id" from ${holds} where ${accountIds ? '"account_id" = any(?::uuid[]) and ' : ''}"expires_at" <= ?::timestamptz
       order by "expires_at" limit ${sweepBatch} for update skip locked`,
      accountIds ? [pgArray(accountIds), iso(now)] : [iso(now)],
    );
    if (!expired.length) return 0;
    const touched = [...new Set(expired.map((h) => h.account_id))].sort();
    // Accounts in one order, so two sweeps of overlapping accounts cannot deadlock.
    if (touched.length > 1) {
      await execute(tx, `select 1 from ${account} where "id" = any(?::uuid[]) order by "id" for no key update`, [pgArray(touched)]);
    }
    await execute(
      tx,
      `with gone as (delete from ${holds} where "id" = any(?::uuid[]) returning "id", "account_id", "amount"),
       entries as (
         insert into ${ledger} ${columns}
         select gen_random_uuid(), "account_id", 'voided', "amount", null, "id", 'expired', null, null, null, ?::timestamptz from gone
         returning "account_id", "amount"),
       back as (select "account_id", sum("amount")::int as "amount" from entries group by "account_id")
       update ${account} a set "balance" = a."balance" + back."amount", "held" = a."held" - back."amount", ${stamp}
       from back where a."id" = back."account_id"`,
      [pgArray(expired.map((h) => h.id)), iso(now), iso(now)],
    );
    return expired.length;
  }

  /** Why a conditional update on an account moved nothing: no account, a disabled one, or `otherwise`. */
  private async refusal(tx: EntityManager, accountId: string, otherwise: ErrorReason): Promise<DomainError> {
    const [row] = await execute<{ status: string }>(tx, `select "status" from ${account} where "id" = ?`, [accountId]);
    if (!row) return new DomainError('TOKEN_ACCOUNT_NOT_FOUND');
    return new DomainError(row.status === 'active' ? otherwise : 'TOKEN_ACCOUNT_DISABLED');
  }
}

function sameRequest(first: TokenTransaction, asked: TokenTransaction): boolean {
  return (
    first.type === asked.type &&
    first.accountId === asked.accountId &&
    first.amount === asked.amount &&
    first.holdId === asked.holdId &&
    first.reference === asked.reference
  );
}

function iso(date: Date): string {
  return date.toISOString();
}

function validAmount(amount: number): number {
  if (!Number.isInteger(amount) || amount < 1 || amount > tokenAmountMax) throw new DomainError('INVALID_TOKEN_AMOUNT');
  return amount;
}

/** An idempotency key as given (not trimmed: it is the caller's token): 1 to the maximum characters, no NUL. */
export function validKey(key: unknown): string {
  if (typeof key !== 'string' || !key.length || textInputProblem(key, idempotencyKeyMaxLength)) {
    throw new DomainError('INVALID_IDEMPOTENCY_KEY');
  }
  return key;
}

function validActor(actorId: string | null | undefined): string | null {
  if (actorId == null) return null;
  if (!isUuid(actorId)) throw new DomainError('UNAUTHORIZED');
  return actorId.toLowerCase();
}

interface LockedAccountRow {
  /** Live holds past their expiry (`lockForHoldBatch`). */
  expired?: number;
  id: string;
  user_id: string;
  balance: number;
  held: number;
  status: string;
  updated_at: Date | string;
}

/** An account as a hold batch sees it: locked, and as the batch's earlier holds left it. */
export interface LockedTokenAccount {
  readonly id: string;
  readonly userId: string;
  /** Available tokens. */
  readonly balance: number;
  readonly held: number;
  readonly status: string;
  /** What `updatedAt` will read once the batch is written (strictly later than before, if it moved). */
  readonly updatedAt: Date;
}

type BatchAccount = { -readonly [K in keyof LockedTokenAccount]: LockedTokenAccount[K] } & { moved: number };

/**
 * The holds of one batch (`TokenLedgerService.openHoldBatch`): decided one by one on the locked accounts, written
 * together by `write`. A refused hold throws its DomainError and changes nothing, as `hold` does.
 */
export class TokenHoldBatch {
  private readonly entries: TokenTransaction[] = [];
  private readonly keys = new Set<string>();

  constructor(
    private readonly tx: SqlRunner,
    private readonly accounts: Map<string, BatchAccount>,
    private readonly ledger: {
      holdEntry(input: HoldInput): TokenTransaction;
      entriesPart(entries: readonly TokenTransaction[]): SqlPart;
    },
  ) {}

  /** A locked account of the batch (undefined: no such account). */
  account(id: string): LockedTokenAccount | undefined {
    return typeof id === 'string' ? this.accounts.get(id.toLowerCase()) : undefined;
  }

  /** Decides one hold: the same rules and refusals as `TokenLedgerService.hold`. */
  hold(input: HoldInput): TokenTransaction {
    const entry = this.ledger.holdEntry(input);
    const state = this.accounts.get(entry.accountId);
    if (!state) throw new DomainError('TOKEN_ACCOUNT_NOT_FOUND');
    if (state.status !== 'active') throw new DomainError('TOKEN_ACCOUNT_DISABLED');
    if (state.balance < entry.amount) throw new DomainError('TOKEN_BALANCE_INSUFFICIENT');
    // A key twice in one batch is a retry racing itself: not the batch's to answer (`hold` replays it).
    const key = entry.idempotencyKey!;
    if (this.keys.has(key)) throw new Error('token hold batch: an idempotency key twice');
    this.keys.add(key);
    state.balance -= entry.amount;
    state.held += entry.amount;
    state.moved += entry.amount;
    // As the stamp in SQL: strictly later than the last one.
    state.updatedAt = new Date(Math.max(entry.createdAt.getTime(), state.updatedAt.getTime() + 1));
    this.entries.push(entry);
    return entry;
  }

  /**
   * Records the batch's holds (their entries, their live rows and the accounts' balances) and the caller's own rows
   * that go with them (`with`: the purchases, their delivery jobs), all in one statement; answers how many rows each
   * of the caller's parts wrote. If any of the holds' rows is not written as decided (a key taken meanwhile by a retry
   * that raced, an account that changed under its lock), it throws: the caller's transaction rolls back, nothing moves.
   */
  async write<K extends string>(
    withParts: Record<K, CheckedSqlPart> = {} as Record<K, CheckedSqlPart>,
    options: { commit?: boolean } = {},
  ): Promise<Record<K, number>> {
    if (!this.entries.length) return writeTogether(this.tx, withParts, options);
    const moved = [...this.accounts.values()].filter((a) => a.moved > 0);
    const changed = 'token hold batch: an account changed under its lock';
    return writeTogether(
      this.tx,
      {
        ...withParts,
        ledgerEntries: { ...this.ledger.entriesPart(this.entries), rows: this.entries.length, otherwise: 'token hold batch: an idempotency key was taken' },
        ledgerHolds: {
          sql: `insert into ${holds} ("id", "account_id", "amount", "expires_at") values ${this.entries.map(() => '(?::uuid, ?::uuid, ?::int, ?::timestamptz)').join(', ')}`,
          params: this.entries.flatMap((e) => [e.id, e.accountId, e.amount, iso(e.expiresAt!)]),
          rows: this.entries.length,
          otherwise: changed,
        },
        ledgerAccounts: {
          sql: `update ${account} a set "balance" = a."balance" - v."amount", "held" = a."held" + v."amount", "updated_at" = v."updated_at"
                from (values ${moved.map(() => '(?::uuid, ?::int, ?::timestamptz)').join(', ')}) as v("id", "amount", "updated_at")
                where a."id" = v."id" and a."status" = 'active' and a."balance" >= v."amount"`,
          params: moved.flatMap((a) => [a.id, a.moved, iso(a.updatedAt)]),
          rows: moved.length,
          otherwise: changed,
        },
      },
      options,
    );
  }
}

/** Entries whose keys are new (a taken key is skipped), as a statement or a part of one. */
function entriesPart(entries: readonly TokenTransaction[]): SqlPart {
  return {
    sql: `insert into ${ledger} ${columns} values ${entries.map(() => '(?::uuid, ?::uuid, ?, ?::int, ?, ?::uuid, ?, ?::uuid, ?, ?::timestamptz, ?::timestamptz)').join(', ')}
          on conflict ("idempotency_key") do nothing`,
    params: entries.flatMap((e) => [
      e.id,
      e.accountId,
      e.type,
      e.amount,
      e.idempotencyKey,
      e.holdId,
      e.reason,
      e.actorId,
      e.reference,
      e.expiresAt ? iso(e.expiresAt) : null,
      iso(e.createdAt),
    ]),
  };
}
