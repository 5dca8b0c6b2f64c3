import { graphql } from '../gql';

/** What the profile pages ask the gateway (codegen collects these into src/gql/). */

export const ProfileUserFieldsFragment = graphql(`
  fragment ProfileUserFields on User {
    id
    displayName
    roles
    avatarId
    wornAvatar {
      id
      slug
      name
      imageFileId
    }
    createdAt
    badges {
      badge
      label
      awardedAt
    }
  }
`);

export const ProfileCrateFieldsFragment = graphql(`
  fragment ProfileCrateFields on Crate {
    id
    crateName
    kind
    count
  }
`);

/** What a profile says about its user: bio, location, pronouns, website and social links (public). */
export const ProfileAboutFieldsFragment = graphql(`
  fragment ProfileAboutFields on User {
    bio
    location
    pronouns
    website
    socialLinks {
      network
      value
      url
    }
  }
`);

/** A user's profile (yours too): who they are, their rooms (private ones only for you) and their public crates. */
export const UserProfileQuery = graphql(`
  query UserProfile($id: ID!, $limit: Int) {
    user(id: $id) {
      ...ProfileUserFields
      ...ProfileAboutFields
    }
    userRooms(userId: $id, limit: $limit) {
      ...RoomCardFields
    }
    userCrates(userId: $id, limit: $limit) {
      ...ProfileCrateFields
    }
  }
`);

/** Your own avatar (a built-in one); the answer refreshes the profile pages. */
export const UpdateAvatarMutation = graphql(`
  mutation UpdateAvatar($avatarId: String!) {
    updateProfile(input: { avatarId: $avatarId }) {
      ...ProfileUserFields
    }
  }
`);
