import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { catalogue, isUuid, oneOfText, type ErrorReason, type Storage } from '@backspin/platform';
import { djTypes, roomDesigns, roomLimits, roomPasswordLimits, roomVisibilities } from '@backspin/contracts/room-options';
import { adminRoomListFields } from '@backspin/contracts/admin-lists';
import { listQueryToInput } from '@backspin/platform/list-query';
import type { GatewayClient } from '../gateway-client.ts';
import { graphql } from '../gql/index.ts';
import { adminListQuery, nestjsxAnswer, pickFields } from './admin-list-query.ts';
import { answerErrors, refuse, stageUpload } from './multipart-upload.ts';
import type { CreateRoomInput, UpdateRoomInput } from '../gql/graphql.ts';
import {
  integerParam,
  RawResponse,
  route,
  RouteInputError,
  serviceBases,
  type RestRequest,
  type RestRoute,
} from './route.ts';

/**
 * Rooms under /api/room-service (spec 2, §7 "Rooms" and the admin room paths). A room answers in one shape
 * (RestRoom); its password is never part of it (`hasPassword` says whether entering needs one).
 *
 * Choices where the spec is silent:
 *  - GET /rooms/{id} takes an id or a slug (a past slug too: slugs follow renames); /rooms/uuid/{uuid} an id.
 *  - Bodies of the single-setting paths: dj-type {djType}, live-audio {liveAudio}, live-state {liveState},
 *    dj-seats {numberOfDjs}, promote {promoted (default true), providers}, externalUrl {externalUrl} (or {url};
 *    null removes it), pinned-messages {pinnedMessages: [text or {messageId, text}]} (at most 5; replaces the
 *    list), POST /rooms/list {password}, POST /rooms/recent {roomId} (an id or a slug; also `room`).
 *  - POST /rooms/{id}/poster: multipart/form-data with one image `file` (JPEG, PNG, GIF or WebP, at most
 *    ROOM_POSTER_MAX_BYTES), or JSON {url}; the uploaded image is then served at GET /rooms/{id}/poster/{file}.
 *  - GET /admin/rooms: the nestjsx list query; like nestjsx, a paged object {data, count, total, page,
 *    pageCount} when offset or page is given, else an array; `fields` picks fields (the id always comes).
 *  - Guest password: POST /rooms/admin/guest-password {password} sets the platform-wide password guests must
 *    give to enter rooms; DELETE removes it ({cleared: false} when none was set).
 */

graphql(`
  fragment RestRoom on Room {
    id
    slug
    name
    description
    type
    design
    djType
    numberOfDjs
    ownerId
    hasPassword
    posterUrl
    externalUrl
    pinnedMessages { messageId text pinnedBy pinnedAt }
    promoted
    promotedProviders
    promotedAt
    liveState
    liveAudio
    createdAt
    updatedAt
  }
`);

const RoomByRef = graphql(`
  query RestRoomByRef($ref: String!) {
    roomByRef(ref: $ref) { ...RestRoom }
  }
`);

const PublicRooms = graphql(`
  query RestPublicRooms($limit: Int, $offset: Int) {
    publicRooms(limit: $limit, offset: $offset) { ...RestRoom }
  }
`);

const PromotedRooms = graphql(`
  query RestPromotedRooms($providers: [String!]) {
    promotedRooms(providers: $providers) { ...RestRoom }
  }
`);

const PrivateCount = graphql(`
  query RestPrivateRoomCount {
    privateRoomCount
  }
`);

const MyRooms = graphql(`
  query RestMyRooms($limit: Int, $offset: Int) {
    myRooms(limit: $limit, offset: $offset) { ...RestRoom }
  }
`);

const OwnedRooms = graphql(`
  query RestOwnedRooms($limit: Int, $offset: Int) {
    ownedRooms(limit: $limit, offset: $offset) { ...RestRoom }
  }
`);

const MultipleRooms = graphql(`
  query RestRoomsByRefs($refs: [String!]!) {
    roomsByRefs(refs: $refs) { ...RestRoom }
  }
`);

const UserRooms = graphql(`
  query RestUserRooms($userId: ID!, $limit: Int, $offset: Int) {
    userRooms(userId: $userId, limit: $limit, offset: $offset) { ...RestRoom }
  }
`);

