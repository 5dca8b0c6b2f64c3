import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@backspin/platform';
import { callRest, postGraphQL } from '@backspin/test-kit';
import type { AccountsServices } from '@backspin/accounts/context';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

// GET, POST, bulk, PATCH, PUT and DELETE /api/audit-service/moderation-actions: the audit subgraph's rules through the
// bridge, and the list query answering the same rows as GraphQL's moderationActions. The shared product's trail holds
// other files' records too: every query here is scoped to this file's own target user.

let product: TestProduct;
type Name = 'staff' | 'moderator' | 'member';
const users = {} as Record<Name, { id: string; token: string }>;
const target = randomUUID();

const path = (suffix = '') => `${product.restBridgeUrl}/api/audit-service/moderation-actions${suffix}`;
const call = (method: string, suffix: string, as: Name | null, body?: unknown) =>
  callRest(path(suffix), method, { body, token: as ? users[as].token : undefined }).then(({ status, json }) => ({ status, json }));
const error = (statusCode: number, message: string, error: string) => ({ statusCode, message, error });
const kick = (change: Record<string, unknown> = {}) => ({ actionType: 'kickUser', targetUserId: target, reason: 'rest', ...change });
type Row = { id: string; reason: string | null; revision: number; actionType: string };

beforeAll(async () => {
  product = await startProduct();
  const accounts = product.subgraphs.get('accounts')!;
  const services = accounts.services as AccountsServices;
  const people: [Name, Role[]][] = [
    ['staff', ['staff']],
    ['moderator', ['moderator']],
    ['member', []],
  ];
  for (const [name, roles] of people) {
    const email = `${name}@moderation-actions-rest.test`;
    await services.sessions.signUp(accounts.db.em.fork(), { email, password: 'a long secret', displayName: name }, { roles });
    const login = await callRest(`${product.restBridgeUrl}/api/user-service/auth/login`, 'POST', { body: { email, password: 'a long secret' } });
    users[name] = { id: login.json.user.id, token: login.json.accessToken };
  }
});
afterAll(() => product?.stop());

describe('POST /moderation-actions and /moderation-actions/bulk', () => {
  it('staff write one (201, the caller as actor) and a bulk all at once', async () => {
    const one = await call('POST', '', 'staff', kick({ reason: 'one' }));
    expect(one).toMatchObject({ status: 201, json: { actionType: 'kickUser', targetUserId: target, actorId: users.staff.id, reason: 'one', revision: 1 } });
    const bulk = await call('POST', '/bulk', 'staff', { bulk: [kick({ reason: 'two' }), kick({ actionType: 'grantRole', role: 'dj', previousRole: 'user', reason: 'three' })] });
    expect(bulk.status).toBe(201);
    expect((bulk.json as Row[]).map((r) => r.reason)).toEqual(['two', 'three']);
  });

  it('refuses a bulk with one bad row with 400 naming it, and writes nothing', async () => {
    const scoped = randomUUID();
    const rows = [kick({ targetUserId: scoped }), kick({ targetUserId: scoped, actionType: 'muteUser' })];
    expect(await call('POST', '/bulk', 'staff', { bulk: rows })).toEqual({
      status: 400,
      json: error(400, 'bulk[1].actionType must be banUser, kickUser, grantRole, removeRole, globalKick, globalBan, globalUnBan, removeFromFloor or deleteMessage', 'Bad Request'),
    });
    expect(await call('POST', '/bulk', 'staff', { bulk: [kick({ targetUserId: scoped }), kick({ targetUserId: 'x' })] })).toEqual({
      status: 400,
      json: error(400, 'targetUserId must be a UUID', 'Bad Request'),
    });
    expect(await call('POST', '/bulk', 'staff', { bulk: [] })).toEqual({ status: 400, json: error(400, 'bulk must list 1 to 100 moderation actions', 'Bad Request') });
    const listed = await call('GET', `?filter=targetUserId||$eq||${scoped}`, 'staff');
    expect(listed).toEqual({ status: 200, json: [] });
  });

  it('refuses bad values with the catalogue’s 400s: an unknown role, a reason that is not text or too long, a NUL', async () => {
    expect(await call('POST', '', 'staff', kick({ role: 'king' }))).toMatchObject({ status: 400, json: { message: expect.stringMatching(/^role must be superUser, staff, /) } });
    expect(await call('POST', '', 'staff', kick({ reason: 5 }))).toMatchObject({ status: 400, json: { message: 'reason must be a string of 0 to 500 characters' } });
    expect(await call('POST', '', 'staff', kick({ reason: 'r'.repeat(501) }))).toMatchObject({ status: 400, json: { message: 'reason must be at most 500 characters' } });
    expect(await call('POST', '', 'staff', kick({ reason: 'a\u0000b' }))).toMatchObject({ status: 400 });
    expect(await call('POST', '', 'staff', { targetUserId: target })).toMatchObject({ status: 400, json: { message: expect.stringMatching(/^actionType must be /) } });
  });

  it('refuses moderators and members with 403, callers without a token with 401', async () => {
    for (const as of ['moderator', 'member'] as const) {
      expect(await call('POST', '', as, kick())).toEqual({ status: 403, json: error(403, 'Forbidden', 'Forbidden') });
      expect(await call('POST', '/bulk', as, { bulk: [kick()] })).toEqual({ status: 403, json: error(403, 'Forbidden', 'Forbidden') });
    }
    expect(await call('POST', '', null, kick())).toEqual({ status: 401, json: error(401, 'Unauthorized', 'Unauthorized') });
  });
});

