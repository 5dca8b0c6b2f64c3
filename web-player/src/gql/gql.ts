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
    "\n  fragment CrateFields on Crate {\n    id\n    crateName\n    description\n    kind\n    userId\n    importStatus\n    count\n    thumbnails\n    updatedAt\n  }\n": typeof types.CrateFieldsFragmentDoc,
    "\n  fragment CrateSongFields on CrateSong {\n    id\n    songId\n    songShortId\n    position\n    trackName\n    artistName\n    duration\n    explicit\n    isrc\n    thumbnails {\n      provider\n      url\n    }\n    musicProviders {\n      provider\n      id\n    }\n  }\n": typeof types.CrateSongFieldsFragmentDoc,
    "\n  query SpecialCrateSongs($kind: SpecialCrate!, $offset: Int, $limit: Int) {\n    specialCrate(kind: $kind) {\n      ...CrateFields\n      songs(offset: $offset, limit: $limit) {\n        ...CrateSongFields\n      }\n    }\n  }\n": typeof types.SpecialCrateSongsDocument,
    "\n  query CrateSongs($id: ID!, $offset: Int, $limit: Int) {\n    crate(id: $id) {\n      ...CrateFields\n      songs(offset: $offset, limit: $limit) {\n        ...CrateSongFields\n      }\n    }\n  }\n": typeof types.CrateSongsDocument,
    "\n  query MyCrates($offset: Int, $limit: Int) {\n    myCrates(offset: $offset, limit: $limit) {\n      ...CrateFields\n    }\n  }\n": typeof types.MyCratesDocument,
    "\n  query SpecialCrate($kind: SpecialCrate!) {\n    specialCrate(kind: $kind) {\n      ...CrateFields\n    }\n  }\n": typeof types.SpecialCrateDocument,
    "\n  query SongSearch($q: String!, $offset: Int, $limit: Int) {\n    search(q: $q, offset: $offset, limit: $limit) {\n      source\n      song {\n        id\n        shortId\n        trackName\n        artistName\n        duration\n        explicit\n        isrc\n        thumbnails {\n          provider\n          url\n        }\n        musicProviders {\n          provider\n          id\n        }\n      }\n      track {\n        provider\n        providerId\n        trackName\n        artistName\n        durationSeconds\n        explicit\n        isrc\n        thumbnailUrl\n      }\n    }\n  }\n": typeof types.SongSearchDocument,
    "\n  mutation ImportTrack($input: TrackImportInput!) {\n    importTrack(input: $input) {\n      id\n    }\n  }\n": typeof types.ImportTrackDocument,
    "\n  mutation AddCrateSongs($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate {\n        id\n      }\n      added {\n        id\n        position\n      }\n      skipped {\n        songId\n        reason\n        duplicateOfCrateSongId\n      }\n    }\n  }\n": typeof types.AddCrateSongsDocument,
    "\n  mutation MoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!, $newPosition: Int) {\n    moveCrateSong(crate: $crate, crateSongId: $crateSongId, newPosition: $newPosition) {\n      id\n      position\n    }\n  }\n": typeof types.MoveCrateSongDocument,
    "\n  mutation RemoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!) {\n    removeCrateSong(crate: $crate, crateSongId: $crateSongId) {\n      id\n    }\n  }\n": typeof types.RemoveCrateSongDocument,
    "\n  mutation ShuffleCrate($crate: CrateTargetInput!) {\n    shuffleCrate(crate: $crate) {\n      id\n    }\n  }\n": typeof types.ShuffleCrateDocument,
    "\n  mutation ClearCrate($crate: CrateTargetInput!) {\n    clearCrate(crate: $crate) {\n      id\n    }\n  }\n": typeof types.ClearCrateDocument,
    "\n  mutation ReplaceQueueFromCrate($sourceCrateId: ID!) {\n    replaceQueueFromCrate(sourceCrateId: $sourceCrateId) {\n      id\n    }\n  }\n": typeof types.ReplaceQueueFromCrateDocument,
    "\n  mutation CreateCrate($input: CreateCrateInput) {\n    createCrate(input: $input) {\n      ...CrateFields\n    }\n  }\n": typeof types.CreateCrateDocument,
    "\n  mutation UpdateCrate($id: ID!, $input: UpdateCrateInput!) {\n    updateCrate(id: $id, input: $input) {\n      ...CrateFields\n    }\n  }\n": typeof types.UpdateCrateDocument,
    "\n  mutation DeleteCrate($id: ID!) {\n    deleteCrate(id: $id)\n  }\n": typeof types.DeleteCrateDocument,
    "\n  mutation CopyCrate($id: ID!) {\n    copyCrate(id: $id) {\n      ...CrateFields\n    }\n  }\n": typeof types.CopyCrateDocument,
    "\n  mutation ImportCrate($input: CrateImportInput!) {\n    importCrate(input: $input) {\n      ...CrateFields\n    }\n  }\n": typeof types.ImportCrateDocument,
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
};
const documents: Documents = {
    "\n  fragment CrateFields on Crate {\n    id\n    crateName\n    description\n    kind\n    userId\n    importStatus\n    count\n    thumbnails\n    updatedAt\n  }\n": types.CrateFieldsFragmentDoc,
    "\n  fragment CrateSongFields on CrateSong {\n    id\n    songId\n    songShortId\n    position\n    trackName\n    artistName\n    duration\n    explicit\n    isrc\n    thumbnails {\n      provider\n      url\n    }\n    musicProviders {\n      provider\n      id\n    }\n  }\n": types.CrateSongFieldsFragmentDoc,
    "\n  query SpecialCrateSongs($kind: SpecialCrate!, $offset: Int, $limit: Int) {\n    specialCrate(kind: $kind) {\n      ...CrateFields\n      songs(offset: $offset, limit: $limit) {\n        ...CrateSongFields\n      }\n    }\n  }\n": types.SpecialCrateSongsDocument,
    "\n  query CrateSongs($id: ID!, $offset: Int, $limit: Int) {\n    crate(id: $id) {\n      ...CrateFields\n      songs(offset: $offset, limit: $limit) {\n        ...CrateSongFields\n      }\n    }\n  }\n": types.CrateSongsDocument,
    "\n  query MyCrates($offset: Int, $limit: Int) {\n    myCrates(offset: $offset, limit: $limit) {\n      ...CrateFields\n    }\n  }\n": types.MyCratesDocument,
    "\n  query SpecialCrate($kind: SpecialCrate!) {\n    specialCrate(kind: $kind) {\n      ...CrateFields\n    }\n  }\n": types.SpecialCrateDocument,
    "\n  query SongSearch($q: String!, $offset: Int, $limit: Int) {\n    search(q: $q, offset: $offset, limit: $limit) {\n      source\n      song {\n        id\n        shortId\n        trackName\n        artistName\n        duration\n        explicit\n        isrc\n        thumbnails {\n          provider\n          url\n        }\n        musicProviders {\n          provider\n          id\n        }\n      }\n      track {\n        provider\n        providerId\n        trackName\n        artistName\n        durationSeconds\n        explicit\n        isrc\n        thumbnailUrl\n      }\n    }\n  }\n": types.SongSearchDocument,
    "\n  mutation ImportTrack($input: TrackImportInput!) {\n    importTrack(input: $input) {\n      id\n    }\n  }\n": types.ImportTrackDocument,
    "\n  mutation AddCrateSongs($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate {\n        id\n      }\n      added {\n        id\n        position\n      }\n      skipped {\n        songId\n        reason\n        duplicateOfCrateSongId\n      }\n    }\n  }\n": types.AddCrateSongsDocument,
    "\n  mutation MoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!, $newPosition: Int) {\n    moveCrateSong(crate: $crate, crateSongId: $crateSongId, newPosition: $newPosition) {\n      id\n      position\n    }\n  }\n": types.MoveCrateSongDocument,
    "\n  mutation RemoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!) {\n    removeCrateSong(crate: $crate, crateSongId: $crateSongId) {\n      id\n    }\n  }\n": types.RemoveCrateSongDocument,
    "\n  mutation ShuffleCrate($crate: CrateTargetInput!) {\n    shuffleCrate(crate: $crate) {\n      id\n    }\n  }\n": types.ShuffleCrateDocument,
    "\n  mutation ClearCrate($crate: CrateTargetInput!) {\n    clearCrate(crate: $crate) {\n      id\n    }\n  }\n": types.ClearCrateDocument,
    "\n  mutation ReplaceQueueFromCrate($sourceCrateId: ID!) {\n    replaceQueueFromCrate(sourceCrateId: $sourceCrateId) {\n      id\n    }\n  }\n": types.ReplaceQueueFromCrateDocument,
    "\n  mutation CreateCrate($input: CreateCrateInput) {\n    createCrate(input: $input) {\n      ...CrateFields\n    }\n  }\n": types.CreateCrateDocument,
    "\n  mutation UpdateCrate($id: ID!, $input: UpdateCrateInput!) {\n    updateCrate(id: $id, input: $input) {\n      ...CrateFields\n    }\n  }\n": types.UpdateCrateDocument,
    "\n  mutation DeleteCrate($id: ID!) {\n    deleteCrate(id: $id)\n  }\n": types.DeleteCrateDocument,
    "\n  mutation CopyCrate($id: ID!) {\n    copyCrate(id: $id) {\n      ...CrateFields\n    }\n  }\n": types.CopyCrateDocument,
    "\n  mutation ImportCrate($input: CrateImportInput!) {\n    importCrate(input: $input) {\n      ...CrateFields\n    }\n  }\n": types.ImportCrateDocument,
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
export function graphql(source: "\n  fragment CrateFields on Crate {\n    id\n    crateName\n    description\n    kind\n    userId\n    importStatus\n    count\n    thumbnails\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment CrateFields on Crate {\n    id\n    crateName\n    description\n    kind\n    userId\n    importStatus\n    count\n    thumbnails\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CrateSongFields on CrateSong {\n    id\n    songId\n    songShortId\n    position\n    trackName\n    artistName\n    duration\n    explicit\n    isrc\n    thumbnails {\n      provider\n      url\n    }\n    musicProviders {\n      provider\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment CrateSongFields on CrateSong {\n    id\n    songId\n    songShortId\n    position\n    trackName\n    artistName\n    duration\n    explicit\n    isrc\n    thumbnails {\n      provider\n      url\n    }\n    musicProviders {\n      provider\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpecialCrateSongs($kind: SpecialCrate!, $offset: Int, $limit: Int) {\n    specialCrate(kind: $kind) {\n      ...CrateFields\n      songs(offset: $offset, limit: $limit) {\n        ...CrateSongFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SpecialCrateSongs($kind: SpecialCrate!, $offset: Int, $limit: Int) {\n    specialCrate(kind: $kind) {\n      ...CrateFields\n      songs(offset: $offset, limit: $limit) {\n        ...CrateSongFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrateSongs($id: ID!, $offset: Int, $limit: Int) {\n    crate(id: $id) {\n      ...CrateFields\n      songs(offset: $offset, limit: $limit) {\n        ...CrateSongFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CrateSongs($id: ID!, $offset: Int, $limit: Int) {\n    crate(id: $id) {\n      ...CrateFields\n      songs(offset: $offset, limit: $limit) {\n        ...CrateSongFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCrates($offset: Int, $limit: Int) {\n    myCrates(offset: $offset, limit: $limit) {\n      ...CrateFields\n    }\n  }\n"): (typeof documents)["\n  query MyCrates($offset: Int, $limit: Int) {\n    myCrates(offset: $offset, limit: $limit) {\n      ...CrateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpecialCrate($kind: SpecialCrate!) {\n    specialCrate(kind: $kind) {\n      ...CrateFields\n    }\n  }\n"): (typeof documents)["\n  query SpecialCrate($kind: SpecialCrate!) {\n    specialCrate(kind: $kind) {\n      ...CrateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SongSearch($q: String!, $offset: Int, $limit: Int) {\n    search(q: $q, offset: $offset, limit: $limit) {\n      source\n      song {\n        id\n        shortId\n        trackName\n        artistName\n        duration\n        explicit\n        isrc\n        thumbnails {\n          provider\n          url\n        }\n        musicProviders {\n          provider\n          id\n        }\n      }\n      track {\n        provider\n        providerId\n        trackName\n        artistName\n        durationSeconds\n        explicit\n        isrc\n        thumbnailUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query SongSearch($q: String!, $offset: Int, $limit: Int) {\n    search(q: $q, offset: $offset, limit: $limit) {\n      source\n      song {\n        id\n        shortId\n        trackName\n        artistName\n        duration\n        explicit\n        isrc\n        thumbnails {\n          provider\n          url\n        }\n        musicProviders {\n          provider\n          id\n        }\n      }\n      track {\n        provider\n        providerId\n        trackName\n        artistName\n        durationSeconds\n        explicit\n        isrc\n        thumbnailUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportTrack($input: TrackImportInput!) {\n    importTrack(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ImportTrack($input: TrackImportInput!) {\n    importTrack(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCrateSongs($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate {\n        id\n      }\n      added {\n        id\n        position\n      }\n      skipped {\n        songId\n        reason\n        duplicateOfCrateSongId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddCrateSongs($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate {\n        id\n      }\n      added {\n        id\n        position\n      }\n      skipped {\n        songId\n        reason\n        duplicateOfCrateSongId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!, $newPosition: Int) {\n    moveCrateSong(crate: $crate, crateSongId: $crateSongId, newPosition: $newPosition) {\n      id\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation MoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!, $newPosition: Int) {\n    moveCrateSong(crate: $crate, crateSongId: $crateSongId, newPosition: $newPosition) {\n      id\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!) {\n    removeCrateSong(crate: $crate, crateSongId: $crateSongId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!) {\n    removeCrateSong(crate: $crate, crateSongId: $crateSongId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShuffleCrate($crate: CrateTargetInput!) {\n    shuffleCrate(crate: $crate) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ShuffleCrate($crate: CrateTargetInput!) {\n    shuffleCrate(crate: $crate) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearCrate($crate: CrateTargetInput!) {\n    clearCrate(crate: $crate) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ClearCrate($crate: CrateTargetInput!) {\n    clearCrate(crate: $crate) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplaceQueueFromCrate($sourceCrateId: ID!) {\n    replaceQueueFromCrate(sourceCrateId: $sourceCrateId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ReplaceQueueFromCrate($sourceCrateId: ID!) {\n    replaceQueueFromCrate(sourceCrateId: $sourceCrateId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCrate($input: CreateCrateInput) {\n    createCrate(input: $input) {\n      ...CrateFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCrate($input: CreateCrateInput) {\n    createCrate(input: $input) {\n      ...CrateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCrate($id: ID!, $input: UpdateCrateInput!) {\n    updateCrate(id: $id, input: $input) {\n      ...CrateFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCrate($id: ID!, $input: UpdateCrateInput!) {\n    updateCrate(id: $id, input: $input) {\n      ...CrateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCrate($id: ID!) {\n    deleteCrate(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCrate($id: ID!) {\n    deleteCrate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyCrate($id: ID!) {\n    copyCrate(id: $id) {\n      ...CrateFields\n    }\n  }\n"): (typeof documents)["\n  mutation CopyCrate($id: ID!) {\n    copyCrate(id: $id) {\n      ...CrateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportCrate($input: CrateImportInput!) {\n    importCrate(input: $input) {\n      ...CrateFields\n    }\n  }\n"): (typeof documents)["\n  mutation ImportCrate($input: CrateImportInput!) {\n    importCrate(input: $input) {\n      ...CrateFields\n    }\n  }\n"];
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;