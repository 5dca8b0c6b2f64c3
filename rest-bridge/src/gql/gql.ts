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
    "\n  fragment RestSongPlay on SongPlay {\n    id\n    roomSlug\n    djUuid\n    playedAt\n    voteCounts { up down stars }\n    song { id trackName artistName duration isrc musicProviders { provider id } }\n  }\n": typeof types.RestSongPlayFragmentDoc,
    "\n  query RestRecentSongs($roomSlug: String!, $limit: Int) {\n    recentSongPlays(roomSlug: $roomSlug, limit: $limit) { ...RestSongPlay }\n  }\n": typeof types.RestRecentSongsDocument,
    "\n  mutation RestRecordSongPlay($input: RecordSongPlayInput!) {\n    recordSongPlay(input: $input) { ...RestSongPlay }\n  }\n": typeof types.RestRecordSongPlayDocument,
    "\n  query RestSearch($q: String!, $explicit: Boolean, $country: String, $offset: Int, $limit: Int) {\n    search(q: $q, explicit: $explicit, country: $country, offset: $offset, limit: $limit) {\n      source\n      song { id trackName artistName genre duration isrc explicit status musicProviders { provider id } }\n      track { provider providerId trackName artistName albumName durationSeconds isrc explicit releaseYear thumbnailUrl previewUrl webUrl }\n    }\n  }\n": typeof types.RestSearchDocument,
    "\n  mutation RestImportTrack($input: TrackImportInput!) {\n    importTrack(input: $input) {\n      id\n      trackName\n      artistName\n      genre\n      duration\n      isrc\n      explicit\n      status\n      createdAt\n      musicProviders { provider id }\n    }\n  }\n": typeof types.RestImportTrackDocument,
    "\n  fragment RestUploadedSong on Song {\n    id\n    status\n    trackName\n    artistName\n    albumName\n    genre\n    duration\n    isrc\n    explicit\n    ownerId\n    createdAt\n    streamUrls { provider url }\n  }\n": typeof types.RestUploadedSongFragmentDoc,
    "\n  mutation RestBeginSongUpload {\n    beginSongUpload { stagingKey maxBytes }\n  }\n": typeof types.RestBeginSongUploadDocument,
    "\n  mutation RestRegisterSongUpload($input: RegisterSongUploadInput!) {\n    registerSongUpload(input: $input) { ...RestUploadedSong }\n  }\n": typeof types.RestRegisterSongUploadDocument,
    "\n  mutation RestTranscoderResult($input: TranscoderNotificationInput!) {\n    reportTranscoderResult(input: $input) { ...RestUploadedSong }\n  }\n": typeof types.RestTranscoderResultDocument,
    "\n  query RestSongHlsPlaylist($songId: ID!) {\n    songHlsPlaylist(songId: $songId)\n  }\n": typeof types.RestSongHlsPlaylistDocument,
    "\n  query RestSongHlsKey($songId: ID!) {\n    songHlsKey(songId: $songId) { key }\n  }\n": typeof types.RestSongHlsKeyDocument,
    "\n  query RestSongHlsSegment($songId: ID!, $segment: String!) {\n    songHlsSegment(songId: $songId, segment: $segment) { storageKey contentType }\n  }\n": typeof types.RestSongHlsSegmentDocument,
    "\n  fragment RestSession on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user { id email displayName roles createdAt }\n  }\n": typeof types.RestSessionFragmentDoc,
    "\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) { ...RestSession }\n  }\n": typeof types.RestSignUpDocument,
    "\n  mutation RestLogin($input: LoginInput!) {\n    login(input: $input) { ...RestSession }\n  }\n": typeof types.RestLoginDocument,
    "\n  mutation RestGuestToken {\n    guestToken { accessToken expiresIn guestId }\n  }\n": typeof types.RestGuestTokenDocument,
    "\n  query RestAuthPublicKey {\n    authPublicKey { algorithm kid pem jwks }\n  }\n": typeof types.RestAuthPublicKeyDocument,
};
const documents: Documents = {
    "\n  fragment RestSongPlay on SongPlay {\n    id\n    roomSlug\n    djUuid\n    playedAt\n    voteCounts { up down stars }\n    song { id trackName artistName duration isrc musicProviders { provider id } }\n  }\n": types.RestSongPlayFragmentDoc,
    "\n  query RestRecentSongs($roomSlug: String!, $limit: Int) {\n    recentSongPlays(roomSlug: $roomSlug, limit: $limit) { ...RestSongPlay }\n  }\n": types.RestRecentSongsDocument,
    "\n  mutation RestRecordSongPlay($input: RecordSongPlayInput!) {\n    recordSongPlay(input: $input) { ...RestSongPlay }\n  }\n": types.RestRecordSongPlayDocument,
    "\n  query RestSearch($q: String!, $explicit: Boolean, $country: String, $offset: Int, $limit: Int) {\n    search(q: $q, explicit: $explicit, country: $country, offset: $offset, limit: $limit) {\n      source\n      song { id trackName artistName genre duration isrc explicit status musicProviders { provider id } }\n      track { provider providerId trackName artistName albumName durationSeconds isrc explicit releaseYear thumbnailUrl previewUrl webUrl }\n    }\n  }\n": types.RestSearchDocument,
    "\n  mutation RestImportTrack($input: TrackImportInput!) {\n    importTrack(input: $input) {\n      id\n      trackName\n      artistName\n      genre\n      duration\n      isrc\n      explicit\n      status\n      createdAt\n      musicProviders { provider id }\n    }\n  }\n": types.RestImportTrackDocument,
    "\n  fragment RestUploadedSong on Song {\n    id\n    status\n    trackName\n    artistName\n    albumName\n    genre\n    duration\n    isrc\n    explicit\n    ownerId\n    createdAt\n    streamUrls { provider url }\n  }\n": types.RestUploadedSongFragmentDoc,
    "\n  mutation RestBeginSongUpload {\n    beginSongUpload { stagingKey maxBytes }\n  }\n": types.RestBeginSongUploadDocument,
    "\n  mutation RestRegisterSongUpload($input: RegisterSongUploadInput!) {\n    registerSongUpload(input: $input) { ...RestUploadedSong }\n  }\n": types.RestRegisterSongUploadDocument,
    "\n  mutation RestTranscoderResult($input: TranscoderNotificationInput!) {\n    reportTranscoderResult(input: $input) { ...RestUploadedSong }\n  }\n": types.RestTranscoderResultDocument,
    "\n  query RestSongHlsPlaylist($songId: ID!) {\n    songHlsPlaylist(songId: $songId)\n  }\n": types.RestSongHlsPlaylistDocument,
    "\n  query RestSongHlsKey($songId: ID!) {\n    songHlsKey(songId: $songId) { key }\n  }\n": types.RestSongHlsKeyDocument,
    "\n  query RestSongHlsSegment($songId: ID!, $segment: String!) {\n    songHlsSegment(songId: $songId, segment: $segment) { storageKey contentType }\n  }\n": types.RestSongHlsSegmentDocument,
    "\n  fragment RestSession on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user { id email displayName roles createdAt }\n  }\n": types.RestSessionFragmentDoc,
    "\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) { ...RestSession }\n  }\n": types.RestSignUpDocument,
    "\n  mutation RestLogin($input: LoginInput!) {\n    login(input: $input) { ...RestSession }\n  }\n": types.RestLoginDocument,
    "\n  mutation RestGuestToken {\n    guestToken { accessToken expiresIn guestId }\n  }\n": types.RestGuestTokenDocument,
    "\n  query RestAuthPublicKey {\n    authPublicKey { algorithm kid pem jwks }\n  }\n": types.RestAuthPublicKeyDocument,
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
export function graphql(source: "\n  fragment RestSongPlay on SongPlay {\n    id\n    roomSlug\n    djUuid\n    playedAt\n    voteCounts { up down stars }\n    song { id trackName artistName duration isrc musicProviders { provider id } }\n  }\n"): (typeof documents)["\n  fragment RestSongPlay on SongPlay {\n    id\n    roomSlug\n    djUuid\n    playedAt\n    voteCounts { up down stars }\n    song { id trackName artistName duration isrc musicProviders { provider id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestRecentSongs($roomSlug: String!, $limit: Int) {\n    recentSongPlays(roomSlug: $roomSlug, limit: $limit) { ...RestSongPlay }\n  }\n"): (typeof documents)["\n  query RestRecentSongs($roomSlug: String!, $limit: Int) {\n    recentSongPlays(roomSlug: $roomSlug, limit: $limit) { ...RestSongPlay }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRecordSongPlay($input: RecordSongPlayInput!) {\n    recordSongPlay(input: $input) { ...RestSongPlay }\n  }\n"): (typeof documents)["\n  mutation RestRecordSongPlay($input: RecordSongPlayInput!) {\n    recordSongPlay(input: $input) { ...RestSongPlay }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSearch($q: String!, $explicit: Boolean, $country: String, $offset: Int, $limit: Int) {\n    search(q: $q, explicit: $explicit, country: $country, offset: $offset, limit: $limit) {\n      source\n      song { id trackName artistName genre duration isrc explicit status musicProviders { provider id } }\n      track { provider providerId trackName artistName albumName durationSeconds isrc explicit releaseYear thumbnailUrl previewUrl webUrl }\n    }\n  }\n"): (typeof documents)["\n  query RestSearch($q: String!, $explicit: Boolean, $country: String, $offset: Int, $limit: Int) {\n    search(q: $q, explicit: $explicit, country: $country, offset: $offset, limit: $limit) {\n      source\n      song { id trackName artistName genre duration isrc explicit status musicProviders { provider id } }\n      track { provider providerId trackName artistName albumName durationSeconds isrc explicit releaseYear thumbnailUrl previewUrl webUrl }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestImportTrack($input: TrackImportInput!) {\n    importTrack(input: $input) {\n      id\n      trackName\n      artistName\n      genre\n      duration\n      isrc\n      explicit\n      status\n      createdAt\n      musicProviders { provider id }\n    }\n  }\n"): (typeof documents)["\n  mutation RestImportTrack($input: TrackImportInput!) {\n    importTrack(input: $input) {\n      id\n      trackName\n      artistName\n      genre\n      duration\n      isrc\n      explicit\n      status\n      createdAt\n      musicProviders { provider id }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestUploadedSong on Song {\n    id\n    status\n    trackName\n    artistName\n    albumName\n    genre\n    duration\n    isrc\n    explicit\n    ownerId\n    createdAt\n    streamUrls { provider url }\n  }\n"): (typeof documents)["\n  fragment RestUploadedSong on Song {\n    id\n    status\n    trackName\n    artistName\n    albumName\n    genre\n    duration\n    isrc\n    explicit\n    ownerId\n    createdAt\n    streamUrls { provider url }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestBeginSongUpload {\n    beginSongUpload { stagingKey maxBytes }\n  }\n"): (typeof documents)["\n  mutation RestBeginSongUpload {\n    beginSongUpload { stagingKey maxBytes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRegisterSongUpload($input: RegisterSongUploadInput!) {\n    registerSongUpload(input: $input) { ...RestUploadedSong }\n  }\n"): (typeof documents)["\n  mutation RestRegisterSongUpload($input: RegisterSongUploadInput!) {\n    registerSongUpload(input: $input) { ...RestUploadedSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestTranscoderResult($input: TranscoderNotificationInput!) {\n    reportTranscoderResult(input: $input) { ...RestUploadedSong }\n  }\n"): (typeof documents)["\n  mutation RestTranscoderResult($input: TranscoderNotificationInput!) {\n    reportTranscoderResult(input: $input) { ...RestUploadedSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongHlsPlaylist($songId: ID!) {\n    songHlsPlaylist(songId: $songId)\n  }\n"): (typeof documents)["\n  query RestSongHlsPlaylist($songId: ID!) {\n    songHlsPlaylist(songId: $songId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongHlsKey($songId: ID!) {\n    songHlsKey(songId: $songId) { key }\n  }\n"): (typeof documents)["\n  query RestSongHlsKey($songId: ID!) {\n    songHlsKey(songId: $songId) { key }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongHlsSegment($songId: ID!, $segment: String!) {\n    songHlsSegment(songId: $songId, segment: $segment) { storageKey contentType }\n  }\n"): (typeof documents)["\n  query RestSongHlsSegment($songId: ID!, $segment: String!) {\n    songHlsSegment(songId: $songId, segment: $segment) { storageKey contentType }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestSession on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user { id email displayName roles createdAt }\n  }\n"): (typeof documents)["\n  fragment RestSession on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user { id email displayName roles createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) { ...RestSession }\n  }\n"): (typeof documents)["\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) { ...RestSession }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestLogin($input: LoginInput!) {\n    login(input: $input) { ...RestSession }\n  }\n"): (typeof documents)["\n  mutation RestLogin($input: LoginInput!) {\n    login(input: $input) { ...RestSession }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestGuestToken {\n    guestToken { accessToken expiresIn guestId }\n  }\n"): (typeof documents)["\n  mutation RestGuestToken {\n    guestToken { accessToken expiresIn guestId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAuthPublicKey {\n    authPublicKey { algorithm kid pem jwks }\n  }\n"): (typeof documents)["\n  query RestAuthPublicKey {\n    authPublicKey { algorithm kid pem jwks }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;