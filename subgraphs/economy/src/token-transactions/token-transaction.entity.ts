import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { idempotencyKeyMaxLength, tokenReasonMaxLength, tokenReferenceMaxLength } from '@backspin/contracts/tokens';

/**
 * Spec 1, §3: the ledger's entry types, modelled on two-phase transfers (TigerBeetle's pending/post/void):
 * `credit` adds tokens; `hold` reserves them for a pending spend; `commit` posts a hold (the tokens are spent);
 * `voided` releases a hold (the tokens come back), on request or when the hold expires.
 */
export const tokenTransactionTypes = ['credit', 'hold', 'commit', 'voided'] as const;
export type TokenTransactionKind = (typeof tokenTransactionTypes)[number];

/**
 * One ledger entry: append-only, never updated or deleted. The account's balance and held columns move in the same
 * transaction as each entry (token-ledger.service.ts), so the entries always add up to the account.
 */
export const TokenTransactionSchema = defineEntity({
  name: 'TokenTransaction',
  tableName: 'token_transaction',
  properties: {
    id: p.uuid().primary(),
    accountId: p.uuid(),
    type: p.enum(tokenTransactionTypes),
    /** Whole tokens moved, always positive: the type says which way. */
    amount: p.integer().check('amount > 0'),
    /**
     * The request's key: a retry with the same key answers this entry and moves nothing. Unique across the ledger.
     * Null only for the settlements the ledger makes itself (a hold voided by its expiry, the commit half of a staff
     * debit): those are made once by the hold's own uniqueness below.
     */
    idempotencyKey: p.string().length(idempotencyKeyMaxLength).nullable().unique(),
    /**
     * For `commit` and `voided`: the hold they settle. Unique (NULLs aside), so a hold is settled at most once,
     * committed or voided, whatever races.
     */
    holdId: p.uuid().nullable().unique(),
    reason: p.string().length(tokenReasonMaxLength).nullable(),
    /** Who asked: the staff member of a credit or adjustment; null for the ledger's own entries and services. */
    actorId: p.uuid().nullable(),
    /** What a hold is for (a purchase id, for instance). */
    reference: p.string().length(tokenReferenceMaxLength).nullable(),
    /** For `hold`: when it voids itself if neither committed nor voided. */
    expiresAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
  indexes: [{ name: 'token_transaction_account_history_index', properties: ['accountId', 'createdAt'] }],
  checks: [
    { name: 'token_transaction_settles_hold_check', expression: `("type" in ('commit', 'voided')) = ("hold_id" is not null)` },
    { name: 'token_transaction_hold_expires_check', expression: `("type" = 'hold') = ("expires_at" is not null)` },
    { name: 'token_transaction_key_check', expression: `"idempotency_key" is not null or "type" in ('commit', 'voided')` },
  ],
});
export type TokenTransaction = InferEntity<typeof TokenTransactionSchema>;

/**
 * The live holds: one row per hold neither committed nor voided yet (its id is the hold entry's id). Settling a hold
 * deletes its row first, so the delete's row lock decides between a commit, a void and the expiry sweep; the sweep
 * finds what expired by `expires_at` without reading the ledger's history.
 */
export const TokenHoldSchema = defineEntity({
  name: 'TokenHold',
  tableName: 'token_hold',
  properties: {
    id: p.uuid().primary(),
    accountId: p.uuid(),
    amount: p.integer().check('amount > 0'),
    expiresAt: p.datetime().index(),
  },
  indexes: [{ name: 'token_hold_account_expiry_index', properties: ['accountId', 'expiresAt'] }],
});
export type TokenHold = InferEntity<typeof TokenHoldSchema>;
