import { graphql } from '../gql/index.ts';
import { itemsPage, pagingQuery } from './admin-list-query.ts';
import { route, text, type RestRoute } from './route.ts';

graphql(`
  fragment RestBlockedUser on BlockedUser {
    id
    blockerId
    blockedUserId
    createdAt
  }
`);

const Block = graphql(`
  mutation RestBlockUser($userId: ID!) {
    blockUser(userId: $userId) { ...RestBlockedUser }
  }
`);

const Blocks = graphql(`
  query RestBlockedUsers($query: ListQueryInput) {
    blockedUsers(query: $query) { total data { ...RestBlockedUser } }
  }
`);

const Blocked = graphql(`
  query RestBlockedUser($id: ID!) {
    blockedUser(id: $id) { ...RestBlockedUser }
  }
`);

const Unblock = graphql(`
  mutation RestUnblockUser($id: ID!) {
    unblockUser(id: $id) { ...RestBlockedUser }
  }
`);

const tag = 'room-service: blocked-users';

export const blockedUserRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'room',
    path: '/blocked-users',
    tag,
    summary: 'Block a user (201): their chat is hidden from you, friend invitations either way are refused, your friendship ends',
    auth: true,
    operation: Block,
    variables: ({ body }) => ({ userId: text(body, body.userId === undefined && body.blockedUserId !== undefined ? 'blockedUserId' : 'userId') }),
    result: (data) => data.blockUser,
    status: 201,
    bodySchema: { type: 'object', properties: { userId: { type: 'string', format: 'uuid', description: 'who is blocked (blockedUserId is read too)' } }, required: ['userId'] },
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/blocked-users',
    tag,
    summary: 'The users you blocked, newest first (limit: default 20, at most 100; offset)',
    auth: true,
    operation: Blocks,
    variables: ({ query }) => ({ query: pagingQuery(query) }),
    result: (data) => itemsPage(data.blockedUsers),
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/blocked-users/{id}',
    tag,
    summary: 'One of your blocks, by its id or the blocked user’s id (404 when you have none)',
    auth: true,
    operation: Blocked,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    result: (data) => data.blockedUser,
  }),
  route({
    method: 'DELETE',
    service: 'room',
    path: '/blocked-users/{id}',
    tag,
    summary: 'Lift a block, by its id or the blocked user’s id; answers the block removed',
    auth: true,
    operation: Unblock,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    result: (data) => data.unblockUser,
  }),
];
