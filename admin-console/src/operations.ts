import { graphql } from './gql';

/** The console's own session calls (the data provider builds its queries from the schema instead). */

export const ConsoleUserFields = graphql(`
  fragment ConsoleUserFields on User {
    id
    displayName
    email
    roles
    createdAt
  }
`);

export const ConsoleSessionFields = graphql(`
  fragment ConsoleSessionFields on AuthPayload {
    accessToken
    refreshToken
    expiresIn
    tokenType
    user {
      ...ConsoleUserFields
    }
  }
`);

export const ConsoleLoginMutation = graphql(`
  mutation ConsoleLogin($input: LoginInput!) {
    login(input: $input) {
      ...ConsoleSessionFields
    }
  }
`);

export const ConsoleRefreshMutation = graphql(`
  mutation ConsoleRefresh($refreshToken: String!) {
    refreshSession(refreshToken: $refreshToken) {
      ...ConsoleSessionFields
    }
  }
`);

export const ConsoleLogoutMutation = graphql(`
  mutation ConsoleLogout($refreshToken: String!) {
    logout(refreshToken: $refreshToken)
  }
`);

export const ConsoleMeQuery = graphql(`
  query ConsoleMe {
    me {
      ...ConsoleUserFields
    }
  }
`);

/** The season covering now, as the server's clock says (the seasons list marks it). */
export const ConsoleCurrentSeasonQuery = graphql(`
  query ConsoleCurrentSeason {
    currentSeason {
      id
    }
  }
`);

export const ConsoleCreditTokenAccountMutation = graphql(`
  mutation ConsoleCreditTokenAccount($input: CreditTokenAccountInput!) {
    creditTokenAccount(input: $input) {
      id
      amount
      account {
        id
        balance
      }
    }
  }
`);

export const ConsoleAdjustTokenAccountMutation = graphql(`
  mutation ConsoleAdjustTokenAccount($input: AdjustTokenAccountInput!) {
    adjustTokenAccount(input: $input) {
      id
      amount
      account {
        id
        balance
      }
    }
  }
`);

export const ConsoleSetTokenAccountStatusMutation = graphql(`
  mutation ConsoleSetTokenAccountStatus($input: SetTokenAccountStatusInput!) {
    setTokenAccountStatus(input: $input) {
      id
      status
    }
  }
`);

/** One query per service, so a service that fails shows its own error and the others still answer. */
export const ConsoleServiceStatusFields = graphql(`
  fragment ConsoleServiceStatusFields on ServiceStatus {
    service
    version
    status
    database
    uptimeSeconds
    time
  }
`);

export const ConsoleUserServiceStatusQuery = graphql(`
  query ConsoleUserServiceStatus {
    userServiceStatus {
      service
      version
      status
      database
      uptimeSeconds
      time
    }
  }
`);

export const ConsoleAuditServiceStatusQuery = graphql(`
  query ConsoleAuditServiceStatus {
    auditServiceStatus {
      ...ConsoleServiceStatusFields
    }
  }
`);

export const ConsolePlaylistServiceStatusQuery = graphql(`
  query ConsolePlaylistServiceStatus {
    playlistServiceStatus {
      ...ConsoleServiceStatusFields
    }
  }
`);

export const ConsoleRoomServiceStatusQuery = graphql(`
  query ConsoleRoomServiceStatus {
    roomServiceStatus {
      ...ConsoleServiceStatusFields
    }
  }
`);

