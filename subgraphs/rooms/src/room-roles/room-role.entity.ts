import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Room user roles (spec 2, §3): the staff roles owner, coOwner, moderator and dj, and the restrictions banned,
 * kicked, chatDisabled and djDisabled. The owner is also `room.ownerId` (the one source of who owns a room);
 * the stored `owner` row is kept in step by the change-owner rule.
 */
export const roomRoleNames = ['owner', 'coOwner', 'moderator', 'dj', 'banned', 'kicked', 'chatDisabled', 'djDisabled'] as const;
export type RoomRoleName = (typeof roomRoleNames)[number];

export const RoomUserRoleSchema = defineEntity({
  name: 'RoomUserRole',
  tableName: 'room_user_role',
  /** One row per room, user and role: granting twice cannot make two. */
  uniques: [{ properties: ['roomId', 'userId', 'role'] }],
  indexes: [{ properties: ['userId'] }],
  properties: {
    id: p.uuid().primary(),
    roomId: p.uuid(),
    userId: p.uuid(),
    role: p.enum(roomRoleNames),
    /** When the role ends by itself (chatDisabled, kicked); null: until removed. */
    expiresAt: p.datetime().nullable(),
    grantedBy: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type RoomUserRole = InferEntity<typeof RoomUserRoleSchema>;
