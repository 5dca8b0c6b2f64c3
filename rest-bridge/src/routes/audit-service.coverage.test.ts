import { describe, expect, it } from 'vitest';
import { bridgeRouteTable } from '../testing/route-coverage.ts';

/**
 * The rows of spec 3 §7 "Audit service" (base /api/audit-service) besides /moderation-actions (their own coverage test)
 * and /geolocate (built apart), each method and path on its own, in the spec's order: a path that goes missing fails here.
 */
const specPaths = [
  'GET /info-admin/audit-service-status',
  'GET /info-admin/socket-events-names',
  'GET /info-admin/user-events-names',
  'GET /info-admin/event-last/{id}',
  'POST /kinesis',
  'GET /user-actions/{id}',
  'GET /',
];

const routes = bridgeRouteTable();

describe('audit service: its paths besides the moderation trail and geolocation (spec 3 §7)', () => {
  it('lists the 7 calls, each once', () => {
    expect(new Set(specPaths).size).toBe(7);
  });

  it('answers every path the spec lists', () => {
    expect(routes.missing('/api/audit-service', specPaths)).toEqual([]);
  });
});
