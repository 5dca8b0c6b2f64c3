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
    "\n  query ConsoleAccountStanding($userId: ID!) {\n    accountStanding(userId: $userId) { userId banned bannedAt bannedUntil banReason deactivated deactivatedAt tokensRevokedAt }\n  }\n": typeof types.ConsoleAccountStandingDocument,
    "\n  query ConsoleUserDetails($id: ID!) {\n    adminUser(id: $id) { id displayName email phone roles capabilities avatarId createdAt updatedAt badges { badge label awardedAt } }\n  }\n": typeof types.ConsoleUserDetailsDocument,
    "\n  query ConsoleModerationComments($userId: ID!) {\n    moderationComments(userId: $userId) { id userId authorId comment createdAt author { id displayName } }\n  }\n": typeof types.ConsoleModerationCommentsDocument,
    "\n  query ConsoleUserEmails($userId: ID!) {\n    emails(userId: $userId, includeDeleted: true) { id email type status verifiedAt deletedAt createdBy createdAt }\n  }\n": typeof types.ConsoleUserEmailsDocument,
    "\n  query ConsoleUserSubscription($userId: ID!) {\n    userSubscription(userId: $userId) { id planLevel status currentPeriodEnd cancelAtPeriodEnd canceledAt country createdAt }\n  }\n": typeof types.ConsoleUserSubscriptionDocument,
    "\n  query ConsoleUserTokenAccount($id: ID!) {\n    user(id: $id) { id subscriptionLevel tokenAccount { id balance heldBalance status } }\n  }\n": typeof types.ConsoleUserTokenAccountDocument,
    "\n  query ConsoleUserRooms($query: ListQueryInput) {\n    adminRooms(query: $query) { total data { id slug name type promoted liveState createdAt } }\n  }\n": typeof types.ConsoleUserRoomsDocument,
    "\n  query ConsoleUserActions($userId: ID!, $query: ListQueryInput) {\n    userActions(userId: $userId, query: $query) { total data { id type roomId occurredAt } }\n  }\n": typeof types.ConsoleUserActionsDocument,
    "\n  mutation ConsoleKickUser($userId: ID!, $reason: String) { kickUser(userId: $userId, reason: $reason) { userId } }\n": typeof types.ConsoleKickUserDocument,
    "\n  mutation ConsoleBanUser($input: BanUserInput!) { banUser(input: $input) { userId } }\n": typeof types.ConsoleBanUserDocument,
    "\n  mutation ConsoleTemporarilyBanUser($input: BanUserInput!) { temporarilyBanUser(input: $input) { userId } }\n": typeof types.ConsoleTemporarilyBanUserDocument,
    "\n  mutation ConsoleUnbanUser($userId: ID!) { unbanUser(userId: $userId) { userId } }\n": typeof types.ConsoleUnbanUserDocument,
    "\n  mutation ConsoleGrantRole($userId: ID!, $role: String!) { grantRole(userId: $userId, role: $role) { id roles } }\n": typeof types.ConsoleGrantRoleDocument,
    "\n  mutation ConsoleRemoveRole($userId: ID!, $role: String!) { removeRole(userId: $userId, role: $role) { id roles } }\n": typeof types.ConsoleRemoveRoleDocument,
    "\n  mutation ConsoleChangeBadges($userId: ID!, $badges: [String!]!) { changeBadges(userId: $userId, badges: $badges) { id } }\n": typeof types.ConsoleChangeBadgesDocument,
    "\n  mutation ConsoleGrantCapability($userId: ID!, $capability: String!) { grantCapability(userId: $userId, capability: $capability) { id } }\n": typeof types.ConsoleGrantCapabilityDocument,
    "\n  mutation ConsoleRevokeCapability($userId: ID!, $capability: String!) { revokeCapability(userId: $userId, capability: $capability) { id } }\n": typeof types.ConsoleRevokeCapabilityDocument,
    "\n  mutation ConsoleDeactivateUser($userId: ID!) { deactivateUser(userId: $userId) { userId } }\n": typeof types.ConsoleDeactivateUserDocument,
    "\n  mutation ConsoleReactivateUser($userId: ID!) { reactivateUser(userId: $userId) { userId } }\n": typeof types.ConsoleReactivateUserDocument,
    "\n  mutation ConsoleCancelDeactivation($userId: ID!) { cancelDeactivationRequest(userId: $userId) { userId } }\n": typeof types.ConsoleCancelDeactivationDocument,
    "\n  mutation ConsoleAddModerationComment($input: AddModerationCommentInput!) { addModerationComment(input: $input) { id } }\n": typeof types.ConsoleAddModerationCommentDocument,
    "\n  mutation ConsoleAdminSetPassword($input: AdminSetPasswordInput!) { adminSetPassword(input: $input) { userId revokedRefreshTokens } }\n": typeof types.ConsoleAdminSetPasswordDocument,
    "\n  mutation ConsoleAddEmail($input: AddEmailInput!) { addEmail(input: $input) { id } }\n": typeof types.ConsoleAddEmailDocument,
    "\n  mutation ConsoleDeleteEmail($id: ID!) { deleteEmail(id: $id) { id } }\n": typeof types.ConsoleDeleteEmailDocument,
    "\n  query ConsoleUserSessions($userId: ID!) {\n    userSessions(userId: $userId) { id startedAt lastRefreshedAt expiresAt live revokedAt }\n  }\n": typeof types.ConsoleUserSessionsDocument,
    "\n  fragment ConsoleBotFields on Bot {\n    id\n    displayName\n    createdBy\n    createdAt\n    secretActive\n    secretIssuedAt\n    secretRevokedAt\n    lastTokenAt\n  }\n": typeof types.ConsoleBotFieldsFragmentDoc,
    "\n  mutation ConsoleSignUpBot($input: SignUpBotInput!) {\n    signUpBot(input: $input) {\n      secret\n      bot {\n        ...ConsoleBotFields\n      }\n    }\n  }\n": typeof types.ConsoleSignUpBotDocument,
    "\n  mutation ConsoleRotateBotSecret($botId: ID!) {\n    rotateBotSecret(botId: $botId) {\n      secret\n      bot {\n        ...ConsoleBotFields\n      }\n    }\n  }\n": typeof types.ConsoleRotateBotSecretDocument,
    "\n  mutation ConsoleRevokeBotSecret($botId: ID!) {\n    revokeBotSecret(botId: $botId) {\n      ...ConsoleBotFields\n    }\n  }\n": typeof types.ConsoleRevokeBotSecretDocument,
    "\n  query ConsoleGuestPasswordRequired {\n    guestPasswordRequired\n  }\n": typeof types.ConsoleGuestPasswordRequiredDocument,
    "\n  mutation ConsoleSetGuestPassword($password: String!) {\n    setGuestPassword(password: $password)\n  }\n": typeof types.ConsoleSetGuestPasswordDocument,
    "\n  mutation ConsoleClearGuestPassword {\n    clearGuestPassword\n  }\n": typeof types.ConsoleClearGuestPasswordDocument,
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
    "\n  query ConsoleAccountStanding($userId: ID!) {\n    accountStanding(userId: $userId) { userId banned bannedAt bannedUntil banReason deactivated deactivatedAt tokensRevokedAt }\n  }\n": types.ConsoleAccountStandingDocument,
    "\n  query ConsoleUserDetails($id: ID!) {\n    adminUser(id: $id) { id displayName email phone roles capabilities avatarId createdAt updatedAt badges { badge label awardedAt } }\n  }\n": types.ConsoleUserDetailsDocument,
    "\n  query ConsoleModerationComments($userId: ID!) {\n    moderationComments(userId: $userId) { id userId authorId comment createdAt author { id displayName } }\n  }\n": types.ConsoleModerationCommentsDocument,
    "\n  query ConsoleUserEmails($userId: ID!) {\n    emails(userId: $userId, includeDeleted: true) { id email type status verifiedAt deletedAt createdBy createdAt }\n  }\n": types.ConsoleUserEmailsDocument,
    "\n  query ConsoleUserSubscription($userId: ID!) {\n    userSubscription(userId: $userId) { id planLevel status currentPeriodEnd cancelAtPeriodEnd canceledAt country createdAt }\n  }\n": types.ConsoleUserSubscriptionDocument,
    "\n  query ConsoleUserTokenAccount($id: ID!) {\n    user(id: $id) { id subscriptionLevel tokenAccount { id balance heldBalance status } }\n  }\n": types.ConsoleUserTokenAccountDocument,
    "\n  query ConsoleUserRooms($query: ListQueryInput) {\n    adminRooms(query: $query) { total data { id slug name type promoted liveState createdAt } }\n  }\n": types.ConsoleUserRoomsDocument,
    "\n  query ConsoleUserActions($userId: ID!, $query: ListQueryInput) {\n    userActions(userId: $userId, query: $query) { total data { id type roomId occurredAt } }\n  }\n": types.ConsoleUserActionsDocument,
    "\n  mutation ConsoleKickUser($userId: ID!, $reason: String) { kickUser(userId: $userId, reason: $reason) { userId } }\n": types.ConsoleKickUserDocument,
    "\n  mutation ConsoleBanUser($input: BanUserInput!) { banUser(input: $input) { userId } }\n": types.ConsoleBanUserDocument,
    "\n  mutation ConsoleTemporarilyBanUser($input: BanUserInput!) { temporarilyBanUser(input: $input) { userId } }\n": types.ConsoleTemporarilyBanUserDocument,
    "\n  mutation ConsoleUnbanUser($userId: ID!) { unbanUser(userId: $userId) { userId } }\n": types.ConsoleUnbanUserDocument,
    "\n  mutation ConsoleGrantRole($userId: ID!, $role: String!) { grantRole(userId: $userId, role: $role) { id roles } }\n": types.ConsoleGrantRoleDocument,
    "\n  mutation ConsoleRemoveRole($userId: ID!, $role: String!) { removeRole(userId: $userId, role: $role) { id roles } }\n": types.ConsoleRemoveRoleDocument,
    "\n  mutation ConsoleChangeBadges($userId: ID!, $badges: [String!]!) { changeBadges(userId: $userId, badges: $badges) { id } }\n": types.ConsoleChangeBadgesDocument,
    "\n  mutation ConsoleGrantCapability($userId: ID!, $capability: String!) { grantCapability(userId: $userId, capability: $capability) { id } }\n": types.ConsoleGrantCapabilityDocument,
    "\n  mutation ConsoleRevokeCapability($userId: ID!, $capability: String!) { revokeCapability(userId: $userId, capability: $capability) { id } }\n": types.ConsoleRevokeCapabilityDocument,
    "\n  mutation ConsoleDeactivateUser($userId: ID!) { deactivateUser(userId: $userId) { userId } }\n": types.ConsoleDeactivateUserDocument,
    "\n  mutation ConsoleReactivateUser($userId: ID!) { reactivateUser(userId: $userId) { userId } }\n": types.ConsoleReactivateUserDocument,
    "\n  mutation ConsoleCancelDeactivation($userId: ID!) { cancelDeactivationRequest(userId: $userId) { userId } }\n": types.ConsoleCancelDeactivationDocument,
    "\n  mutation ConsoleAddModerationComment($input: AddModerationCommentInput!) { addModerationComment(input: $input) { id } }\n": types.ConsoleAddModerationCommentDocument,
    "\n  mutation ConsoleAdminSetPassword($input: AdminSetPasswordInput!) { adminSetPassword(input: $input) { userId revokedRefreshTokens } }\n": types.ConsoleAdminSetPasswordDocument,
    "\n  mutation ConsoleAddEmail($input: AddEmailInput!) { addEmail(input: $input) { id } }\n": types.ConsoleAddEmailDocument,
    "\n  mutation ConsoleDeleteEmail($id: ID!) { deleteEmail(id: $id) { id } }\n": types.ConsoleDeleteEmailDocument,
    "\n  query ConsoleUserSessions($userId: ID!) {\n    userSessions(userId: $userId) { id startedAt lastRefreshedAt expiresAt live revokedAt }\n  }\n": types.ConsoleUserSessionsDocument,
    "\n  fragment ConsoleBotFields on Bot {\n    id\n    displayName\n    createdBy\n    createdAt\n    secretActive\n    secretIssuedAt\n    secretRevokedAt\n    lastTokenAt\n  }\n": types.ConsoleBotFieldsFragmentDoc,
    "\n  mutation ConsoleSignUpBot($input: SignUpBotInput!) {\n    signUpBot(input: $input) {\n      secret\n      bot {\n        ...ConsoleBotFields\n      }\n    }\n  }\n": types.ConsoleSignUpBotDocument,
    "\n  mutation ConsoleRotateBotSecret($botId: ID!) {\n    rotateBotSecret(botId: $botId) {\n      secret\n      bot {\n        ...ConsoleBotFields\n      }\n    }\n  }\n": types.ConsoleRotateBotSecretDocument,
    "\n  mutation ConsoleRevokeBotSecret($botId: ID!) {\n    revokeBotSecret(botId: $botId) {\n      ...ConsoleBotFields\n    }\n  }\n": types.ConsoleRevokeBotSecretDocument,
    "\n  query ConsoleGuestPasswordRequired {\n    guestPasswordRequired\n  }\n": types.ConsoleGuestPasswordRequiredDocument,
    "\n  mutation ConsoleSetGuestPassword($password: String!) {\n    setGuestPassword(password: $password)\n  }\n": types.ConsoleSetGuestPasswordDocument,
    "\n  mutation ConsoleClearGuestPassword {\n    clearGuestPassword\n  }\n": types.ConsoleClearGuestPasswordDocument,
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
export function graphql(source: "\n  query ConsoleAccountStanding($userId: ID!) {\n    accountStanding(userId: $userId) { userId banned bannedAt bannedUntil banReason deactivated deactivatedAt tokensRevokedAt }\n  }\n"): (typeof documents)["\n  query ConsoleAccountStanding($userId: ID!) {\n    accountStanding(userId: $userId) { userId banned bannedAt bannedUntil banReason deactivated deactivatedAt tokensRevokedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUserDetails($id: ID!) {\n    adminUser(id: $id) { id displayName email phone roles capabilities avatarId createdAt updatedAt badges { badge label awardedAt } }\n  }\n"): (typeof documents)["\n  query ConsoleUserDetails($id: ID!) {\n    adminUser(id: $id) { id displayName email phone roles capabilities avatarId createdAt updatedAt badges { badge label awardedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleModerationComments($userId: ID!) {\n    moderationComments(userId: $userId) { id userId authorId comment createdAt author { id displayName } }\n  }\n"): (typeof documents)["\n  query ConsoleModerationComments($userId: ID!) {\n    moderationComments(userId: $userId) { id userId authorId comment createdAt author { id displayName } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUserEmails($userId: ID!) {\n    emails(userId: $userId, includeDeleted: true) { id email type status verifiedAt deletedAt createdBy createdAt }\n  }\n"): (typeof documents)["\n  query ConsoleUserEmails($userId: ID!) {\n    emails(userId: $userId, includeDeleted: true) { id email type status verifiedAt deletedAt createdBy createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUserSubscription($userId: ID!) {\n    userSubscription(userId: $userId) { id planLevel status currentPeriodEnd cancelAtPeriodEnd canceledAt country createdAt }\n  }\n"): (typeof documents)["\n  query ConsoleUserSubscription($userId: ID!) {\n    userSubscription(userId: $userId) { id planLevel status currentPeriodEnd cancelAtPeriodEnd canceledAt country createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUserTokenAccount($id: ID!) {\n    user(id: $id) { id subscriptionLevel tokenAccount { id balance heldBalance status } }\n  }\n"): (typeof documents)["\n  query ConsoleUserTokenAccount($id: ID!) {\n    user(id: $id) { id subscriptionLevel tokenAccount { id balance heldBalance status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUserRooms($query: ListQueryInput) {\n    adminRooms(query: $query) { total data { id slug name type promoted liveState createdAt } }\n  }\n"): (typeof documents)["\n  query ConsoleUserRooms($query: ListQueryInput) {\n    adminRooms(query: $query) { total data { id slug name type promoted liveState createdAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUserActions($userId: ID!, $query: ListQueryInput) {\n    userActions(userId: $userId, query: $query) { total data { id type roomId occurredAt } }\n  }\n"): (typeof documents)["\n  query ConsoleUserActions($userId: ID!, $query: ListQueryInput) {\n    userActions(userId: $userId, query: $query) { total data { id type roomId occurredAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleKickUser($userId: ID!, $reason: String) { kickUser(userId: $userId, reason: $reason) { userId } }\n"): (typeof documents)["\n  mutation ConsoleKickUser($userId: ID!, $reason: String) { kickUser(userId: $userId, reason: $reason) { userId } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleBanUser($input: BanUserInput!) { banUser(input: $input) { userId } }\n"): (typeof documents)["\n  mutation ConsoleBanUser($input: BanUserInput!) { banUser(input: $input) { userId } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleTemporarilyBanUser($input: BanUserInput!) { temporarilyBanUser(input: $input) { userId } }\n"): (typeof documents)["\n  mutation ConsoleTemporarilyBanUser($input: BanUserInput!) { temporarilyBanUser(input: $input) { userId } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUnbanUser($userId: ID!) { unbanUser(userId: $userId) { userId } }\n"): (typeof documents)["\n  mutation ConsoleUnbanUser($userId: ID!) { unbanUser(userId: $userId) { userId } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleGrantRole($userId: ID!, $role: String!) { grantRole(userId: $userId, role: $role) { id roles } }\n"): (typeof documents)["\n  mutation ConsoleGrantRole($userId: ID!, $role: String!) { grantRole(userId: $userId, role: $role) { id roles } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRemoveRole($userId: ID!, $role: String!) { removeRole(userId: $userId, role: $role) { id roles } }\n"): (typeof documents)["\n  mutation ConsoleRemoveRole($userId: ID!, $role: String!) { removeRole(userId: $userId, role: $role) { id roles } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleChangeBadges($userId: ID!, $badges: [String!]!) { changeBadges(userId: $userId, badges: $badges) { id } }\n"): (typeof documents)["\n  mutation ConsoleChangeBadges($userId: ID!, $badges: [String!]!) { changeBadges(userId: $userId, badges: $badges) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleGrantCapability($userId: ID!, $capability: String!) { grantCapability(userId: $userId, capability: $capability) { id } }\n"): (typeof documents)["\n  mutation ConsoleGrantCapability($userId: ID!, $capability: String!) { grantCapability(userId: $userId, capability: $capability) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRevokeCapability($userId: ID!, $capability: String!) { revokeCapability(userId: $userId, capability: $capability) { id } }\n"): (typeof documents)["\n  mutation ConsoleRevokeCapability($userId: ID!, $capability: String!) { revokeCapability(userId: $userId, capability: $capability) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeactivateUser($userId: ID!) { deactivateUser(userId: $userId) { userId } }\n"): (typeof documents)["\n  mutation ConsoleDeactivateUser($userId: ID!) { deactivateUser(userId: $userId) { userId } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleReactivateUser($userId: ID!) { reactivateUser(userId: $userId) { userId } }\n"): (typeof documents)["\n  mutation ConsoleReactivateUser($userId: ID!) { reactivateUser(userId: $userId) { userId } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCancelDeactivation($userId: ID!) { cancelDeactivationRequest(userId: $userId) { userId } }\n"): (typeof documents)["\n  mutation ConsoleCancelDeactivation($userId: ID!) { cancelDeactivationRequest(userId: $userId) { userId } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAddModerationComment($input: AddModerationCommentInput!) { addModerationComment(input: $input) { id } }\n"): (typeof documents)["\n  mutation ConsoleAddModerationComment($input: AddModerationCommentInput!) { addModerationComment(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAdminSetPassword($input: AdminSetPasswordInput!) { adminSetPassword(input: $input) { userId revokedRefreshTokens } }\n"): (typeof documents)["\n  mutation ConsoleAdminSetPassword($input: AdminSetPasswordInput!) { adminSetPassword(input: $input) { userId revokedRefreshTokens } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAddEmail($input: AddEmailInput!) { addEmail(input: $input) { id } }\n"): (typeof documents)["\n  mutation ConsoleAddEmail($input: AddEmailInput!) { addEmail(input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteEmail($id: ID!) { deleteEmail(id: $id) { id } }\n"): (typeof documents)["\n  mutation ConsoleDeleteEmail($id: ID!) { deleteEmail(id: $id) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleUserSessions($userId: ID!) {\n    userSessions(userId: $userId) { id startedAt lastRefreshedAt expiresAt live revokedAt }\n  }\n"): (typeof documents)["\n  query ConsoleUserSessions($userId: ID!) {\n    userSessions(userId: $userId) { id startedAt lastRefreshedAt expiresAt live revokedAt }\n  }\n"];
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