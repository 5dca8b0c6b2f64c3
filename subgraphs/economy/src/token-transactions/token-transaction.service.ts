import type { EntityManager } from '@mikro-orm/core';
import { tokenAmountMax } from '@backspin/contracts/tokens';
import { DomainError, requirePermission, type Identity } from '@backspin/platform';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import type { TokenAccountService } from '../token-accounts/token-account.service.ts';
import type { TokenLedgerService } from './token-ledger.service.ts';
import { TokenTransactionSchema, type TokenTransaction } from './token-transaction.entity.ts';

/** A token account's history (`tokenTransactions`, `myTokenTransactions`): newest first. */
export const tokenTransactionListSpec: ListSpec = {
  fields: {
    id: 'uuid',
    type: 'text',
    amount: 'integer',
    holdId: 'uuid',
    reason: 'text',
    actorId: 'uuid',
    reference: 'text',
    expiresAt: 'date',
    createdAt: 'date',
  },
  defaultLimit: 20,
  maxLimit: 100,
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
};

/**
 * The ledger as callers see it: who may read an account's history, and who may move tokens (staff and services hold
 * `tokens.manage`). The moves themselves, and their invariants, are the ledger's (token-ledger.service.ts).
 */
export class TokenTransactionService {
  constructor(
    private readonly ledger: TokenLedgerService,
    private readonly accounts: TokenAccountService,
  ) {}

  /** An account's history, for whoever may read the account (its holder, moderators, staff, services). */
  async history(em: EntityManager, identity: Identity, accountId: string, query: ListQueryInput | null | undefined): Promise<ListPage<TokenTransaction>> {
    const account = await this.accounts.readable(em, identity, accountId);
    return findPage(em, TokenTransactionSchema, query, tokenTransactionListSpec, { accountId: account.id });
  }

  /** The signed-in user's history; 404 before their account is opened. */
  async myHistory(em: EntityManager, identity: Identity, query: ListQueryInput | null | undefined): Promise<ListPage<TokenTransaction>> {
    const account = await this.accounts.mine(em, identity);
    if (!account) throw new DomainError('TOKEN_ACCOUNT_NOT_FOUND');
    return findPage(em, TokenTransactionSchema, query, tokenTransactionListSpec, { accountId: account.id });
  }

  /** POST /api/v1/token-transactions/commit: a service commits a hold it delivered (staff may too). */
  async commit(em: EntityManager, identity: Identity, input: { holdId: string; idempotencyKey: string }): Promise<TokenTransaction> {
    requirePermission(identity, 'tokens.manage');
    return this.ledger.commit(em, input);
  }

  /** A service releases a hold it could not deliver (staff may too). */
  async void(em: EntityManager, identity: Identity, input: { holdId: string; idempotencyKey: string; reason?: string | null }): Promise<TokenTransaction> {
    requirePermission(identity, 'tokens.manage');
    return this.ledger.void(em, input);
  }

  /** Staff credit, recorded with the staff member as its actor. */
  async credit(
    em: EntityManager,
    identity: Identity,
    input: { accountId: string; amount: number; idempotencyKey: string; reason?: string | null },
  ): Promise<TokenTransaction> {
    requirePermission(identity, 'tokens.manage');
    return this.ledger.credit(em, { ...input, actorId: actorOf(identity) });
  }

  /**
   * Staff adjustment with a reason: up is a credit; down is a debit (a hold committed at once), refused with 402
   * rather than overdrawing. Answers the credit, or the debit's commit.
   */
  async adjust(
    em: EntityManager,
    identity: Identity,
    input: { accountId: string; amount: number; idempotencyKey: string; reason: string },
  ): Promise<TokenTransaction> {
    requirePermission(identity, 'tokens.manage');
    const { amount } = input;
    if (!Number.isInteger(amount) || amount === 0 || Math.abs(amount) > tokenAmountMax) throw new DomainError('INVALID_TOKEN_ADJUSTMENT');
    if (typeof input.reason !== 'string' || !input.reason.trim()) throw new DomainError('INVALID_TOKEN_REASON');
    const move = { accountId: input.accountId, idempotencyKey: input.idempotencyKey, reason: input.reason, actorId: actorOf(identity) };
    return amount > 0 ? this.ledger.credit(em, { ...move, amount }) : this.ledger.debit(em, { ...move, amount: -amount });
  }
}

/** Who a staff move is recorded against: the staff member; a service stands for no one. */
function actorOf(identity: Identity): string | null {
  return identity.tokenType === 'service' ? null : identity.userId;
}
