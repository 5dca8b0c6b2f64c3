import { adminCommunityListFields } from '@backspin/contracts/communities';
import { listQueryToInput } from '@backspin/platform/list-query';
import { graphql } from '../gql/index.ts';
import { adminListQuery, itemsPage, nestjsxAnswer, pickFields } from './admin-list-query.ts';
import { integerParam, route, type RestRequest, type RestRoute } from './route.ts';

/**
 * Communities (spec 2, §7 "Communities" and the admin paths), under /api/room-service. The rules (who may, limits) are
 * the rooms subgraph's (communities/community.service.ts).
 *  - GET /communities/{id} takes the id or the slug. The lists with limit and offset (users, rooms, room-communities,
 *    user-communities) answer {total, items}.
 *  - Join, leave and every add or remove answer the community (with memberCount and roomCount).
 *  - POST /communities/{id}/add and /remove take {userIds, roomIds} (together 1 to 100).
 *  - GET /admin/communities: the nestjsx list query; like nestjsx, {data, count, total, page, pageCount} when offset or
 *    page is given, else an array. POST /admin/communities/bulk takes nestjsx's {bulk: [...]} (or a plain array).
 */

graphql(`
  fragment RestCommunity on Community {
    id
    slug
    name
    description
    imageUrl
    ownerId
    memberCount
    roomCount
    createdAt
    updatedAt
  }
`);

const Community = graphql(`
  query RestCommunity($id: ID!) {
    community(id: $id) { ...RestCommunity }
  }
`);

const CommunityUsers = graphql(`
  query RestCommunityUsers($id: ID!, $limit: Int, $offset: Int) {
    communityUsers(id: $id, limit: $limit, offset: $offset) { total data { communityId userId addedBy joinedAt } }
  }
`);

const CommunityRooms = graphql(`
  query RestCommunityRooms($id: ID!, $limit: Int, $offset: Int) {
    communityRooms(id: $id, limit: $limit, offset: $offset) { total data { ...RestRoom } }
  }
`);

const RoomCommunities = graphql(`
  query RestRoomCommunities($roomId: ID!, $limit: Int, $offset: Int) {
    roomCommunities(roomId: $roomId, limit: $limit, offset: $offset) { total data { ...RestCommunity } }
  }
`);

const UserCommunities = graphql(`
  query RestUserCommunities($limit: Int, $offset: Int) {
    userCommunities(limit: $limit, offset: $offset) { total data { ...RestCommunity } }
  }
`);

const JoinCommunity = graphql(`
  mutation RestJoinCommunity($id: ID!) {
    joinCommunity(id: $id) { ...RestCommunity }
  }
`);

const LeaveCommunity = graphql(`
  mutation RestLeaveCommunity($id: ID!) {
    leaveCommunity(id: $id) { ...RestCommunity }
  }
`);

const AddCommunityUser = graphql(`
  mutation RestAddCommunityUser($id: ID!, $userId: ID!) {
    addCommunityUser(id: $id, userId: $userId) { ...RestCommunity }
  }
`);

const RemoveCommunityUser = graphql(`
  mutation RestRemoveCommunityUser($id: ID!, $userId: ID!) {
    removeCommunityUser(id: $id, userId: $userId) { ...RestCommunity }
  }
`);

const AddCommunityRoom = graphql(`
  mutation RestAddCommunityRoom($id: ID!, $roomId: ID!) {
    addCommunityRoom(id: $id, roomId: $roomId) { ...RestCommunity }
  }
`);

const RemoveCommunityRoom = graphql(`
  mutation RestRemoveCommunityRoom($id: ID!, $roomId: ID!) {
    removeCommunityRoom(id: $id, roomId: $roomId) { ...RestCommunity }
  }
`);

const AddToCommunity = graphql(`
  mutation RestAddToCommunity($id: ID!, $input: CommunityChangeInput!) {
    addToCommunity(id: $id, input: $input) { ...RestCommunity }
  }
`);

const RemoveFromCommunity = graphql(`
  mutation RestRemoveFromCommunity($id: ID!, $input: CommunityChangeInput!) {
    removeFromCommunity(id: $id, input: $input) { ...RestCommunity }
  }
`);

const AllCommunities = graphql(`
  query RestAllCommunities($query: ListQueryInput) {
    allCommunities(query: $query) { data { ...RestCommunity } count total page pageCount }
  }
`);

const AdminCommunity = graphql(`
  query RestAdminCommunity($id: ID!) {
    adminCommunity(id: $id) { ...RestCommunity }
  }
`);

const CreateCommunity = graphql(`
  mutation RestCreateCommunity($input: CommunityInput!) {
    createCommunity(input: $input) { ...RestCommunity }
  }
`);

const CreateCommunities = graphql(`
  mutation RestCreateCommunities($inputs: [CommunityInput!]!) {
    createCommunities(inputs: $inputs) { ...RestCommunity }
  }
`);

