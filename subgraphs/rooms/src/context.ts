import type { EntityManager } from '@mikro-orm/core';
import DataLoader from 'dataloader';
import type { SubgraphContext, UserActions } from '@backspin/platform';
import type { AccountDeactivationService } from './account-deactivation/account-deactivation.service.ts';
import type { BlockedUserService } from './blocked-users/blocked-user.service.ts';
import type { ChatMessage } from './chat/chat.entity.ts';
import type { ChatReactionService, ReactionGroup } from './chat/chat-reaction.service.ts';
import type { ChatService } from './chat/chat.service.ts';
import type { Community } from './communities/community.entity.ts';
import type { CommunityCounts, CommunityService } from './communities/community.service.ts';
import type { BookContactService } from './contacts/book-contact.service.ts';
import type { ChatHistoryService } from './chat/chat-history.service.ts';
import type { DiscordRoomService } from './discord-rooms/discord-room.service.ts';
import type { DjService } from './djs/dj.service.ts';
import type { UserRoomsService } from './rooms/user-rooms.service.ts';
import type { DjSeatService } from './dj-seats/dj-seat.service.ts';
import type { EventReminderSweeper } from './events/event-reminders.ts';
import type { EventService } from './events/event.service.ts';
import type { FriendService } from './friends/friend.service.ts';
import type { DjFanService } from './dj-fans/dj-fan.service.ts';
import type { DeviceService } from './devices/device.service.ts';
import type { NotificationService } from './notifications/notification.service.ts';
import type { RoomsEffectSender, RoomsJobRunner } from './jobs.ts';
import type { RoomEvent } from './live-state/room-live.entity.ts';
import type { RoomLiveService } from './live-state/room-live.service.ts';
import type { PlanService } from './plans/plan.service.ts';
import type { PlayTrackingService } from './play-tracking/play-tracking.service.ts';
import type { ChatAudienceService } from './presence/chat-audience.service.ts';
import type { PresenceService } from './presence/presence.service.ts';
import type { ModerationEventService } from './room-roles/moderation-event.service.ts';
import type { RoomRoleExpirySweeper } from './room-roles/room-role-expiry.ts';
import type { RoomRoleService } from './room-roles/room-role.service.ts';
import type { Room } from './rooms/room.entity.ts';
import type { RoomAccessService } from './rooms/room-access.service.ts';
import type { RoomAuthorityService } from './rooms/room-authority.service.ts';
import type { RoomListService } from './rooms/room-list.service.ts';
import type { RoomPosterService } from './rooms/room-poster.service.ts';
import type { RoomService } from './rooms/room.service.ts';
import type { RoomClock } from './clock/room-clock.ts';
import type { RoomPlay } from './rotation/room-play.entity.ts';
import type { RotationService } from './rotation/rotation.service.ts';
import type { VoteService } from './votes/vote.service.ts';

export interface RoomsServices {
  /** Accounts' deactivations: the user's rooms deleted and DJ seats freed, once per event (account-deactivation/). */
  accountDeactivations: AccountDeactivationService;
  /** Users' plan levels from economy (plans/): the PRO_PLAN_OWNER DJ rule and who may set it. */
  plans: PlanService;
  rooms: RoomService;
  roomLists: RoomListService;
  roomAccess: RoomAccessService;
  roomPosters: RoomPosterService;
  /** Who holds which role in a room and what each caller may do there (read side; nothing below depends on more). */
  roomAuthority: RoomAuthorityService;
  /** The moderation commands (grant, remove, kick, ban, change owner, dancefloor). */
  roomRoles: RoomRoleService;
  chat: ChatService;
  chatReactions: ChatReactionService;
  /** The room's moderation log: `record(tx, {...})` inside the transaction of any moderation action (chat too). */
  moderationEvents: ModerationEventService;
  roleExpiry: RoomRoleExpirySweeper;
  live: RoomLiveService;
  presence: PresenceService;
  /** Who can receive a room's live chat events: present, or listening through a gateway subscription. */
  chatAudience: ChatAudienceService;
  /** What audit's play tracking asks of a play: its room's facts and whether a listener was there (play-tracking/). */
  playTracking: PlayTrackingService;
  djSeats: DjSeatService;
  rotation: RotationService;
  votes: VoteService;
  jobs: RoomsJobRunner;
  /** What rooms' changes cause in other subgraphs, delivered by `jobs` (jobs.ts). */
  effects: RoomsEffectSender;
  /** What users do in rooms, for audit's user actions (through `effects`). */
  userActions: UserActions;
  clock: RoomClock;
  /** Communities: their members and rooms (communities/). */
  communities: CommunityService;
  /** Events of rooms, interest and reminders (events/). */
  events: EventService;
  eventReminders: EventReminderSweeper;
  /** Blocks: block, unblock, list; `isBlocked` / `isBlockedEitherWay` for other modules (friends, dj-fans). */
  blockedUsers: BlockedUserService;
  /** Friend invitations, friends, friendsUuids and the conversation groups. */
  friends: FriendService;
  /** Address-book contacts: numbers kept as keyed digests, matched against accounts' verified numbers. */
  bookContacts: BookContactService;
  /** A room's whole conversation deleted by its staff (DELETE /rooms/conversation/{id}). */
  chatHistory: ChatHistoryService;
  /** The room a Discord guild's activity opens, one per guild. */
  discordRooms: DiscordRoomService;
  /** A user's rooms changed or deleted by administrators. */
  userRooms: UserRoomsService;
  /** The console's DJs (a view over the plays). */
  djs: DjService;
  /** DJ fans: follows, fans, and telling fans when their DJ takes a seat. */
  djFans: DjFanService;
  /** Devices registered for push. */
  devices: DeviceService;
  /** Notifications: the in-app list, settings, push through durable jobs. */
  notifications: NotificationService;
}

