import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { RoomUserProfile } from '../user-profiles/user-profile.service.ts';

export const presenceTokenRoles = ['user', 'guest', 'bot'] as const;
export type PresenceTokenRole = (typeof presenceTokenRoles)[number];

/**
 * Who is in a room now: one row per room and user (joining again replaces the connection). A presence lives
 * while its client sends heartbeats; one unseen for ROOM_PRESENCE_TTL_SECONDS is swept away.
 */
export const RoomPresenceSchema = defineEntity({
  name: 'RoomPresence',
  tableName: 'room_presence',
  uniques: [{ properties: ['roomId', 'userId'] }],
  indexes: [{ properties: ['lastSeenAt'] }, { properties: ['userId'] }],
  properties: {
    id: p.uuid().primary(),
    roomId: p.uuid(),
    userId: p.uuid(),
    /** The client connection that holds this presence; a join from elsewhere replaces it. */
    connectionId: p.uuid(),
    tokenRole: p.enum(presenceTokenRoles),
    /** On the dancefloor (true) or in the audience. */
    onFloor: p.boolean(),
    /** The user's profile as accounts gave it when they (last) joined: the room state's `allUserData[].userProfile`. */
    profile: p.json<RoomUserProfile>().nullable(),
    joinedAt: p.datetime(),
    lastSeenAt: p.datetime(),
  },
});
export type RoomPresence = InferEntity<typeof RoomPresenceSchema>;

/**
 * A presence that ended (left, kicked or banned, swept): who was in a room from when to when. Kept so a later
 * question "was this listener in the room during that play?" (audit's play tracking) has an answer after they left;
 * rows older than the play-tracking window (7 days) are pruned by the presence sweep.
 */
export const RoomPastPresenceSchema = defineEntity({
  name: 'RoomPastPresence',
  tableName: 'room_past_presence',
  indexes: [{ properties: ['roomId', 'userId'] }, { properties: ['leftAt'] }],
  properties: {
    id: p.uuid().primary(),
    roomId: p.uuid(),
    userId: p.uuid(),
    joinedAt: p.datetime(),
    leftAt: p.datetime(),
  },
});
export type RoomPastPresence = InferEntity<typeof RoomPastPresenceSchema>;

/**
 * A live chat subscription of a signed-in user (or bot) on a gateway: registered by the gateway before it delivers the
 * room's chat events to them, removed when the subscription ends. A chat listener counts as in the room for the chat's
 * live rules (chat-audience.service.ts): a blocker listening to a room's chat is named in its events' hiddenFrom
 * whether or not they joined the room.
 */
export const RoomChatListenerSchema = defineEntity({
  name: 'RoomChatListener',
  tableName: 'room_chat_listener',
  indexes: [{ properties: ['roomId', 'userId'] }, { properties: ['userId', 'since'] }],
  properties: {
    /** The gateway's key for the subscription. */
    id: p.uuid().primary(),
    roomId: p.uuid(),
    userId: p.uuid(),
    since: p.datetime(),
  },
});
export type RoomChatListener = InferEntity<typeof RoomChatListenerSchema>;
