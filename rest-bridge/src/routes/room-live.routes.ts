import { graphql } from '../gql/index.ts';
import { route, type RestRoute } from './route.ts';

const JoinRoom = graphql(`
  mutation RestJoinRoom($roomId: ID!, $password: String, $guestPassword: String) {
    joinRoom(roomId: $roomId, password: $password, guestPassword: $guestPassword) {
      connectionId
      myRoomRoles
      serverTime
      heartbeatSeconds
      room { id slug name description type design djType numberOfDjs }
      state { roomId seq document serverTime }
    }
  }
`);

const RoomState = graphql(`
  query RestRoomState($roomId: ID!) {
    roomState(roomId: $roomId) { roomId seq document serverTime }
  }
`);

const PlayedSeconds = graphql(`
  query RestRoomPlayedSeconds($roomId: ID) {
    roomPlayedSeconds(roomId: $roomId)
  }
`);

export const roomLiveRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'room',
    path: '/rooms/{id}/join',
    tag: 'room-service',
    summary: 'Enter a room (by id or slug): the room, your roles, its live state and seq, the server time',
    auth: true,
    operation: JoinRoom,
    variables: ({ params, body }) => ({
      roomId: params.id ?? '',
      password: typeof body.password === 'string' ? body.password : null,
      guestPassword: typeof body.guestPassword === 'string' ? body.guestPassword : null,
    }),
    result: (data) => data.joinRoom,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/rooms/room-state/{id}',
    tag: 'room-service',
    summary: 'A room’s live state document and its seq',
    operation: RoomState,
    variables: ({ params }) => ({ roomId: params.id ?? '' }),
    result: (data) => data.roomState,
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/rooms/room-played-time/{id}',
    tag: 'room-service',
    summary: 'Staff: seconds of music a room has played',
    auth: true,
    operation: PlayedSeconds,
    variables: ({ params }) => ({ roomId: params.id ?? '' }),
    result: (data, { request }) => ({ roomId: request.params.id, playedSeconds: data.roomPlayedSeconds }),
  }),
  route({
    method: 'GET',
    service: 'room',
    path: '/info-admin/played-seconds',
    tag: 'room-service',
    summary: 'Staff: seconds of music played in all rooms',
    auth: true,
    operation: PlayedSeconds,
    variables: () => ({ roomId: null }),
    result: (data) => ({ playedSeconds: data.roomPlayedSeconds }),
  }),
];
