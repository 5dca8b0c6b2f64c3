import type { EntityManager } from '@mikro-orm/core';
import { can, isUuid, type Identity } from '@backspin/platform';
import { RoomSchema } from '../rooms/room.entity.ts';
import { RoomUserRoleSchema, type RoomRoleName } from './room-role.entity.ts';

/** The room's staff roles, highest first. Platform moderators and staff outrank every room role. */
export const roomStaffRanks: Record<'owner' | 'coOwner' | 'moderator', number> = { owner: 3, coOwner: 2, moderator: 1 };
const platformRank = 4;

/** Moderation roles of a room (spec 3, §6): owner, coOwner, moderator. */
export const roomModerationRoles = ['owner', 'coOwner', 'moderator'] as const satisfies readonly RoomRoleName[];

/**
 * Who holds which role in a room, read side. Expired roles (a chatDisabled or kick past its expiry) are not
 * in effect, whether or not a sweep has deleted them yet.
 */
export class RoomRoleService {
  /** The roles in effect for one user in one room; `owner` comes from the room row. */
  async rolesOf(em: EntityManager, roomId: string, userId: string, now = new Date()): Promise<RoomRoleName[]> {
    if (!isUuid(roomId) || !isUuid(userId)) return [];
    const [room, rows] = await Promise.all([
      em.findOne(RoomSchema, { id: roomId }, { fields: ['ownerId'] }),
      em.find(RoomUserRoleSchema, { roomId, userId, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] }),
    ]);
    const roles = new Set<RoomRoleName>(rows.map((r) => r.role));
    roles.delete('owner');
    if (room?.ownerId === userId) roles.add('owner');
    return [...roles];
  }

  /** Every role in effect in a room, by user (the room state's `settings.roomRoles`). */
  async rolesInRoom(em: EntityManager, roomId: string, now = new Date()): Promise<Map<string, RoomRoleName[]>> {
    const byUser = new Map<string, RoomRoleName[]>();
    if (!isUuid(roomId)) return byUser;
    const [room, rows] = await Promise.all([
      em.findOne(RoomSchema, { id: roomId }, { fields: ['ownerId'] }),
      em.find(RoomUserRoleSchema, { roomId, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    ]);
    for (const row of rows) {
      if (row.role === 'owner') continue;
      byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.role]);
    }
    if (room) byUser.set(room.ownerId, ['owner', ...(byUser.get(room.ownerId) ?? [])]);
    return byUser;
  }

  /** How far a caller reaches: platform moderators and staff above any owner; then owner, coOwner, moderator; else 0. */
  rankOf(identity: Identity, roles: readonly RoomRoleName[]): number {
    if (can(identity, 'users.moderate')) return platformRank;
    return Math.max(0, ...roles.map((r) => (r in roomStaffRanks ? roomStaffRanks[r as keyof typeof roomStaffRanks] : 0)));
  }

  /** May this caller moderate the room (owner, coOwner, moderator, or a platform moderator)? */
  async canModerate(em: EntityManager, identity: Identity, roomId: string): Promise<boolean> {
    if (can(identity, 'users.moderate')) return true;
    if (!identity.userId || identity.tokenType !== 'user') return false;
    return this.rankOf(identity, await this.rolesOf(em, roomId, identity.userId)) > 0;
  }
}
