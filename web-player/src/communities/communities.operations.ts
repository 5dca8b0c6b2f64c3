import { graphql } from '../gql';

/** What the communities screens ask the gateway: a community by id or slug, its rooms, the caller's communities, join and leave. */

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

export const CommunityPageQuery = graphql(`
  query CommunityPage($id: ID!, $limit: Int) {
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
    userCommunities(limit: 100) {
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
