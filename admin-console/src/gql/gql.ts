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
    "\n  fragment ConsoleBotFields on Bot {\n    id\n    displayName\n    createdBy\n    createdAt\n    secretActive\n    secretIssuedAt\n    secretRevokedAt\n    lastTokenAt\n  }\n": typeof types.ConsoleBotFieldsFragmentDoc,
    "\n  mutation ConsoleSignUpBot($input: SignUpBotInput!) {\n    signUpBot(input: $input) {\n      secret\n      bot {\n        ...ConsoleBotFields\n      }\n    }\n  }\n": typeof types.ConsoleSignUpBotDocument,
    "\n  mutation ConsoleRotateBotSecret($botId: ID!) {\n    rotateBotSecret(botId: $botId) {\n      secret\n      bot {\n        ...ConsoleBotFields\n      }\n    }\n  }\n": typeof types.ConsoleRotateBotSecretDocument,
    "\n  mutation ConsoleRevokeBotSecret($botId: ID!) {\n    revokeBotSecret(botId: $botId) {\n      ...ConsoleBotFields\n    }\n  }\n": typeof types.ConsoleRevokeBotSecretDocument,
    "\n  query ConsoleGuestPasswordRequired {\n    guestPasswordRequired\n  }\n": typeof types.ConsoleGuestPasswordRequiredDocument,
    "\n  mutation ConsoleSetGuestPassword($password: String!) {\n    setGuestPassword(password: $password)\n  }\n": typeof types.ConsoleSetGuestPasswordDocument,
    "\n  mutation ConsoleClearGuestPassword {\n    clearGuestPassword\n  }\n": typeof types.ConsoleClearGuestPasswordDocument,
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
    "\n  fragment ConsoleBotFields on Bot {\n    id\n    displayName\n    createdBy\n    createdAt\n    secretActive\n    secretIssuedAt\n    secretRevokedAt\n    lastTokenAt\n  }\n": types.ConsoleBotFieldsFragmentDoc,
    "\n  mutation ConsoleSignUpBot($input: SignUpBotInput!) {\n    signUpBot(input: $input) {\n      secret\n      bot {\n        ...ConsoleBotFields\n      }\n    }\n  }\n": types.ConsoleSignUpBotDocument,
    "\n  mutation ConsoleRotateBotSecret($botId: ID!) {\n    rotateBotSecret(botId: $botId) {\n      secret\n      bot {\n        ...ConsoleBotFields\n      }\n    }\n  }\n": types.ConsoleRotateBotSecretDocument,
    "\n  mutation ConsoleRevokeBotSecret($botId: ID!) {\n    revokeBotSecret(botId: $botId) {\n      ...ConsoleBotFields\n    }\n  }\n": types.ConsoleRevokeBotSecretDocument,
    "\n  query ConsoleGuestPasswordRequired {\n    guestPasswordRequired\n  }\n": types.ConsoleGuestPasswordRequiredDocument,
    "\n  mutation ConsoleSetGuestPassword($password: String!) {\n    setGuestPassword(password: $password)\n  }\n": types.ConsoleSetGuestPasswordDocument,
    "\n  mutation ConsoleClearGuestPassword {\n    clearGuestPassword\n  }\n": types.ConsoleClearGuestPasswordDocument,
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
export function graphql(source: "\n  fragment ConsoleBotFields on Bot {\n    id\n    displayName\n    createdBy\n    createdAt\n    secretActive\n    secretIssuedAt\n    secretRevokedAt\n    lastTokenAt\n  }\n"): (typeof documents)["\n  fragment ConsoleBotFields on Bot {\n    id\n    displayName\n    createdBy\n    createdAt\n    secretActive\n    secretIssuedAt\n    secretRevokedAt\n    lastTokenAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSignUpBot($input: SignUpBotInput!) {\n    signUpBot(input: $input) {\n      secret\n      bot {\n        ...ConsoleBotFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleSignUpBot($input: SignUpBotInput!) {\n    signUpBot(input: $input) {\n      secret\n      bot {\n        ...ConsoleBotFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRotateBotSecret($botId: ID!) {\n    rotateBotSecret(botId: $botId) {\n      secret\n      bot {\n        ...ConsoleBotFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleRotateBotSecret($botId: ID!) {\n    rotateBotSecret(botId: $botId) {\n      secret\n      bot {\n        ...ConsoleBotFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRevokeBotSecret($botId: ID!) {\n    revokeBotSecret(botId: $botId) {\n      ...ConsoleBotFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleRevokeBotSecret($botId: ID!) {\n    revokeBotSecret(botId: $botId) {\n      ...ConsoleBotFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleGuestPasswordRequired {\n    guestPasswordRequired\n  }\n"): (typeof documents)["\n  query ConsoleGuestPasswordRequired {\n    guestPasswordRequired\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSetGuestPassword($password: String!) {\n    setGuestPassword(password: $password)\n  }\n"): (typeof documents)["\n  mutation ConsoleSetGuestPassword($password: String!) {\n    setGuestPassword(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleClearGuestPassword {\n    clearGuestPassword\n  }\n"): (typeof documents)["\n  mutation ConsoleClearGuestPassword {\n    clearGuestPassword\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;