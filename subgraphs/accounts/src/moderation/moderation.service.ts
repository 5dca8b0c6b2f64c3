import { randomUUID } from 'node:crypto';
import { moderationReasonMaxLength } from '@backspin/contracts/moderation';
import type { EntityManager } from '@mikro-orm/core';
import {
  commitThenPublish,
  DomainError,
  isUuid,
  requirePermission,
  type EventOutbox,
  type Identity,
  type Permission,
  type PubSub,
  type Role,
  type TokenRevocation,
  type UserActions,
} from '@backspin/platform';
import type { AccountsEffectSender } from '../jobs.ts';
import type { SessionService } from '../sessions/session.service.ts';
import { UserSchema, type User } from '../users/user.entity.ts';
import { AccountStandingSchema, type AccountStanding } from '../account-standing/account-standing.entity.ts';
import { lockStanding, raiseTokenVersion, standingView, type StandingView } from '../account-standing/account-standing.ts';


/**
 * Ranks for platform moderation: an actor acts only on users of a strictly lower rank, and never on
 * themselves. So moderators, globalModerators and staff (1) act on ordinary users, bots and promoters (0);
 * admins (2) also on moderators and staff; superUsers (3) also on admins; nobody on a superUser.
 * A service token (no user) acts with rank 3.
 */
export function moderationRank(roles: readonly Role[]): number {
  if (roles.includes('superUser')) return 3;
  if (roles.includes('admin')) return 2;
  if (roles.includes('moderator') || roles.includes('globalModerator') || roles.includes('staff')) return 1;
  return 0;
}

export interface ModerationDeps {
  sessions: SessionService;
  pubsub: PubSub;
  /** Audit's moderation records leave through it, in the transaction of the action. */
  effects: AccountsEffectSender;
  /** The target's WAS_MODERATED user action, in the same transaction. Absent: not recorded. */
  userActions?: Pick<UserActions, 'record'>;
}

type AuditAction = 'globalKick' | 'globalBan' | 'globalUnBan';

/**
 * Platform moderation: kick (every token and session ends now; the user may sign in again), ban and temporary
 * ban (the same, and no sign-in until unbanned or until the end time), unban. The revocation of tokens is
 * shared with deactivation (deactivation.service.ts).
 */
export class ModerationService {
  constructor(private readonly deps: ModerationDeps) {}

  async kick(em: EntityManager, identity: Identity, userId: string, reason?: string | null): Promise<StandingView> {
    const cleanReason = validReason(reason);
    const view = await this.act(em, identity, userId, 'users.moderate', async (tx, standing, outbox) => {
      await this.revokeTokens(tx, standing, outbox);
      await this.recordInAudit(tx, identity, 'globalKick', standing.userId, cleanReason);
    });
    this.deps.effects.wake();
    return view;
  }

  /** A ban with `endsAt` is temporary: it ends by itself then. Banning a banned user replaces the ban. */
  async ban(
    em: EntityManager,
    identity: Identity,
    userId: string,
    input: { reason?: string | null; endsAt?: Date | null; temporary?: boolean },
  ): Promise<StandingView> {
    const reason = validReason(input.reason);
    const endsAt = input.endsAt ?? null;
    if (input.temporary && !endsAt) throw new DomainError('INVALID_BAN_END');
    if (endsAt && (Number.isNaN(endsAt.getTime()) || endsAt <= new Date())) throw new DomainError('INVALID_BAN_END');
    const view = await this.act(em, identity, userId, 'users.moderate', async (tx, standing, outbox) => {
      standing.bannedAt = new Date();
      standing.bannedUntil = endsAt;
      standing.bannedBy = identity.userId;
      standing.banReason = reason;
      await this.revokeTokens(tx, standing, outbox);
      await this.recordInAudit(tx, identity, 'globalBan', standing.userId, reason);
    });
    this.deps.effects.wake();
    return view;
  }

  /** Lifts a ban (idempotent). Tokens stay revoked: the user signs in again. */
  async unban(em: EntityManager, identity: Identity, userId: string): Promise<StandingView> {
    const view = await this.act(em, identity, userId, 'users.moderate', async (tx, standing) => {
      standing.bannedAt = null;
      standing.bannedUntil = null;
      standing.bannedBy = null;
      standing.banReason = null;
      await this.recordInAudit(tx, identity, 'globalUnBan', standing.userId, null);
    });
    this.deps.effects.wake();
    return view;
  }