const ServiceUserRooms = graphql(`
  query RestServiceUserRooms($userId: ID!, $limit: Int, $offset: Int) {
    serviceUserRooms(userId: $userId, limit: $limit, offset: $offset) { ...RestRoom }
  }
`);

const ServiceRooms = graphql(`
  query RestServiceRooms($take: Int, $skip: Int) {
    serviceRooms(take: $take, skip: $skip) { ...RestRoom }
  }
`);

const ServiceRoom = graphql(`
  query RestServiceRoom($id: ID!) {
    serviceRoom(id: $id) { ...RestRoom }
  }
`);

const RoomsByPassword = graphql(`
  query RestRoomsByPassword($password: String!) {
    roomsByPassword(password: $password) { ...RestRoom }
  }
`);

const RecentRooms = graphql(`
  query RestRecentRooms {
    recentRooms { ...RestRoom }
  }
`);

const RecordVisit = graphql(`
  mutation RestRecordRoomVisit($room: String!) {
    recordRoomVisit(room: $room) { ...RestRoom }
  }
`);

const CreateRoom = graphql(`
  mutation RestCreateRoom($input: CreateRoomInput!) {
    createRoom(input: $input) { ...RestRoom }
  }
`);

const UpdateRoom = graphql(`
  mutation RestUpdateRoom($id: ID!, $input: UpdateRoomInput!) {
    updateRoom(id: $id, input: $input) { ...RestRoom }
  }
`);

const DeleteRoom = graphql(`
  mutation RestDeleteRoom($id: ID!) {
    deleteRoom(id: $id) { id slug }
  }
`);

const PromoteRoom = graphql(`
  mutation RestPromoteRoom($id: ID!, $promoted: Boolean!, $providers: [String!]) {
    promoteRoom(id: $id, promoted: $promoted, providers: $providers) { ...RestRoom }
  }
`);

const PinMessages = graphql(`
  mutation RestSetRoomPinnedMessages($id: ID!, $messages: [PinnedMessageInput!]!) {
    setRoomPinnedMessages(id: $id, messages: $messages) { ...RestRoom }
  }
`);

const ExternalUrl = graphql(`
  mutation RestSetRoomExternalUrl($id: ID!, $url: String) {
    setRoomExternalUrl(id: $id, url: $url) { ...RestRoom }
  }
`);

const PosterUrl = graphql(`
  mutation RestSetRoomPosterUrl($id: ID!, $url: String!) {
    setRoomPosterUrl(id: $id, url: $url) { ...RestRoom }
  }
`);

const RemovePoster = graphql(`
  mutation RestRemoveRoomPoster($id: ID!) {
    removeRoomPoster(id: $id) { ...RestRoom }
  }
`);

const BeginPoster = graphql(`
  mutation RestBeginRoomPosterUpload($id: ID!) {
    beginRoomPosterUpload(id: $id) { stagingKey maxBytes }
  }
`);

const RegisterPoster = graphql(`
  mutation RestRegisterRoomPosterUpload($id: ID!, $stagingKey: String!) {
    registerRoomPosterUpload(id: $id, stagingKey: $stagingKey) { ...RestRoom }
  }
`);

const PosterFile = graphql(`
  query RestRoomPosterFile($roomId: ID!, $file: String!) {
    roomPosterFile(roomId: $roomId, file: $file) { storageKey contentType }
  }
`);

const AdminRooms = graphql(`
  query RestAdminRooms($query: ListQueryInput) {
    adminRooms(query: $query) { data { ...RestRoom } count total page pageCount }
  }
`);

const AdminRoom = graphql(`
  query RestAdminRoom($id: ID!) {
    adminRoom(id: $id) { ...RestRoom }
  }
`);

const AdminUpdateRoom = graphql(`
  mutation RestAdminUpdateRoom($id: ID!, $input: AdminUpdateRoomInput!) {
    adminUpdateRoom(id: $id, input: $input) { ...RestRoom }
  }
`);

const SetGuestPassword = graphql(`
  mutation RestSetGuestPassword($password: String!) {
    setGuestPassword(password: $password)
  }
`);

