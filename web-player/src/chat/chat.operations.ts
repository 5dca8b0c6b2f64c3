import { graphql } from '../gql';

/** What the room chat asks the gateway (docs/live-rooms.md §5). Every answer carries the same message fields. */

export const ChatMessageFieldsFragment = graphql(`
  fragment ChatMessageFields on ChatMessage {
    id
    roomId
    type
    color
    date
    revision
    lastChange
    deleted
    editedAt
    message
    userUuid
    avatarId
    replyToId
    gif
    media
    imageUrls
    consumableId
    consumable {
      id
      name
      fileUrl
    }
    mentionedUserIds
    replyCount
    author {
      id
      displayName
      roles
    }
    mentions {
      id
      displayName
    }
    replyTo {
      id
      type
      deleted
      message
      userUuid
      author {
        id
        displayName
      }
      imageUrls
      gif
    }
    reactions {
      emoji
      count
      userIds
      users {
        id
        displayName
      }
    }
    songs {
      link
      provider
      songId
      song {
        id
        trackName
        artistName
        thumbnails {
          provider
          url
        }
        chatMusicInfo {
          providerUrls
          trackInfo {
            trackName
            artistName
            albumName
          }
        }
      }
    }
    playlistId
    playlist {
      id
      crateName
      kind
      count
      thumbnails
      userId
      owner {
        id
        displayName
      }
    }
  }
`);

export const ChatHistoryQuery = graphql(`
  query ChatHistory($roomId: ID!, $before: String, $limit: Int) {
    chatMessages(roomId: $roomId, before: $before, limit: $limit) {
      messages {
        ...ChatMessageFields
      }
      nextCursor
    }
  }
`);

export const ChatMessageChangedSubscription = graphql(`
  subscription ChatMessageChanged($roomId: ID!) {
    chatMessageChanged(roomId: $roomId) {
      ...ChatMessageFields
    }
  }
`);

export const SendChatMessageMutation = graphql(`
  mutation SendChatMessage($input: SendChatMessageInput!) {
    sendChatMessage(input: $input) {
      ...ChatMessageFields
    }
  }
`);

export const EditChatMessageMutation = graphql(`
  mutation EditChatMessage($id: ID!, $message: String) {
    editChatMessage(id: $id, message: $message) {
      ...ChatMessageFields
    }
  }
`);

export const DeleteChatMessageMutation = graphql(`
  mutation DeleteChatMessage($id: ID!) {
    deleteChatMessage(id: $id) {
      ...ChatMessageFields
    }
  }
`);

/** The room's staff delete its whole chat history; every open chat empties through the live CLEARED event. */
export const DeleteRoomConversationMutation = graphql(`
  mutation DeleteRoomConversation($roomId: ID!) {
    deleteRoomConversation(roomId: $roomId)
  }
`);

export const ToggleChatReactionMutation = graphql(`
  mutation ToggleChatReaction($messageId: ID!, $emoji: String!) {
    toggleChatReaction(messageId: $messageId, emoji: $emoji) {
      ...ChatMessageFields
    }
  }
`);
