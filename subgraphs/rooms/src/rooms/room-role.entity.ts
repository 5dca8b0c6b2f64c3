import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { roomRoleNames } from '@backspin/contracts/room-options';

/**
 * Room user roles (spec 2, §3): the staff roles owner, coOwner, moderator and dj, and the restrictions banned,
 * kicked, chatDisabled and djDisabled. The owner is `room.ownerId` only (the one source of who owns a room):
 * no `owner` row is ever written, and change-owner deletes any it finds.
 */
export { roomRoleNames, type RoomRoleName } from '@backspin/contracts/room-options';

export const RoomUserRoleSchema = defineEntity({
  name: 'RoomUserRole',
  tableName: 'room_user_role',
  /** One row per room, user and role: granting twice cannot make two. */
  uniques: [{ properties: ['roomId', 'userId', 'role'] }],
  /** userId: a user's roles everywhere; expiresAt: the sweep that ends expired roles. */
  indexes: [{ properties: ['userId'] }, { properties: ['expiresAt'] }],
  properties: {
    id: p.uuid().primary(),
    roomId: p.uuid(),
    userId: p.uuid(),
    role: p.enum(roomRoleNames),
    /** When the role ends by itself (chatDisabled, kicked, a timed ban or djDisabled); null: until removed. */
    expiresAt: p.datetime().nullable(),
    grantedBy: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type RoomUserRole = InferEntity<typeof RoomUserRoleSchema>;
