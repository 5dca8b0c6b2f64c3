import { describe, expect, it } from 'vitest';
import { bridgeRouteTable } from '../testing/route-coverage.ts';

/**
 * Every row of spec 3 §7 "Payment service" (base /api/payment-service), each method and path on its own: the spec's
 * 7. Written out once, in the spec's order, so a path that goes missing fails here.
 */
const specPaths = [
  'GET /subscription/count',
  'GET /subscription',
  'GET /subscription/user/{id}',
  'POST /subscription/checkout/{id}',
  'POST /subscription/portal',
  'GET /subscription/products',
  'POST /webhook',
];

const routes = bridgeRouteTable();

describe('the payment service (spec 3 §7)', () => {
  it('lists the spec\'s 7 calls, each once', () => {
    expect(new Set(specPaths).size).toBe(7);
  });

  it('answers every path the spec lists', () => {
    expect(routes.missing('/api/payment-service', specPaths)).toEqual([]);
  });
});
