import { graphql } from '../gql/index.ts';
import { route, type RestRoute } from './route.ts';

const RoomServiceStatus = graphql(`
  query RestRoomServiceStatus {
    roomServiceStatus { service version status database uptimeSeconds time }
  }
`);

const PlaylistServiceStatus = graphql(`
  query RestPlaylistServiceStatus {
    playlistServiceStatus { service version status database uptimeSeconds time }
  }
`);

/** The info-admin status paths (admins). */
export const infoRoutes: RestRoute[] = [
  ...(['/info-admin/status', '/info-admin/room-service-status'] as const).map((path) =>
    route({
      method: 'GET',
      service: 'room',
      path,
      tag: 'room-service',
      summary: 'Admins: the room service’s health (version, database, uptime)',
      auth: true,
      operation: RoomServiceStatus,
      variables: () => ({}),
      result: (data) => data.roomServiceStatus,
    }),
  ),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/info-admin/playlists-service-status',
    tag: 'playlist-service',
    summary: 'Admins: the playlist service’s health (version, database, uptime)',
    auth: true,
    operation: PlaylistServiceStatus,
    variables: () => ({}),
    result: (data) => data.playlistServiceStatus,
  }),
];