const UpdateCommunity = graphql(`
  mutation RestUpdateCommunity($id: ID!, $input: CommunityInput!) {
    updateCommunity(id: $id, input: $input) { ...RestCommunity }
  }
`);

const ReplaceCommunity = graphql(`
  mutation RestReplaceCommunity($id: ID!, $input: CommunityInput!) {
    replaceCommunity(id: $id, input: $input) { ...RestCommunity }
  }
`);

const DeleteCommunity = graphql(`
  mutation RestDeleteCommunity($id: ID!) {
    deleteCommunity(id: $id) { ...RestCommunity }
  }
`);

const id = (request: RestRequest) => request.params.id ?? '';
const page = (request: RestRequest) => ({ limit: integerParam(request.query, 'limit'), offset: integerParam(request.query, 'offset') });

/** A list of ids from a body field: kept as given when it is a list (the service checks each), else null (refused there). */
const ids = (value: unknown): string[] | null => (Array.isArray(value) ? (value as string[]) : value === undefined || value === null ? null : ([value] as string[]));
const change = (body: Record<string, unknown>) => ({ userIds: ids(body.userIds), roomIds: ids(body.roomIds) });

const communityKeys = ['slug', 'name', 'description', 'imageUrl', 'ownerId'] as const;
/** The community fields of a body: those present (PATCH), or every one (POST, PUT: missing ones as null). */
const fieldsOf = (body: unknown, all: boolean) => {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return Object.fromEntries(communityKeys.filter((k) => all || k in record).map((k) => [k, (record[k] ?? null) as string | null]));
};
/** nestjsx's createMany body {bulk: [...]}, or a plain array. */
const bulkOf = (body: unknown): unknown[] => {
  if (Array.isArray(body)) return body;
  const bulk = (body as Record<string, unknown> | null)?.bulk;
  return Array.isArray(bulk) ? bulk : [];
};
const fieldsParam = (request: RestRequest) => {
  const fields = request.query.fields;
  return typeof fields === 'string' && fields ? fields.split(',').filter((f) => Object.keys(adminCommunityListFields).includes(f)) : null;
};

const communityBody = {
  type: 'object',
  properties: {
    slug: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    imageUrl: { type: 'string' },
    ownerId: { type: 'string', format: 'uuid' },
  },
};
const changeBody = {
  type: 'object',
  properties: { userIds: { type: 'array', items: { type: 'string', format: 'uuid' } }, roomIds: { type: 'array', items: { type: 'string', format: 'uuid' } } },
};
const tag = 'room-service';

const addRoute = (method: 'PUT' | 'POST', path: string) =>
  route({
    method,
    service: 'room',
    path,
    tag,
    summary: 'The community’s staff add a room (a PRIVATE one also takes the room’s staff)',
    auth: true,
    operation: AddCommunityRoom,
    variables: (request) => ({ id: id(request), roomId: request.params.roomId ?? '' }),
    result: (data) => data.addCommunityRoom,
  });

const removeRoute = (path: string) =>
  route({
    method: 'DELETE',
    service: 'room',
    path,
    tag,
    summary: 'The community’s staff, or the room’s, take a room out',
    auth: true,
    operation: RemoveCommunityRoom,
    variables: (request) => ({ id: id(request), roomId: request.params.roomId ?? '' }),
    result: (data) => data.removeCommunityRoom,
  });

