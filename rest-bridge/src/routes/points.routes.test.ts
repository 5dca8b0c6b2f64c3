import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '@backspin/platform';
import { callRest } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

interface AccountsServicesUsed {
  signingKeys: { current(em: EntityManager): Promise<Parameters<typeof signAccessToken>[1]> };
}

let product: TestProduct;
let admin: string;
let service: string;
let me: { id: string; token: string };
let current: { id: string; seasonName: string; seasonStart: string };

const call = (method: string, path: string, token?: string, body?: unknown) =>
  callRest(`${product.restBridgeUrl}${path}`, method, { token, body }).then(({ status, json }) => ({ status, json }));
const error = (statusCode: number, message: string) => ({ status: statusCode, json: expect.objectContaining({ statusCode, message }) });
const give = (userUuid: string, points: number, eventId: string = randomUUID()) => call('POST', '/points/service', service, { userUuid, points, eventId });

/** Users of this file with points in the current (demo) season: fresh ids, so their ranks among themselves are known. */
const users = Array.from({ length: 4 }, () => randomUUID());

beforeAll(async () => {
  product = await startProduct();
  admin = (await call('POST', '/api/user-service/auth/login', undefined, { email: 'admin@backspin.local', password: 'backspin-admin' })).json.accessToken;
  const signUp = await call('POST', '/api/user-service/users/sign-up', undefined, { email: 'points-rest@example.com', password: 'a long secret' });
  me = { id: signUp.json.user.id, token: signUp.json.accessToken };
  const accounts = product.subgraphs.get('accounts')!;
  const key = await (accounts.services as AccountsServicesUsed).signingKeys.current(accounts.db.em.fork());
  service = await signAccessToken({ userId: randomUUID(), tokenType: 'service', roles: [] }, key, 300);
  current = (await call('GET', '/seasons/current')).json;
  // 100 000 + i points: above the demo users and anyone another file gives points to, in a known order.
  for (const [i, u] of users.entries()) expect((await give(u, 90_000 + 1000 * (i % 2 ? 0 : 1))).status).toBe(200);
});
afterAll(() => product?.stop());

describe('POST /points/service', () => {
  it('adds a user’s points once per eventId; a retry answers the first record', async () => {
    const eventId = `rest-${randomUUID()}`;
    const first = await give(me.id, 3, eventId);
    expect(first).toMatchObject({ status: 200, json: { applied: true, seasonId: current.id, entries: [{ userUuid: me.id, points: 3 }] } });
    const again = await give(me.id, 3, eventId);
    expect(again).toMatchObject({ status: 200, json: { id: first.json.id, applied: false } });
    expect(await call('GET', `/points/ranking-status/sum/${me.id}`)).toMatchObject({ status: 200, json: { userUuid: me.id, balance: 3 } });
  });

  it('is for services: 403 for users, 401 without a token; bad input is a 400', async () => {
    expect(await call('POST', '/points/service', me.token, { userUuid: me.id, points: 1, eventId: 'x' })).toEqual(error(403, 'Forbidden'));
    expect((await call('POST', '/points/service', undefined, { userUuid: me.id, points: 1, eventId: 'x' })).status).toBe(401);
    expect(await call('POST', '/points/service', service, { userUuid: me.id, points: 0, eventId: 'y' })).toEqual(error(400, 'points must be a whole number from 1 to 100000'));
    expect((await call('POST', '/points/service', service, { userUuid: me.id, points: 'ten', eventId: 'z' })).status).toBe(400);
    expect((await call('POST', '/points/service', service, { userUuid: 'nobody', points: 1, eventId: 'w' })).status).toBe(400);
  });
});

describe('POST /points/season/admin/handle-points', () => {
  it('adjusts a user’s points with a reason, recorded with the admin; never below zero', async () => {
    const u = randomUUID();
    const added = await call('POST', '/points/season/admin/handle-points', admin, { userUuid: u, points: 5, reason: 'Contest' });
    expect(added).toMatchObject({ status: 200, json: { applied: true, source: 'admin', reason: 'Contest', actorId: '00000000-0000-4000-8000-000000000003', seasonId: current.id } });
    expect(await call('POST', '/points/season/admin/handle-points', admin, { userUuid: u, points: -6, reason: 'Oops' })).toEqual(
      error(409, 'Points cannot go below zero: this adjustment would take the balance under 0'),
    );
    expect(await call('GET', `/points/ranking-status/sum/${u}`)).toMatchObject({ json: { balance: 5 } });
    expect(await call('POST', '/points/season/admin/handle-points', admin, { userUuid: u, points: 1 })).toEqual(error(400, 'reason must be 1 to 500 characters'));
    expect((await call('POST', '/points/season/admin/handle-points', me.token, { userUuid: u, points: 1, reason: 'me' })).status).toBe(403);
  });
});

