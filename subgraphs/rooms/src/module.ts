import { createStorage, type SubgraphModule } from '@backspin/platform';
import { migrations } from '../migrations/index.ts';
import { ChatMessageSchema, ChatReactionSchema, ChatSenderSchema } from './chat/chat.entity.ts';
import { ChatReactionResolver, ChatResolver, ChatSongCardResolver, SongForChatResolver } from './chat/chat.resolver.ts';
import { ChatService } from './chat/chat.service.ts';
import { ClockResolver } from './clock/clock.resolver.ts';
import { createLoaders, type RoomsLoaders, type RoomsServices } from './context.ts';
import { seedDemoRooms } from './demo-data.ts';
import { RoomUserRoleSchema } from './room-roles/room-role.entity.ts';
import { RoomRoleService } from './room-roles/room-role.service.ts';
import { RoomSchema } from './rooms/room.entity.ts';
import { RoomResolver } from './rooms/room.resolver.ts';
import { RoomService } from './rooms/room.service.ts';

/** rooms: rooms and their settings, room roles, chat, the server clock; later presence, DJ seats, votes, social. */
export const roomsSubgraph: SubgraphModule<RoomsServices, RoomsLoaders> = {
  name: 'rooms',
  entities: [RoomSchema, RoomUserRoleSchema, ChatMessageSchema, ChatReactionSchema, ChatSenderSchema],
  migrations,
  resolvers: [RoomResolver, ClockResolver, ChatResolver, ChatReactionResolver, ChatSongCardResolver, SongForChatResolver],
  referenceResolvers: {
    Room: (ref, ctx) => ctx.loaders.room.load(ref.id),
    ChatMessage: (ref, ctx) => ctx.loaders.chatMessage.load(ref.id),
    // Rooms only adds chatMusicInfo to songs: the representation carries the fields it requires.
    Song: (ref) => ref,
  },
  createServices({ pubsub, config }) {
    const roomRoles = new RoomRoleService();
    const chat = new ChatService({
      pubsub,
      storage: createStorage(config),
      roomRoles,
      limits: {
        floodMaxMessages: config.CHAT_FLOOD_MAX_MESSAGES,
        floodWindowSeconds: config.CHAT_FLOOD_WINDOW_SECONDS,
        imageMaxBytes: config.CHAT_IMAGE_MAX_BYTES,
      },
    });
    return { rooms: new RoomService(), roomRoles, chat };
  },
  createLoaders,
  seedDemoData: seedDemoRooms,
};
