import type { EntityManager } from '@mikro-orm/core';
import { DomainError, isUuid, requirePermission, type Identity } from '@backspin/platform';
import { RefreshTokenSchema } from './session.entity.ts';

/** The most sessions a user's list shows (the newest), and the refresh tokens read to build them. */
export const userSessionsShown = 50;
const tokensRead = 1000;

/** One session of a user: a refresh-token family, from its sign-in to its newest token. */
export interface UserSessionView {
  /** The family's id: one per sign-in, kept through every refresh. */
  id: string;
  startedAt: Date;
  lastRefreshedAt: Date;
  /** When its newest refresh token expires. */
  expiresAt: Date;
  /** Its newest token is neither spent, revoked nor expired: the device may still refresh. */
  live: boolean;
  /** When it was revoked (sign-out, kick, ban, password change, reuse); null while live or when it just expired. */
  revokedAt: Date | null;
}

/**
 * A user's sessions, the latest active first (moderators: `users.read-private`, as for the rest of a user's private
 * data). Built from the refresh tokens: a family is one sign-in on one device.
 */
export async function userSessions(em: EntityManager, identity: Identity, userId: string, now = new Date()): Promise<UserSessionView[]> {
  requirePermission(identity, 'users.read-private');
  if (typeof userId !== 'string' || !isUuid(userId)) throw new DomainError('INVALID_USER_ID');
  const rows = await em.find(RefreshTokenSchema, { userId: userId.toLowerCase() }, { orderBy: { createdAt: 'DESC', id: 'ASC' }, limit: tokensRead });
  const families = new Map<string, UserSessionView>();
  for (const row of rows) {
    const known = families.get(row.familyId);
    if (!known) {
      // The newest token of its family (rows come newest first) says whether the session still lives.
      const live = !row.rotatedAt && !row.revokedAt && row.expiresAt > now;
      families.set(row.familyId, {
        id: row.familyId,
        startedAt: row.createdAt,
        lastRefreshedAt: row.createdAt,
        expiresAt: row.expiresAt,
        live,
        revokedAt: row.revokedAt ?? null,
      });
    } else if (row.createdAt < known.startedAt) {
      known.startedAt = row.createdAt;
    }
  }
  return [...families.values()].slice(0, userSessionsShown);
}
