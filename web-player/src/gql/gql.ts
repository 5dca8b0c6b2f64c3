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
    "\n  query PlaybackServerTime {\n    serverTime\n  }\n": typeof types.PlaybackServerTimeDocument,
    "\n  query PlaybackSong($id: ID!) {\n    song(id: $id) {\n      id\n      trackName\n      artistName\n      duration\n      thumbnails {\n        provider\n        url\n      }\n      streamUrls {\n        provider\n        kind\n        url\n      }\n      musicProviders {\n        provider\n        id\n      }\n    }\n  }\n": typeof types.PlaybackSongDocument,
    "\n  query PlaybackSongStream($id: String!, $country: String!, $quality: AudioQuality) {\n    songStream(id: $id, country: $country, quality: $quality) {\n      provider\n      kind\n      url\n      quality\n    }\n  }\n": typeof types.PlaybackSongStreamDocument,
    "\n  mutation RecordPlaybackEvent($input: PlaybackEventInput!) {\n    recordPlaybackEvent(input: $input) {\n      id\n    }\n  }\n": typeof types.RecordPlaybackEventDocument,
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
    "\n  query PlaybackServerTime {\n    serverTime\n  }\n": types.PlaybackServerTimeDocument,
    "\n  query PlaybackSong($id: ID!) {\n    song(id: $id) {\n      id\n      trackName\n      artistName\n      duration\n      thumbnails {\n        provider\n        url\n      }\n      streamUrls {\n        provider\n        kind\n        url\n      }\n      musicProviders {\n        provider\n        id\n      }\n    }\n  }\n": types.PlaybackSongDocument,
    "\n  query PlaybackSongStream($id: String!, $country: String!, $quality: AudioQuality) {\n    songStream(id: $id, country: $country, quality: $quality) {\n      provider\n      kind\n      url\n      quality\n    }\n  }\n": types.PlaybackSongStreamDocument,
    "\n  mutation RecordPlaybackEvent($input: PlaybackEventInput!) {\n    recordPlaybackEvent(input: $input) {\n      id\n    }\n  }\n": types.RecordPlaybackEventDocument,
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
export function graphql(source: "\n  query PlaybackServerTime {\n    serverTime\n  }\n"): (typeof documents)["\n  query PlaybackServerTime {\n    serverTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaybackSong($id: ID!) {\n    song(id: $id) {\n      id\n      trackName\n      artistName\n      duration\n      thumbnails {\n        provider\n        url\n      }\n      streamUrls {\n        provider\n        kind\n        url\n      }\n      musicProviders {\n        provider\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlaybackSong($id: ID!) {\n    song(id: $id) {\n      id\n      trackName\n      artistName\n      duration\n      thumbnails {\n        provider\n        url\n      }\n      streamUrls {\n        provider\n        kind\n        url\n      }\n      musicProviders {\n        provider\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaybackSongStream($id: String!, $country: String!, $quality: AudioQuality) {\n    songStream(id: $id, country: $country, quality: $quality) {\n      provider\n      kind\n      url\n      quality\n    }\n  }\n"): (typeof documents)["\n  query PlaybackSongStream($id: String!, $country: String!, $quality: AudioQuality) {\n    songStream(id: $id, country: $country, quality: $quality) {\n      provider\n      kind\n      url\n      quality\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPlaybackEvent($input: PlaybackEventInput!) {\n    recordPlaybackEvent(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RecordPlaybackEvent($input: PlaybackEventInput!) {\n    recordPlaybackEvent(input: $input) {\n      id\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;