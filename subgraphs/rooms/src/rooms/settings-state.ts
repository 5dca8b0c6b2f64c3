import type { EntityManager } from '@mikro-orm/core';
import type { RoomStateDocument } from '../live-state/room-state.ts';
import type { RoomAuthorityService } from './room-authority.service.ts';
import { RoomSchema } from './room.entity.ts';

/** The settings part of the room state: the room's settings and the roles in effect. */
export async function settingsStatePart(em: EntityManager, roomId: string, authority: RoomAuthorityService): Promise<Partial<RoomStateDocument>> {
  const [room, roles] = await Promise.all([
    em.findOne(RoomSchema, { id: roomId }, { disableIdentityMap: true }),
    authority.rolesInRoom(em, roomId),
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