const ClearGuestPassword = graphql(`
  mutation RestClearGuestPassword {
    clearGuestPassword
  }
`);

const room = serviceBases.room;
const id = (request: RestRequest) => request.params.id ?? '';
const list = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const page = (request: RestRequest) => ({ limit: integerParam(request.query, 'limit'), offset: integerParam(request.query, 'offset') });

/** The settings a PATCH body may carry; only those present are passed on (null clears what may be cleared). */
const settingKeys = [
  'slug',
  'name',
  'description',
  'type',
  'password',
  'design',
  'djType',
  'numberOfDjs',
  'externalUrl',
  'liveState',
  'liveAudio',
] as const satisfies readonly (keyof UpdateRoomInput)[];

function settingsOf(body: Record<string, unknown>, keys: readonly string[] = settingKeys): UpdateRoomInput {
  return Object.fromEntries(keys.filter((k) => k in body).map((k) => [k, body[k]])) as UpdateRoomInput;
}

/** How a route refuses a field: a catalogue reason and the values of its {placeholders} ({name} is the field). */
type Refusal = readonly [ErrorReason, Readonly<Record<string, string | number>>?];

/** One required field of a single-setting body; the catalogue's 400 naming it when absent. */
function required(body: Record<string, unknown>, key: string, [reason, values]: Refusal): unknown {
  if (body[key] === undefined || body[key] === null) throw new RouteInputError(reason, { ...values, name: key });
  return body[key];
}

const passwordRefusal: Refusal = ['REST_NOT_TEXT_OF_LENGTH', roomPasswordLimits];

const pinnedItems = (body: Record<string, unknown>) => {
  const raw = body.pinnedMessages ?? body.messages;
  if (!Array.isArray(raw)) throw new RouteInputError('REST_NOT_PINNED_MESSAGES', { name: 'pinnedMessages' });
  return raw.map((item: unknown) => (typeof item === 'string' ? { text: item } : (item as { messageId?: string; text: string })));
};

/** The REST fields of a room an admin list may filter, sort and select on (the service checks them again). */



const roomSchema = { type: 'object', additionalProperties: true };
const roomsSchema = { type: 'array', items: roomSchema };
const settingsBody = {
  type: 'object',
  properties: {
    slug: { type: 'string', description: '3 to 64 lowercase letters, digits or hyphens; old slugs keep leading to the room' },
    name: { type: 'string', description: `1 to ${roomLimits.nameMax} characters` },
    description: { type: ['string', 'null'], description: `at most ${roomLimits.descriptionMax} characters` },
    type: { type: 'string', enum: [...roomVisibilities] },
    password: {
      type: ['string', 'null'],
      description: `PRIVATE rooms only, ${roomPasswordLimits.min} to ${roomPasswordLimits.max} characters; null removes it`,
    },
    design: { type: 'string', enum: [...roomDesigns] },
    djType: { type: 'string', enum: [...djTypes] },
    numberOfDjs: { type: 'integer', minimum: roomLimits.djsMin, maximum: roomLimits.djsMax },
    externalUrl: { type: ['string', 'null'], description: `http(s), at most ${roomLimits.urlMax} characters` },
    liveState: { type: 'boolean' },
    liveAudio: { type: 'boolean' },
  },
};

const infrastructure = (path: string, key: string, refusal: Refusal, schema: Record<string, unknown>, summary: string) =>
  route({
    method: 'PATCH',
    service: 'room',
    path,
    tag: 'room-service',
    summary,
    auth: true,
    operation: UpdateRoom,
    variables: (request) => ({ id: id(request), input: { [key]: required(request.body, key, refusal) } as UpdateRoomInput }),
    result: (data) => data.updateRoom,
    bodySchema: { type: 'object', properties: { [key]: schema }, required: [key] },
    responseSchema: roomSchema,
  });

