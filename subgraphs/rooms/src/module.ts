import { createStorage, PhoneDigester, UserActions, type SubgraphModule } from '@backspin/platform';
import { migrations } from '../migrations/index.ts';
import { AccountDeactivationSchema } from './account-deactivation/account-deactivation.entity.ts';
import { AccountDeactivationResolver } from './account-deactivation/account-deactivation.resolver.ts';
import { AccountDeactivationService } from './account-deactivation/account-deactivation.service.ts';
import { ChatMessageSchema, ChatReactionSchema, ChatFloodKeySchema } from './chat/chat.entity.ts';
import { ChatReactionResolver, ChatResolver, ChatSongCardResolver, SongForChatResolver } from './chat/chat.resolver.ts';
import { ChatReactionService } from './chat/chat-reaction.service.ts';
import { ChatService } from './chat/chat.service.ts';
import { InfoResolver } from './info/info.resolver.ts';
import { ClockResolver } from './clock/clock.resolver.ts';
import { CommunityMemberSchema, CommunityRoomSchema, CommunitySchema } from './communities/community.entity.ts';
import { CommunityMemberResolver, CommunityResolver } from './communities/community.resolver.ts';
import { CommunityService } from './communities/community.service.ts';
import { EventInterestSchema, EventSchema } from './events/event.entity.ts';
import { EventReminderSweeper } from './events/event-reminders.ts';
import { EventResolver } from './events/event.resolver.ts';
import { EventService } from './events/event.service.ts';
import { BookContactSchema, ContactLimitKeySchema, ContactRequestSchema } from './contacts/book-contact.entity.ts';
import { BookContactResolver } from './contacts/book-contact.resolver.ts';
import { BookContactService } from './contacts/book-contact.service.ts';
import { ChatHistoryResolver } from './chat/chat-history.resolver.ts';
import { ChatHistoryService } from './chat/chat-history.service.ts';
import { DiscordGuildRoomSchema } from './discord-rooms/discord-room.entity.ts';
import { DiscordRoomResolver } from './discord-rooms/discord-room.resolver.ts';
import { DiscordRoomService } from './discord-rooms/discord-room.service.ts';
import { DjSchema } from './djs/dj.entity.ts';
import { DjResolver } from './djs/dj.resolver.ts';
import { DjService } from './djs/dj.service.ts';
import { UserRoomsResolver } from './rooms/user-rooms.resolver.ts';
import { UserRoomsService } from './rooms/user-rooms.service.ts';
import { createLoaders, type RoomsLoaders, type RoomsServices } from './context.ts';
import { seedDemoRooms } from './demo-data.ts';
import { DjSeatSchema } from './rotation/dj-seat.entity.ts';
import { DjSeatResolver } from './dj-seats/dj-seat.resolver.ts';
import { DjSeatService } from './dj-seats/dj-seat.service.ts';
import { createEffects, createJobRunner, JobSchema } from './jobs.ts';
import { RoomEventSchema, RoomLiveStateSchema } from './live-state/room-live.entity.ts';
import { RoomLiveResolver } from './live-state/room-live.resolver.ts';
import { RoomLiveService } from './live-state/room-live.service.ts';
import { ChatAudienceService } from './presence/chat-audience.service.ts';
import { RoomChatListenerSchema, RoomPastPresenceSchema, RoomPresenceSchema } from './presence/presence.entity.ts';
import { PlayTrackingResolver } from './play-tracking/play-tracking.resolver.ts';
import { PlayTrackingService } from './play-tracking/play-tracking.service.ts';
import { ChatMentionCandidateResolver, PresenceResolver } from './presence/presence.resolver.ts';
import { PresenceService } from './presence/presence.service.ts';
import { RoomUserRoleSchema } from './rooms/room-role.entity.ts';
import { ModerationEventSchema } from './room-roles/moderation-event.entity.ts';
import { ModerationEventService } from './room-roles/moderation-event.service.ts';
import { RoomRoleExpirySweeper } from './room-roles/room-role-expiry.ts';
import { RoomRoleResolver, RoomRolesFieldResolver } from './room-roles/room-role.resolver.ts';
import { RoomRoleService } from './room-roles/room-role.service.ts';
import { GuestPasswordSchema, RoomSchema, RoomSlugSchema, RoomVisitSchema } from './rooms/room.entity.ts';
import { RoomResolver } from './rooms/room.resolver.ts';
import { RoomAccessService } from './rooms/room-access.service.ts';
import { RoomAuthorityService } from './rooms/room-authority.service.ts';
import { RoomListService } from './rooms/room-list.service.ts';
import { RoomPosterService } from './rooms/room-poster.service.ts';
import { RoomService } from './rooms/room.service.ts';
import { settingsStatePart } from './rooms/settings-state.ts';
import { RoomClock } from './clock/room-clock.ts';
import { RoomPlaySchema, RoomTurntableSchema } from './rotation/room-play.entity.ts';
import { RotationResolver } from './rotation/rotation.resolver.ts';
import { RotationService } from './rotation/rotation.service.ts';
import { PlayVoteSchema } from './votes/vote.entity.ts';
import { VoteResolver } from './votes/vote.resolver.ts';
import { VoteService } from './votes/vote.service.ts';
import { UserProfileService } from './user-profiles/user-profile.service.ts';
import { BlockedUserSchema } from './blocked-users/blocked-user.entity.ts';
import { BlockedUserResolver } from './blocked-users/blocked-user.resolver.ts';
import { BlockedUserService } from './blocked-users/blocked-user.service.ts';
import { FriendInvitationSchema, FriendshipSchema } from './friends/friend.entity.ts';
import { FriendFieldsResolver, FriendInvitationResolver, FriendResolver } from './friends/friend.resolver.ts';
import { FriendService, friendIdsOf } from './friends/friend.service.ts';
import { DjFanNoticeSchema, DjFanSchema } from './dj-fans/dj-fan.entity.ts';
import { DjFanResolver } from './dj-fans/dj-fan.resolver.ts';
import { DjFanService } from './dj-fans/dj-fan.service.ts';
import { DeviceSchema } from './devices/device.entity.ts';
import { DeviceResolver } from './devices/device.resolver.ts';
import { DeviceService } from './devices/device.service.ts';
import { NotificationSchema, NotificationSettingSchema } from './notifications/notification.entity.ts';
import { NotificationResolver } from './notifications/notification.resolver.ts';
import { NotificationService } from './notifications/notification.service.ts';
import { FcmSender } from './notifications/fcm.sender.ts';
import { WebPushSender } from './notifications/web-push.sender.ts';
import { UserPlanSchema } from './plans/plan.entity.ts';
import { PlanResolver } from './plans/plan.resolver.ts';
import { PlanService } from './plans/plan.service.ts';

