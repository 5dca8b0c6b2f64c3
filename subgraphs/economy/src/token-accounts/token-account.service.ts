import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { can, DomainError, isUuid, requireUser, type Identity } from '@backspin/platform';
import { TokenAccountSchema, type TokenAccount } from './token-account.entity.ts';

/** Token accounts: who may see one, and opening one's own. Balances move through a ledger (later). */
export class TokenAccountService {
  async findByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, TokenAccount>> {
    const valid = ids.filter(isUuid);
    const accounts = valid.length ? await em.find(TokenAccountSchema, { id: { $in: valid } }) : [];
    return new Map(accounts.map((a) => [a.id, a]));
  }

  async findByUserIds(em: EntityManager, userIds: readonly string[]): Promise<Map<string, TokenAccount>> {
    const valid = userIds.filter(isUuid);
    const accounts = valid.length ? await em.find(TokenAccountSchema, { userId: { $in: valid } }) : [];
    return new Map(accounts.map((a) => [a.userId, a]));
  }

  /** A user's token account is private: the user and moderators (users.read-private) may read it. */
  canReadAccountOf(identity: Identity, userId: string): boolean {
    const self = identity.userId === userId && (identity.tokenType === 'user' || identity.tokenType === 'bot');
    return self || can(identity, 'users.read-private');
  }

  /** 401 for guests and anonymous callers; 403 for someone else's account; null when there is none. */
  async get(em: EntityManager, identity: Identity, id: string): Promise<TokenAccount | null> {
    requireUser(identity);
    const account = (await this.findByIds(em, [id])).get(id) ?? null;
    if (account && !this.canReadAccountOf(identity, account.userId)) throw new DomainError('FORBIDDEN');
    return account;
  }

  async mine(em: EntityManager, identity: Identity): Promise<TokenAccount | null> {
    const userId = requireUser(identity);
    return em.findOne(TokenAccountSchema, { userId });
  }

  /**
   * Opens the caller's account with a zero balance, or returns the one they have (POST /api/v1/token-accounts).
   * Idempotent under concurrency: the unique user id lets exactly one insert through; the others do nothing.
   */
  async open(em: EntityManager, identity: Identity): Promise<TokenAccount> {
    const userId = requireUser(identity);
    const now = new Date();
    await (em as SqlEntityManager)
      .createQueryBuilder(TokenAccountSchema)
      .insert({ id: randomUUID(), userId, balance: 0, held: 0, status: 'active', createdAt: now, updatedAt: now })
      .onConflict('userId')
      .ignore()
      .execute();
    return em.findOneOrFail(TokenAccountSchema, { userId });
  }
}