export const roomRoutes: RestRoute[] = [
  // Lists (static paths before /rooms/{id}) -----------------------------------------------------------------
  route({
    method: 'GET',
    service: 'room',
    path: '/rooms/public',
    tag: 'room-service',
    summary: 'Public rooms, newest first (limit ≤ 100, default 20; offset)',
    operation: PublicRooms,
    variables: page,
    result: (data) => data.publicRooms,
    responseSchema: roomsSchema,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/rooms/promoted-rooms',
    tag: 'room-service',
    summary: 'Promoted rooms, newest promotion first; providers (repeated) keeps those targeting one of them or all',
    operation: PromotedRooms,
    variables: ({ query }) => ({ providers: list(query.providers).flatMap((p) => p.split(',')).filter(Boolean) }),
    result: (data) => data.promotedRooms,
    responseSchema: roomsSchema,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/rooms/private-count',
    tag: 'room-service',
    summary: 'How many private rooms there are',
    operation: PrivateCount,
    variables: () => ({}),
    result: (data) => ({ count: data.privateRoomCount }),
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/rooms/mine/list',
    tag: 'room-service',
    summary: 'Rooms you own or hold a staff role in (coOwner, moderator, dj), newest first',
    auth: true,
    operation: MyRooms,
    variables: page,
    result: (data) => data.myRooms,
    responseSchema: roomsSchema,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/rooms/owned-rooms/list',
    tag: 'room-service',
    summary: 'Rooms you own, newest first',
    auth: true,
    operation: OwnedRooms,
    variables: page,
    result: (data) => data.ownedRooms,
    responseSchema: roomsSchema,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/rooms/multiple/list',
    tag: 'room-service',
    summary: '1 to 50 rooms by id or slug (room=a&room=b), in the order asked; unknown ones left out',
    operation: MultipleRooms,
    variables: ({ query }) => ({ refs: list(query.room) }),
    result: (data) => data.roomsByRefs,
    responseSchema: roomsSchema,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/rooms/users/{id}',
    tag: 'room-service',
    summary: 'A user’s rooms, newest first; private ones only for that user and staff',
    operation: UserRooms,
    variables: (request) => ({ userId: id(request), ...page(request) }),
    result: (data) => data.userRooms,
    responseSchema: roomsSchema,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/rooms/users/service/{id}',
    tag: 'room-service',
    summary: 'Service: every room of a user (staff or service token)',
    auth: true,
    operation: ServiceUserRooms,
    variables: (request) => ({ userId: id(request), ...page(request) }),
    result: (data) => data.serviceUserRooms,
    responseSchema: roomsSchema,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/rooms/service/list',
    tag: 'room-service',
    summary: 'Service: every room, oldest first (take ≤ 100, default 20; skip); staff or service token',
    auth: true,
    operation: ServiceRooms,
    variables: ({ query }) => ({ take: integerParam(query, 'take'), skip: integerParam(query, 'skip') }),
    result: (data) => data.serviceRooms,
    responseSchema: roomsSchema,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/rooms/service/room/{id}',
    tag: 'room-service',
    summary: 'Service: a room by id (staff or service token)',
    auth: true,
    operation: ServiceRoom,
    variables: (request) => ({ id: id(request) }),
    result: (data) => data.serviceRoom,
    responseSchema: roomSchema,
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/rooms/list',
    tag: 'room-service',
    summary: 'Private rooms whose password is {password}, newest first (at most 20); needs a token',
    auth: true,
    operation: RoomsByPassword,
    variables: ({ body }) => ({ password: required(body, 'password', passwordRefusal) as string }),
    result: (data) => data.roomsByPassword,
    bodySchema: { type: 'object', properties: { password: { type: 'string' } }, required: ['password'] },
    responseSchema: roomsSchema,
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/rooms/recent',
    tag: 'room-service',
    summary: 'Record that you visited a room ({roomId}: an id or a slug); you keep your 20 latest',
    auth: true,
    status: 201,
    operation: RecordVisit,
    variables: ({ body }) => ({ room: required(body, body.roomId === undefined && body.room !== undefined ? 'room' : 'roomId', ['REST_NOT_ROOM_REF']) as string }),
    result: (data) => data.recordRoomVisit,
    bodySchema: { type: 'object', properties: { roomId: { type: 'string', description: 'an id or a slug' } }, required: ['roomId'] },
    responseSchema: roomSchema,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/rooms/recent',
    tag: 'room-service',
    summary: 'Your recently visited rooms, newest visit first (at most 20)',
    auth: true,
    operation: RecentRooms,
    variables: () => ({}),
    result: (data) => data.recentRooms,
    responseSchema: roomsSchema,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/rooms/rockset/recently-visited-rooms',
    tag: 'room-service',
    summary: 'Your recently visited rooms (as GET /rooms/recent)',
    auth: true,
    operation: RecentRooms,
    variables: () => ({}),
    result: (data) => data.recentRooms,
    responseSchema: roomsSchema,
  }),

  // One room ----------------------------------------------------------------------------------------------
  route({
    method: 'GET',
    service: 'room',
    path: '/rooms/uuid/{uuid}',
    tag: 'room-service',
    summary: 'A room by id',
    operation: RoomByRef,
    variables: ({ params }) => {
      if (!isUuid(params.uuid ?? '')) throw new RouteInputError('REST_NOT_UUID', { name: 'uuid' });
      return { ref: params.uuid ?? '' };
    },
    result: (data) => data.roomByRef,
    responseSchema: roomSchema,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/rooms/{id}',
    tag: 'room-service',
    summary: 'A room by id or slug (past slugs lead to the room too)',
    operation: RoomByRef,
    variables: (request) => ({ ref: id(request) }),
    result: (data) => data.roomByRef,
    responseSchema: roomSchema,
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/rooms/infrastructure',
    tag: 'room-service',
    summary: 'Create a room: you become its owner (slug and name required)',
    auth: true,
    status: 201,
    operation: CreateRoom,
    variables: ({ body }) => ({
      input: {
        ...settingsOf(body, settingKeys.filter((k) => k !== 'liveState' && k !== 'liveAudio')),
        slug: body.slug ?? '',
        name: body.name ?? '',
      } as CreateRoomInput,
    }),
    result: (data) => data.createRoom,
    bodySchema: { ...settingsBody, required: ['slug', 'name'] },
    responseSchema: roomSchema,
  }),
  route({
    method: 'PATCH',
    service: 'room',
    path: '/rooms/{id}',
    tag: 'room-service',
    summary: 'Change settings (owner, coOwner or staff); absent fields stay',
    auth: true,
    operation: UpdateRoom,
    variables: (request) => ({ id: id(request), input: settingsOf(request.body) }),
    result: (data) => data.updateRoom,
    bodySchema: settingsBody,
    responseSchema: roomSchema,
  }),
  route({
    method: 'PATCH',
    service: 'room',
    path: '/rooms/{id}/infrastructure',
    tag: 'room-service',
    summary: 'Change settings (as PATCH /rooms/{id})',
    auth: true,
    operation: UpdateRoom,
    variables: (request) => ({ id: id(request), input: settingsOf(request.body) }),
    result: (data) => data.updateRoom,
    bodySchema: settingsBody,
    responseSchema: roomSchema,
  }),
  route({
    method: 'DELETE',
    service: 'room',
    path: '/rooms/{id}/infrastructure',
    tag: 'room-service',
    summary: 'Delete a room (owner or staff); its clients are told',
    auth: true,
    operation: DeleteRoom,
    variables: (request) => ({ id: id(request) }),
    result: (data) => ({ ...data.deleteRoom, deleted: true }),
  }),
  infrastructure('/rooms/dj-type/{id}/infrastructure', 'djType', ['REST_NOT_ONE_OF', { values: oneOfText(djTypes) }], settingsBody.properties.djType, 'Who may DJ'),
  infrastructure('/rooms/live-audio/{id}/infrastructure', 'liveAudio', ['REST_NOT_BOOLEAN'], settingsBody.properties.liveAudio, 'Live audio on or off'),
  infrastructure('/rooms/live-state/{id}/infrastructure', 'liveState', ['REST_NOT_BOOLEAN'], settingsBody.properties.liveState, 'The room is live, or not'),
  infrastructure(
    '/rooms/dj-seats/{id}/infrastructure',
    'numberOfDjs',
    ['REST_NOT_WHOLE_NUMBER_IN_RANGE', { min: roomLimits.djsMin, max: roomLimits.djsMax }],
    settingsBody.properties.numberOfDjs,
    `The number of DJ seats (${roomLimits.djsMin} to ${roomLimits.djsMax})`,
  ),
  route({
    method: 'PATCH',
    service: 'room',
    path: '/rooms/promote/{id}/infrastructure',
    tag: 'room-service',
    summary: 'Promote a room, or stop (promoteRoom capability with owner or coOwner rights, or staff)',
    auth: true,
    operation: PromoteRoom,
    variables: (request) => ({
      id: id(request),
      promoted: (request.body.promoted ?? true) as boolean,
      providers: (request.body.providers ?? null) as string[] | null,
    }),
    result: (data) => data.promoteRoom,
    bodySchema: {
      type: 'object',
      properties: {
        promoted: { type: 'boolean', default: true },
        providers: { type: 'array', items: { type: 'string' }, description: 'music providers targeted; none: all' },
      },
    },
    responseSchema: roomSchema,
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/rooms/{id}/pinned-messages',
    tag: 'room-service',
    summary: 'Replace the pinned messages (at most 5): owner, coOwner, room moderator or staff',
    auth: true,
    operation: PinMessages,
    variables: (request) => ({ id: id(request), messages: pinnedItems(request.body) }),
    result: (data) => data.setRoomPinnedMessages,
    bodySchema: {
      type: 'object',
      properties: {
        pinnedMessages: {
          type: 'array',
          maxItems: 5,
          items: {
            oneOf: [
              { type: 'string' },
              { type: 'object', properties: { messageId: { type: 'string', format: 'uuid' }, text: { type: 'string' } }, required: ['text'] },
            ],
          },
        },
      },
      required: ['pinnedMessages'],
    },
    responseSchema: roomSchema,
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/rooms/{id}/externalUrl',
    tag: 'room-service',
    summary: 'Set (http or https) or remove (null) the room’s external URL',
    auth: true,
    operation: ExternalUrl,
    variables: (request) => {
      const { body } = request;
      const key = 'externalUrl' in body ? 'externalUrl' : 'url';
      if (!(key in body)) throw new RouteInputError('REST_NOT_HTTP_URL_OR_NULL', { name: 'externalUrl' });
      return { id: id(request), url: body[key] as string | null };
    },
    result: (data) => data.setRoomExternalUrl,
    bodySchema: { type: 'object', properties: { externalUrl: { type: ['string', 'null'] } }, required: ['externalUrl'] },
    responseSchema: roomSchema,
  }),
  route({
    method: 'DELETE',
    service: 'room',
    path: '/rooms/{id}/poster',
    tag: 'room-service',
    summary: 'Remove the room’s poster',
    auth: true,
    operation: RemovePoster,
    variables: (request) => ({ id: id(request) }),
    result: (data) => data.removeRoomPoster,
    responseSchema: roomSchema,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/rooms/{id}/poster/{file}',
    tag: 'room-service',
    summary: 'An uploaded poster image',
    operation: PosterFile,
    variables: ({ params }) => ({ roomId: params.id ?? '', file: params.file ?? '' }),
    result: async (data, { storage }) =>
      new RawResponse(data.roomPosterFile.contentType, await storage.get(data.roomPosterFile.storageKey), {
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      }),
  }),

  // Admin -------------------------------------------------------------------------------------------------
  route({
    method: 'GET',
    service: 'room',
    path: '/admin/rooms',
    tag: 'room-service',
    summary: 'Administrators: rooms by a nestjsx list query (fields, s, filter, or, sort, limit, offset, page, cache)',
    auth: true,
    operation: AdminRooms,
    variables: (request) => ({ query: listQueryToInput(adminListQuery(request, adminRoomListFields)) }),
    result: (data, { request }) => nestjsxAnswer(data.adminRooms, request, adminListQuery(request, adminRoomListFields).fields),
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/admin/rooms/{id}',
    tag: 'room-service',
    summary: 'Administrators: a room (fields picks fields)',
    auth: true,
    operation: AdminRoom,
    variables: (request) => ({ id: id(request) }),
    result: (data, { request }) => {
      const fields = request.query.fields;
      const names = typeof fields === 'string' && fields ? fields.split(',').filter((f) => Object.keys(adminRoomListFields).includes(f)) : null;
      return pickFields(data.adminRoom, names);
    },
    responseSchema: roomSchema,
  }),
  route({
    method: 'PATCH',
    service: 'room',
    path: '/rooms/admin/{id}',
    tag: 'room-service',
    summary: 'Administrators: change any room’s settings and promotion (promoted, promotedProviders)',
    auth: true,
    operation: AdminUpdateRoom,
    variables: (request) => ({
      id: id(request),
      input: settingsOf(request.body, [...settingKeys, 'promoted', 'promotedProviders']),
    }),
    result: (data) => data.adminUpdateRoom,
    bodySchema: {
      ...settingsBody,
      properties: { ...settingsBody.properties, promoted: { type: 'boolean' }, promotedProviders: { type: 'array', items: { type: 'string' } } },
    },
    responseSchema: roomSchema,
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/rooms/admin/guest-password',
    tag: 'room-service',
    summary: `Administrators: set the password guests must give to enter rooms (${roomPasswordLimits.min} to ${roomPasswordLimits.max} characters)`,
    auth: true,
    operation: SetGuestPassword,
    variables: ({ body }) => ({ password: required(body, 'password', passwordRefusal) as string }),
    result: () => ({ guestPasswordRequired: true }),
    bodySchema: { type: 'object', properties: { password: { type: 'string' } }, required: ['password'] },
  }),
  route({
    method: 'DELETE',
    service: 'room',
    path: '/rooms/admin/guest-password',
    tag: 'room-service',
    summary: 'Administrators: guests enter without a password again',
    auth: true,
    operation: ClearGuestPassword,
    variables: () => ({}),
    result: (data) => ({ cleared: data.clearGuestPassword, guestPasswordRequired: false }),
  }),
];

