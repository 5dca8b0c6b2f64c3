import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { DomainError, isUuid, requirePermission, requireUser, type Identity } from '@backspin/platform';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import type { StandingView } from '../account-standing/account-standing.ts';
import type { AccountsEffectSender } from '../jobs.ts';
import type { ModerationService } from '../moderation/moderation.service.ts';
import { DeactivationRequestSchema, type DeactivationRequest } from './deactivation.entity.ts';

export const deactivationReasonMaxLength = 500;

/** The pending deactivation list (GET /users/list-deactivate): 1 to 100 rows (else 400), oldest request first. */
export const deactivationListSpec: ListSpec = {
  fields: { userId: 'uuid', reason: 'text', requestedAt: 'date' },
  defaultLimit: 50,
  maxLimit: 100,
  defaultSort: [{ field: 'requestedAt', direction: 'ASC' }],
  tiebreak: 'userId',
  outOfRange: 'INVALID_DEACTIVATION_PAGE',
};

/**
 * Account deactivation (spec 1, §4): a user asks (request), a moderator may cancel the request, an admin-type
 * actor (users.deactivate) deactivates or reactivates an account by id. A deactivated account cannot sign in by
 * any method and its tokens end at once (the same revocation as a ban: moderation.service.ts). When a deactivation
 * takes effect, rooms deletes the user's rooms and frees their DJ seats (the `rooms.account-deactivated` effect,
 * queued in the deactivation's transaction); a reactivation restores none of that.
 */
export class DeactivationService {
  constructor(
    private readonly moderation: ModerationService,
    /** Carries the deactivation to rooms, in its transaction (jobs.ts). */
    private readonly effects: Pick<AccountsEffectSender, 'send' | 'wake'>,
  ) {}

  /** The signed-in user asks for their account to be deactivated; asking again keeps the first request. */
  async request(em: EntityManager, identity: Identity, reason?: string | null): Promise<DeactivationRequest> {
    const userId = requireUser(identity).toLowerCase();
    const clean = reason?.trim() || null;
    if (clean && [...clean].length > deactivationReasonMaxLength) throw new DomainError('INVALID_MODERATION_REASON_TEXT');
    return em.transactional(async (tx) => {
      await (tx as SqlEntityManager)
        .createQueryBuilder(DeactivationRequestSchema)
        .insert({ userId, reason: clean, status: 'PENDING', requestedAt: new Date() })
        .onConflict('userId')
        .ignore()
        .execute();
      const row = await tx.findOneOrFail(DeactivationRequestSchema, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (row.status !== 'PENDING') {
        Object.assign(row, { status: 'PENDING', reason: clean, requestedAt: new Date(), resolvedBy: null, resolvedAt: null });
        await tx.flush();
      }
      return row;
    });
  }

  /** Pending requests, oldest first by default (moderators), by the console's list query. */
  listPending(em: EntityManager, identity: Identity, input: ListQueryInput | null | undefined): Promise<ListPage<DeactivationRequest>> {
    requirePermission(identity, 'users.moderate');
    return findPage(em, DeactivationRequestSchema, input, deactivationListSpec, { status: 'PENDING' });
  }

  /** A moderator cancels a user's pending request (404 when there is none). */
  async cancel(em: EntityManager, identity: Identity, userId: string): Promise<DeactivationRequest> {
    requirePermission(identity, 'users.moderate');
    if (!isUuid(userId)) throw new DomainError('INVALID_USER_ID');
    return em.transactional(async (tx) => {
      const row = await tx.findOne(DeactivationRequestSchema, { userId: userId.toLowerCase() }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row || row.status !== 'PENDING') throw new DomainError('DEACTIVATION_REQUEST_NOT_FOUND');
      row.status = 'CANCELLED';
      row.resolvedBy = identity.userId;
      row.resolvedAt = new Date();
      await tx.flush();
      return row;
    });
  }

  /**
   * Deactivates an account (admins, superUsers; lower ranks only): sign-in refused, tokens end now; a pending request is
   * completed. The first time (not on an account already deactivated), rooms is told in the same transaction: it
   * deletes the user's rooms and frees their DJ seats.
   */
  async deactivate(em: EntityManager, identity: Identity, userId: string): Promise<StandingView> {
    const view = await this.moderation.act(em, identity, userId, 'users.deactivate', async (tx, standing, outbox) => {
      if (!standing.deactivatedAt) {
        standing.deactivatedAt = new Date();
        standing.deactivatedBy = identity.userId;
        await this.effects.send(tx, 'rooms.account-deactivated', randomUUID(), {
          userId: standing.userId,
          deactivatedAt: standing.deactivatedAt.toISOString(),
        });
      }
      await this.moderation.revokeTokens(tx, standing, outbox);
      await tx.nativeUpdate(
        DeactivationRequestSchema,
        { userId: standing.userId, status: 'PENDING' },
        { status: 'COMPLETED', resolvedBy: identity.userId, resolvedAt: new Date() },
      );
    });
    this.effects.wake();
    return view;
  }

  /** Reactivates an account (idempotent): the user may sign in again. Rooms deleted by the deactivation stay deleted. */
  async reactivate(em: EntityManager, identity: Identity, userId: string): Promise<StandingView> {
    return this.moderation.act(em, identity, userId, 'users.deactivate', async (_tx, standing) => {
      standing.deactivatedAt = null;
      standing.deactivatedBy = null;
    });
  }
}
