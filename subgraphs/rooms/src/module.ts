import type { SubgraphModule } from '@backspin/platform';
import { migrations } from '../migrations/index.ts';
import { ClockResolver } from './clock/clock.resolver.ts';
import { createLoaders, type RoomsLoaders, type RoomsServices } from './context.ts';
import { seedDemoRooms } from './demo-data.ts';
import { RoomUserRoleSchema } from './room-roles/room-role.entity.ts';
import { RoomRoleService } from './room-roles/room-role.service.ts';
import { GuestPasswordSchema, RoomSchema, RoomSlugSchema, RoomVisitSchema } from './rooms/room.entity.ts';
import { RoomResolver } from './rooms/room.resolver.ts';
import { RoomService } from './rooms/room.service.ts';

/** rooms: rooms and their settings, the server clock; later presence, DJ seats, votes, chat, social. */
export const roomsSubgraph: SubgraphModule<RoomsServices, RoomsLoaders> = {
  name: 'rooms',
  entities: [RoomSchema, RoomSlugSchema, RoomVisitSchema, GuestPasswordSchema, RoomUserRoleSchema],
  migrations,
  resolvers: [RoomResolver, ClockResolver],
  referenceResolvers: {
    Room: (ref, ctx) => ctx.loaders.room.load(ref.id),
  },
  createServices() {
    return { rooms: new RoomService(), roomRoles: new RoomRoleService() };
  },
  createLoaders,
  seedDemoData: seedDemoRooms,
};
