import { graphql } from '../gql';

/** What the account page and the profile details ask the gateway (codegen collects these into src/gql/). */

export const UserEmailFieldsFragment = graphql(`
  fragment UserEmailFields on UserEmail {
    id
    email
    type
    status
    verifiedAt
    codeSentAt
    createdAt
  }
`);

export const EmailsQuery = graphql(`
  query Emails {
    emails {
      ...UserEmailFields
    }
  }
`);

export const AddEmailMutation = graphql(`
  mutation AddEmail($input: AddEmailInput!) {
    addEmail(input: $input) {
      ...UserEmailFields
    }
  }
`);

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      status
      email {
        ...UserEmailFields
      }
    }
  }
`);

export const SendVerificationEmailMutation = graphql(`
  mutation SendVerificationEmail($input: EmailTargetInput!) {
    sendVerificationEmail(input: $input) {
      nextResendAt
      email {
        ...UserEmailFields
      }
    }
  }
`);

export const DeleteEmailMutation = graphql(`
  mutation DeleteEmail($id: ID!) {
    deleteEmail(id: $id) {
      ...UserEmailFields
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ...SessionFields
    }
  }
`);

export const SetPasswordMutation = graphql(`
  mutation SetPassword($newPassword: String!) {
    setPassword(newPassword: $newPassword) {
      ...SessionFields
    }
  }
`);

export const RequestDeactivationMutation = graphql(`
  mutation RequestDeactivation($reason: String) {
    requestDeactivation(reason: $reason) {
      status
      requestedAt
    }
  }
`);

export const MusicProvidersQuery = graphql(`
  query MusicProviders {
    me {
      id
      musicProviders
    }
  }
`);

export const MusicServiceAuthorizationQuery = graphql(`
  query MusicServiceAuthorization($provider: MusicService!) {
    musicServiceAuthorization(provider: $provider) {
      url
      state
    }
  }
`);

export const ExchangeMusicServiceCodeMutation = graphql(`
  mutation ExchangeMusicServiceCode($provider: MusicService!, $code: String!, $state: String!) {
    exchangeMusicServiceCode(provider: $provider, code: $code, state: $state) {
      provider
    }
  }
`);

export const UnlinkMusicServiceMutation = graphql(`
  mutation UnlinkMusicService($provider: MusicService!) {
    unlinkMusicService(provider: $provider)
  }
`);

export const ProfileDetailsFieldsFragment = graphql(`
  fragment ProfileDetailsFields on User {
    id
    bio
    location
    pronouns
    website
    socials {
      instagram
      twitter
      tiktok
      soundcloud
      youtube
    }
    profilePicture {
      id
      sizes {
        size
        url
      }
    }
    coverPicture {
      id
      sizes {
        size
        url
      }
    }
  }
`);

export const ProfileDetailsQuery = graphql(`
  query ProfileDetails {
    me {
      ...ProfileDetailsFields
    }
  }
`);

export const UpdateProfileDetailsMutation = graphql(`
  mutation UpdateProfileDetails($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...ProfileDetailsFields
    }
  }
`);

export const UpdateSocialsMutation = graphql(`
  mutation UpdateSocials($input: UserSocialsInput!) {
    updateUserSocials(input: $input) {
      ...ProfileDetailsFields
    }
  }
`);

export const DeleteProfileImageMutation = graphql(`
  mutation DeleteProfileImage($id: ID!) {
    deleteProfileImage(id: $id) {
      id
      kind
    }
  }
`);
