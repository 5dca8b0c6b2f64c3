import { describe, expect, it } from 'vitest';
import { bridgeRouteTable } from '../testing/route-coverage.ts';

/**
 * The /moderation-actions rows of spec 3 §7 "Audit service" (base /api/audit-service), each method and path on its
 * own: the spec's 7. Written out once, in the spec's order, so a path that goes missing fails here. (The service's
 * other rows land with the rest of the audit trail.)
 */
const specPaths = [
  'GET /moderation-actions/{id}', 'PATCH /moderation-actions/{id}', 'PUT /moderation-actions/{id}', 'DELETE /moderation-actions/{id}',
  'GET /moderation-actions',
  'POST /moderation-actions',
  'POST /moderation-actions/bulk',
];

const routes = bridgeRouteTable();

describe('audit service: moderation actions (spec 3 §7)', () => {
  it('lists the spec’s 7 calls, each once', () => {
    expect(new Set(specPaths).size).toBe(7);
  });

  it('answers every path the spec lists', () => {
    expect(routes.missing('/api/audit-service', specPaths)).toEqual([]);
  });
});
