import { graphql } from '../gql';

/** What the events screens ask the gateway: upcoming events, one by its slug, and the caller's interest. */

export const EventFieldsFragment = graphql(`
  fragment EventFields on Event {
    id
    slug
    title
    description
    startsAt
    endsAt
    interestedCount
    interested
    room {
      id
      slug
      name
    }
    community {
      id
      slug
      name
    }
  }
`);

export const UpcomingEventsQuery = graphql(`
  query UpcomingEvents($limit: Int) {
    upcomingEvents(limit: $limit) {
      total
      data {
        ...EventFields
      }
    }
  }
`);

export const EventPageQuery = graphql(`
  query EventPage($slug: String!) {
    eventBySlug(slug: $slug) {
      ...EventFields
    }
  }
`);

export const MarkEventInterestMutation = graphql(`
  mutation MarkEventInterest($id: ID!) {
    markEventInterest(id: $id) {
      ...EventFields
    }
  }
`);

export const UnmarkEventInterestMutation = graphql(`
  mutation UnmarkEventInterest($id: ID!) {
    unmarkEventInterest(id: $id) {
      ...EventFields
    }
  }
`);