  /** A user's standing, for moderators (the admin console shows it). */
  async standing(em: EntityManager, identity: Identity, userId: string): Promise<StandingView> {
    requirePermission(identity, 'users.moderate');
    const id = validUserId(userId);
    if (!(await em.findOne(UserSchema, { id }))) throw new DomainError('USER_NOT_FOUND');
    return standingView(id, await em.findOne(AccountStandingSchema, { userId: id }));
  }

  /** Revocations at or after `since`, for gateways (service tokens). */
  async revocationsSince(em: EntityManager, identity: Identity, since: Date): Promise<TokenRevocation[]> {
    requirePermission(identity, 'service.call');
    const rows = await em.find(AccountStandingSchema, { tokensRevokedAt: { $gte: since } }, { orderBy: { tokensRevokedAt: 'asc' } });
    return rows.map((r) => ({ userId: r.userId, tokenVersion: r.tokenVersion, revokedAt: r.tokensRevokedAt!.getTime() }));
  }

  /**
   * Checks the actor may act on the target (permission, not themselves, lower rank), then runs `change` on the
   * target's locked standing row in a transaction; revocation events leave after the commit.
   */
  async act(
    em: EntityManager,
    identity: Identity,
    userId: string,
    permission: Permission,
    change: (tx: EntityManager, standing: AccountStanding, outbox: EventOutbox) => Promise<void>,
  ): Promise<StandingView> {
    requirePermission(identity, permission);
    const id = validUserId(userId);
    const target = await em.findOne(UserSchema, { id });
    if (!target) throw new DomainError('USER_NOT_FOUND');
    assertOutranks(identity, target);
    return commitThenPublish(em, this.deps.pubsub, async (tx, outbox) => {
      const standing = await lockStanding(tx, id);
      await change(tx, standing, outbox);
      await tx.flush();
      return standingView(id, standing);
    });
  }

  /**
   * Ends every token and session of the user now: a higher token version (gateways refuse older tokens as soon
   * as the event reaches them), and every refresh token revoked.
   */
  async revokeTokens(tx: EntityManager, standing: AccountStanding, outbox: EventOutbox): Promise<void> {
    raiseTokenVersion(standing, outbox);
    standing.sessionsRevokedAt = standing.tokensRevokedAt;
    await this.deps.sessions.revokeRefreshTokens(tx, standing.userId);
  }

  /**
   * Queues the action for audit's moderation actions in the action's own transaction (a cross-subgraph effect: the
   * job runner delivers it, retrying until audit has it, once). A service acting for no user has no actor to record.
   */
  /**
   * The action for audit, in its transaction: the moderation trail's record (a person's action; a service's is not a
   * moderator's), and the target's WAS_MODERATED user action (whoever acted), under one event id.
   */
  private async recordInAudit(tx: EntityManager, identity: Identity, actionType: AuditAction, targetUserId: string, reason: string | null): Promise<void> {
    const eventId = randomUUID();
    const actorId = identity.tokenType === 'service' ? null : (identity.userId ?? null);
    if (actorId) await this.deps.effects.send(tx, 'audit.moderation-action', eventId, { actionType, actorId, targetUserId, reason });
    await this.deps.userActions?.record(tx, { eventId, userId: targetUserId, type: 'WAS_MODERATED', detail: { actionType, actorId } });
  }
}

function assertOutranks(identity: Identity, target: User): void {
  if (identity.userId && identity.userId.toLowerCase() === target.id.toLowerCase()) throw new DomainError('MODERATION_SELF');
  const actorRank = identity.tokenType === 'service' ? 3 : moderationRank(identity.roles);
  if (actorRank <= moderationRank(target.roles)) throw new DomainError('MODERATION_OUTRANKED');
}

function validUserId(userId: string): string {
  if (!isUuid(userId)) throw new DomainError('INVALID_USER_ID');
  return userId.toLowerCase();
}

function validReason(reason: string | null | undefined): string | null {
  const clean = reason?.trim() || null;
  if (clean && [...clean].length > moderationReasonMaxLength) throw new DomainError('INVALID_MODERATION_REASON_TEXT');
  return clean;
}