export interface RoomsLoaders {
  room: DataLoader<string, Room | null>;
  chatMessage: DataLoader<string, ChatMessage | null>;
  /** Reactions of a message, grouped by emoji. */
  chatReactions: DataLoader<string, ReactionGroup[]>;
  /** The first replies of a message and how many there are. */
  chatReplies: DataLoader<string, { shown: ChatMessage[]; count: number }>;
  roomEvent: DataLoader<string, RoomEvent | null>;
  roomPlay: DataLoader<string, RoomPlay | null>;
  /** How many are in a room now (guests included). */
  listenerCount: DataLoader<string, number>;
  community: DataLoader<string, Community | null>;
  /** A community's member and room counts. */
  communityCounts: DataLoader<string, CommunityCounts>;
  /** How many marked their interest in an event. */
  eventInterestedCount: DataLoader<string, number>;
  /** Whether a user marked their interest in an event; the key is `${userId} ${eventId}`. */
  eventInterested: DataLoader<string, boolean>;
}

export type RoomsContext = SubgraphContext<RoomsServices, RoomsLoaders>;

export function createLoaders(em: EntityManager, services: RoomsServices): RoomsLoaders {
  return {
    room: new DataLoader(async (ids) => {
      const found = await services.rooms.findByIds(em, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    chatMessage: new DataLoader(async (ids) => {
      const found = await services.chat.findByIds(em, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    chatReactions: new DataLoader(async (ids) => {
      const found = await services.chatReactions.reactionsOf(em, ids);
      return ids.map((id) => found.get(id) ?? []);
    }),
    chatReplies: new DataLoader(async (ids) => {
      const found = await services.chat.repliesOf(em, ids);
      return ids.map((id) => found.get(id) ?? { shown: [], count: 0 });
    }),
    roomEvent: new DataLoader(async (ids) => {
      const found = await services.live.eventsByIds(em, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    roomPlay: new DataLoader(async (ids) => {
      const found = await services.rotation.playsByIds(em, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    listenerCount: new DataLoader(async (ids) => {
      const found = await services.presence.countsByRoom(em, ids);
      return ids.map((id) => found.get(id) ?? 0);
    }),
    community: new DataLoader(async (ids) => {
      const found = await services.communities.findByIds(em, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    communityCounts: new DataLoader(async (ids) => {
      const found = await services.communities.countsOf(em, ids);
      return ids.map((id) => found.get(id) ?? { memberCount: 0, roomCount: 0 });
    }),
    eventInterestedCount: new DataLoader(async (ids) => {
      const found = await services.events.interestedCounts(em, ids);
      return ids.map((id) => found.get(id) ?? 0);
    }),
    eventInterested: new DataLoader(async (keys) => {
      const byUser = new Map<string, string[]>();
      for (const key of keys) {
        const [userId = '', eventId = ''] = key.split(' ');
        byUser.set(userId, [...(byUser.get(userId) ?? []), eventId]);
      }
      const marked = new Set<string>();
      for (const [userId, eventIds] of byUser) {
        for (const eventId of await services.events.interestsOf(em, userId, eventIds)) marked.add(`${userId} ${eventId}`);
      }
      return keys.map((key) => marked.has(key));
    }),
  };
}
