import { graphql } from '../gql/index.ts';
import { moderationReasonMaxLength } from '@backspin/contracts/moderation';
import { roomRoleNames } from '@backspin/contracts/room-options';
import { route, text, type RestRequest, type RestRoute } from './route.ts';

graphql(`
  fragment RestRoomUserRoles on RoomUserRoles {
    roomId
    userId
    roles
    grants { role expirationTime grantedBy createdAt }
  }
`);

graphql(`
  fragment RestRoomModerationEvent on RoomModerationEvent {
    id
    roomId
    actorId
    targetUserId
    actionType
    previousRole
    role
    reason
    expirationTime
    createdAt
  }
`);

const RoomRoles = graphql(`
  query RestRoomUserRoles($roomId: ID!) {
    roomUserRoles(roomId: $roomId) { ...RestRoomUserRoles }
  }
`);

const UserRoles = graphql(`
  query RestRoomUserRole($roomId: ID!, $userId: ID!) {
    roomUserRole(roomId: $roomId, userId: $userId) { ...RestRoomUserRoles }
  }
`);

const GrantRole = graphql(`
  mutation RestGrantRoomRole($input: GrantRoomRoleInput!) {
    grantRoomRole(input: $input) { ...RestRoomUserRoles }
  }
`);

const RemoveRole = graphql(`
  mutation RestRemoveRoomRole($input: RemoveRoomRoleInput!) {
    removeRoomRole(input: $input) { ...RestRoomUserRoles }
  }
`);

const Kick = graphql(`
  mutation RestKickUserFromRoom($input: KickUserFromRoomInput!) {
    kickUserFromRoom(input: $input) { ...RestRoomModerationEvent }
  }
`);

const ChangeOwner = graphql(`
  mutation RestChangeRoomOwner($roomId: ID!, $userId: ID!, $reason: String) {
    changeRoomOwner(roomId: $roomId, userId: $userId, reason: $reason) { previousOwnerId ownerId room { id slug } }
  }
`);

const Dancefloor = graphql(`
  mutation RestRemoveUsersFromDancefloor($roomId: ID!, $userIds: [ID!]!, $reason: String) {
    removeUsersFromDancefloor(roomId: $roomId, userIds: $userIds, reason: $reason) { roomId userIds }
  }
`);

const ChatStanding = graphql(`
  query RestRoomChatStanding($roomId: ID!) {
    roomChatStanding(roomId: $roomId) { roomId userId roles canPost chatDisabledUntil canModerate }
  }
`);

const tag = 'room-service: roomUserRoles';

/** An optional string field; absent or null stays absent (the service's default applies). */
const optional = (body: RestRequest['body'], key: string) => (body[key] === undefined || body[key] === null ? null : String(body[key]));

/** expirationTime as ISO 8601, or as epoch milliseconds (converted); anything else goes to the service, which says why not. */
function expirationTime(body: RestRequest['body']): string | null {
  const value = body.expirationTime;
  if (typeof value === 'number' && Number.isFinite(value) && !Number.isNaN(new Date(value).getTime())) return new Date(value).toISOString();
  return optional(body, 'expirationTime');
}

const roleBody = {
  type: 'object',
  properties: {
    userId: { type: 'string', format: 'uuid' },
    role: { type: 'string', enum: roomRoleNames.filter((role) => role !== 'owner') },
    expirationTime: { type: 'string', format: 'date-time', description: 'restrictions only; also epoch milliseconds' },
    reason: { type: 'string', maxLength: moderationReasonMaxLength },
  },
  required: ['userId', 'role'],
};

/**
 * The legacy chat-provider paths (sync and join): chat is built in, so both answer the caller's chat standing in
 * the room (roles, canPost, chatDisabledUntil, canModerate); the body, if any, is not read.
 */
const chatStandingRoute = (step: 'sync' | 'join'): RestRoute =>
  route({
    method: 'POST',
    service: 'room',
    path: `/roomUserRoles/cometchat/${step}/{id}`,
    tag,
    summary: `Legacy chat-provider ${step}: chat is built in, so this answers your chat standing in the room (roles, canPost, chatDisabledUntil)`,
    auth: true,
    operation: ChatStanding,
    variables: ({ params }) => ({ roomId: params.id ?? '' }),
    result: (data) => data.roomChatStanding,
  });

