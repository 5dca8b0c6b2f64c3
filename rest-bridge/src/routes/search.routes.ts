import { graphql } from '../gql/index.ts';
import { booleanParam, integerParam, route, stringParam, type RestRequest, type RestRoute } from './route.ts';

const Search = graphql(`
  query RestSearch($q: String!, $explicit: Boolean, $country: String, $offset: Int, $limit: Int) {
    search(q: $q, explicit: $explicit, country: $country, offset: $offset, limit: $limit) {
      source
      song { id trackName artistName genre duration isrc explicit status musicProviders { provider id } }
      track { provider providerId trackName artistName albumName durationSeconds isrc explicit releaseYear thumbnailUrl previewUrl webUrl }
    }
  }
`);

const searchVariables = (term: string) => ({ query }: RestRequest) => ({
  q: stringParam(query, term) ?? '',
  explicit: booleanParam(query, 'explicit'),
  country: stringParam(query, 'country'),
  offset: integerParam(query, 'offset'),
  limit: integerParam(query, 'limit'),
});

const summary = 'Search songs: the catalogue first, then music providers; 20 per page; an empty term finds nothing';

export const searchRoutes: RestRoute[] = [
  ...(['/search', '/search/v2'] as const).map((path) =>
    route({
      method: 'GET',
      service: 'playlist',
      path,
      tag: 'playlist-service',
      summary,
      auth: true,
      operation: Search,
      variables: searchVariables('q'),
      result: (data) => ({ results: data.search }),
    }),
  ),
  route({
    method: 'GET',
    service: 'room',
    path: '/search',
    tag: 'room-service',
    summary,
    auth: true,
    operation: Search,
    variables: searchVariables('term'),
    result: (data) => ({ results: data.search }),
  }),
];
