import type { EntityManager } from '@mikro-orm/core';
import DataLoader from 'dataloader';
import type { SubgraphContext } from '@backspin/platform';
import type { RoomRoleService } from './room-roles/room-role.service.ts';
import type { Room } from './rooms/room.entity.ts';
import type { RoomService } from './rooms/room.service.ts';

export interface RoomsServices {
  rooms: RoomService;
  roomRoles: RoomRoleService;
}

export interface RoomsLoaders {
  room: DataLoader<string, Room | null>;
}

export type RoomsContext = SubgraphContext<RoomsServices, RoomsLoaders>;

export function createLoaders(em: EntityManager, services: RoomsServices): RoomsLoaders {
  return {
    room: new DataLoader(async (ids) => {
      const found = await services.rooms.findByIds(em, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
  };
}
