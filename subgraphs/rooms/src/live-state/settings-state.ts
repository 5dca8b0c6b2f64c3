import type { EntityManager } from '@mikro-orm/core';
import type { RoomRoleService } from '../room-roles/room-role.service.ts';
import { RoomSchema } from '../rooms/room.entity.ts';
import type { RoomStateDocument } from './room-state.ts';

/** The settings part of the room state: the room's settings and the roles in effect. */
export async function settingsStatePart(em: EntityManager, roomId: string, roomRoles: RoomRoleService): Promise<Partial<RoomStateDocument>> {
  const [room, roles] = await Promise.all([
    em.findOne(RoomSchema, { id: roomId }, { disableIdentityMap: true }),
    roomRoles.rolesInRoom(em, roomId),
  ]);
  if (!room) return {};
  return {
    settings: {
      slug: room.slug,
      name: room.name,
      numberOfDjs: room.numberOfDjs,
      djType: room.djType,
      design: room.design,
      type: room.type,
      pinnedMessages: room.pinnedMessages,
      roomRoles: Object.fromEntries(roles),
    },
  };
}
