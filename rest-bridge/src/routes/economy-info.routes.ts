import { graphql } from '../gql/index.ts';
import { RawResponse, route, type RestRoute } from './route.ts';

const Greeting = graphql(`
  query RestEconomyGreeting {
    economyGreeting
  }
`);

const SentryTesting = graphql(`
  mutation RestSentryTesting {
    raiseSentryTestError
  }
`);

/** The points, avatars and tokens service's own paths (spec 1, §7.1, empty base path): its greeting and its error-reporting test. */
export const economyInfoRoutes: RestRoute[] = [
  route({
    method: 'GET',
    service: 'economy',
    path: '/',
    tag: 'points-avatars-tokens',
    summary: 'Greeting of the points, avatars and tokens service (plain text, anyone)',
    operation: Greeting,
    variables: () => ({}),
    result: (data) => new RawResponse('text/plain; charset=utf-8', data.economyGreeting),
    responseSchema: { type: 'string' },
  }),
  route({
    method: 'POST',
    service: 'economy',
    path: '/sentry-testing',
    tag: 'points-avatars-tokens',
    summary:
      'Raises a test error through the error-reporting path (staff, admins, services): always a 500 whose errorId is the id of ' +
      'its log line and, when SENTRY_DSN is set, of its Sentry event',
    auth: true,
    operation: SentryTesting,
    variables: () => ({}),
    result: (data) => data.raiseSentryTestError,
  }),
];
