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
