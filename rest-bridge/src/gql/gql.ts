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
    "\n  fragment RestCrate on Crate {\n    id\n    shortId\n    crateName\n    description\n    userId\n    kind\n    thumbnails\n    count\n    crateSongsNumber\n    currentPosition\n    currentCrateSongId\n    importStatus\n    createdAt\n    updatedAt\n  }\n": typeof types.RestCrateFragmentDoc,
    "\n  fragment RestCrateSong on CrateSong {\n    id\n    position\n    songId\n    isrc\n    trackName\n    artistName\n    duration\n    explicit\n    genre\n    status\n    musicProviders { provider id }\n    createdAt\n  }\n": typeof types.RestCrateSongFragmentDoc,
    "\n  mutation RestCreateCrate($input: CreateCrateInput) {\n    createCrate(input: $input) { ...RestCrate }\n  }\n": typeof types.RestCreateCrateDocument,
    "\n  mutation RestCopyCrate($id: ID!) {\n    copyCrate(id: $id) { ...RestCrate }\n  }\n": typeof types.RestCopyCrateDocument,
    "\n  query RestMyCrates($limit: Int, $offset: Int) {\n    myCrates(limit: $limit, offset: $offset) { ...RestCrate }\n  }\n": typeof types.RestMyCratesDocument,
    "\n  query RestUserCrates($userId: ID!, $limit: Int, $offset: Int) {\n    userCrates(userId: $userId, limit: $limit, offset: $offset) { ...RestCrate }\n  }\n": typeof types.RestUserCratesDocument,
    "\n  query RestServiceUserCrates($userId: ID!, $limit: Int, $offset: Int) {\n    serviceUserCrates(userId: $userId, limit: $limit, offset: $offset) { ...RestCrate }\n  }\n": typeof types.RestServiceUserCratesDocument,
    "\n  query RestAllCrates($limit: Int, $offset: Int) {\n    allCrates(limit: $limit, offset: $offset) { ...RestCrate }\n  }\n": typeof types.RestAllCratesDocument,
    "\n  query RestCrate($id: ID!) {\n    crate(id: $id) { ...RestCrate songs { ...RestCrateSong } }\n  }\n": typeof types.RestCrateDocument,
    "\n  query RestSpecialCrate($kind: SpecialCrate!) {\n    specialCrate(kind: $kind) { ...RestCrate songs { ...RestCrateSong } }\n  }\n": typeof types.RestSpecialCrateDocument,
    "\n  query RestCrateSongs($id: ID!, $limit: Int, $offset: Int) {\n    crate(id: $id) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n": typeof types.RestCrateSongsDocument,
    "\n  query RestSpecialCrateSongs($kind: SpecialCrate!, $limit: Int, $offset: Int) {\n    specialCrate(kind: $kind) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n": typeof types.RestSpecialCrateSongsDocument,
    "\n  query RestShortIdCrateSongs($shortId: String!, $limit: Int, $offset: Int) {\n    crateByShortId(shortId: $shortId) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n": typeof types.RestShortIdCrateSongsDocument,
    "\n  mutation RestUpdateCrate($id: ID!, $input: UpdateCrateInput!) {\n    updateCrate(id: $id, input: $input) { ...RestCrate }\n  }\n": typeof types.RestUpdateCrateDocument,
    "\n  mutation RestDeleteCrate($id: ID!) {\n    deleteCrate(id: $id)\n  }\n": typeof types.RestDeleteCrateDocument,
    "\n  mutation RestAddCrateSongs($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate { ...RestCrate }\n      added { ...RestCrateSong }\n      skipped { songId reason duplicateOfSongId duplicateOfCrateSongId }\n    }\n  }\n": typeof types.RestAddCrateSongsDocument,
    "\n  mutation RestRemoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!) {\n    removeCrateSong(crate: $crate, crateSongId: $crateSongId) { ...RestCrate }\n  }\n": typeof types.RestRemoveCrateSongDocument,
    "\n  mutation RestMoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!, $newPosition: Int) {\n    moveCrateSong(crate: $crate, crateSongId: $crateSongId, newPosition: $newPosition) { ...RestCrateSong }\n  }\n": typeof types.RestMoveCrateSongDocument,
    "\n  mutation RestShuffleCrate($crate: CrateTargetInput!) {\n    shuffleCrate(crate: $crate) { ...RestCrate }\n  }\n": typeof types.RestShuffleCrateDocument,
    "\n  mutation RestClearCrate($crate: CrateTargetInput!) {\n    clearCrate(crate: $crate) { ...RestCrate }\n  }\n": typeof types.RestClearCrateDocument,
    "\n  mutation RestSetCrateCurrentPosition($crate: CrateTargetInput!, $crateSongId: ID, $position: Int) {\n    setCrateCurrentPosition(crate: $crate, crateSongId: $crateSongId, position: $position) { ...RestCrate }\n  }\n": typeof types.RestSetCrateCurrentPositionDocument,
    "\n  mutation RestReplaceQueueFromCrate($sourceCrateId: ID!) {\n    replaceQueueFromCrate(sourceCrateId: $sourceCrateId) { ...RestCrate }\n  }\n": typeof types.RestReplaceQueueFromCrateDocument,
    "\n  fragment RestSession on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user { id email displayName roles createdAt }\n  }\n": typeof types.RestSessionFragmentDoc,
    "\n  mutation RestSignUp($input: SignUpInput!) {\n    signUp(input: $input) { ...RestSession }\n  }\n": typeof types.RestSignUpDocument,
    "\n  mutation RestLogin($input: LoginInput!) {\n    login(input: $input) { ...RestSession }\n  }\n": typeof types.RestLoginDocument,
    "\n  mutation RestGuestToken {\n    guestToken { accessToken expiresIn guestId }\n  }\n": typeof types.RestGuestTokenDocument,
    "\n  query RestAuthPublicKey {\n    authPublicKey { algorithm kid pem jwks }\n  }\n": typeof types.RestAuthPublicKeyDocument,
};
const documents: Documents = {
    "\n  fragment RestCrate on Crate {\n    id\n    shortId\n    crateName\n    description\n    userId\n    kind\n    thumbnails\n    count\n    crateSongsNumber\n    currentPosition\n    currentCrateSongId\n    importStatus\n    createdAt\n    updatedAt\n  }\n": types.RestCrateFragmentDoc,
    "\n  fragment RestCrateSong on CrateSong {\n    id\n    position\n    songId\n    isrc\n    trackName\n    artistName\n    duration\n    explicit\n    genre\n    status\n    musicProviders { provider id }\n    createdAt\n  }\n": types.RestCrateSongFragmentDoc,
    "\n  mutation RestCreateCrate($input: CreateCrateInput) {\n    createCrate(input: $input) { ...RestCrate }\n  }\n": types.RestCreateCrateDocument,
    "\n  mutation RestCopyCrate($id: ID!) {\n    copyCrate(id: $id) { ...RestCrate }\n  }\n": types.RestCopyCrateDocument,
    "\n  query RestMyCrates($limit: Int, $offset: Int) {\n    myCrates(limit: $limit, offset: $offset) { ...RestCrate }\n  }\n": types.RestMyCratesDocument,
    "\n  query RestUserCrates($userId: ID!, $limit: Int, $offset: Int) {\n    userCrates(userId: $userId, limit: $limit, offset: $offset) { ...RestCrate }\n  }\n": types.RestUserCratesDocument,
    "\n  query RestServiceUserCrates($userId: ID!, $limit: Int, $offset: Int) {\n    serviceUserCrates(userId: $userId, limit: $limit, offset: $offset) { ...RestCrate }\n  }\n": types.RestServiceUserCratesDocument,
    "\n  query RestAllCrates($limit: Int, $offset: Int) {\n    allCrates(limit: $limit, offset: $offset) { ...RestCrate }\n  }\n": types.RestAllCratesDocument,
    "\n  query RestCrate($id: ID!) {\n    crate(id: $id) { ...RestCrate songs { ...RestCrateSong } }\n  }\n": types.RestCrateDocument,
    "\n  query RestSpecialCrate($kind: SpecialCrate!) {\n    specialCrate(kind: $kind) { ...RestCrate songs { ...RestCrateSong } }\n  }\n": types.RestSpecialCrateDocument,
    "\n  query RestCrateSongs($id: ID!, $limit: Int, $offset: Int) {\n    crate(id: $id) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n": types.RestCrateSongsDocument,
    "\n  query RestSpecialCrateSongs($kind: SpecialCrate!, $limit: Int, $offset: Int) {\n    specialCrate(kind: $kind) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n": types.RestSpecialCrateSongsDocument,
    "\n  query RestShortIdCrateSongs($shortId: String!, $limit: Int, $offset: Int) {\n    crateByShortId(shortId: $shortId) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n": types.RestShortIdCrateSongsDocument,
    "\n  mutation RestUpdateCrate($id: ID!, $input: UpdateCrateInput!) {\n    updateCrate(id: $id, input: $input) { ...RestCrate }\n  }\n": types.RestUpdateCrateDocument,
    "\n  mutation RestDeleteCrate($id: ID!) {\n    deleteCrate(id: $id)\n  }\n": types.RestDeleteCrateDocument,
    "\n  mutation RestAddCrateSongs($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate { ...RestCrate }\n      added { ...RestCrateSong }\n      skipped { songId reason duplicateOfSongId duplicateOfCrateSongId }\n    }\n  }\n": types.RestAddCrateSongsDocument,
    "\n  mutation RestRemoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!) {\n    removeCrateSong(crate: $crate, crateSongId: $crateSongId) { ...RestCrate }\n  }\n": types.RestRemoveCrateSongDocument,
    "\n  mutation RestMoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!, $newPosition: Int) {\n    moveCrateSong(crate: $crate, crateSongId: $crateSongId, newPosition: $newPosition) { ...RestCrateSong }\n  }\n": types.RestMoveCrateSongDocument,
    "\n  mutation RestShuffleCrate($crate: CrateTargetInput!) {\n    shuffleCrate(crate: $crate) { ...RestCrate }\n  }\n": types.RestShuffleCrateDocument,
    "\n  mutation RestClearCrate($crate: CrateTargetInput!) {\n    clearCrate(crate: $crate) { ...RestCrate }\n  }\n": types.RestClearCrateDocument,
    "\n  mutation RestSetCrateCurrentPosition($crate: CrateTargetInput!, $crateSongId: ID, $position: Int) {\n    setCrateCurrentPosition(crate: $crate, crateSongId: $crateSongId, position: $position) { ...RestCrate }\n  }\n": types.RestSetCrateCurrentPositionDocument,
    "\n  mutation RestReplaceQueueFromCrate($sourceCrateId: ID!) {\n    replaceQueueFromCrate(sourceCrateId: $sourceCrateId) { ...RestCrate }\n  }\n": types.RestReplaceQueueFromCrateDocument,
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
export function graphql(source: "\n  fragment RestCrate on Crate {\n    id\n    shortId\n    crateName\n    description\n    userId\n    kind\n    thumbnails\n    count\n    crateSongsNumber\n    currentPosition\n    currentCrateSongId\n    importStatus\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment RestCrate on Crate {\n    id\n    shortId\n    crateName\n    description\n    userId\n    kind\n    thumbnails\n    count\n    crateSongsNumber\n    currentPosition\n    currentCrateSongId\n    importStatus\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestCrateSong on CrateSong {\n    id\n    position\n    songId\n    isrc\n    trackName\n    artistName\n    duration\n    explicit\n    genre\n    status\n    musicProviders { provider id }\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RestCrateSong on CrateSong {\n    id\n    position\n    songId\n    isrc\n    trackName\n    artistName\n    duration\n    explicit\n    genre\n    status\n    musicProviders { provider id }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateCrate($input: CreateCrateInput) {\n    createCrate(input: $input) { ...RestCrate }\n  }\n"): (typeof documents)["\n  mutation RestCreateCrate($input: CreateCrateInput) {\n    createCrate(input: $input) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCopyCrate($id: ID!) {\n    copyCrate(id: $id) { ...RestCrate }\n  }\n"): (typeof documents)["\n  mutation RestCopyCrate($id: ID!) {\n    copyCrate(id: $id) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMyCrates($limit: Int, $offset: Int) {\n    myCrates(limit: $limit, offset: $offset) { ...RestCrate }\n  }\n"): (typeof documents)["\n  query RestMyCrates($limit: Int, $offset: Int) {\n    myCrates(limit: $limit, offset: $offset) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestUserCrates($userId: ID!, $limit: Int, $offset: Int) {\n    userCrates(userId: $userId, limit: $limit, offset: $offset) { ...RestCrate }\n  }\n"): (typeof documents)["\n  query RestUserCrates($userId: ID!, $limit: Int, $offset: Int) {\n    userCrates(userId: $userId, limit: $limit, offset: $offset) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestServiceUserCrates($userId: ID!, $limit: Int, $offset: Int) {\n    serviceUserCrates(userId: $userId, limit: $limit, offset: $offset) { ...RestCrate }\n  }\n"): (typeof documents)["\n  query RestServiceUserCrates($userId: ID!, $limit: Int, $offset: Int) {\n    serviceUserCrates(userId: $userId, limit: $limit, offset: $offset) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAllCrates($limit: Int, $offset: Int) {\n    allCrates(limit: $limit, offset: $offset) { ...RestCrate }\n  }\n"): (typeof documents)["\n  query RestAllCrates($limit: Int, $offset: Int) {\n    allCrates(limit: $limit, offset: $offset) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestCrate($id: ID!) {\n    crate(id: $id) { ...RestCrate songs { ...RestCrateSong } }\n  }\n"): (typeof documents)["\n  query RestCrate($id: ID!) {\n    crate(id: $id) { ...RestCrate songs { ...RestCrateSong } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSpecialCrate($kind: SpecialCrate!) {\n    specialCrate(kind: $kind) { ...RestCrate songs { ...RestCrateSong } }\n  }\n"): (typeof documents)["\n  query RestSpecialCrate($kind: SpecialCrate!) {\n    specialCrate(kind: $kind) { ...RestCrate songs { ...RestCrateSong } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestCrateSongs($id: ID!, $limit: Int, $offset: Int) {\n    crate(id: $id) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n"): (typeof documents)["\n  query RestCrateSongs($id: ID!, $limit: Int, $offset: Int) {\n    crate(id: $id) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSpecialCrateSongs($kind: SpecialCrate!, $limit: Int, $offset: Int) {\n    specialCrate(kind: $kind) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n"): (typeof documents)["\n  query RestSpecialCrateSongs($kind: SpecialCrate!, $limit: Int, $offset: Int) {\n    specialCrate(kind: $kind) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestShortIdCrateSongs($shortId: String!, $limit: Int, $offset: Int) {\n    crateByShortId(shortId: $shortId) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n"): (typeof documents)["\n  query RestShortIdCrateSongs($shortId: String!, $limit: Int, $offset: Int) {\n    crateByShortId(shortId: $shortId) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateCrate($id: ID!, $input: UpdateCrateInput!) {\n    updateCrate(id: $id, input: $input) { ...RestCrate }\n  }\n"): (typeof documents)["\n  mutation RestUpdateCrate($id: ID!, $input: UpdateCrateInput!) {\n    updateCrate(id: $id, input: $input) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteCrate($id: ID!) {\n    deleteCrate(id: $id)\n  }\n"): (typeof documents)["\n  mutation RestDeleteCrate($id: ID!) {\n    deleteCrate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestAddCrateSongs($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate { ...RestCrate }\n      added { ...RestCrateSong }\n      skipped { songId reason duplicateOfSongId duplicateOfCrateSongId }\n    }\n  }\n"): (typeof documents)["\n  mutation RestAddCrateSongs($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {\n    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {\n      crate { ...RestCrate }\n      added { ...RestCrateSong }\n      skipped { songId reason duplicateOfSongId duplicateOfCrateSongId }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRemoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!) {\n    removeCrateSong(crate: $crate, crateSongId: $crateSongId) { ...RestCrate }\n  }\n"): (typeof documents)["\n  mutation RestRemoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!) {\n    removeCrateSong(crate: $crate, crateSongId: $crateSongId) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestMoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!, $newPosition: Int) {\n    moveCrateSong(crate: $crate, crateSongId: $crateSongId, newPosition: $newPosition) { ...RestCrateSong }\n  }\n"): (typeof documents)["\n  mutation RestMoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!, $newPosition: Int) {\n    moveCrateSong(crate: $crate, crateSongId: $crateSongId, newPosition: $newPosition) { ...RestCrateSong }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestShuffleCrate($crate: CrateTargetInput!) {\n    shuffleCrate(crate: $crate) { ...RestCrate }\n  }\n"): (typeof documents)["\n  mutation RestShuffleCrate($crate: CrateTargetInput!) {\n    shuffleCrate(crate: $crate) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestClearCrate($crate: CrateTargetInput!) {\n    clearCrate(crate: $crate) { ...RestCrate }\n  }\n"): (typeof documents)["\n  mutation RestClearCrate($crate: CrateTargetInput!) {\n    clearCrate(crate: $crate) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSetCrateCurrentPosition($crate: CrateTargetInput!, $crateSongId: ID, $position: Int) {\n    setCrateCurrentPosition(crate: $crate, crateSongId: $crateSongId, position: $position) { ...RestCrate }\n  }\n"): (typeof documents)["\n  mutation RestSetCrateCurrentPosition($crate: CrateTargetInput!, $crateSongId: ID, $position: Int) {\n    setCrateCurrentPosition(crate: $crate, crateSongId: $crateSongId, position: $position) { ...RestCrate }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestReplaceQueueFromCrate($sourceCrateId: ID!) {\n    replaceQueueFromCrate(sourceCrateId: $sourceCrateId) { ...RestCrate }\n  }\n"): (typeof documents)["\n  mutation RestReplaceQueueFromCrate($sourceCrateId: ID!) {\n    replaceQueueFromCrate(sourceCrateId: $sourceCrateId) { ...RestCrate }\n  }\n"];
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