import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { can, DomainError, execute, GroupCommit, isUuid, requirePermission, requireUser, type Database, type Identity } from '@backspin/platform';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import { tokenAccountStamp, tokenAccountStatuses, TokenAccountSchema, type TokenAccount, type TokenAccountStatus } from './token-account.entity.ts';

/** The staff list of all token accounts (`allTokenAccounts`). */
export const tokenAccountListSpec: ListSpec = {
  fields: { id: 'uuid', userId: 'uuid', balance: 'integer', heldBalance: 'integer', status: 'text', createdAt: 'date', updatedAt: 'date' },
  fieldMap: { heldBalance: 'held' },
  defaultLimit: 50,
  maxLimit: 100,
  defaultSort: [{ field: 'updatedAt', direction: 'DESC' }],
};

/** Token accounts: who may see one, opening one's own, enabling and disabling. Balances move through the ledger. */
export class TokenAccountService {
  /**
   * The reads of `mine` that arrive together, in one statement (a client reads its balance before every purchase:
   * under load, many at once). A read joins the next statement, never one already sent, so it sees every change
   * committed before it asked.
   */
  private readonly ownReads: GroupCommit<string, TokenAccount | null> | null;

  constructor(
    private readonly now: () => Date = () => new Date(),
    db?: () => Database,
  ) {
    this.ownReads = db
      ? new GroupCommit<string, TokenAccount | null>({
          writeBatch: async (userIds) => {
            const found = await this.findByUserIds(db().em.fork(), [...new Set(userIds)]);
            return userIds.map((userId) => ({ ok: true as const, value: found.get(userId) ?? null }));
          },
          writeOne: async (userId) => (await this.findByUserIds(db().em.fork(), [userId])).get(userId) ?? null,
          // Reads wait for no lock: several statements at once, so a read need not wait for the one in flight.
          maxConcurrentBatches: 1,
          loneCallsAsBatches: true,
        })
      : null;
  }

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

  /**
   * A user's token account is private: the user, moderators and staff (users.read-private) and services may read it
   * and its history.
   */
  canReadAccountOf(identity: Identity, userId: string): boolean {
    const self = identity.userId === userId && (identity.tokenType === 'user' || identity.tokenType === 'bot');
    return self || can(identity, 'users.read-private');
  }

  /** 401 for guests and anonymous callers; 403 for someone else's account; null when there is none. */
  async get(em: EntityManager, identity: Identity, id: string): Promise<TokenAccount | null> {
    if (identity.tokenType !== 'service') requireUser(identity);
    const account = (await this.findByIds(em, [id])).get(id) ?? null;
    if (account && !this.canReadAccountOf(identity, account.userId)) throw new DomainError('FORBIDDEN');
    return account;
  }

  /** The account, if the caller may read it: 404 TOKEN_ACCOUNT_NOT_FOUND when there is none (or the id is malformed). */
  async readable(em: EntityManager, identity: Identity, id: string): Promise<TokenAccount> {
    const account = await this.get(em, identity, id);
    if (!account) throw new DomainError('TOKEN_ACCOUNT_NOT_FOUND');
    return account;
  }

  /** The caller's own account (null before it is opened): its committed state, read with others that ask meanwhile. */
  async mine(em: EntityManager, identity: Identity): Promise<TokenAccount | null> {
    const userId = requireUser(identity).toLowerCase();
    if (!isUuid(userId)) return null;
    return this.ownReads ? this.ownReads.submit(userId) : em.findOne(TokenAccountSchema, { userId });
  }

  /**
   * Opens the caller's account with a zero balance, or returns the one they have (POST /api/v1/token-accounts).
   * Idempotent under concurrency: the unique user id lets exactly one insert through; the others do nothing.
   */
  async open(em: EntityManager, identity: Identity): Promise<TokenAccount> {
    const userId = requireUser(identity);
    return this.openFor(em, userId);
  }

  /** The same for a user named by the caller (economy's own seeding and services). */
  async openFor(em: EntityManager, userId: string): Promise<TokenAccount> {
    const now = this.now();
    await (em as SqlEntityManager)
      .createQueryBuilder(TokenAccountSchema)
      .insert({ id: randomUUID(), userId, balance: 0, held: 0, status: 'active', createdAt: now, updatedAt: now })
      .onConflict('userId')
      .ignore()
      .execute();
    return em.findOneOrFail(TokenAccountSchema, { userId }, { refresh: true });
  }

  /**
   * Staff (tokens.manage) enable or disable an account. A disabled account refuses holds and credits; its live holds
   * still settle. Setting the status it has changes nothing (updatedAt included).
   */
  async setStatus(em: EntityManager, identity: Identity, id: string, status: TokenAccountStatus): Promise<TokenAccount> {
    requirePermission(identity, 'tokens.manage');
    if (!tokenAccountStatuses.includes(status)) throw new DomainError('BAD_REQUEST');
    if (typeof id !== 'string' || !isUuid(id)) throw new DomainError('TOKEN_ACCOUNT_NOT_FOUND');
    await execute(em, `update "economy"."token_account" set "status" = ?, ${tokenAccountStamp} where "id" = ? and "status" <> ?`, [
      status,
      this.now().toISOString(),
      id,
      status,
    ]);
    const account = await em.findOne(TokenAccountSchema, { id }, { refresh: true });
    if (!account) throw new DomainError('TOKEN_ACCOUNT_NOT_FOUND');
    return account;
  }

  /** The staff list of all accounts (tokens.manage), most recently moved first. */
  async list(em: EntityManager, identity: Identity, query: ListQueryInput | null | undefined): Promise<ListPage<TokenAccount>> {
    requirePermission(identity, 'tokens.manage');
    return findPage(em, TokenAccountSchema, query, tokenAccountListSpec);
  }
}
