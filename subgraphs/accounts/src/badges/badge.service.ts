import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { isUuid } from '@backspin/platform';
import { UserBadgeSchema, type BadgeId } from './badge.entity.ts';

/** Each badge's name, in English. */
export const badgeLabels: Record<BadgeId, string> = {
  VERIFIED: 'Verified',
  PLATINUM: 'Platinum',
  DOUBLE_PLATINUM: 'Double Platinum',
  JQBX: 'JQBX',
  STAFF: 'Staff',
  FOUNDER: 'Founder',
};

export interface UserBadgeView {
  badge: BadgeId;
  label: string;
  awardedAt: Date;
}

/** Profile badges: anyone may see a user's badges. Awarding and removing them is for moderators (to come). */
export class BadgeService {
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

  /** Gives a user a badge unless they hold it already (then nothing changes). For the demo data, and later the moderators. */
  async award(em: EntityManager, userId: string, badge: BadgeId, awardedAt = new Date()): Promise<void> {
    await (em as SqlEntityManager)
      .createQueryBuilder(UserBadgeSchema)
      .insert({ id: randomUUID(), userId: userId.toLowerCase(), badge, awardedAt })
      .onConflict(['userId', 'badge'])
      .ignore()
      .execute();
  }
}