/** A user's page (users/): each section's own query, so one refused or failing shows its error and the rest load. */
export const ConsoleAccountStandingQuery = graphql(`
  query ConsoleAccountStanding($userId: ID!) {
    accountStanding(userId: $userId) { userId banned bannedAt bannedUntil banReason deactivated deactivatedAt tokensRevokedAt }
  }
`);
export const ConsoleUserDetailsQuery = graphql(`
  query ConsoleUserDetails($id: ID!) {
    adminUser(id: $id) { id displayName email phone roles capabilities avatarId createdAt updatedAt badges { badge label awardedAt } }
  }
`);
export const ConsoleModerationCommentsQuery = graphql(`
  query ConsoleModerationComments($userId: ID!) {
    moderationComments(userId: $userId) { id userId authorId comment createdAt author { id displayName } }
  }
`);
export const ConsoleUserEmailsQuery = graphql(`
  query ConsoleUserEmails($userId: ID!) {
    emails(userId: $userId, includeDeleted: true) { id email type status verifiedAt deletedAt createdBy createdAt }
  }
`);
export const ConsoleUserSubscriptionQuery = graphql(`
  query ConsoleUserSubscription($userId: ID!) {
    userSubscription(userId: $userId) { id planLevel status currentPeriodEnd cancelAtPeriodEnd canceledAt country createdAt }
  }
`);
export const ConsoleUserTokenAccountQuery = graphql(`
  query ConsoleUserTokenAccount($id: ID!) {
    user(id: $id) { id subscriptionLevel tokenAccount { id balance heldBalance status } }
  }
`);
export const ConsoleUserRoomsQuery = graphql(`
  query ConsoleUserRooms($query: ListQueryInput) {
    adminRooms(query: $query) { total data { id slug name type promoted liveState createdAt } }
  }
`);
export const ConsoleUserActionsQuery = graphql(`
  query ConsoleUserActions($userId: ID!, $query: ListQueryInput) {
    userActions(userId: $userId, query: $query) { total data { id type roomId occurredAt } }
  }
`);
export const ConsoleKickUserMutation = graphql(`
  mutation ConsoleKickUser($userId: ID!, $reason: String) { kickUser(userId: $userId, reason: $reason) { userId } }
`);
export const ConsoleBanUserMutation = graphql(`
  mutation ConsoleBanUser($input: BanUserInput!) { banUser(input: $input) { userId } }
`);
export const ConsoleTemporarilyBanUserMutation = graphql(`
  mutation ConsoleTemporarilyBanUser($input: BanUserInput!) { temporarilyBanUser(input: $input) { userId } }
`);
export const ConsoleUnbanUserMutation = graphql(`
  mutation ConsoleUnbanUser($userId: ID!) { unbanUser(userId: $userId) { userId } }
`);
export const ConsoleGrantRoleMutation = graphql(`
  mutation ConsoleGrantRole($userId: ID!, $role: String!) { grantRole(userId: $userId, role: $role) { id roles } }
`);
export const ConsoleRemoveRoleMutation = graphql(`
  mutation ConsoleRemoveRole($userId: ID!, $role: String!) { removeRole(userId: $userId, role: $role) { id roles } }
`);
export const ConsoleChangeBadgesMutation = graphql(`
  mutation ConsoleChangeBadges($userId: ID!, $badges: [String!]!) { changeBadges(userId: $userId, badges: $badges) { id } }
`);
export const ConsoleGrantCapabilityMutation = graphql(`
  mutation ConsoleGrantCapability($userId: ID!, $capability: String!) { grantCapability(userId: $userId, capability: $capability) { id } }
`);
export const ConsoleRevokeCapabilityMutation = graphql(`
  mutation ConsoleRevokeCapability($userId: ID!, $capability: String!) { revokeCapability(userId: $userId, capability: $capability) { id } }
`);
export const ConsoleDeactivateUserMutation = graphql(`
  mutation ConsoleDeactivateUser($userId: ID!) { deactivateUser(userId: $userId) { userId } }
`);
export const ConsoleReactivateUserMutation = graphql(`
  mutation ConsoleReactivateUser($userId: ID!) { reactivateUser(userId: $userId) { userId } }
`);
export const ConsoleCancelDeactivationMutation = graphql(`
  mutation ConsoleCancelDeactivation($userId: ID!) { cancelDeactivationRequest(userId: $userId) { userId } }
`);
export const ConsoleAddModerationCommentMutation = graphql(`
  mutation ConsoleAddModerationComment($input: AddModerationCommentInput!) { addModerationComment(input: $input) { id } }
`);
export const ConsoleAdminSetPasswordMutation = graphql(`
  mutation ConsoleAdminSetPassword($input: AdminSetPasswordInput!) { adminSetPassword(input: $input) { userId revokedRefreshTokens } }
`);
export const ConsoleAddEmailMutation = graphql(`
  mutation ConsoleAddEmail($input: AddEmailInput!) { addEmail(input: $input) { id } }
`);
export const ConsoleDeleteEmailMutation = graphql(`
  mutation ConsoleDeleteEmail($id: ID!) { deleteEmail(id: $id) { id } }
`);
export const ConsoleUserSessionsQuery = graphql(`
  query ConsoleUserSessions($userId: ID!) {
    userSessions(userId: $userId) { id startedAt lastRefreshedAt expiresAt live revokedAt }
  }
`);