/**
 * POST /api/room-service/rooms/{id}/poster: not a route-table entry, because it takes either JSON {url} (one
 * operation) or a multipart image (two operations around a stream of bytes, as song uploads do: see
 * uploads.routes.ts). Multipart parsing is registered for this route only.
 */
export async function registerRoomPosterRoute(app: FastifyInstance, deps: { gateway: GatewayClient; storage: Storage }): Promise<void> {
  const { gateway, storage } = deps;

  await app.register(async (scope) => {
    await scope.register(multipart);
    scope.post(
      `${room}/rooms/:id/poster`,
      {
        schema: {
          summary: 'Set the room’s poster: multipart/form-data with one image `file` (JPEG, PNG, GIF or WebP), or JSON {url}',
          tags: ['room-service'],
          consumes: ['multipart/form-data', 'application/json'],
          security: [{ bearer: [] }],
          response: {
            200: roomSchema,
            default: {
              type: 'object',
              properties: { statusCode: { type: 'integer' }, message: { type: 'string' }, error: { type: 'string' } },
            },
          },
        },
      },
      async (request, reply) => {
        const roomId = (request.params as { id: string }).id;
        const headers = { authorization: request.headers.authorization, forwardedFor: request.ip };

        if (!request.isMultipart()) {
          const body = request.body as Record<string, unknown> | null | undefined;
          if (!body || typeof body !== 'object' || Array.isArray(body) || body.url === undefined) {
            return refuse(reply, 400, catalogue.POSTER_FILE_MISSING.message);
          }
          const set = await gateway.execute(PosterUrl, { id: roomId, url: body.url as string }, headers);
          if (set.errors.length || !set.data) return answerErrors(reply, set);
          return reply.status(200).send(set.data.setRoomPosterUrl);
        }

        const begun = await gateway.execute(BeginPoster, { id: roomId }, headers);
        if (begun.errors.length || !begun.data) return answerErrors(reply, begun);
        const { stagingKey } = begun.data.beginRoomPosterUpload;
        const staged = await stageUpload(request, storage, begun.data.beginRoomPosterUpload);
        if (staged.outcome === 'too-large') return refuse(reply, 413, catalogue.POSTER_TOO_LARGE.message);
        if (staged.outcome === 'missing') return refuse(reply, 400, catalogue.POSTER_FILE_MISSING.message);
        const registered = await gateway.execute(RegisterPoster, { id: roomId, stagingKey }, headers);
        if (registered.errors.length || !registered.data) {
          // The service deletes a file it refuses; this covers a call that never reached it.
          await storage.delete(stagingKey);
          return answerErrors(reply, registered);
        }
        return reply.status(200).send(registered.data.registerRoomPosterUpload);
      },
    );
  });
}
