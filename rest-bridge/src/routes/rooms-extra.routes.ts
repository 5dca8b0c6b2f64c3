import { adminDjListFields } from '@backspin/contracts/admin-lists';
import { listQueryToInput } from '@backspin/platform/list-query';
import { graphql } from '../gql/index.ts';
import type { UserRoomsChangesInput } from '../gql/graphql.ts';
import { adminListQuery, nestjsxAnswer, pickFields } from './admin-list-query.ts';
import { route, RouteInputError, type RestRoute } from './route.ts';

/**
 * The rooms paths of issue 15 (spec 2, §7 "Rooms", "Admin", "Songs and search"): a room's conversation deleted,
 * Discord activity rooms, a user's rooms changed or deleted by administrators, the console's DJs, song metadata.
 *
 * Choices where the spec is silent:
 *  - DELETE /rooms/conversation/{id} (a room id; its staff): {roomId, deleted} (how many messages went).
 *  - GET /rooms/discord/list/{guild}: the guild's room in a list (empty when none); POST /rooms/discord/{guild}: the
 *    guild's room (whether this call created it or it was there), in the rooms paths' shape.
 *  - PATCH /rooms/user/{userId} {type, design, djType, numberOfDjs, liveState, liveAudio, promoted}: every room the
 *    user owns, as changed; DELETE: every room the user owns, as they were. Administrators.
 *  - GET /admin/djs (nestjsx list query) and /admin/djs/{id}: {id, plays, rooms, upVotes, downVotes, firstPlayedAt,
 *    lastPlayedAt, createdAt (the first play)}, the users who have DJ'd.
 *  - POST /metadata {url (also link), isrc}: the catalogue song a provider link points at, or the song with that ISRC.
 */

const DeleteConversation = graphql(`
  mutation RestDeleteRoomConversation($roomId: ID!) {
    deleteRoomConversation(roomId: $roomId)
  }
`);

const DiscordRooms = graphql(`
  query RestDiscordGuildRooms($guild: String!) {
    discordGuildRooms(guild: $guild) { ...RestRoom }
  }
`);

const OpenDiscordRoom = graphql(`
  mutation RestOpenDiscordGuildRoom($guild: String!) {
    openDiscordGuildRoom(guild: $guild) { ...RestRoom }
  }
`);

const UpdateUserRooms = graphql(`
  mutation RestUpdateUserRooms($userId: ID!, $input: UserRoomsChangesInput!) {
    updateUserRooms(userId: $userId, input: $input) { ...RestRoom }
  }
`);

const DeleteUserRooms = graphql(`
  mutation RestDeleteUserRooms($userId: ID!) {
    deleteUserRooms(userId: $userId) { ...RestRoom }
  }
`);

graphql(`
  fragment RestDj on Dj {
    id
    plays
    rooms
    upVotes
    downVotes
    firstPlayedAt
    lastPlayedAt
    lastRoomId
    createdAt
  }
`);

const AdminDjs = graphql(`
  query RestAdminDjs($query: ListQueryInput) {
    allDjs(query: $query) { data { ...RestDj } count total page pageCount }
  }
`);

const AdminDj = graphql(`
  query RestAdminDj($id: ID!) {
    adminDj(id: $id) { ...RestDj }
  }
`);

const SongMetadata = graphql(`
  query RestSongMetadata($link: String, $isrc: String) {
    songMetadata(link: $link, isrc: $isrc) {
      id
      shortId
      trackName
      artistName
      albumName
      releaseYear
      genre
      duration
      isrc
      explicit
      status
      musicProviders { provider id }
      thumbnails { provider url }
      links
      previews
    }
  }
`);

const optional = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** What PATCH /rooms/user/{userId} may change on every room of the user. */
const userRoomsKeys = ['type', 'design', 'djType', 'numberOfDjs', 'liveState', 'liveAudio', 'promoted'] as const satisfies readonly (keyof UserRoomsChangesInput)[];

