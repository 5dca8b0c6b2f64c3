import { graphql } from '../gql';

/** What the rooms pages ask the gateway (codegen collects these into src/gql/). */

export const RoomCardFieldsFragment = graphql(`
  fragment RoomCardFields on Room {
    id
    slug
    name
    description
    type
    design
    posterUrl
    promoted
    liveState
    hasPassword
    listenerCount
  }
`);

export const RoomSettingsFieldsFragment = graphql(`
  fragment RoomSettingsFields on Room {
    id
    slug
    name
    description
    type
    design
    djType
    numberOfDjs
    externalUrl
    posterUrl
    hasPassword
    ownerId
    myRoles
    pinnedMessages {
      messageId
      text
      pinnedBy
      pinnedAt
    }
  }
`);

/** The lists anyone may read: public rooms and promoted rooms. */
export const HomeRoomsQuery = graphql(`
  query HomeRooms($limit: Int) {
    promotedRooms {
      ...RoomCardFields
    }
    publicRooms(limit: $limit) {
      ...RoomCardFields
    }
  }
`);

/** A signed-in user's own lists: rooms they own or help run, and the ones they visited lately. */
export const MyHomeRoomsQuery = graphql(`
  query MyHomeRooms($limit: Int) {
    myRooms(limit: $limit) {
      ...RoomCardFields
    }
    recentRooms {
      ...RoomCardFields
    }
  }
`);

/** Public rooms whose name, slug or description contains the term (promoted first, then busiest, then newest). */
export const SearchRoomsQuery = graphql(`
  query SearchRooms($query: String!, $limit: Int) {
    searchRooms(query: $query, limit: $limit) {
      ...RoomCardFields
    }
  }
`);

export const CreateRoomMutation = graphql(`
  mutation CreateRoom($input: CreateRoomInput!) {
    createRoom(input: $input) {
      ...RoomCardFields
    }
  }
`);

export const RoomSettingsQuery = graphql(`
  query RoomSettings($slug: String!) {
    roomBySlug(slug: $slug) {
      ...RoomSettingsFields
    }
  }
`);

export const UpdateRoomMutation = graphql(`
  mutation UpdateRoom($id: ID!, $input: UpdateRoomInput!) {
    updateRoom(id: $id, input: $input) {
      ...RoomSettingsFields
    }
  }
`);

export const SetRoomPinnedMessagesMutation = graphql(`
  mutation SetRoomPinnedMessages($id: ID!, $messages: [PinnedMessageInput!]!) {
    setRoomPinnedMessages(id: $id, messages: $messages) {
      ...RoomSettingsFields
    }
  }
`);

export const SetRoomPosterUrlMutation = graphql(`
  mutation SetRoomPosterUrl($id: ID!, $url: String!) {
    setRoomPosterUrl(id: $id, url: $url) {
      ...RoomSettingsFields
    }
  }
`);

export const RemoveRoomPosterMutation = graphql(`
  mutation RemoveRoomPoster($id: ID!) {
    removeRoomPoster(id: $id) {
      ...RoomSettingsFields
    }
  }
`);

export const ResetRoomMutation = graphql(`
  mutation ResetRoom($id: ID!) {
    resetRoom(id: $id) {
      id
    }
  }
`);

export const DeleteRoomMutation = graphql(`
  mutation DeleteRoom($id: ID!) {
    deleteRoom(id: $id) {
      id
      slug
    }
  }
`);
