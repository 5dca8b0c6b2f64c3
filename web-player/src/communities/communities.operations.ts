import { graphql } from '../gql';

/**
 * What the communities screens ask the gateway: every community (browse, with a name search), a community by id or
 * slug, its rooms, the caller's communities, join and leave.
 */

export const CommunityFieldsFragment = graphql(`
  fragment CommunityFields on Community {
    id
    slug
    name
    description
    memberCount
    roomCount
  }
`);

export const MyCommunitiesQuery = graphql(`
  query MyCommunities($limit: Int) {
    userCommunities(limit: $limit) {
      total
      data {
        ...CommunityFields
      }
    }
  }
`);

export const BrowseCommunitiesQuery = graphql(`
  query BrowseCommunities($search: String, $limit: Int, $offset: Int) {
    communities(search: $search, limit: $limit, offset: $offset) {
      total
      data {
        ...CommunityFields
      }
    }
  }
`);

export const CommunityPageQuery = graphql(`
  query CommunityPage($id: ID!, $limit: Int, $signedIn: Boolean!) {
    community(id: $id) {
      ...CommunityFields
    }
    communityRooms(id: $id, limit: $limit) {
      total
      data {
        id
        slug
        name
      }
    }
    userCommunities(limit: 100) @include(if: $signedIn) {
      data {
        id
      }
    }
  }
`);

export const JoinCommunityMutation = graphql(`
  mutation JoinCommunity($id: ID!) {
    joinCommunity(id: $id) {
      ...CommunityFields
    }
  }
`);

export const LeaveCommunityMutation = graphql(`
  mutation LeaveCommunity($id: ID!) {
    leaveCommunity(id: $id) {
      ...CommunityFields
    }
  }
`);

/** Joining or leaving refetches the lists that hold communities. */
export const communitiesQueryContext = { additionalTypenames: ['Community', 'CommunityPage'] };
