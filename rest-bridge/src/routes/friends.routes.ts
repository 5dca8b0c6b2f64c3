import { graphql } from '../gql/index.ts';
import { itemsPage, pagingQuery } from './admin-list-query.ts';
import { route, RouteInputError, text, type RestRequest, type RestRoute } from './route.ts';

graphql(`
  fragment RestFriendInvitation on FriendInvitation {
    id
    senderId
    recipientId
    invitationStatus
    createdAt
    handledAt
  }
`);

graphql(`
  fragment RestFriend on Friend {
    id
    userId
    friendId
    createdAt
  }
`);

const Invite = graphql(`
  mutation RestSendFriendInvitation($userId: ID!) {
    sendFriendInvitation(userId: $userId) { ...RestFriendInvitation }
  }
`);

const Invitation = graphql(`
  query RestFriendInvitation($id: ID!) {
    friendInvitation(id: $id) { ...RestFriendInvitation }
  }
`);

const InvitationsForMe = graphql(`
  query RestFriendInvitationsForMe($query: ListQueryInput) {
    friendInvitationsForMe(query: $query) { total data { ...RestFriendInvitation } }
  }
`);

const InvitationsFromMe = graphql(`
  query RestFriendInvitationsFromMe($query: ListQueryInput) {
    friendInvitationsFromMe(query: $query) { total data { ...RestFriendInvitation } }
  }
`);

const Cancel = graphql(`
  mutation RestCancelFriendInvitation($id: ID!) {
    cancelFriendInvitation(id: $id) { ...RestFriendInvitation }
  }
`);

const Handle = graphql(`
  mutation RestHandleFriendInvitation($id: ID!, $status: FriendInvitationStatus!) {
    handleFriendInvitation(id: $id, status: $status) { ...RestFriendInvitation }
  }
`);

const FriendsUuids = graphql(`
  query RestFriendsUuids($userId: ID) {
    friendsUuids(userId: $userId) { userId friendsUuids }
  }
`);

const Friends = graphql(`
  query RestFriends($userId: ID, $query: ListQueryInput) {
    friends(userId: $userId, query: $query) { total data { ...RestFriend } }
  }
`);

const Friend = graphql(`
  query RestFriend($id: ID!) {
    friend(id: $id) { ...RestFriend }
  }
`);

const RemoveFriend = graphql(`
  mutation RestRemoveFriend($id: ID!) {
    removeFriend(id: $id) { ...RestFriend }
  }
`);

const invitationsTag = 'room-service: friend-invitations';
const friendsTag = 'room-service: friends';

/** The first of these body fields that is given (the legacy clients' names for one value). */
function firstOf(body: RestRequest['body'], keys: readonly string[]): string {
  const key = keys.find((k) => body[k] !== undefined && body[k] !== null) ?? keys[0]!;
  return text(body, key);
}

/**
 * The answer of POST /friend-invitations/handle-friend: `status` accepted or rejected, or `accept` true or false
 * (anything else is the catalogue's 400, which the service gives GraphQL callers too).
 */
function answerOf(body: RestRequest['body']): 'accepted' | 'rejected' {
  if (typeof body.accept === 'boolean' && body.status === undefined) return body.accept ? 'accepted' : 'rejected';
  const status = body.status ?? body.invitationStatus;
  if (status === 'accepted' || status === 'rejected') return status;
  throw new RouteInputError('INVALID_FRIEND_INVITATION_ANSWER');
}

const uuid = { type: 'string', format: 'uuid' };

export const friendRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'room',
    path: '/friend-invitations',
    tag: invitationsTag,
    summary: 'Invite a user to be friends (201, pending); if they invited you and wait for your answer, that invitation is accepted instead',
    auth: true,
    operation: Invite,
    variables: ({ body }) => ({ userId: firstOf(body, ['userId', 'recipientId', 'invitedUserId', 'friendId']) }),
    result: (data) => data.sendFriendInvitation,
    status: 201,
    bodySchema: { type: 'object', properties: { userId: { ...uuid, description: 'who is invited (recipientId, invitedUserId and friendId are read too)' } }, required: ['userId'] },
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/friend-invitations/user-invitations/{id}',
    tag: invitationsTag,
    summary: 'A friend invitation (its sender, its recipient, platform moderators)',
    auth: true,
    operation: Invitation,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    result: (data) => data.friendInvitation,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/friend-invitations/user-invitations-for',
    tag: invitationsTag,
    summary: 'Pending invitations sent to you, newest first (limit: default 20, at most 100; offset)',
    auth: true,
    operation: InvitationsForMe,
    variables: ({ query }) => ({ query: pagingQuery(query) }),
    result: (data) => itemsPage(data.friendInvitationsForMe),
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/friend-invitations/user-invitations-from',
    tag: invitationsTag,
    summary: 'Pending invitations you sent, newest first (limit: default 20, at most 100; offset)',
    auth: true,
    operation: InvitationsFromMe,
    variables: ({ query }) => ({ query: pagingQuery(query) }),
    result: (data) => itemsPage(data.friendInvitationsFromMe),
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/friend-invitations/handle-friend',
    tag: invitationsTag,
    summary: 'The invited user accepts or rejects a pending invitation: { invitationId, status: accepted | rejected } (or accept: true | false)',
    auth: true,
    operation: Handle,
    variables: ({ body }) => ({ id: firstOf(body, ['invitationId', 'id']), status: answerOf(body) }),
    result: (data) => data.handleFriendInvitation,
    bodySchema: {
      type: 'object',
      properties: {
        invitationId: { ...uuid, description: 'id is read too' },
        status: { type: 'string', enum: ['accepted', 'rejected'] },
        accept: { type: 'boolean', description: 'instead of status' },
      },
      required: ['invitationId'],
    },
  }),
  route({
    method: 'DELETE',
    service: 'room',
    path: '/friend-invitations/{id}',
    tag: invitationsTag,
    summary: 'Its sender withdraws a pending invitation; answers it as it was',
    auth: true,
    operation: Cancel,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    result: (data) => data.cancelFriendInvitation,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/friends/list/{id}',
    tag: friendsTag,
    summary: 'A user’s friends, newest first (the user, or platform moderators; limit: default 20, at most 100; offset)',
    auth: true,
    operation: Friends,
    variables: ({ params, query }) => ({ userId: params.id ?? '', query: pagingQuery(query) }),
    result: (data) => itemsPage(data.friends),
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/friends/single-friend/{id}',
    tag: friendsTag,
    summary: 'Your friendship with a user, by their id or the friendship’s id (404 when you are not friends)',
    auth: true,
    operation: Friend,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    result: (data) => data.friend,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/friends/{id}',
    tag: friendsTag,
    summary: 'A user’s friends as ids: { userId, friendsUuids } (the user, or platform moderators)',
    auth: true,
    operation: FriendsUuids,
    variables: ({ params }) => ({ userId: params.id ?? '' }),
    result: (data) => data.friendsUuids,
  }),
  route({
    method: 'DELETE',
    service: 'room',
    path: '/friends/{id}',
    tag: friendsTag,
    summary: 'End your friendship with a user, by their id or the friendship’s id; answers it as it was',
    auth: true,
    operation: RemoveFriend,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    result: (data) => data.removeFriend,
  }),
];