describe('PATCH, PUT and DELETE /moderation-actions/{id}', () => {
  it('a correction keeps the original in the record’s revisions; a delete is recorded and leaves the list', async () => {
    const { json: created } = await call('POST', '', 'staff', kick({ reason: 'original', roomId: randomUUID() }));
    const id = (created as Row).id;
    expect(await call('PATCH', `/${id}`, 'moderator', { reason: 'x' })).toMatchObject({ status: 403 });
    expect(await call('PATCH', `/${id}`, 'staff', {})).toMatchObject({ status: 400, json: { message: 'a change must give at least one field' } });
    expect(await call('PATCH', `/${id}`, 'staff', { reason: 'patched' })).toMatchObject({ status: 200, json: { reason: 'patched', revision: 2 } });
    expect(await call('PUT', `/${id}`, 'staff', { actionType: 'banUser', targetUserId: target })).toMatchObject({
      status: 200,
      json: { actionType: 'banUser', reason: null, roomId: null, actorId: users.staff.id, revision: 3 },
    });
    const read = await call('GET', `/${id}`, 'moderator');
    expect(read.status).toBe(200);
    expect(read.json.revisions).toEqual([
      expect.objectContaining({ revision: 1, reason: 'original', change: 'update', changedBy: users.staff.id }),
      expect.objectContaining({ revision: 2, reason: 'patched', change: 'replace', changedBy: users.staff.id }),
    ]);
    expect(await call('GET', `/${id}?fields=reason`, 'moderator')).toEqual({ status: 200, json: { id, reason: null } });

    expect(await call('DELETE', `/${id}`, 'moderator')).toEqual({ status: 403, json: error(403, 'Forbidden', 'Forbidden') });
    const deleted = await call('DELETE', `/${id}`, 'staff');
    expect(deleted).toMatchObject({ status: 200, json: { id, deletedBy: users.staff.id, deletedAt: expect.any(String) } });
    expect(await call('GET', `/${id}`, 'staff')).toEqual({ status: 404, json: error(404, 'Moderation action not found', 'Not Found') });
    expect(await call('DELETE', `/${id}`, 'staff')).toMatchObject({ status: 404 });
    expect(await call('GET', `?filter=id||$eq||${id}`, 'staff')).toEqual({ status: 200, json: [] });
  });
});

describe('GET /moderation-actions: the list query, the same rows as GraphQL', () => {
  it('filters, sorts and pages as moderationActions does', async () => {
    const scoped = randomUUID();
    await call('POST', '/bulk', 'staff', { bulk: ['c', 'a', 'e', 'b', 'd'].map((reason) => kick({ targetUserId: scoped, reason: `page ${reason}` })) });
    await call('POST', '', 'staff', kick({ targetUserId: scoped, actionType: 'globalBan', reason: 'page z' }));

    const rest = await call('GET', `?filter=targetUserId||$eq||${scoped}&filter=actionType||$eq||kickUser&sort=reason,DESC&limit=2&offset=2`, 'moderator');
    expect(rest.status).toBe(200);
    expect(rest.json).toMatchObject({ count: 2, total: 5, page: 2, pageCount: 3 });
    expect((rest.json.data as Row[]).map((r) => r.reason)).toEqual(['page c', 'page b']);

    const gql = await postGraphQL<{ moderationActions: { total: number; data: Row[] } }>(
      product.gatewayUrl,
      `query($q: ListQueryInput) { moderationActions(query: $q) { total data { id actionType actorId targetUserId roomId previousRole role reason revision createdAt updatedAt updatedBy recordedBy deletedAt deletedBy } } }`,
      {
        q: {
          where: { and: [{ field: 'targetUserId', op: 'EQ', value: scoped }, { field: 'actionType', op: 'EQ', value: 'kickUser' }] },
          sort: [{ field: 'reason', direction: 'DESC' }],
          limit: 2,
          offset: 2,
        },
      },
      users.moderator.token,
    );
    expect(gql.errors).toBeUndefined();
    expect(rest.json.data).toEqual(gql.data!.moderationActions.data);

    // nestjsx's other forms: no offset or page answers the rows alone; s searches; fields picks fields.
    const rows = await call('GET', `?s=${encodeURIComponent(JSON.stringify({ targetUserId: scoped }))}&sort=reason,ASC&fields=reason`, 'moderator');
    expect(rows).toEqual({ status: 200, json: ['a', 'b', 'c', 'd', 'e', 'z'].map((r) => ({ id: expect.any(String), reason: `page ${r}` })) });

    expect(await call('GET', `?filter=nope||$eq||1`, 'moderator')).toMatchObject({ status: 400 });
    expect(await call('GET', '', 'member')).toEqual({ status: 403, json: error(403, 'Forbidden', 'Forbidden') });
    expect(await call('GET', '', null)).toEqual({ status: 401, json: error(401, 'Unauthorized', 'Unauthorized') });
  });
});