/** rooms: rooms and their settings, room roles, presence, DJ seats and rotation, votes, the live room state, chat, the server clock. */
export const roomsSubgraph: SubgraphModule<RoomsServices, RoomsLoaders> = {
  name: 'rooms',
  entities: [
    RoomSchema,
    RoomSlugSchema,
    RoomVisitSchema,
    GuestPasswordSchema,
    RoomUserRoleSchema,
    ModerationEventSchema,
    RoomLiveStateSchema,
    RoomEventSchema,
    RoomPresenceSchema,
    RoomPastPresenceSchema,
    RoomChatListenerSchema,
    DjSeatSchema,
    RoomPlaySchema,
    RoomTurntableSchema,
    PlayVoteSchema,
    JobSchema,
    ChatMessageSchema,
    ChatReactionSchema,
    ChatFloodKeySchema,
    CommunitySchema,
    CommunityMemberSchema,
    CommunityRoomSchema,
    EventSchema,
    EventInterestSchema,
    BlockedUserSchema,
    FriendInvitationSchema,
    FriendshipSchema,
    BookContactSchema,
    ContactRequestSchema,
    ContactLimitKeySchema,
    DiscordGuildRoomSchema,
    DjSchema,
    DjFanSchema,
    DjFanNoticeSchema,
    DeviceSchema,
    NotificationSchema,
    NotificationSettingSchema,
    UserPlanSchema,
    AccountDeactivationSchema,
  ],
  migrations,
  resolvers: [
    InfoResolver,
    RoomResolver,
    ClockResolver,
    RoomLiveResolver,
    PresenceResolver,
    ChatMentionCandidateResolver,
    DjSeatResolver,
    RotationResolver,
    VoteResolver,
    RoomRoleResolver,
    RoomRolesFieldResolver,
    ChatResolver,
    ChatReactionResolver,
    ChatSongCardResolver,
    SongForChatResolver,
    CommunityResolver,
    CommunityMemberResolver,
    EventResolver,
    BlockedUserResolver,
    FriendInvitationResolver,
    FriendResolver,
    FriendFieldsResolver,
    BookContactResolver,
    ChatHistoryResolver,
    DiscordRoomResolver,
    DjResolver,
    UserRoomsResolver,
    DjFanResolver,
    DeviceResolver,
    NotificationResolver,
    PlanResolver,
    PlayTrackingResolver,
    AccountDeactivationResolver,
  ],
  referenceResolvers: {
    Room: (ref, ctx) => ctx.loaders.room.load(ref.id),
    ChatMessage: (ref, ctx) => ctx.loaders.chatMessage.load(ref.id),
    // Rooms only adds chatMusicInfo to songs: the representation carries the fields it requires.
    Song: (ref) => ref,
  },
  createServices({ config, pubsub, peers, db }) {
    // Built bottom-up: each service gets, in its constructor, only services below it (no setter wiring).
    const live = new RoomLiveService(pubsub, async (em, roomId) => (await em.count(RoomSchema, { id: roomId })) > 0);
    const authority = new RoomAuthorityService();
    const jobs = createJobRunner(config);
    const effects = createEffects(jobs);
    // What users do, for audit's user actions: one job row in each change's own transaction (platform/jobs/user-actions.ts).
    const userActions = new UserActions(effects);
    const moderationEvents = new ModerationEventService(effects, userActions);
    effects.deliverThrough(peers, { 'audit.moderation-action': ({ eventId }) => moderationEvents.published(db.em.fork(), eventId) });
    const storage = createStorage(config);
    // Users' plan levels (economy's deliveries): read by the DJ rule (presence) and by rooms' djType setting.
    const plans = new PlanService();
    const rooms = new RoomService({ authority, live, storage, plans });
    const roomLists = new RoomListService(rooms);
    const roomAccess = new RoomAccessService(authority);
    const roomPosters = new RoomPosterService({ rooms, live, storage, config });
    const profiles = new UserProfileService(peers);
    // Blocked users sit below chat, presence and friends; friends end a pair's friendship when one blocks the other.
    const blockedUsers = new BlockedUserService();
    const friends = new FriendService({ blocks: blockedUsers, peers });
    blockedUsers.onBlock((tx, blockerId, blockedId) => friends.endBetween(tx, blockerId, blockedId));
    const rotation = new RotationService({ live, peers, effects, authority, userActions });
    const presence = new PresenceService({ live, authority, rooms, roomAccess, roomLists, profiles, rotation, blocks: blockedUsers, plans, userActions }, config.ROOM_PRESENCE_TTL_SECONDS);
    const chatAudience = new ChatAudienceService();
    const devices = new DeviceService({ webPushOrigins: config.WEB_PUSH_ENDPOINT_ORIGINS });
    const fcm = new FcmSender(config);
    const notifications = new NotificationService({ jobs, devices, authority, senders: { ios: fcm, android: fcm, web: new WebPushSender(config) }, webPushPublicKey: config.WEB_PUSH_VAPID_PUBLIC_KEY ?? null });
    notifications.registerJobs(db);
    // A user the DJ blocked may not follow them.
    const djFans = new DjFanService({
      notifications,
      isBlocked: (em, blockerId, blockedId) => blockedUsers.isBlocked(em, blockerId, blockedId),
      periodMinutes: config.DJ_FANS_NOTIFY_PERIOD_MINUTES,
    });
    // Conversations with DJs one follows group with friends' (FRIENDS).
    friends.useFollowedDjLookup((em, viewerId, userIds) => djFans.followedAmong(em, viewerId, userIds));
    const djSeats = new DjSeatService({ live, authority, presence, rotation, peers, fans: djFans, userActions });
    const votes = new VoteService({ live, rotation, effects, userActions }, config.ROOM_VOTE_SKIP_SHARE);
    // An ended play's audience, for economy's points (rotation sends the fact; votes and presence sit above it).
    rotation.playAudience = async (tx, play) => ({ upVoterUuids: await votes.upVotersOf(tx, play), listeners: await presence.listenersOf(tx, play) });
    rotation.mayKeepSeat = (tx, seat) => presence.mayKeepDjSeat(tx, seat);
    // What lives in a room ends with it: its listeners, DJ seats and the song playing (LEFT_ROOM, LEFT_DJ_SEAT queued),
    // its chat registrations.
    rooms.onDelete(async (tx, roomId) => {
      await rotation.roomDeleted(tx, roomId);
      await presence.roomDeleted(tx, roomId);
      await chatAudience.forgetRoom(tx, roomId);
    }, () => userActions.wake());
    const roomRoles = new RoomRoleService({ authority, moderationEvents, live, peers, presence, kickMinutes: config.ROOM_KICK_MINUTES });
    const roleExpiry = new RoomRoleExpirySweeper(roomRoles, config.ROOM_ROLE_SWEEP_INTERVAL_MS);
    live.contribute((em, roomId) => settingsStatePart(em, roomId, authority));
    live.contribute((em, roomId) => presence.statePart(em, roomId));
    live.contribute((em, roomId) => djSeats.statePart(em, roomId));
    live.contribute((em, roomId) => rotation.statePart(em, roomId));
    live.contribute((em, roomId) => votes.statePart(em, roomId));
    const clock = new RoomClock({ em: () => db.em.fork(), rotation, presence, live }, config.ROOM_SWEEP_INTERVAL_MS);
    const chat = new ChatService({
      pubsub,
      peers,
      profiles,
      storage: createStorage(config),
      authority,
      moderationEvents,
      presence,
      audience: chatAudience,
      blocks: blockedUsers,
      userActions,
      limits: {
        floodMaxMessages: config.CHAT_FLOOD_MAX_MESSAGES,
        floodWindowSeconds: config.CHAT_FLOOD_WINDOW_SECONDS,
        imageMaxBytes: config.CHAT_IMAGE_MAX_BYTES,
      },
    });
    const chatReactions = new ChatReactionService({ pubsub, authority, audience: chatAudience });
    const communities = new CommunityService({ authority });
    const events = new EventService({ authority, communities, jobs });
    const eventReminders = new EventReminderSweeper(events, config.EVENT_REMINDER_SWEEP_INTERVAL_MS);
    // A started event's reminder becomes a notification of the interested user (pushed as the user's settings allow).
    eventReminders.deliverThrough(jobs, db, (tx, userId, content) => notifications.deliver(tx, [userId], content), () => notifications.wake());
    const bookContacts = new BookContactService({
      digester: new PhoneDigester(config),
      peers,
      friendIdsOf: async (em, userId) => new Set(await friendIdsOf(em, userId)),
      limits: {
        upload: { max: config.CONTACT_UPLOADS_MAX_PER_USER, windowSeconds: config.CONTACT_UPLOADS_WINDOW_SECONDS },
        match: { max: config.CONTACT_MATCHES_MAX_PER_USER, windowSeconds: config.CONTACT_MATCHES_WINDOW_SECONDS },
      },
    });
    const chatHistory = new ChatHistoryService({ authority, storage, pubsub, audience: chatAudience });
    const discordRooms = new DiscordRoomService({ rooms });
    const userRooms = new UserRoomsService({ rooms });
    // Accounts' deactivations: the user's rooms deleted (the user-rooms rule), their DJ seats freed, their presences ended.
    const accountDeactivations = new AccountDeactivationService({ userRooms, rotation, presence });
    const djs = new DjService();
    const playTracking = new PlayTrackingService({ presence });
    return { accountDeactivations, playTracking, plans, communities, events, eventReminders, blockedUsers, friends, rooms, roomLists, roomAccess, roomPosters, roomAuthority: authority, roomRoles, moderationEvents, roleExpiry, live, presence, chatAudience, djSeats, rotation, votes, jobs, effects, userActions, clock, chat, chatReactions, bookContacts, chatHistory, discordRooms, userRooms, djs, djFans, devices, notifications };
  },
  createLoaders,
  seedDemoData: seedDemoRooms,
  /** The room clock (song ends, lapsed presences), the job runner (play records, likes), the room-role expiry sweep. */
  async start(services, deps) {
    services.jobs.start(deps.db);
    services.clock.start();
    services.roleExpiry.start(deps.db);
    services.eventReminders.start(deps.db);
    return async () => {
      await services.eventReminders.stop();
      await services.roleExpiry.stop();
      await services.clock.stop();
      await services.jobs.stop();
    };
  },
};
