import { graphql } from '../gql';

/** What the room page asks the gateway (docs/live-rooms.md). */

export const RoomByRefQuery = graphql(`
  query RoomByRef($ref: String!) {
    roomByRef(ref: $ref) {
      id
      slug
      name
      ownerId
    }
  }
`);

export const JoinRoomMutation = graphql(`
  mutation JoinRoom($roomId: ID!, $password: String, $guestPassword: String) {
    joinRoom(roomId: $roomId, password: $password, guestPassword: $guestPassword) {
      connectionId
      heartbeatSeconds
      myRoomRoles
      room {
        id
        slug
        name
        ownerId
      }
      state {
        seq
        document
      }
    }
  }
`);

export const RoomStateQuery = graphql(`
  query RoomState($roomId: ID!) {
    roomState(roomId: $roomId) {
      seq
      document
    }
  }
`);

export const RoomHeartbeatMutation = graphql(`
  mutation RoomHeartbeat($roomId: ID!, $connectionId: ID!) {
    roomHeartbeat(roomId: $roomId, connectionId: $connectionId)
  }
`);

export const LeaveRoomMutation = graphql(`
  mutation LeaveRoom($roomId: ID!, $connectionId: ID) {
    leaveRoom(roomId: $roomId, connectionId: $connectionId)
  }
`);

export const RoomEventsSubscription = graphql(`
  subscription RoomEvents($roomId: ID!) {
    roomEvents(roomId: $roomId) {
      seq
      kind
      patch
      userId
      data
    }
  }
`);

export const RoomDetailsQuery = graphql(`
  query RoomDetails($id: ID!) {
    room(id: $id) {
      id
      slug
      name
      description
      design
      type
      djType
      numberOfDjs
      ownerId
      externalUrl
      posterUrl
      pinnedMessages {
        text
      }
    }
    roomChatStanding(roomId: $id) {
      canPost
      canModerate
      chatDisabledUntil
      roles
    }
  }
`);

export const RoomUsersQuery = graphql(`
  query RoomUsers($ids: [ID!]!) {
    users(ids: $ids) {
      id
      displayName
      avatarId
      wornAvatar {
        id
        slug
        name
        imageFileId
      }
    }
  }
`);

export const TakeDjSeatMutation = graphql(`
  mutation TakeDjSeat($roomId: ID!) {
    takeDjSeat(roomId: $roomId) {
      seq
    }
  }
`);

export const LeaveDjSeatMutation = graphql(`
  mutation LeaveDjSeat($roomId: ID!, $afterSong: Boolean!) {
    leaveDjSeat(roomId: $roomId, afterSong: $afterSong) {
      seq
    }
  }
`);

export const RemoveDjMutation = graphql(`
  mutation RemoveDj($roomId: ID!, $userId: ID!) {
    removeDj(roomId: $roomId, userId: $userId) {
      seq
    }
  }
`);

export const SkipSongMutation = graphql(`
  mutation SkipSong($roomId: ID!) {
    skipSong(roomId: $roomId) {
      seq
    }
  }
`);

export const VoteSongMutation = graphql(`
  mutation VoteSong($roomId: ID!, $direction: String!) {
    voteSong(roomId: $roomId, direction: $direction) {
      id
      upVotes
      downVotes
    }
  }
`);

export const LikeSongMutation = graphql(`
  mutation LikeSong($roomId: ID!) {
    likeSong(roomId: $roomId) {
      id
      stars
    }
  }
`);

/** Everyone holding a role in the room (staff only): the banned and kicked users among them. */
export const RoomRestrictionsQuery = graphql(`
  query RoomRestrictions($roomId: ID!) {
    roomUserRoles(roomId: $roomId) {
      userId
      user {
        id
        displayName
        avatarId
        wornAvatar {
          id
          slug
          name
          imageFileId
        }
      }
      grants {
        role
        expirationTime
      }
    }
  }
`);

export const GrantRoomRoleMutation = graphql(`
  mutation GrantRoomRole($input: GrantRoomRoleInput!) {
    grantRoomRole(input: $input) {
      userId
      roles
    }
  }
`);

export const RemoveRoomRoleMutation = graphql(`
  mutation RemoveRoomRole($input: RemoveRoomRoleInput!) {
    removeRoomRole(input: $input) {
      userId
      roles
    }
  }
`);

export const RecentSongPlaysQuery = graphql(`
  query RecentSongPlays($roomSlug: String!, $limit: Int) {
    recentSongPlays(roomSlug: $roomSlug, limit: $limit) {
      id
      playedAt
      voteCounts {
        up
        down
      }
      dj {
        id
        displayName
      }
      song {
        id
        trackName
        artistName
      }
    }
  }
`);

export const EndedPlayQuery = graphql(`
  query EndedPlay($id: ID!) {
    roomPlay(id: $id) {
      id
      startedAt
      upVotes
      downVotes
      dj {
        id
        displayName
      }
      song {
        id
        trackName
        artistName
      }
    }
  }
`);
