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
    "\n  fragment ConsoleUserFields on User {\n    id\n    displayName\n    email\n    roles\n    createdAt\n  }\n": typeof types.ConsoleUserFieldsFragmentDoc,
    "\n  fragment ConsoleSessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user {\n      ...ConsoleUserFields\n    }\n  }\n": typeof types.ConsoleSessionFieldsFragmentDoc,
    "\n  mutation ConsoleLogin($input: LoginInput!) {\n    login(input: $input) {\n      ...ConsoleSessionFields\n    }\n  }\n": typeof types.ConsoleLoginDocument,
    "\n  mutation ConsoleRefresh($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...ConsoleSessionFields\n    }\n  }\n": typeof types.ConsoleRefreshDocument,
    "\n  mutation ConsoleLogout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n": typeof types.ConsoleLogoutDocument,
    "\n  query ConsoleMe {\n    me {\n      ...ConsoleUserFields\n    }\n  }\n": typeof types.ConsoleMeDocument,
    "\n  query ConsoleCurrentSeason {\n    currentSeason {\n      id\n    }\n  }\n": typeof types.ConsoleCurrentSeasonDocument,
    "\n  mutation ConsoleCreditTokenAccount($input: CreditTokenAccountInput!) {\n    creditTokenAccount(input: $input) {\n      id\n      amount\n      account {\n        id\n        balance\n      }\n    }\n  }\n": typeof types.ConsoleCreditTokenAccountDocument,
    "\n  mutation ConsoleAdjustTokenAccount($input: AdjustTokenAccountInput!) {\n    adjustTokenAccount(input: $input) {\n      id\n      amount\n      account {\n        id\n        balance\n      }\n    }\n  }\n": typeof types.ConsoleAdjustTokenAccountDocument,
    "\n  mutation ConsoleSetTokenAccountStatus($input: SetTokenAccountStatusInput!) {\n    setTokenAccountStatus(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ConsoleSetTokenAccountStatusDocument,
    "\n  fragment ConsoleServiceStatusFields on ServiceStatus {\n    service\n    version\n    status\n    database\n    uptimeSeconds\n    time\n  }\n": typeof types.ConsoleServiceStatusFieldsFragmentDoc,
    "\n  query ConsoleUserServiceStatus {\n    userServiceStatus {\n      service\n      version\n      status\n      database\n      uptimeSeconds\n      time\n    }\n  }\n": typeof types.ConsoleUserServiceStatusDocument,
    "\n  query ConsoleAuditServiceStatus {\n    auditServiceStatus {\n      ...ConsoleServiceStatusFields\n    }\n  }\n": typeof types.ConsoleAuditServiceStatusDocument,
    "\n  query ConsolePlaylistServiceStatus {\n    playlistServiceStatus {\n      ...ConsoleServiceStatusFields\n    }\n  }\n": typeof types.ConsolePlaylistServiceStatusDocument,
    "\n  query ConsoleRoomServiceStatus {\n    roomServiceStatus {\n      ...ConsoleServiceStatusFields\n    }\n  }\n": typeof types.ConsoleRoomServiceStatusDocument,
    "\n  mutation ConsoleAssignAvatar($slug: String!, $input: AssignAvatarInput!) {\n    assignAvatar(slug: $slug, input: $input) {\n      id\n      userId\n    }\n  }\n": typeof types.ConsoleAssignAvatarDocument,
    "\n  mutation ConsoleUnassignAvatar($avatarAssignmentId: ID!) {\n    unassignAvatar(avatarAssignmentId: $avatarAssignmentId) {\n      id\n    }\n  }\n": typeof types.ConsoleUnassignAvatarDocument,
    "\n  fragment ConsoleSeasonAwardRunFields on SeasonAwardRun {\n    id\n    seasonId\n    kind\n    status\n    batchSize\n    batches\n    cursorAvatarSlug\n    cursorOffset\n    awarded\n    createdAt\n    finishedAt\n  }\n": typeof types.ConsoleSeasonAwardRunFieldsFragmentDoc,
    "\n  mutation ConsoleBackfillAchievedAvatars($seasonId: ID!, $limit: Int) {\n    backfillAchievedAvatars(seasonId: $seasonId, limit: $limit) {\n      ...ConsoleSeasonAwardRunFields\n    }\n  }\n": typeof types.ConsoleBackfillAchievedAvatarsDocument,
    "\n  query ConsoleSeasonAwardRun($id: ID!) {\n    seasonAwardRun(id: $id) {\n      ...ConsoleSeasonAwardRunFields\n    }\n  }\n": typeof types.ConsoleSeasonAwardRunDocument,
    "\n  mutation ConsoleCreateModerationActions($inputs: [ModerationActionInput!]!) {\n    createModerationActions(inputs: $inputs) {\n      id\n    }\n  }\n": typeof types.ConsoleCreateModerationActionsDocument,
    "\n  query ConsolePhoneFraudConstants {\n    phoneFraudConstants {\n      maxCodesPerNumber\n      windowSeconds\n      maxCodesPerIp\n      ipWindowSeconds\n      maxCodesPerPrefix\n      prefixDigits\n      prefixWindowSeconds\n      codeTtlSeconds\n      maxCodeAttempts\n    }\n  }\n": typeof types.ConsolePhoneFraudConstantsDocument,
};
const documents: Documents = {
    "\n  fragment ConsoleUserFields on User {\n    id\n    displayName\n    email\n    roles\n    createdAt\n  }\n": types.ConsoleUserFieldsFragmentDoc,
    "\n  fragment ConsoleSessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user {\n      ...ConsoleUserFields\n    }\n  }\n": types.ConsoleSessionFieldsFragmentDoc,
    "\n  mutation ConsoleLogin($input: LoginInput!) {\n    login(input: $input) {\n      ...ConsoleSessionFields\n    }\n  }\n": types.ConsoleLoginDocument,
    "\n  mutation ConsoleRefresh($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...ConsoleSessionFields\n    }\n  }\n": types.ConsoleRefreshDocument,
    "\n  mutation ConsoleLogout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n": types.ConsoleLogoutDocument,
    "\n  query ConsoleMe {\n    me {\n      ...ConsoleUserFields\n    }\n  }\n": types.ConsoleMeDocument,
    "\n  query ConsoleCurrentSeason {\n    currentSeason {\n      id\n    }\n  }\n": types.ConsoleCurrentSeasonDocument,
    "\n  mutation ConsoleCreditTokenAccount($input: CreditTokenAccountInput!) {\n    creditTokenAccount(input: $input) {\n      id\n      amount\n      account {\n        id\n        balance\n      }\n    }\n  }\n": types.ConsoleCreditTokenAccountDocument,
    "\n  mutation ConsoleAdjustTokenAccount($input: AdjustTokenAccountInput!) {\n    adjustTokenAccount(input: $input) {\n      id\n      amount\n      account {\n        id\n        balance\n      }\n    }\n  }\n": types.ConsoleAdjustTokenAccountDocument,
    "\n  mutation ConsoleSetTokenAccountStatus($input: SetTokenAccountStatusInput!) {\n    setTokenAccountStatus(input: $input) {\n      id\n      status\n    }\n  }\n": types.ConsoleSetTokenAccountStatusDocument,
    "\n  fragment ConsoleServiceStatusFields on ServiceStatus {\n    service\n    version\n    status\n    database\n    uptimeSeconds\n    time\n  }\n": types.ConsoleServiceStatusFieldsFragmentDoc,
    "\n  query ConsoleUserServiceStatus {\n    userServiceStatus {\n      service\n      version\n      status\n      database\n      uptimeSeconds\n      time\n    }\n  }\n": types.ConsoleUserServiceStatusDocument,
    "\n  query ConsoleAuditServiceStatus {\n    auditServiceStatus {\n      ...ConsoleServiceStatusFields\n    }\n  }\n": types.ConsoleAuditServiceStatusDocument,
    "\n  query ConsolePlaylistServiceStatus {\n    playlistServiceStatus {\n      ...ConsoleServiceStatusFields\n    }\n  }\n": types.ConsolePlaylistServiceStatusDocument,
    "\n  query ConsoleRoomServiceStatus {\n    roomServiceStatus {\n      ...ConsoleServiceStatusFields\n    }\n  }\n": types.ConsoleRoomServiceStatusDocument,
    "\n  mutation ConsoleAssignAvatar($slug: String!, $input: AssignAvatarInput!) {\n    assignAvatar(slug: $slug, input: $input) {\n      id\n      userId\n    }\n  }\n": types.ConsoleAssignAvatarDocument,
    "\n  mutation ConsoleUnassignAvatar($avatarAssignmentId: ID!) {\n    unassignAvatar(avatarAssignmentId: $avatarAssignmentId) {\n      id\n    }\n  }\n": types.ConsoleUnassignAvatarDocument,
    "\n  fragment ConsoleSeasonAwardRunFields on SeasonAwardRun {\n    id\n    seasonId\n    kind\n    status\n    batchSize\n    batches\n    cursorAvatarSlug\n    cursorOffset\n    awarded\n    createdAt\n    finishedAt\n  }\n": types.ConsoleSeasonAwardRunFieldsFragmentDoc,
    "\n  mutation ConsoleBackfillAchievedAvatars($seasonId: ID!, $limit: Int) {\n    backfillAchievedAvatars(seasonId: $seasonId, limit: $limit) {\n      ...ConsoleSeasonAwardRunFields\n    }\n  }\n": types.ConsoleBackfillAchievedAvatarsDocument,
    "\n  query ConsoleSeasonAwardRun($id: ID!) {\n    seasonAwardRun(id: $id) {\n      ...ConsoleSeasonAwardRunFields\n    }\n  }\n": types.ConsoleSeasonAwardRunDocument,
    "\n  mutation ConsoleCreateModerationActions($inputs: [ModerationActionInput!]!) {\n    createModerationActions(inputs: $inputs) {\n      id\n    }\n  }\n": types.ConsoleCreateModerationActionsDocument,
    "\n  query ConsolePhoneFraudConstants {\n    phoneFraudConstants {\n      maxCodesPerNumber\n      windowSeconds\n      maxCodesPerIp\n      ipWindowSeconds\n      maxCodesPerPrefix\n      prefixDigits\n      prefixWindowSeconds\n      codeTtlSeconds\n      maxCodeAttempts\n    }\n  }\n": types.ConsolePhoneFraudConstantsDocument,
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
export function graphql(source: "\n  fragment ConsoleUserFields on User {\n    id\n    displayName\n    email\n    roles\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ConsoleUserFields on User {\n    id\n    displayName\n    email\n    roles\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleSessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user {\n      ...ConsoleUserFields\n    }\n  }\n"): (typeof documents)["\n  fragment ConsoleSessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n    tokenType\n    user {\n      ...ConsoleUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleLogin($input: LoginInput!) {\n    login(input: $input) {\n      ...ConsoleSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleLogin($input: LoginInput!) {\n    login(input: $input) {\n      ...ConsoleSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRefresh($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...ConsoleSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleRefresh($refreshToken: String!) {\n    refreshSession(refreshToken: $refreshToken) {\n      ...ConsoleSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleLogout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n"): (typeof documents)["\n  mutation ConsoleLogout($refreshToken: String!) {\n    logout(refreshToken: $refreshToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleMe {\n    me {\n      ...ConsoleUserFields\n    }\n  }\n"): (typeof documents)["\n  query ConsoleMe {\n    me {\n      ...ConsoleUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleCurrentSeason {\n    currentSeason {\n      id\n    }\n  }\n"): (typeof documents)["\n  query ConsoleCurrentSeason {\n    currentSeason {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreditTokenAccount($input: CreditTokenAccountInput!) {\n    creditTokenAccount(input: $input) {\n      id\n      amount\n      account {\n        id\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleCreditTokenAccount($input: CreditTokenAccountInput!) {\n    creditTokenAccount(input: $input) {\n      id\n      amount\n      account {\n        id\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAdjustTokenAccount($input: AdjustTokenAccountInput!) {\n    adjustTokenAccount(input: $input) {\n      id\n      amount\n      account {\n        id\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleAdjustTokenAccount($input: AdjustTokenAccountInput!) {\n    adjustTokenAccount(input: $input) {\n      id\n      amount\n      account {\n        id\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSetTokenAccountStatus($input: SetTokenAccountStatusInput!) {\n    setTokenAccountStatus(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleSetTokenAccountStatus($input: SetTokenAccountStatusInput!) {\n    setTokenAccountStatus(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleServiceStatusFields on ServiceStatus {\n    service\n    version\n    status\n    database\n    uptimeSeconds\n    time\n  }\n"): (typeof documents)["\n  fragment ConsoleServiceStatusFields on ServiceStatus {\n    service\n    version\n    status\n    database\n    uptimeSeconds\n    time\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUserServiceStatus {\n    userServiceStatus {\n      service\n      version\n      status\n      database\n      uptimeSeconds\n      time\n    }\n  }\n"): (typeof documents)["\n  query ConsoleUserServiceStatus {\n    userServiceStatus {\n      service\n      version\n      status\n      database\n      uptimeSeconds\n      time\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAuditServiceStatus {\n    auditServiceStatus {\n      ...ConsoleServiceStatusFields\n    }\n  }\n"): (typeof documents)["\n  query ConsoleAuditServiceStatus {\n    auditServiceStatus {\n      ...ConsoleServiceStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePlaylistServiceStatus {\n    playlistServiceStatus {\n      ...ConsoleServiceStatusFields\n    }\n  }\n"): (typeof documents)["\n  query ConsolePlaylistServiceStatus {\n    playlistServiceStatus {\n      ...ConsoleServiceStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleRoomServiceStatus {\n    roomServiceStatus {\n      ...ConsoleServiceStatusFields\n    }\n  }\n"): (typeof documents)["\n  query ConsoleRoomServiceStatus {\n    roomServiceStatus {\n      ...ConsoleServiceStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAssignAvatar($slug: String!, $input: AssignAvatarInput!) {\n    assignAvatar(slug: $slug, input: $input) {\n      id\n      userId\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleAssignAvatar($slug: String!, $input: AssignAvatarInput!) {\n    assignAvatar(slug: $slug, input: $input) {\n      id\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUnassignAvatar($avatarAssignmentId: ID!) {\n    unassignAvatar(avatarAssignmentId: $avatarAssignmentId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleUnassignAvatar($avatarAssignmentId: ID!) {\n    unassignAvatar(avatarAssignmentId: $avatarAssignmentId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleSeasonAwardRunFields on SeasonAwardRun {\n    id\n    seasonId\n    kind\n    status\n    batchSize\n    batches\n    cursorAvatarSlug\n    cursorOffset\n    awarded\n    createdAt\n    finishedAt\n  }\n"): (typeof documents)["\n  fragment ConsoleSeasonAwardRunFields on SeasonAwardRun {\n    id\n    seasonId\n    kind\n    status\n    batchSize\n    batches\n    cursorAvatarSlug\n    cursorOffset\n    awarded\n    createdAt\n    finishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleBackfillAchievedAvatars($seasonId: ID!, $limit: Int) {\n    backfillAchievedAvatars(seasonId: $seasonId, limit: $limit) {\n      ...ConsoleSeasonAwardRunFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleBackfillAchievedAvatars($seasonId: ID!, $limit: Int) {\n    backfillAchievedAvatars(seasonId: $seasonId, limit: $limit) {\n      ...ConsoleSeasonAwardRunFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSeasonAwardRun($id: ID!) {\n    seasonAwardRun(id: $id) {\n      ...ConsoleSeasonAwardRunFields\n    }\n  }\n"): (typeof documents)["\n  query ConsoleSeasonAwardRun($id: ID!) {\n    seasonAwardRun(id: $id) {\n      ...ConsoleSeasonAwardRunFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateModerationActions($inputs: [ModerationActionInput!]!) {\n    createModerationActions(inputs: $inputs) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleCreateModerationActions($inputs: [ModerationActionInput!]!) {\n    createModerationActions(inputs: $inputs) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePhoneFraudConstants {\n    phoneFraudConstants {\n      maxCodesPerNumber\n      windowSeconds\n      maxCodesPerIp\n      ipWindowSeconds\n      maxCodesPerPrefix\n      prefixDigits\n      prefixWindowSeconds\n      codeTtlSeconds\n      maxCodeAttempts\n    }\n  }\n"): (typeof documents)["\n  query ConsolePhoneFraudConstants {\n    phoneFraudConstants {\n      maxCodesPerNumber\n      windowSeconds\n      maxCodesPerIp\n      ipWindowSeconds\n      maxCodesPerPrefix\n      prefixDigits\n      prefixWindowSeconds\n      codeTtlSeconds\n      maxCodeAttempts\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;