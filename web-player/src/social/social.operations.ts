import { graphql } from '../gql';

/**
 * What the social screens ask the gateway: friends and friend invitations, DJ follows (fans), blocked users, the
 * in-app notifications with their settings, and the browser's push subscription (a `web` device).
 */

export const SocialUserFieldsFragment = graphql(`
  fragment SocialUserFields on User {
    id
    displayName
    avatarId
  }
`);

export const FriendInvitationFieldsFragment = graphql(`
  fragment FriendInvitationFields on FriendInvitation {
    id
    senderId
    recipientId
    invitationStatus
    createdAt
    sender {
      ...SocialUserFields
    }
    recipient {
      ...SocialUserFields
    }
  }
`);

/** The friends page: your friends, invitations to you and from you (pending ones, newest first). */
export const FriendsPageQuery = graphql(`
  query FriendsPage($limit: Int!) {
    friends(query: { limit: $limit }) {
      data {
        id
        friendId
        createdAt
        friend {
          ...SocialUserFields
        }
      }
      total
    }
    friendInvitationsForMe(query: { limit: $limit }) {
      data {
        ...FriendInvitationFields
      }
      total
    }
    friendInvitationsFromMe(query: { limit: $limit }) {
      data {
        ...FriendInvitationFields
      }
      total
    }
  }
`);

export const SendFriendInvitationMutation = graphql(`
  mutation SendFriendInvitation($userId: ID!) {
    sendFriendInvitation(userId: $userId) {
      ...FriendInvitationFields
    }
  }
`);

export const HandleFriendInvitationMutation = graphql(`
  mutation HandleFriendInvitation($id: ID!, $status: FriendInvitationStatus!) {
    handleFriendInvitation(id: $id, status: $status) {
      ...FriendInvitationFields
    }
  }
`);

export const CancelFriendInvitationMutation = graphql(`
  mutation CancelFriendInvitation($id: ID!) {
    cancelFriendInvitation(id: $id) {
      ...FriendInvitationFields
    }
  }
`);

export const RemoveFriendMutation = graphql(`
  mutation RemoveFriend($id: ID!) {
    removeFriend(id: $id) {
      id
      friendId
    }
  }
`);

/**
 * How you stand with a user, for their profile: friends or not (their ids among yours), pending invitations either
 * way, whether you blocked them, whether you follow them as a DJ and how many fans they have.
 */
export const RelationshipQuery = graphql(`
  query Relationship($limit: Int!) {
    friendsUuids {
      friendsUuids
    }
    friendInvitationsForMe(query: { limit: $limit }) {
      data {
        id
        senderId
      }
    }
    friendInvitationsFromMe(query: { limit: $limit }) {
      data {
        id
        recipientId
      }
    }
    blockedUsers(query: { limit: $limit }) {
      data {
        id
        blockedUserId
      }
    }
  }
`);

export const DjFollowQuery = graphql(`
  query DjFollow($djId: ID!) {
    myDjFollow(djId: $djId) {
      id
      notify
    }
    djFanCount(djId: $djId)
  }
`);

export const DjFanCountQuery = graphql(`
  query DjFanCount($djId: ID!) {
    djFanCount(djId: $djId)
  }
`);

export const FollowDjMutation = graphql(`
  mutation FollowDj($djId: ID!) {
    followDj(djId: $djId) {
      id
      djId
      notify
    }
  }
`);

export const UnfollowDjMutation = graphql(`
  mutation UnfollowDj($djId: ID!) {
    unfollowDj(djId: $djId) {
      id
      djId
    }
  }
`);

/** A user's fans and the DJs they follow (the ids; the names are asked with UsersByIdsQuery). */
export const FansAndFollowedQuery = graphql(`
  query FansAndFollowed($userId: ID!, $take: Int!) {
    djFans(djId: $userId, take: $take) {
      items {
        id
        fanId
      }
      total
    }
    djsFollowed(userId: $userId, take: $take) {
      items {
        id
        djId
      }
      total
    }
  }
`);

export const BlockedUsersQuery = graphql(`
  query BlockedUsers($limit: Int!) {
    blockedUsers(query: { limit: $limit }) {
      data {
        id
        blockedUserId
        createdAt
        user {
          ...SocialUserFields
        }
      }
      total
    }
  }
`);

export const BlockUserMutation = graphql(`
  mutation BlockUser($userId: ID!) {
    blockUser(userId: $userId) {
      id
      blockedUserId
    }
  }
`);

export const UnblockUserMutation = graphql(`
  mutation UnblockUser($id: ID!) {
    unblockUser(id: $id) {
      id
      blockedUserId
    }
  }
`);

/** The in-app list (newest first) and your settings. */
export const NotificationsQuery = graphql(`
  query Notifications($limit: Int) {
    myNotifications(limit: $limit) {
      id
      kind
      title
      body
      data
      createdAt
    }
    notificationSettings {
      push
      djFans
      messages
      eventReminders
    }
  }
`);

export const UpdateNotificationSettingsMutation = graphql(`
  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      push
      djFans
      messages
      eventReminders
    }
  }
`);

/** The VAPID public key the browser subscribes with (null: the server sends browsers no pushes). */
export const WebPushPublicKeyQuery = graphql(`
  query WebPushPublicKey {
    webPushPublicKey
  }
`);

export const RegisterWebDeviceMutation = graphql(`
  mutation RegisterWebDevice($subscription: WebPushSubscriptionInput!) {
    registerDevice(input: { devicePlatform: "web", subscription: $subscription }) {
      id
      devicePlatform
      token
    }
  }
`);

export const RemoveDeviceMutation = graphql(`
  mutation RemoveDevice($token: String!) {
    removeDevice(token: $token) {
      id
      token
    }
  }
`);

/** Names and avatars for a list of user ids, in the order asked. */
export const SocialUsersQuery = graphql(`
  query SocialUsers($ids: [ID!]!) {
    users(ids: $ids) {
      ...SocialUserFields
    }
  }
`);

/**
 * The typenames the social queries depend on, for urql's document cache: a mutation answering one of them (a follow,
 * an invitation, a friendship, a block) refreshes every social query on screen, lists that were empty included.
 */
export const socialQueryContext = { additionalTypenames: ['DjFan', 'Friend', 'FriendInvitation', 'BlockedUser', 'FriendsList'] };