describe('rankings', () => {
  it('GET /points/season-ranking and /points/season-ranking-current: the current season, in ranking order with ranks', async () => {
    const page = await call('GET', '/points/season-ranking?take=4&skip=0');
    expect(page).toMatchObject({ status: 200, json: { season: { id: current.id }, take: 4, skip: 0 } });
    // users 0 and 2 have 91 000 (a tie: 0 reached it first), 1 and 3 have 90 000.
    expect(page.json.data.map((r: { userUuid: string; rank: number }) => [r.userUuid, r.rank])).toEqual([
      [users[0], 1],
      [users[2], 1],
      [users[1], 3],
      [users[3], 3],
    ]);
    const second = await call('GET', '/points/season-ranking?take=2&skip=2');
    expect(second.json.data.map((r: { userUuid: string }) => r.userUuid)).toEqual([users[1], users[3]]);
    const defaults = await call('GET', '/points/season-ranking-current');
    expect(defaults).toMatchObject({ status: 200, json: { season: { id: current.id }, take: 25, skip: 0 } });
    expect(await call('GET', '/points/season-ranking?take=0')).toEqual(error(400, 'take must be 1 to 100 and skip at least 0'));
    expect((await call('GET', '/points/season-ranking?take=abc')).status).toBe(400);
  });

  it('GET /points/season-ranking/{seasonName}, next-season and prev-season', async () => {
    expect(await call('GET', `/points/season-ranking/${encodeURIComponent(current.seasonName)}?take=1`)).toMatchObject({
      status: 200,
      json: { season: { id: current.id }, data: [{ userUuid: users[0], rank: 1 }] },
    });
    expect(await call('GET', '/points/season-ranking/No%20such%20season')).toEqual(error(404, 'Season not found'));
    const previous = await call('GET', `/points/season-ranking/prev-season/${encodeURIComponent(current.seasonStart)}`);
    expect(previous.status).toBe(200);
    expect(Date.parse(previous.json.season.seasonStart)).toBeLessThan(Date.parse(current.seasonStart));
    const before = await call('GET', `/points/season-ranking/next-season/${encodeURIComponent(previous.json.season.seasonStart)}`);
    expect(before.json.season.id).toBe(current.id);
    expect((await call('GET', '/points/season-ranking/next-season/not-a-date')).status).toBe(400);
  });

  it('GET /points/all-seasons-ranking: the lifetime ranking', async () => {
    const all = await call('GET', '/points/all-seasons-ranking?take=2');
    expect(all).toMatchObject({ status: 200, json: { take: 2, skip: 0, data: [{ userUuid: users[0], rank: 1 }, { userUuid: users[2], rank: 1 }] } });
  });

  it('GET /points/ranking-status/{userUuid}, /sum/{userUuid}, /points/current-ranking-status[/{userUuid}]', async () => {
    expect(await call('GET', `/points/ranking-status/${users[1]}`)).toMatchObject({ status: 200, json: [{ seasonId: current.id, balance: 90_000, rank: 3 }] });
    expect(await call('GET', `/points/ranking-status/sum/${users[1]}`)).toMatchObject({ status: 200, json: { balance: 90_000, rank: 3 } });
    const nobody = randomUUID();
    expect(await call('GET', `/points/ranking-status/sum/${nobody}`)).toEqual({ status: 200, json: { userUuid: nobody, balance: 0, rank: null } });
    expect(await call('GET', `/points/current-ranking-status/${users[3]}`)).toMatchObject({
      status: 200,
      json: { hasCurrentRankingStatus: true, season: { id: current.id }, rankingStatus: { balance: 90_000, rank: 3 } },
    });
    expect(await call('GET', `/points/current-ranking-status/${nobody}`)).toMatchObject({ json: { hasCurrentRankingStatus: false, rankingStatus: null } });
    expect(await call('GET', '/points/current-ranking-status', me.token)).toMatchObject({ status: 200, json: { hasCurrentRankingStatus: true } });
    expect((await call('GET', '/points/current-ranking-status')).status).toBe(401);
    expect((await call('GET', '/points/ranking-status/nope')).status).toBe(400);
  });

  it('GET /admin/ranking-status[/{id}] and /admin/ranking-status-lifetime[/{id}] with the spec’s parameters', async () => {
    const list = await call('GET', `/admin/ranking-status?userUuid=${users[2]}&seasonId=${current.id}`, admin);
    expect(list).toMatchObject({ status: 200, json: [{ userUuid: users[2], seasonId: current.id, balance: 91_000, rank: 1 }] });
    const byBalance = await call('GET', `/admin/ranking-status?balance=90000&seasonId=${current.id}&limit=1&page=2&sort=userUuid,ASC`, admin);
    expect(byBalance).toMatchObject({ status: 200, json: { count: 1, total: expect.any(Number), page: 2 } });
    const one = await call('GET', `/admin/ranking-status/${list.json[0].id}`, admin);
    expect(one).toMatchObject({ status: 200, json: { userUuid: users[2] } });
    expect(await call('GET', `/admin/ranking-status/${randomUUID()}`, admin)).toEqual(error(404, 'Ranking status not found'));
    const lifetime = await call('GET', `/admin/ranking-status-lifetime?userUuid=${users[0]}&offset=0`, admin);
    expect(lifetime).toMatchObject({ status: 200, json: { total: 1, data: [{ userUuid: users[0], balance: 91_000, rank: 1 }] } });
    expect(await call('GET', `/admin/ranking-status-lifetime/${lifetime.json.data[0].id}`, admin)).toMatchObject({ status: 200, json: { userUuid: users[0] } });
    expect((await call('GET', '/admin/ranking-status', me.token)).status).toBe(403);
    expect((await call('GET', '/admin/ranking-status?balance=lots', admin)).status).toBe(400);
  });
});
