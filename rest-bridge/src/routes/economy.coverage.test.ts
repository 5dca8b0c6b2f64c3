import { describe, expect, it } from 'vitest';
import { bridgeRouteTable } from '../testing/route-coverage.ts';

/**
 * Every row of spec 1 §7.1 (points, avatars, tokens; the empty base path), each method and path on its own: the
 * spec's 55. Written out once, in the spec's order, so a path that goes missing fails here.
 */
const specPaths = [
  'POST /points/season/admin/handle-points',
  'GET /admin/avatars/{slug}', 'DELETE /admin/avatars/{slug}', 'GET /admin/avatars',
  'POST /avatars', 'GET /avatars',
  'DELETE /avatars/{slug}', 'PATCH /avatars/{slug}', 'GET /avatars/{slug}',
  'GET /avatars/subscriber', 'GET /all-avatars', 'GET /avatars/{slug}/{uuid}', 'GET /service/avatar/{avatarSlug}',
  'POST /avatar-assignment/{slug}', 'DELETE /avatar-assignment/{avatarAssignmentId}',
  'POST /api/v1/consumable-purchases',
  'DELETE /api/v1/consumables/{id}', 'GET /api/v1/consumables/{id}', 'PATCH /api/v1/consumables/{id}',
  'POST /api/v1/consumables', 'GET /api/v1/consumables', 'GET /api/v1/consumables/count',
  'POST /api/v1/consumables/files', 'GET /api/v1/consumables/files/{fileId}',
  'GET /',
  'GET /points/ranking-status/{userUuid}', 'GET /points/ranking-status/sum/{userUuid}',
  'GET /points/current-ranking-status', 'GET /points/current-ranking-status/{userUuid}',
  'GET /points/season-ranking', 'GET /points/all-seasons-ranking', 'GET /points/season-ranking/{seasonName}',
  'GET /points/season-ranking/next-season/{seasonStart}', 'GET /points/season-ranking/prev-season/{seasonStart}',
  'GET /points/season-ranking-current',
  'POST /points/backfill-achieved-avatars/{seasonId}',
  'GET /admin/ranking-status/{id}', 'GET /admin/ranking-status',
  'GET /admin/ranking-status-lifetime/{id}', 'GET /admin/ranking-status-lifetime',
  'GET /admin/seasons/{id}', 'DELETE /admin/seasons/{id}', 'GET /admin/seasons',
  'POST /points/season', 'PATCH /points/season/{id}', 'DELETE /points/season/{id}',
  'GET /seasons/current',
  'POST /sentry-testing',
  'POST /points/service',
  'POST /api/v1/token-accounts', 'GET /api/v1/token-accounts/self', 'GET /api/v1/token-accounts/{accountId}',
  'POST /api/v1/token-transactions/commit',
  'POST /custom-fields', 'DELETE /custom-fields',
];

const routes = bridgeRouteTable();

describe('points, avatars and tokens (spec 1 §7.1)', () => {
  it('lists the spec\'s 55 calls, each once', () => {
    expect(new Set(specPaths).size).toBe(55);
  });

  it('answers every path the spec lists', () => {
    expect(routes.missing('', specPaths)).toEqual([]);
  });
});
