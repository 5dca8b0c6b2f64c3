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