export const communityRoutes: RestRoute[] = [
  route({
    method: 'GET',
    service: 'room',
    path: '/communities/{id}',
    tag,
    summary: 'A community by id or slug',
    operation: Community,
    variables: (request) => ({ id: id(request) }),
    result: (data) => data.community,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/communities/{id}/users',
    tag,
    summary: 'A community’s members, first joined first (limit, offset): {total, items}',
    operation: CommunityUsers,
    variables: (request) => ({ id: id(request), ...page(request) }),
    result: (data) => itemsPage(data.communityUsers),
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/communities/{id}/rooms',
    tag,
    summary: 'A community’s rooms, first added first (limit, offset; private ones for its staff): {total, items}',
    operation: CommunityRooms,
    variables: (request) => ({ id: id(request), ...page(request) }),
    result: (data) => itemsPage(data.communityRooms),
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/communities/{id}/join',
    tag,
    summary: 'Join a community (signed-in users)',
    auth: true,
    operation: JoinCommunity,
    variables: (request) => ({ id: id(request) }),
    result: (data) => data.joinCommunity,
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/communities/{id}/leave',
    tag,
    summary: 'Leave a community (its owner cannot)',
    auth: true,
    operation: LeaveCommunity,
    variables: (request) => ({ id: id(request) }),
    result: (data) => data.leaveCommunity,
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/communities/{id}/add',
    tag,
    summary: 'The community’s staff add users and rooms {userIds, roomIds}, all or nothing',
    auth: true,
    operation: AddToCommunity,
    variables: (request) => ({ id: id(request), input: change(request.body) }),
    result: (data) => data.addToCommunity,
    bodySchema: changeBody,
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/communities/{id}/remove',
    tag,
    summary: 'The community’s staff remove users and rooms {userIds, roomIds} (not its owner)',
    auth: true,
    operation: RemoveFromCommunity,
    variables: (request) => ({ id: id(request), input: change(request.body) }),
    result: (data) => data.removeFromCommunity,
    bodySchema: changeBody,
  }),
  route({
    method: 'PUT',
    service: 'room',
    path: '/communities/{id}/users/{userId}',
    tag,
    summary: 'The community’s staff add a member',
    auth: true,
    operation: AddCommunityUser,
    variables: (request) => ({ id: id(request), userId: request.params.userId ?? '' }),
    result: (data) => data.addCommunityUser,
  }),
  route({
    method: 'DELETE',
    service: 'room',
    path: '/communities/{id}/users/{userId}',
    tag,
    summary: 'The community’s staff remove a member (not its owner)',
    auth: true,
    operation: RemoveCommunityUser,
    variables: (request) => ({ id: id(request), userId: request.params.userId ?? '' }),
    result: (data) => data.removeCommunityUser,
  }),
  addRoute('PUT', '/communities/{id}/rooms/{roomId}'),
  removeRoute('/communities/{id}/rooms/{roomId}'),
  addRoute('POST', '/communities/{id}/{roomId}'),
  removeRoute('/communities/{id}/{roomId}'),
  route({
    method: 'GET',
    service: 'room',
    path: '/room-communities/{roomId}',
    tag,
    summary: 'The communities a room is in, newest first (limit, offset): {total, items}',
    operation: RoomCommunities,
    variables: (request) => ({ roomId: request.params.roomId ?? '', ...page(request) }),
    result: (data) => itemsPage(data.roomCommunities),
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/user-communities',
    tag,
    summary: 'The caller’s communities, latest joined first (limit, offset): {total, items}',
    auth: true,
    operation: UserCommunities,
    variables: (request) => page(request),
    result: (data) => itemsPage(data.userCommunities),
  }),

  // Admins
  route({
    method: 'GET',
    service: 'room',
    path: '/admin/communities',
    tag,
    summary: 'Administrators: communities by a nestjsx list query (fields, s, filter, or, sort, limit, offset, page, cache)',
    auth: true,
    operation: AllCommunities,
    variables: (request) => ({ query: listQueryToInput(adminListQuery(request, adminCommunityListFields)) }),
    result: (data, { request }) => nestjsxAnswer(data.allCommunities, request, adminListQuery(request, adminCommunityListFields).fields),
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/admin/communities/{id}',
    tag,
    summary: 'Administrators: a community (fields picks fields)',
    auth: true,
    operation: AdminCommunity,
    variables: (request) => ({ id: id(request) }),
    result: (data, { request }) => pickFields(data.adminCommunity, fieldsParam(request)),
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/admin/communities',
    tag,
    summary: 'Administrators: create a community {slug, name, description, imageUrl, ownerId}',
    auth: true,
    status: 201,
    operation: CreateCommunity,
    variables: (request) => ({ input: fieldsOf(request.body, true) }),
    result: (data) => data.createCommunity,
    bodySchema: communityBody,
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/admin/communities/bulk',
    tag,
    summary: 'Administrators: create 1 to 100 communities {bulk: [...]}, all or none',
    auth: true,
    status: 201,
    operation: CreateCommunities,
    variables: (request) => ({ inputs: bulkOf(request.body).map((row) => fieldsOf(row, true)) }),
    result: (data) => data.createCommunities,
    bodySchema: { type: 'object', properties: { bulk: { type: 'array', items: communityBody } } },
  }),
  route({
    method: 'PATCH',
    service: 'room',
    path: '/admin/communities/{id}',
    tag,
    summary: 'Administrators: change the fields given',
    auth: true,
    operation: UpdateCommunity,
    variables: (request) => ({ id: id(request), input: fieldsOf(request.body, false) }),
    result: (data) => data.updateCommunity,
    bodySchema: communityBody,
  }),
  route({
    method: 'PUT',
    service: 'room',
    path: '/admin/communities/{id}',
    tag,
    summary: 'Administrators: replace every field (those left out are cleared)',
    auth: true,
    operation: ReplaceCommunity,
    variables: (request) => ({ id: id(request), input: fieldsOf(request.body, true) }),
    result: (data) => data.replaceCommunity,
    bodySchema: communityBody,
  }),
  route({
    method: 'DELETE',
    service: 'room',
    path: '/admin/communities/{id}',
    tag,
    summary: 'Administrators: delete a community (its events stay in their rooms)',
    auth: true,
    operation: DeleteCommunity,
    variables: (request) => ({ id: id(request) }),
    result: (data) => data.deleteCommunity,
  }),
];
