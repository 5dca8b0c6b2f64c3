/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment UserFields on User {\n    id\n    displayName\n    roles\n    email\n    createdAt\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  fragment SessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user {\n      ...UserFields\n    }\n  }\n": typeof types.SessionFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...SessionFields\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...SessionFields\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation GuestToken {\n    guestToken {\n      accessToken\n      expiresIn\n      guestId\n    }\n  }\n": typeof types.GuestTokenDocument,
    "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n": typeof types.LogoutDocument,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  subscription UserUpdated($userId: ID!) {\n    userUpdated(userId: $userId) {\n      id\n      displayName\n      roles\n    }\n  }\n": typeof types.UserUpdatedDocument,
    "\n  fragment ProfileUserFields on User {\n    id\n    displayName\n    roles\n    avatarId\n    createdAt\n    badges {\n      badge\n      label\n      awardedAt\n    }\n  }\n": typeof types.ProfileUserFieldsFragmentDoc,
    "\n  fragment ProfileCrateFields on Crate {\n    id\n    crateName\n    count\n  }\n": typeof types.ProfileCrateFieldsFragmentDoc,
    "\n  query UserProfile($id: ID!, $limit: Int) {\n    user(id: $id) {\n      ...ProfileUserFields\n    }\n    userRooms(userId: $id, limit: $limit) {\n      ...RoomCardFields\n    }\n    userCrates(userId: $id, limit: $limit) {\n      ...ProfileCrateFields\n    }\n  }\n": typeof types.UserProfileDocument,
    "\n  mutation UpdateAvatar($avatarId: String!) {\n    updateProfile(input: { avatarId: $avatarId }) {\n      ...ProfileUserFields\n    }\n  }\n": typeof types.UpdateAvatarDocument,
    "\n  fragment RoomCardFields on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    posterUrl\n    promoted\n    liveState\n    hasPassword\n  }\n": typeof types.RoomCardFieldsFragmentDoc,
    "\n  fragment RoomSettingsFields on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    djType\n    numberOfDjs\n    externalUrl\n    posterUrl\n    hasPassword\n    ownerId\n    myRoles\n    pinnedMessages {\n      messageId\n      text\n      pinnedBy\n      pinnedAt\n    }\n  }\n": typeof types.RoomSettingsFieldsFragmentDoc,
    "\n  query HomeRooms($limit: Int) {\n    promotedRooms {\n      ...RoomCardFields\n    }\n    publicRooms(limit: $limit) {\n      ...RoomCardFields\n    }\n  }\n": typeof types.HomeRoomsDocument,
    "\n  query MyHomeRooms($limit: Int) {\n    myRooms(limit: $limit) {\n      ...RoomCardFields\n    }\n    recentRooms {\n      ...RoomCardFields\n    }\n  }\n": typeof types.MyHomeRoomsDocument,
    "\n  query SearchRooms($query: String!, $limit: Int) {\n    searchRooms(query: $query, limit: $limit) {\n      ...RoomCardFields\n    }\n  }\n": typeof types.SearchRoomsDocument,
    "\n  mutation CreateRoom($input: CreateRoomInput!) {\n    createRoom(input: $input) {\n      ...RoomCardFields\n    }\n  }\n": typeof types.CreateRoomDocument,
    "\n  query RoomSettings($slug: String!) {\n    roomBySlug(slug: $slug) {\n      ...RoomSettingsFields\n    }\n  }\n": typeof types.RoomSettingsDocument,
    "\n  mutation UpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n    updateRoom(id: $id, input: $input) {\n      ...RoomSettingsFields\n    }\n  }\n": typeof types.UpdateRoomDocument,
    "\n  mutation SetRoomPinnedMessages($id: ID!, $messages: [PinnedMessageInput!]!) {\n    setRoomPinnedMessages(id: $id, messages: $messages) {\n      ...RoomSettingsFields\n    }\n  }\n": typeof types.SetRoomPinnedMessagesDocument,
    "\n  mutation SetRoomPosterUrl($id: ID!, $url: String!) {\n    setRoomPosterUrl(id: $id, url: $url) {\n      ...RoomSettingsFields\n    }\n  }\n": typeof types.SetRoomPosterUrlDocument,
    "\n  mutation RemoveRoomPoster($id: ID!) {\n    removeRoomPoster(id: $id) {\n      ...RoomSettingsFields\n    }\n  }\n": typeof types.RemoveRoomPosterDocument,
    "\n  mutation ResetRoom($id: ID!) {\n    resetRoom(id: $id) {\n      id\n    }\n  }\n": typeof types.ResetRoomDocument,
    "\n  mutation DeleteRoom($id: ID!) {\n    deleteRoom(id: $id) {\n      id\n      slug\n    }\n  }\n": typeof types.DeleteRoomDocument,
};
const documents: Documents = {
    "\n  fragment UserFields on User {\n    id\n    displayName\n    roles\n    email\n    createdAt\n  }\n": types.UserFieldsFragmentDoc,
    "\n  fragment SessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user {\n      ...UserFields\n    }\n  }\n": types.SessionFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...SessionFields\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...SessionFields\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation GuestToken {\n    guestToken {\n      accessToken\n      expiresIn\n      guestId\n    }\n  }\n": types.GuestTokenDocument,
    "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n": types.LogoutDocument,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  subscription UserUpdated($userId: ID!) {\n    userUpdated(userId: $userId) {\n      id\n      displayName\n      roles\n    }\n  }\n": types.UserUpdatedDocument,
    "\n  fragment ProfileUserFields on User {\n    id\n    displayName\n    roles\n    avatarId\n    createdAt\n    badges {\n      badge\n      label\n      awardedAt\n    }\n  }\n": types.ProfileUserFieldsFragmentDoc,
    "\n  fragment ProfileCrateFields on Crate {\n    id\n    crateName\n    count\n  }\n": types.ProfileCrateFieldsFragmentDoc,
    "\n  query UserProfile($id: ID!, $limit: Int) {\n    user(id: $id) {\n      ...ProfileUserFields\n    }\n    userRooms(userId: $id, limit: $limit) {\n      ...RoomCardFields\n    }\n    userCrates(userId: $id, limit: $limit) {\n      ...ProfileCrateFields\n    }\n  }\n": types.UserProfileDocument,
    "\n  mutation UpdateAvatar($avatarId: String!) {\n    updateProfile(input: { avatarId: $avatarId }) {\n      ...ProfileUserFields\n    }\n  }\n": types.UpdateAvatarDocument,
    "\n  fragment RoomCardFields on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    posterUrl\n    promoted\n    liveState\n    hasPassword\n  }\n": types.RoomCardFieldsFragmentDoc,
    "\n  fragment RoomSettingsFields on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    djType\n    numberOfDjs\n    externalUrl\n    posterUrl\n    hasPassword\n    ownerId\n    myRoles\n    pinnedMessages {\n      messageId\n      text\n      pinnedBy\n      pinnedAt\n    }\n  }\n": types.RoomSettingsFieldsFragmentDoc,
    "\n  query HomeRooms($limit: Int) {\n    promotedRooms {\n      ...RoomCardFields\n    }\n    publicRooms(limit: $limit) {\n      ...RoomCardFields\n    }\n  }\n": types.HomeRoomsDocument,
    "\n  query MyHomeRooms($limit: Int) {\n    myRooms(limit: $limit) {\n      ...RoomCardFields\n    }\n    recentRooms {\n      ...RoomCardFields\n    }\n  }\n": types.MyHomeRoomsDocument,
    "\n  query SearchRooms($query: String!, $limit: Int) {\n    searchRooms(query: $query, limit: $limit) {\n      ...RoomCardFields\n    }\n  }\n": types.SearchRoomsDocument,
    "\n  mutation CreateRoom($input: CreateRoomInput!) {\n    createRoom(input: $input) {\n      ...RoomCardFields\n    }\n  }\n": types.CreateRoomDocument,
    "\n  query RoomSettings($slug: String!) {\n    roomBySlug(slug: $slug) {\n      ...RoomSettingsFields\n    }\n  }\n": types.RoomSettingsDocument,
    "\n  mutation UpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n    updateRoom(id: $id, input: $input) {\n      ...RoomSettingsFields\n    }\n  }\n": types.UpdateRoomDocument,
    "\n  mutation SetRoomPinnedMessages($id: ID!, $messages: [PinnedMessageInput!]!) {\n    setRoomPinnedMessages(id: $id, messages: $messages) {\n      ...RoomSettingsFields\n    }\n  }\n": types.SetRoomPinnedMessagesDocument,
    "\n  mutation SetRoomPosterUrl($id: ID!, $url: String!) {\n    setRoomPosterUrl(id: $id, url: $url) {\n      ...RoomSettingsFields\n    }\n  }\n": types.SetRoomPosterUrlDocument,
    "\n  mutation RemoveRoomPoster($id: ID!) {\n    removeRoomPoster(id: $id) {\n      ...RoomSettingsFields\n    }\n  }\n": types.RemoveRoomPosterDocument,
    "\n  mutation ResetRoom($id: ID!) {\n    resetRoom(id: $id) {\n      id\n    }\n  }\n": types.ResetRoomDocument,
    "\n  mutation DeleteRoom($id: ID!) {\n    deleteRoom(id: $id) {\n      id\n      slug\n    }\n  }\n": types.DeleteRoomDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id\n    displayName\n    roles\n    email\n    createdAt\n  }\n"): (typeof documents)["\n  fragment UserFields on User {\n    id\n    displayName\n    roles\n    email\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  fragment SessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GuestToken {\n    guestToken {\n      accessToken\n      expiresIn\n      guestId\n    }\n  }\n"): (typeof documents)["\n  mutation GuestToken {\n    guestToken {\n      accessToken\n      expiresIn\n      guestId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n"): (typeof documents)["\n  mutation Logout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UserUpdated($userId: ID!) {\n    userUpdated(userId: $userId) {\n      id\n      displayName\n      roles\n    }\n  }\n"): (typeof documents)["\n  subscription UserUpdated($userId: ID!) {\n    userUpdated(userId: $userId) {\n      id\n      displayName\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileUserFields on User {\n    id\n    displayName\n    roles\n    avatarId\n    createdAt\n    badges {\n      badge\n      label\n      awardedAt\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileUserFields on User {\n    id\n    displayName\n    roles\n    avatarId\n    createdAt\n    badges {\n      badge\n      label\n      awardedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileCrateFields on Crate {\n    id\n    crateName\n    count\n  }\n"): (typeof documents)["\n  fragment ProfileCrateFields on Crate {\n    id\n    crateName\n    count\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserProfile($id: ID!, $limit: Int) {\n    user(id: $id) {\n      ...ProfileUserFields\n    }\n    userRooms(userId: $id, limit: $limit) {\n      ...RoomCardFields\n    }\n    userCrates(userId: $id, limit: $limit) {\n      ...ProfileCrateFields\n    }\n  }\n"): (typeof documents)["\n  query UserProfile($id: ID!, $limit: Int) {\n    user(id: $id) {\n      ...ProfileUserFields\n    }\n    userRooms(userId: $id, limit: $limit) {\n      ...RoomCardFields\n    }\n    userCrates(userId: $id, limit: $limit) {\n      ...ProfileCrateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAvatar($avatarId: String!) {\n    updateProfile(input: { avatarId: $avatarId }) {\n      ...ProfileUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAvatar($avatarId: String!) {\n    updateProfile(input: { avatarId: $avatarId }) {\n      ...ProfileUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoomCardFields on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    posterUrl\n    promoted\n    liveState\n    hasPassword\n  }\n"): (typeof documents)["\n  fragment RoomCardFields on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    posterUrl\n    promoted\n    liveState\n    hasPassword\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoomSettingsFields on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    djType\n    numberOfDjs\n    externalUrl\n    posterUrl\n    hasPassword\n    ownerId\n    myRoles\n    pinnedMessages {\n      messageId\n      text\n      pinnedBy\n      pinnedAt\n    }\n  }\n"): (typeof documents)["\n  fragment RoomSettingsFields on Room {\n    id\n    slug\n    name\n    description\n    type\n    design\n    djType\n    numberOfDjs\n    externalUrl\n    posterUrl\n    hasPassword\n    ownerId\n    myRoles\n    pinnedMessages {\n      messageId\n      text\n      pinnedBy\n      pinnedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRooms($limit: Int) {\n    promotedRooms {\n      ...RoomCardFields\n    }\n    publicRooms(limit: $limit) {\n      ...RoomCardFields\n    }\n  }\n"): (typeof documents)["\n  query HomeRooms($limit: Int) {\n    promotedRooms {\n      ...RoomCardFields\n    }\n    publicRooms(limit: $limit) {\n      ...RoomCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyHomeRooms($limit: Int) {\n    myRooms(limit: $limit) {\n      ...RoomCardFields\n    }\n    recentRooms {\n      ...RoomCardFields\n    }\n  }\n"): (typeof documents)["\n  query MyHomeRooms($limit: Int) {\n    myRooms(limit: $limit) {\n      ...RoomCardFields\n    }\n    recentRooms {\n      ...RoomCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchRooms($query: String!, $limit: Int) {\n    searchRooms(query: $query, limit: $limit) {\n      ...RoomCardFields\n    }\n  }\n"): (typeof documents)["\n  query SearchRooms($query: String!, $limit: Int) {\n    searchRooms(query: $query, limit: $limit) {\n      ...RoomCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRoom($input: CreateRoomInput!) {\n    createRoom(input: $input) {\n      ...RoomCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRoom($input: CreateRoomInput!) {\n    createRoom(input: $input) {\n      ...RoomCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomSettings($slug: String!) {\n    roomBySlug(slug: $slug) {\n      ...RoomSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query RoomSettings($slug: String!) {\n    roomBySlug(slug: $slug) {\n      ...RoomSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n    updateRoom(id: $id, input: $input) {\n      ...RoomSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRoom($id: ID!, $input: UpdateRoomInput!) {\n    updateRoom(id: $id, input: $input) {\n      ...RoomSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRoomPinnedMessages($id: ID!, $messages: [PinnedMessageInput!]!) {\n    setRoomPinnedMessages(id: $id, messages: $messages) {\n      ...RoomSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetRoomPinnedMessages($id: ID!, $messages: [PinnedMessageInput!]!) {\n    setRoomPinnedMessages(id: $id, messages: $messages) {\n      ...RoomSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRoomPosterUrl($id: ID!, $url: String!) {\n    setRoomPosterUrl(id: $id, url: $url) {\n      ...RoomSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetRoomPosterUrl($id: ID!, $url: String!) {\n    setRoomPosterUrl(id: $id, url: $url) {\n      ...RoomSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveRoomPoster($id: ID!) {\n    removeRoomPoster(id: $id) {\n      ...RoomSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveRoomPoster($id: ID!) {\n    removeRoomPoster(id: $id) {\n      ...RoomSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetRoom($id: ID!) {\n    resetRoom(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ResetRoom($id: ID!) {\n    resetRoom(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRoom($id: ID!) {\n    deleteRoom(id: $id) {\n      id\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRoom($id: ID!) {\n    deleteRoom(id: $id) {\n      id\n      slug\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;