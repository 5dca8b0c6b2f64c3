import { graphql } from '../gql/index.ts';
import { route, stringParam, type RestRoute } from './route.ts';

const Geolocate = graphql(`
  query RestGeolocate($ip: String) {
    geolocate(ip: $ip) {
      ip
      country
      region
      source
      database
    }
  }
`);

const responseSchema = {
  type: 'object',
  properties: {
    ip: { type: 'string', nullable: true, description: 'the address located, canonical; null when the caller’s address is unknown' },
    country: { type: 'string', nullable: true, description: 'ISO 3166-1 alpha-2; null when unknown (private, loopback, not in the database)' },
    region: { type: 'string', nullable: true, description: 'the subdivision where the database knows it; null otherwise' },
    source: { type: 'string', enum: ['DATABASE', 'NOT_IN_DATABASE', 'PRIVATE_ADDRESS', 'NO_ADDRESS'] },
    database: { type: 'string', nullable: true, description: 'the offline database that answered, package@version' },
  },
};

const summary = (where: string) =>
  `The country (and region where known) of an IP address, from an offline database: the caller’s own address (any token, guests too) unless ${where} names another, which needs audit.read (moderators, staff)`;

/** Audit service: geolocation (spec 3 §7 "POST /geolocate" with a body, "GET /geolocate"). */
export const geolocationRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'audit',
    path: '/geolocate',
    tag: 'audit-service',
    summary: summary('the body’s `ip`'),
    auth: true,
    operation: Geolocate,
    // Any other type goes through as sent, and the gateway refuses it as an ill-typed String (400).
    variables: ({ body }) => ({ ip: (body.ip ?? null) as string | null }),
    result: (data) => data.geolocate,
    bodySchema: {
      type: 'object',
      properties: { ip: { type: 'string', maxLength: 45, description: 'an IPv4 or IPv6 address; absent or empty: the caller’s own' } },
    },
    responseSchema,
  }),
  route({
    method: 'GET',
    service: 'audit',
    path: '/geolocate',
    tag: 'audit-service',
    summary: summary('the query parameter `ip`'),
    auth: true,
    operation: Geolocate,
    variables: ({ query }) => ({ ip: stringParam(query, 'ip') }),
    result: (data) => data.geolocate,
    responseSchema,
  }),
];