export const roomExtraRoutes: RestRoute[] = [
  route({
    method: 'DELETE',
    service: 'room',
    path: '/rooms/conversation/{id}',
    tag: 'room-service',
    summary: 'The room’s staff: delete its whole chat history',
    auth: true,
    operation: DeleteConversation,
    variables: ({ params }) => ({ roomId: params.id ?? '' }),
    result: (data, { request }) => ({ roomId: request.params.id, deleted: data.deleteRoomConversation }),
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/rooms/discord/list/{guild}',
    tag: 'room-service',
    summary: 'The room of a Discord guild’s activity, in a list (empty when there is none)',
    operation: DiscordRooms,
    variables: ({ params }) => ({ guild: params.guild ?? '' }),
    result: (data) => data.discordGuildRooms,
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/rooms/discord/{guild}',
    tag: 'room-service',
    summary: 'The room a Discord guild’s activity opens: created once per guild, the first caller owning it',
    auth: true,
    operation: OpenDiscordRoom,
    variables: ({ params }) => ({ guild: params.guild ?? '' }),
    result: (data) => data.openDiscordGuildRoom,
  }),
  route({
    method: 'PATCH',
    service: 'room',
    path: '/rooms/user/{userId}',
    tag: 'room-service',
    summary: 'Administrators: change every room a user owns (type, design, djType, numberOfDjs, liveState, liveAudio, promoted)',
    auth: true,
    operation: UpdateUserRooms,
    variables: ({ params, body }) => {
      const numberOfDjs = body.numberOfDjs;
      if (numberOfDjs !== undefined && numberOfDjs !== null && !Number.isInteger(numberOfDjs)) throw new RouteInputError('INVALID_NUMBER_OF_DJS');
      for (const name of ['liveState', 'liveAudio', 'promoted'] as const) {
        if (body[name] !== undefined && body[name] !== null && typeof body[name] !== 'boolean') throw new RouteInputError('REST_NOT_BOOLEAN', { name });
      }
      // Only the fields present are passed on; the gateway refuses a value of the wrong kind (an unknown type) with a 400.
      const input = Object.fromEntries(userRoomsKeys.filter((k) => body[k] !== undefined).map((k) => [k, body[k]])) as UserRoomsChangesInput;
      return { userId: params.userId ?? '', input };
    },
    result: (data) => data.updateUserRooms,
  }),
  route({
    method: 'DELETE',
    service: 'room',
    path: '/rooms/user/{userId}',
    tag: 'room-service',
    summary: 'Administrators: delete every room a user owns',
    auth: true,
    operation: DeleteUserRooms,
    variables: ({ params }) => ({ userId: params.userId ?? '' }),
    result: (data) => data.deleteUserRooms,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/admin/djs',
    tag: 'room-service',
    summary: 'Administrators: the users who have DJ’d, by a nestjsx list query',
    auth: true,
    operation: AdminDjs,
    variables: (request) => ({ query: listQueryToInput(adminListQuery(request, adminDjListFields)) }),
    result: (data, { request }) => nestjsxAnswer(data.allDjs, request, adminListQuery(request, adminDjListFields).fields),
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/admin/djs/{id}',
    tag: 'room-service',
    summary: 'Administrators: a DJ (fields picks fields)',
    auth: true,
    operation: AdminDj,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    result: (data, { request }) => {
      const fields = request.query.fields;
      const names = typeof fields === 'string' && fields ? fields.split(',').filter((f) => Object.keys(adminDjListFields).includes(f)) : null;
      return pickFields(data.adminDj, names);
    },
  }),
  route({
    method: 'POST',
    service: 'room',
    path: '/metadata',
    tag: 'room-service',
    summary: 'A song’s metadata by a music-provider link (url) or an ISRC, from the catalogue',
    operation: SongMetadata,
    variables: ({ body }) => {
      const link = optional(body.url) ?? optional(body.link);
      const isrc = optional(body.isrc);
      if (!link?.trim() && !isrc?.trim()) throw new RouteInputError('INVALID_METADATA_LOOKUP');
      return { link, isrc };
    },
    result: (data) => data.songMetadata,
  }),
];