/** Bots (bots.manage): the secret comes back once, from signing up and from each rotation. */
export const ConsoleBotFields = graphql(`
  fragment ConsoleBotFields on Bot {
    id
    displayName
    createdBy
    createdAt
    secretActive
    secretIssuedAt
    secretRevokedAt
    lastTokenAt
  }
`);

export const ConsoleSignUpBotMutation = graphql(`
  mutation ConsoleSignUpBot($input: SignUpBotInput!) {
    signUpBot(input: $input) {
      secret
      bot {
        ...ConsoleBotFields
      }
    }
  }
`);

export const ConsoleRotateBotSecretMutation = graphql(`
  mutation ConsoleRotateBotSecret($botId: ID!) {
    rotateBotSecret(botId: $botId) {
      secret
      bot {
        ...ConsoleBotFields
      }
    }
  }
`);

export const ConsoleRevokeBotSecretMutation = graphql(`
  mutation ConsoleRevokeBotSecret($botId: ID!) {
    revokeBotSecret(botId: $botId) {
      ...ConsoleBotFields
    }
  }
`);

/** The platform-wide guest password (console.manage): whether one is set, set it, clear it. */
export const ConsoleGuestPasswordRequiredQuery = graphql(`
  query ConsoleGuestPasswordRequired {
    guestPasswordRequired
  }
`);

export const ConsoleSetGuestPasswordMutation = graphql(`
  mutation ConsoleSetGuestPassword($password: String!) {
    setGuestPassword(password: $password)
  }
`);

export const ConsoleClearGuestPasswordMutation = graphql(`
  mutation ConsoleClearGuestPassword {
    clearGuestPassword
  }
`);

/** Avatars (console.manage): assignments, and a season's award backfill with its progress. */
export const ConsoleAssignAvatarMutation = graphql(`
  mutation ConsoleAssignAvatar($slug: String!, $input: AssignAvatarInput!) {
    assignAvatar(slug: $slug, input: $input) {
      id
      userId
    }
  }
`);

export const ConsoleUnassignAvatarMutation = graphql(`
  mutation ConsoleUnassignAvatar($avatarAssignmentId: ID!) {
    unassignAvatar(avatarAssignmentId: $avatarAssignmentId) {
      id
    }
  }
`);

export const ConsoleSeasonAwardRunFields = graphql(`
  fragment ConsoleSeasonAwardRunFields on SeasonAwardRun {
    id
    seasonId
    kind
    status
    batchSize
    batches
    cursorAvatarSlug
    cursorOffset
    awarded
    createdAt
    finishedAt
  }
`);

export const ConsoleBackfillAchievedAvatarsMutation = graphql(`
  mutation ConsoleBackfillAchievedAvatars($seasonId: ID!, $limit: Int) {
    backfillAchievedAvatars(seasonId: $seasonId, limit: $limit) {
      ...ConsoleSeasonAwardRunFields
    }
  }
`);

export const ConsoleSeasonAwardRunQuery = graphql(`
  query ConsoleSeasonAwardRun($id: ID!) {
    seasonAwardRun(id: $id) {
      ...ConsoleSeasonAwardRunFields
    }
  }
`);

/** Moderation actions (audit.manage): several targets at once, all or none. */
export const ConsoleCreateModerationActionsMutation = graphql(`
  mutation ConsoleCreateModerationActions($inputs: [ModerationActionInput!]!) {
    createModerationActions(inputs: $inputs) {
      id
    }
  }
`);

/** The SMS fraud thresholds (console.manage; read only: they are configuration). */
export const ConsolePhoneFraudConstantsQuery = graphql(`
  query ConsolePhoneFraudConstants {
    phoneFraudConstants {
      maxCodesPerNumber
      windowSeconds
      maxCodesPerIp
      ipWindowSeconds
      maxCodesPerPrefix
      prefixDigits
      prefixWindowSeconds
      codeTtlSeconds
      maxCodeAttempts
    }
  }
`);
