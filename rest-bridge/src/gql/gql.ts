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
    "\n  fragment RestArtist on Artist {\n    id\n    shortId\n    name\n  }\n": typeof types.RestArtistFragmentDoc,
    "\n  fragment RestAlbum on Album {\n    id\n    shortId\n    name\n    artistId\n    artistName\n    releaseYear\n  }\n": typeof types.RestAlbumFragmentDoc,
    "\n  fragment RestSong on Song {\n    id\n    shortId\n    trackName\n    artistName\n    genre\n    duration\n    isrc\n    explicit\n    status\n    musicProviders { provider id }\n    thumbnails { provider url }\n    links\n    previews\n    streamUrls { provider kind url }\n    albumName\n    releaseYear\n    albumId\n    artistId\n    album { ...RestAlbum }\n    artist { ...RestArtist }\n    ownerId\n    tags\n    createdAt\n    updatedAt\n  }\n": typeof types.RestSongFragmentDoc,
    "\n  query RestSongs($filter: SongFilterInput, $orderBy: SongOrderInput, $limit: Int, $offset: Int) {\n    songs(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) { ...RestSong }\n  }\n": typeof types.RestSongsDocument,
    "\n  query RestSongById($id: ID!) {\n    song(id: $id) { ...RestSong }\n  }\n": typeof types.RestSongByIdDocument,
    "\n  query RestPublicSongs($limit: Int, $offset: Int) {\n    publicSongs(limit: $limit, offset: $offset) { ...RestSong }\n  }\n": typeof types.RestPublicSongsDocument,
    "\n  query RestMySongs($verified: Boolean, $limit: Int, $offset: Int) {\n    mySongs(verified: $verified, limit: $limit, offset: $offset) { ...RestSong }\n  }\n": typeof types.RestMySongsDocument,
    "\n  mutation RestUpdateSong($id: ID!, $input: UpdateSongInput!) {\n    updateSong(id: $id, input: $input) { ...RestSong }\n  }\n": typeof types.RestUpdateSongDocument,
    "\n  mutation RestDeleteSong($id: ID!) {\n    deleteSong(id: $id)\n  }\n": typeof types.RestDeleteSongDocument,
    "\n  query RestAlbums($take: Int, $skip: Int) {\n    albums(take: $take, skip: $skip) { ...RestAlbum }\n  }\n": typeof types.RestAlbumsDocument,
    "\n  query RestAlbumSongs($shortId: String!) {\n    album(shortId: $shortId) { songs { ...RestSong } }\n  }\n": typeof types.RestAlbumSongsDocument,
    "\n  query RestSongsOnAlbums($take: Int, $skip: Int) {\n    songsOnAlbums(take: $take, skip: $skip) { ...RestSong }\n  }\n": typeof types.RestSongsOnAlbumsDocument,
    "\n  query RestSongByShortId($shortId: String!) {\n    songByShortId(shortId: $shortId) { ...RestSong }\n  }\n": typeof types.RestSongByShortIdDocument,
    "\n  query RestArtists($take: Int, $skip: Int) {\n    artists(take: $take, skip: $skip) { ...RestArtist }\n  }\n": typeof types.RestArtistsDocument,
    "\n  query RestAlbumsByArtists($artists: [String!]!) {\n    albumsByArtists(artists: $artists) { ...RestAlbum }\n  }\n": typeof types.RestAlbumsByArtistsDocument,
    "\n  query RestArtistAlbums($shortId: String!) {\n    artist(shortId: $shortId) { albums { ...RestAlbum } }\n  }\n": typeof types.RestArtistAlbumsDocument,
    "\n  query RestSongByLink($link: String!) {\n    songByLink(link: $link) { ...RestSong }\n  }\n": typeof types.RestSongByLinkDocument,
    "\n  query RestSongByProviderId($provider: MusicProvider!, $providerSongId: String!) {\n    songByProviderId(provider: $provider, providerSongId: $providerSongId) { ...RestSong }\n  }\n": typeof types.RestSongByProviderIdDocument,
    "\n  query RestSongProviderIds($provider: MusicProvider!, $providerSongId: String!) {\n    songProviderIds(provider: $provider, providerSongId: $providerSongId) { provider id }\n  }\n": typeof types.RestSongProviderIdsDocument,
    "\n  query RestSongByProviderIdForService($provider: MusicProvider!, $providerSongId: String!) {\n    songByProviderIdForService(provider: $provider, providerSongId: $providerSongId) { ...RestSong }\n  }\n": typeof types.RestSongByProviderIdForServiceDocument,
    "\n  query RestSongStream($country: String!, $id: String!, $quality: AudioQuality) {\n    songStream(country: $country, id: $id, quality: $quality) { songId provider kind url quality country }\n  }\n": typeof types.RestSongStreamDocument,
    "\n  query RestSongPreview($country: String!, $id: String!) {\n    songPreview(country: $country, id: $id) { songId url country }\n  }\n": typeof types.RestSongPreviewDocument,
    "\n  mutation RestMigrateSongLinks {\n    migrateSongLinks { scanned updated providerIdsNormalised conflicts }\n  }\n": typeof types.RestMigrateSongLinksDocument,
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
    "\n  fragment RestArtist on Artist {\n    id\n    shortId\n    name\n  }\n": types.RestArtistFragmentDoc,
    "\n  fragment RestAlbum on Album {\n    id\n    shortId\n    name\n    artistId\n    artistName\n    releaseYear\n  }\n": types.RestAlbumFragmentDoc,
    "\n  fragment RestSong on Song {\n    id\n    shortId\n    trackName\n    artistName\n    genre\n    duration\n    isrc\n    explicit\n    status\n    musicProviders { provider id }\n    thumbnails { provider url }\n    links\n    previews\n    streamUrls { provider kind url }\n    albumName\n    releaseYear\n    albumId\n    artistId\n    album { ...RestAlbum }\n    artist { ...RestArtist }\n    ownerId\n    tags\n    createdAt\n    updatedAt\n  }\n": types.RestSongFragmentDoc,
    "\n  query RestSongs($filter: SongFilterInput, $orderBy: SongOrderInput, $limit: Int, $offset: Int) {\n    songs(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) { ...RestSong }\n  }\n": types.RestSongsDocument,
    "\n  query RestSongById($id: ID!) {\n    song(id: $id) { ...RestSong }\n  }\n": types.RestSongByIdDocument,
    "\n  query RestPublicSongs($limit: Int, $offset: Int) {\n    publicSongs(limit: $limit, offset: $offset) { ...RestSong }\n  }\n": types.RestPublicSongsDocument,
    "\n  query RestMySongs($verified: Boolean, $limit: Int, $offset: Int) {\n    mySongs(verified: $verified, limit: $limit, offset: $offset) { ...RestSong }\n  }\n": types.RestMySongsDocument,
    "\n  mutation RestUpdateSong($id: ID!, $input: UpdateSongInput!) {\n    updateSong(id: $id, input: $input) { ...RestSong }\n  }\n": types.RestUpdateSongDocument,
    "\n  mutation RestDeleteSong($id: ID!) {\n    deleteSong(id: $id)\n  }\n": types.RestDeleteSongDocument,
    "\n  query RestAlbums($take: Int, $skip: Int) {\n    albums(take: $take, skip: $skip) { ...RestAlbum }\n  }\n": types.RestAlbumsDocument,
    "\n  query RestAlbumSongs($shortId: String!) {\n    album(shortId: $shortId) { songs { ...RestSong } }\n  }\n": types.RestAlbumSongsDocument,
    "\n  query RestSongsOnAlbums($take: Int, $skip: Int) {\n    songsOnAlbums(take: $take, skip: $skip) { ...RestSong }\n  }\n": types.RestSongsOnAlbumsDocument,
    "\n  query RestSongByShortId($shortId: String!) {\n    songByShortId(shortId: $shortId) { ...RestSong }\n  }\n": types.RestSongByShortIdDocument,
    "\n  query RestArtists($take: Int, $skip: Int) {\n    artists(take: $take, skip: $skip) { ...RestArtist }\n  }\n": types.RestArtistsDocument,
    "\n  query RestAlbumsByArtists($artists: [String!]!) {\n    albumsByArtists(artists: $artists) { ...RestAlbum }\n  }\n": types.RestAlbumsByArtistsDocument,
    "\n  query RestArtistAlbums($shortId: String!) {\n    artist(shortId: $shortId) { albums { ...RestAlbum } }\n  }\n": types.RestArtistAlbumsDocument,
    "\n  query RestSongByLink($link: String!) {\n    songByLink(link: $link) { ...RestSong }\n  }\n": types.RestSongByLinkDocument,
    "\n  query RestSongByProviderId($provider: MusicProvider!, $providerSongId: String!) {\n    songByProviderId(provider: $provider, providerSongId: $providerSongId) { ...RestSong }\n  }\n": types.RestSongByProviderIdDocument,
    "\n  query RestSongProviderIds($provider: MusicProvider!, $providerSongId: String!) {\n    songProviderIds(provider: $provider, providerSongId: $providerSongId) { provider id }\n  }\n": types.RestSongProviderIdsDocument,
    "\n  query RestSongByProviderIdForService($provider: MusicProvider!, $providerSongId: String!) {\n    songByProviderIdForService(provider: $provider, providerSongId: $providerSongId) { ...RestSong }\n  }\n": types.RestSongByProviderIdForServiceDocument,
    "\n  query RestSongStream($country: String!, $id: String!, $quality: AudioQuality) {\n    songStream(country: $country, id: $id, quality: $quality) { songId provider kind url quality country }\n  }\n": types.RestSongStreamDocument,
    "\n  query RestSongPreview($country: String!, $id: String!) {\n    songPreview(country: $country, id: $id) { songId url country }\n  }\n": types.RestSongPreviewDocument,
    "\n  mutation RestMigrateSongLinks {\n    migrateSongLinks { scanned updated providerIdsNormalised conflicts }\n  }\n": types.RestMigrateSongLinksDocument,
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
export function graphql(source: "\n  fragment RestArtist on Artist {\n    id\n    shortId\n    name\n  }\n"): (typeof documents)["\n  fragment RestArtist on Artist {\n    id\n    shortId\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestAlbum on Album {\n    id\n    shortId\n    name\n    artistId\n    artistName\n    releaseYear\n  }\n"): (typeof documents)["\n  fragment RestAlbum on Album {\n    id\n    shortId\n    name\n    artistId\n    artistName\n    releaseYear\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestSong on Song {\n    id\n    shortId\n    trackName\n    artistName\n    genre\n    duration\n    isrc\n    explicit\n    status\n    musicProviders { provider id }\n    thumbnails { provider url }\n    links\n    previews\n    streamUrls { provider kind url }\n    albumName\n    releaseYear\n    albumId\n    artistId\n    album { ...RestAlbum }\n    artist { ...RestArtist }\n    ownerId\n    tags\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment RestSong on Song {\n    id\n    shortId\n    trackName\n    artistName\n    genre\n    duration\n    isrc\n    explicit\n    status\n    musicProviders { provider id }\n    thumbnails { provider url }\n    links\n    previews\n    streamUrls { provider kind url }\n    albumName\n    releaseYear\n    albumId\n    artistId\n    album { ...RestAlbum }\n    artist { ...RestArtist }\n    ownerId\n    tags\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongs($filter: SongFilterInput, $orderBy: SongOrderInput, $limit: Int, $offset: Int) {\n    songs(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) { ...RestSong }\n  }\n"): (typeof documents)["\n  query RestSongs($filter: SongFilterInput, $orderBy: SongOrderInput, $limit: Int, $offset: Int) {\n    songs(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongById($id: ID!) {\n    song(id: $id) { ...RestSong }\n  }\n"): (typeof documents)["\n  query RestSongById($id: ID!) {\n    song(id: $id) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPublicSongs($limit: Int, $offset: Int) {\n    publicSongs(limit: $limit, offset: $offset) { ...RestSong }\n  }\n"): (typeof documents)["\n  query RestPublicSongs($limit: Int, $offset: Int) {\n    publicSongs(limit: $limit, offset: $offset) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMySongs($verified: Boolean, $limit: Int, $offset: Int) {\n    mySongs(verified: $verified, limit: $limit, offset: $offset) { ...RestSong }\n  }\n"): (typeof documents)["\n  query RestMySongs($verified: Boolean, $limit: Int, $offset: Int) {\n    mySongs(verified: $verified, limit: $limit, offset: $offset) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateSong($id: ID!, $input: UpdateSongInput!) {\n    updateSong(id: $id, input: $input) { ...RestSong }\n  }\n"): (typeof documents)["\n  mutation RestUpdateSong($id: ID!, $input: UpdateSongInput!) {\n    updateSong(id: $id, input: $input) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteSong($id: ID!) {\n    deleteSong(id: $id)\n  }\n"): (typeof documents)["\n  mutation RestDeleteSong($id: ID!) {\n    deleteSong(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAlbums($take: Int, $skip: Int) {\n    albums(take: $take, skip: $skip) { ...RestAlbum }\n  }\n"): (typeof documents)["\n  query RestAlbums($take: Int, $skip: Int) {\n    albums(take: $take, skip: $skip) { ...RestAlbum }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAlbumSongs($shortId: String!) {\n    album(shortId: $shortId) { songs { ...RestSong } }\n  }\n"): (typeof documents)["\n  query RestAlbumSongs($shortId: String!) {\n    album(shortId: $shortId) { songs { ...RestSong } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongsOnAlbums($take: Int, $skip: Int) {\n    songsOnAlbums(take: $take, skip: $skip) { ...RestSong }\n  }\n"): (typeof documents)["\n  query RestSongsOnAlbums($take: Int, $skip: Int) {\n    songsOnAlbums(take: $take, skip: $skip) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongByShortId($shortId: String!) {\n    songByShortId(shortId: $shortId) { ...RestSong }\n  }\n"): (typeof documents)["\n  query RestSongByShortId($shortId: String!) {\n    songByShortId(shortId: $shortId) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestArtists($take: Int, $skip: Int) {\n    artists(take: $take, skip: $skip) { ...RestArtist }\n  }\n"): (typeof documents)["\n  query RestArtists($take: Int, $skip: Int) {\n    artists(take: $take, skip: $skip) { ...RestArtist }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAlbumsByArtists($artists: [String!]!) {\n    albumsByArtists(artists: $artists) { ...RestAlbum }\n  }\n"): (typeof documents)["\n  query RestAlbumsByArtists($artists: [String!]!) {\n    albumsByArtists(artists: $artists) { ...RestAlbum }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestArtistAlbums($shortId: String!) {\n    artist(shortId: $shortId) { albums { ...RestAlbum } }\n  }\n"): (typeof documents)["\n  query RestArtistAlbums($shortId: String!) {\n    artist(shortId: $shortId) { albums { ...RestAlbum } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongByLink($link: String!) {\n    songByLink(link: $link) { ...RestSong }\n  }\n"): (typeof documents)["\n  query RestSongByLink($link: String!) {\n    songByLink(link: $link) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongByProviderId($provider: MusicProvider!, $providerSongId: String!) {\n    songByProviderId(provider: $provider, providerSongId: $providerSongId) { ...RestSong }\n  }\n"): (typeof documents)["\n  query RestSongByProviderId($provider: MusicProvider!, $providerSongId: String!) {\n    songByProviderId(provider: $provider, providerSongId: $providerSongId) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongProviderIds($provider: MusicProvider!, $providerSongId: String!) {\n    songProviderIds(provider: $provider, providerSongId: $providerSongId) { provider id }\n  }\n"): (typeof documents)["\n  query RestSongProviderIds($provider: MusicProvider!, $providerSongId: String!) {\n    songProviderIds(provider: $provider, providerSongId: $providerSongId) { provider id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongByProviderIdForService($provider: MusicProvider!, $providerSongId: String!) {\n    songByProviderIdForService(provider: $provider, providerSongId: $providerSongId) { ...RestSong }\n  }\n"): (typeof documents)["\n  query RestSongByProviderIdForService($provider: MusicProvider!, $providerSongId: String!) {\n    songByProviderIdForService(provider: $provider, providerSongId: $providerSongId) { ...RestSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongStream($country: String!, $id: String!, $quality: AudioQuality) {\n    songStream(country: $country, id: $id, quality: $quality) { songId provider kind url quality country }\n  }\n"): (typeof documents)["\n  query RestSongStream($country: String!, $id: String!, $quality: AudioQuality) {\n    songStream(country: $country, id: $id, quality: $quality) { songId provider kind url quality country }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSongPreview($country: String!, $id: String!) {\n    songPreview(country: $country, id: $id) { songId url country }\n  }\n"): (typeof documents)["\n  query RestSongPreview($country: String!, $id: String!) {\n    songPreview(country: $country, id: $id) { songId url country }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestMigrateSongLinks {\n    migrateSongLinks { scanned updated providerIdsNormalised conflicts }\n  }\n"): (typeof documents)["\n  mutation RestMigrateSongLinks {\n    migrateSongLinks { scanned updated providerIdsNormalised conflicts }\n  }\n"];
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