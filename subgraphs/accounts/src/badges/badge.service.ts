import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  commitThenPublish,
  DomainError,
  isUuid,
  requirePermission,
  topics,
  type Identity,
  type Permission,
  type PubSub,
} from '@backspin/platform';
import { UserSchema, type User } from '../users/user.entity.ts';
import { badgeIds, UserBadgeSchema, type BadgeId } from './badge.entity.ts';

/** Each badge's name, in English. */
export const badgeLabels: Record<BadgeId, string> = {
  VERIFIED: 'Verified',
  PLATINUM: 'Platinum',
  DOUBLE_PLATINUM: 'Double Platinum',
  JQBX: 'JQBX',
  STAFF: 'Staff',
};

export interface UserBadgeView {
  badge: BadgeId;
  label: string;
  awardedAt: Date;
}

function validBadges(badges: unknown): BadgeId[] {
  if (!Array.isArray(badges) || badges.some((b) => !(badgeIds as readonly unknown[]).includes(b))) {
    throw new DomainError('INVALID_BADGES');
  }
  return [...new Set(badges as BadgeId[])];
}

/**
 * Profile badges (spec 1, §3): anyone may see a user's badges. Moderators set a user's badges
 * (POST /users/change-badges-admin, `users.moderate`); services add and remove them
 * (POST /users/add-badges-service, /users/remove-badges-service, `service.call`). Adding a badge held already,
 * or removing one not held, changes nothing: a badge keeps the date it was first awarded.
 */
export class BadgeService {
  constructor(private readonly pubsub: PubSub) {}

  /** Every badge of these users, oldest award first, in one query. */
  async ofUsers(em: EntityManager, userIds: readonly string[]): Promise<Map<string, UserBadgeView[]>> {
    const valid = [...new Set(userIds.filter(isUuid).map((id) => id.toLowerCase()))];
    const rows = valid.length
      ? await em.find(UserBadgeSchema, { userId: { $in: valid } }, { orderBy: { awardedAt: 'asc', badge: 'asc' } })
      : [];
    const result = new Map<string, UserBadgeView[]>();
    for (const row of rows) {
      const list = result.get(row.userId) ?? [];
      list.push({ badge: row.badge, label: badgeLabels[row.badge], awardedAt: row.awardedAt });
      result.set(row.userId, list);
    }
    return result;
  }

  /** Gives a user a badge unless they hold it already (then nothing changes). No permission check: for demo data and the services below. */
  async award(em: EntityManager, userId: string, badge: BadgeId, awardedAt = new Date()): Promise<void> {
    await this.insert(em, userId.toLowerCase(), [badge], awardedAt);
  }

  /** POST /users/change-badges-admin: the user's badges become exactly these (kept ones keep their date). */
  setBadges(em: EntityManager, identity: Identity, userId: string, badges: unknown): Promise<User> {
    return this.change(em, identity, 'users.moderate', userId, badges, async (tx, id, wanted) => {
      await tx.nativeDelete(UserBadgeSchema, wanted.length ? { userId: id, badge: { $nin: wanted } } : { userId: id });
      await this.insert(tx, id, wanted, new Date());
    });
  }

  /** POST /users/add-badges-service: adds these badges; held ones stay as they are. */
  addBadges(em: EntityManager, identity: Identity, userId: string, badges: unknown): Promise<User> {
    return this.change(em, identity, 'service.call', userId, badges, (tx, id, wanted) => this.insert(tx, id, wanted, new Date()));
  }

  /** POST /users/remove-badges-service: removes these badges; ones not held are ignored. */
  removeBadges(em: EntityManager, identity: Identity, userId: string, badges: unknown): Promise<User> {
    return this.change(em, identity, 'service.call', userId, badges, async (tx, id, wanted) => {
      if (wanted.length) await tx.nativeDelete(UserBadgeSchema, { userId: id, badge: { $in: wanted } });
    });
  }

  /** Checks, then changes the badges in a transaction holding the user's row lock (concurrent changes serialize). */
  private change(
    em: EntityManager,
    identity: Identity,
    permission: Permission,
    userId: string,
    badges: unknown,
    work: (tx: EntityManager, userId: string, badges: BadgeId[]) => Promise<void>,
  ): Promise<User> {
    requirePermission(identity, permission);
    if (typeof userId !== 'string' || !isUuid(userId)) throw new DomainError('INVALID_USER_ID');
    const wanted = validBadges(badges);
    return commitThenPublish(em, this.pubsub, async (tx, outbox) => {
      const user = await tx.findOne(UserSchema, { id: userId.toLowerCase() }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new DomainError('USER_PROFILE_NOT_FOUND');
      await work(tx, user.id, wanted);
      outbox.add({ topic: topics.user(user.id), field: 'userUpdated', id: user.id });
      return user;
    });
  }

  private async insert(em: EntityManager, userId: string, badges: readonly BadgeId[], awardedAt: Date): Promise<void> {
    if (!badges.length) return;
    await (em as SqlEntityManager)
      .createQueryBuilder(UserBadgeSchema)
      .insert(badges.map((badge) => ({ id: randomUUID(), userId, badge, awardedAt })))
      .onConflict(['userId', 'badge'])
      .ignore()
      .execute();
  }
}
