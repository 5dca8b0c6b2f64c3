import type { EntityManager } from '@mikro-orm/core';
import { serviceStatus, type Identity, type ServiceStatus } from '@backspin/platform';
import { BotSchema } from '../bots/bot.entity.ts';
import { RefreshTokenSchema } from '../sessions/session.entity.ts';
import { UserSchema } from '../users/user.entity.ts';

/** Spec 1, §9: "Service versions: user service 1.7.0". */
export const userServiceVersion = '1.7.0';

export interface UserServiceStatus extends ServiceStatus {
  users: number | null;
  bots: number | null;
  botsWithActiveSecret: number | null;
  activeSessions: number | null;
}

/** GET /info-admin/user-service-status, for staff (`status.read`): the shared status plus account counts. */
export class ServiceStatusService {
  async status(em: EntityManager, identity: Identity): Promise<UserServiceStatus> {
    const base = await serviceStatus(em, identity, { service: 'user-service', version: userServiceVersion, permission: 'status.read' });
    if (!base.database) return { ...base, users: null, bots: null, botsWithActiveSecret: null, activeSessions: null };
    const now = new Date();
    const [accounts, bots, botsWithActiveSecret, activeSessions] = await Promise.all([
      em.fork().count(UserSchema, {}),
      em.fork().count(BotSchema, {}),
      em.fork().count(BotSchema, { secretHash: { $ne: null } }),
      em.fork().count(RefreshTokenSchema, { rotatedAt: null, revokedAt: null, expiresAt: { $gt: now } }),
    ]);
    return { ...base, users: accounts - bots, bots, botsWithActiveSecret, activeSessions };
  }
}