export const roomRoleRoutes: RestRoute[] = [
  ...(['sync', 'join'] as const).map((step) => chatStandingRoute(step)),
  route({
    method: 'POST',
    service: 'room',
    path: '/roomUserRoles/kick-user-from-room',
    tag,
    summary: 'Kick a user: they are told, leave, and cannot come back for ROOM_KICK_MINUTES; answers the kick’s record',
    auth: true,
    operation: Kick,
    variables: ({ body }) => ({ input: { roomId: text(body, 'roomId'), userId: text(body, 'userId'), reason: optional(body, 'reason') } }),
    result: (data) => data.kickUserFromRoom,
    status: 201,
    bodySchema: {
      type: 'object',
      properties: { roomId: { type: 'string', format: 'uuid' }, userId: { type: 'string', format: 'uuid' }, reason: { type: 'string', maxLength: moderationReasonMaxLength } },
      required: ['roomId', 'userId'],
    },
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/roomUserRoles/no-dancefloor-users',
    tag,
    summary: 'Send users from the dancefloor to the audience (the room’s staff; the kick rule decides, all or none)',
    auth: true,
    operation: Dancefloor,
    variables: ({ body }) => ({
      roomId: text(body, 'roomId'),
      userIds: Array.isArray(body.userIds) ? body.userIds.map(String) : [],
      reason: optional(body, 'reason'),
    }),
    result: (data) => data.removeUsersFromDancefloor,
    bodySchema: {
      type: 'object',
      properties: {
        roomId: { type: 'string', format: 'uuid' },
        userIds: { type: 'array', items: { type: 'string', format: 'uuid' }, minItems: 1, maxItems: 100 },
        reason: { type: 'string', maxLength: moderationReasonMaxLength },
      },
      required: ['roomId', 'userIds'],
    },
  }),
  route({
    method: 'PUT',
    service: 'room',
    path: '/roomUserRoles/change-owner/{roomId}',
    tag,
    summary: 'Give the room to another registered user (the owner or platform staff); the previous owner becomes a coOwner',
    auth: true,
    operation: ChangeOwner,
    variables: ({ params, body }) => ({
      roomId: params.roomId ?? '',
      userId: text(body, body.userId === undefined && body.newOwnerId !== undefined ? 'newOwnerId' : 'userId'),
      reason: optional(body, 'reason'),
    }),
    result: (data) => ({
      roomId: data.changeRoomOwner.room.id,
      slug: data.changeRoomOwner.room.slug,
      previousOwnerId: data.changeRoomOwner.previousOwnerId,
      ownerId: data.changeRoomOwner.ownerId,
    }),
    bodySchema: {
      type: 'object',
      properties: { userId: { type: 'string', format: 'uuid', description: 'the new owner (newOwnerId is read too)' }, reason: { type: 'string', maxLength: moderationReasonMaxLength } },
      required: ['userId'],
    },
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/roomUserRoles/{roomId}',
    tag,
    summary: 'Everyone holding a role in the room, the owner first (the room’s staff and platform moderators)',
    auth: true,
    operation: RoomRoles,
    variables: ({ params }) => ({ roomId: params.roomId ?? '' }),
    result: (data) => data.roomUserRoles,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/roomUserRoles/{roomId}/{userId}',
    tag,
    summary: 'One user’s roles in the room (the room’s staff, or the user)',
    auth: true,
    operation: UserRoles,
    variables: ({ params }) => ({ roomId: params.roomId ?? '', userId: params.userId ?? '' }),
    result: (data) => data.roomUserRole,
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/roomUserRoles/{roomId}',
    tag,
    summary: 'Grant a room role (see README "Who may do what"); banned and kicked are a ban and a kick; idempotent',
    auth: true,
    operation: GrantRole,
    variables: ({ params, body }) => ({
      input: {
        roomId: params.roomId ?? '',
        userId: text(body, 'userId'),
        role: text(body, 'role'),
        expirationTime: expirationTime(body),
        reason: optional(body, 'reason'),
      },
    }),
    result: (data) => data.grantRoomRole,
    status: 201,
    bodySchema: roleBody,
  }),
  route({
    method: 'DELETE',
    service: 'room',
    path: '/roomUserRoles/{roomId}',
    tag,
    summary: 'Remove a room role (unban, enable chat, demote; your own coOwner, moderator or dj role: step down)',
    auth: true,
    operation: RemoveRole,
    variables: ({ params, body }) => ({
      input: { roomId: params.roomId ?? '', userId: text(body, 'userId'), role: text(body, 'role'), reason: optional(body, 'reason') },
    }),
    result: (data) => data.removeRoomRole,
    bodySchema: { ...roleBody, properties: { userId: roleBody.properties.userId, role: roleBody.properties.role, reason: roleBody.properties.reason } },
  }),
];
