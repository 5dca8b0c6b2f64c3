import { graphql } from './gql';

/** Everything the web player asks the gateway. Kept in one file so codegen finds them (see codegen.fragment.md). */

export const UserFieldsFragment = graphql(`
  fragment UserFields on User {
    id
    displayName
    avatarId
    roles
    email
    createdAt
  }
`);

export const SessionFieldsFragment = graphql(`
  fragment SessionFields on AuthPayload {
    accessToken
    refreshToken
    expiresIn
    tokenType
    newAccount
    user {
      ...UserFields
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...SessionFields
    }
  }
`);

export const SignUpMutation = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      ...SessionFields
    }
  }
`);

export const ForgotPasswordMutation = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      message
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ...SessionFields
    }
  }
`);

export const ValidateMagicLinkMutation = graphql(`
  mutation ValidateMagicLink($token: String!) {
    validateMagicLink(token: $token) {
      ...SessionFields
    }
  }
`);

/** Sign-in by phone (spec 3, §2): a six-digit code by text message, then the code; a new number gets an account. */
export const SendPhoneCodeMutation = graphql(`
  mutation SendPhoneCode($phone: String!) {
    sendPhoneCode(phone: $phone) {
      requestId
      phone
      expiresAt
    }
  }
`);

export const VerifyPhoneCodeMutation = graphql(`
  mutation VerifyPhoneCode($input: VerifyPhoneCodeInput!) {
    verifyPhoneCode(input: $input) {
      ...SessionFields
    }
  }
`);

/** E-mails a sign-in link to the account with this address, if any (the answer is the same either way). */
export const SendMagicLinkMutation = graphql(`
  mutation SendMagicLink($email: String!, $path: String) {
    sendMagicLink(email: $email, path: $path) {
      message
    }
  }
`);

export const RefreshSessionMutation = graphql(`
  mutation RefreshSession($refreshToken: String!) {
    refreshSession(refreshToken: $refreshToken) {
      ...SessionFields
    }
  }
`);

export const GuestTokenMutation = graphql(`
  mutation GuestToken {
    guestToken {
      accessToken
      expiresIn
      guestId
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout($refreshToken: String!) {
    logout(refreshToken: $refreshToken)
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      ...UserFields
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...UserFields
    }
  }
`);

export const UserUpdatedSubscription = graphql(`
  subscription UserUpdated($userId: ID!) {
    userUpdated(userId: $userId) {
      id
      displayName
      avatarId
      roles
    }
  }
`);
