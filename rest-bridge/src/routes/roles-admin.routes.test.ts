import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@backspin/platform';
import { callRest } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import type { AccountsServices } from '@backspin/accounts/context';

let product: TestProduct;
type Name = 'superUser' | 'admin' | 'moderator' | 'member' | 'target';
const users = {} as Record<Name, { id: string; token: string }>;

const call = (method: string, path: string, as: Name | null, body?: unknown) =>
  callRest(`${product.restBridgeUrl}/api/user-service${path}`, method, { body, token: as ? users[as].token : undefined }).then(({ status, json }) => ({ status, json }));
const error = (statusCode: number, message: string, error: string) => ({ statusCode, message, error });
const forbidden = error(403, 'Forbidden', 'Forbidden');
const unauthorized = error(401, 'Unauthorized', 'Unauthorized');
const domain = '@roles-rest.test';

beforeAll(async () => {
  product = await startProduct();
  const accounts = product.subgraphs.get('accounts')!;
  const services = accounts.services as AccountsServices;
  const people: [Name, string, Role[]][] = [
    ['superUser', 'Sue Super', ['superUser']],
    ['admin', 'Ada Admin', ['admin']],
    ['moderator', 'Mo Moderator', ['moderator']],
    ['member', 'Mel Member', []],
    ['target', 'Tia Target', []],
  ];
  for (const [name, displayName, roles] of people) {
    const email = `${name.toLowerCase()}${domain}`;
    await services.sessions.signUp(accounts.db.em.fork(), { email, password: 'a long secret', displayName }, { roles });
    const login = await callRest(`${product.restBridgeUrl}/api/user-service/auth/login`, 'POST', { body: { email, password: 'a long secret' } });
    users[name] = { id: login.json.user.id, token: login.json.accessToken };
  }
});
afterAll(() => product?.stop());

describe('POST /users/add-role, /users/add-global-moderator-role, /users/remove-role', () => {
  it('an admin grants a role (200 with the roles); again is 403 "This user has already this role"', async () => {
    expect(await call('POST', '/users/add-role', 'admin', { userId: users.target.id, role: 'staff' })).toEqual({
      status: 200,
      json: { id: users.target.id, roles: ['user', 'staff'] },
    });
    expect(await call('POST', '/users/add-role', 'admin', { userId: users.target.id, role: 'staff' })).toEqual({
      status: 403,
      json: error(403, 'This user has already this role', 'Forbidden'),
    });
  });

  it('the role reaches the user with their next token: a refreshed session carries it', async () => {
    const login = await callRest(`${product.restBridgeUrl}/api/user-service/auth/login`, 'POST', {
      body: { email: `target${domain}`, password: 'a long secret' },
    });
    expect(login.json.user.roles).toEqual(['user', 'staff']);
  });

  it('grants globalModerator through its own path', async () => {
    expect(await call('POST', '/users/add-global-moderator-role', 'admin', { userId: users.target.id })).toEqual({
      status: 200,
      json: { id: users.target.id, roles: ['user', 'staff', 'globalModerator'] },
    });
    expect((await call('POST', '/users/add-global-moderator-role', 'superUser', { userId: users.target.id })).json).toEqual(
      error(403, 'This user has already this role', 'Forbidden'),
    );
  });

  it('removes a role; 404 when not held', async () => {
    expect(await call('POST', '/users/remove-role', 'admin', { userId: users.target.id, role: 'globalModerator' })).toEqual({
      status: 200,
      json: { id: users.target.id, roles: ['user', 'staff'] },
    });
    expect(await call('POST', '/users/remove-role', 'admin', { userId: users.target.id, role: 'globalModerator' })).toEqual({
      status: 404,
      json: error(404, 'This user does not have this role', 'Not Found'),
    });
  });

  it('admin and superUser are granted by superUsers only', async () => {
    expect(await call('POST', '/users/add-role', 'admin', { userId: users.target.id, role: 'admin' })).toEqual({
      status: 403,
      json: error(403, 'Only a superUser may grant or remove the admin and superUser roles', 'Forbidden'),
    });
    expect((await call('POST', '/users/add-role', 'superUser', { userId: users.target.id, role: 'admin' })).status).toBe(200);
    expect((await call('POST', '/users/remove-role', 'superUser', { userId: users.target.id, role: 'admin' })).status).toBe(200);
  });

  it('of concurrent grants one wins, the others are 403', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', '/users/add-role', 'admin', { userId: users.target.id, role: 'promoter' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403, 403]);
  });

  it('answers 401 without a token, 403 to moderators and users, 400 to a bad role or user id', async () => {
    for (const path of ['/users/add-role', '/users/add-global-moderator-role', '/users/remove-role']) {
      expect(await call('POST', path, null, { userId: users.target.id, role: 'staff' })).toEqual({ status: 401, json: unauthorized });
      expect(await call('POST', path, 'moderator', { userId: users.target.id, role: 'staff' })).toEqual({ status: 403, json: forbidden });
      expect(await call('POST', path, 'member', { userId: users.target.id, role: 'staff' })).toEqual({ status: 403, json: forbidden });
    }
    expect((await call('POST', '/users/add-role', 'admin', { userId: users.target.id, role: 'emperor' })).status).toBe(400);
    expect(await call('POST', '/users/add-role', 'admin', { role: 'staff' })).toEqual({ status: 400, json: error(400, 'userId must be a UUID', 'Bad Request') });
    expect((await call('POST', '/users/add-role', 'admin', { userId: randomUUID(), role: 'staff' })).status).toBe(404);
  });
});

describe('badges: POST /users/change-badges-admin, /users/add-badges-service, /users/remove-badges-service', () => {
  const badgesOf = (json: { badges: { badge: string }[] }) => json.badges.map((b) => b.badge);

  it('a moderator sets the badges; services (superUser here) add and remove them, idempotently', async () => {
    const set = await call('POST', '/users/change-badges-admin', 'moderator', { userId: users.target.id, badges: ['VERIFIED', 'JQBX'] });
    expect(set.status).toBe(200);
    // Awarded at the same moment: oldest first, then by name.
    expect(set.json).toMatchObject({ id: users.target.id, badges: [{ badge: 'JQBX', label: 'JQBX' }, { badge: 'VERIFIED', label: 'Verified' }] });
    const added = await call('POST', '/users/add-badges-service', 'superUser', { userId: users.target.id, badges: ['JQBX', 'PLATINUM'] });
    expect(added.status).toBe(200);
    expect(badgesOf(added.json).sort()).toEqual(['JQBX', 'PLATINUM', 'VERIFIED']);
    const removed = await call('POST', '/users/remove-badges-service', 'superUser', { userUuid: users.target.id, badges: ['VERIFIED', 'STAFF'] });
    expect(removed.status).toBe(200);
    expect(badgesOf(removed.json).sort()).toEqual(['JQBX', 'PLATINUM']);
    const profile = await call('GET', `/admin/users/${users.target.id}?fields=badges`, 'moderator');
    expect(badgesOf(profile.json).sort()).toEqual(['JQBX', 'PLATINUM']);
  });

  it('answers 401, 403 and 400 as it should', async () => {
    const body = { userId: users.target.id, badges: ['STAFF'] };
    expect(await call('POST', '/users/change-badges-admin', null, body)).toEqual({ status: 401, json: unauthorized });
    expect(await call('POST', '/users/change-badges-admin', 'member', body)).toEqual({ status: 403, json: forbidden });
    expect(await call('POST', '/users/add-badges-service', null, body)).toEqual({ status: 401, json: unauthorized });
    expect(await call('POST', '/users/add-badges-service', 'moderator', body)).toEqual({ status: 403, json: forbidden });
    expect(await call('POST', '/users/remove-badges-service', 'admin', body)).toEqual({ status: 403, json: forbidden });
    expect(await call('POST', '/users/change-badges-admin', 'moderator', { userId: users.target.id, badges: ['FOUNDER'] })).toEqual({
      status: 400,
      json: error(400, 'badges must be a list of VERIFIED, PLATINUM, DOUBLE_PLATINUM, JQBX or STAFF', 'Bad Request'),
    });
  });
});

describe('POST /users/admin/sign-up', () => {
  it('an admin creates an account with roles: 201 with the user', async () => {
    const created = await call('POST', '/users/admin/sign-up', 'admin', {
      email: `new${domain}`,
      password: 'a long secret',
      displayName: 'Nia New',
      roles: ['promoter'],
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ email: `new${domain}`, displayName: 'Nia New', roles: ['user', 'promoter'], badges: [] });
    const login = await callRest(`${product.restBridgeUrl}/api/user-service/auth/login`, 'POST', { body: { email: `new${domain}`, password: 'a long secret' } });
    expect(login.status).toBe(200);
  });

  it('answers 400 when the e-mail or password is missing, 401 without a token, 403 to moderators', async () => {
    const missing = error(400, 'email, password (or voucher code) missing in request', 'Bad Request');
    expect(await call('POST', '/users/admin/sign-up', 'admin', { email: `x${domain}` })).toEqual({ status: 400, json: missing });
    expect(await call('POST', '/users/admin/sign-up', 'admin', { password: 'a long secret' })).toEqual({ status: 400, json: missing });
    expect(await call('POST', '/users/admin/sign-up', null, { email: `x${domain}`, password: 'a long secret' })).toEqual({ status: 401, json: unauthorized });
    expect(await call('POST', '/users/admin/sign-up', 'moderator', { email: `x${domain}`, password: 'a long secret' })).toEqual({ status: 403, json: forbidden });
    expect((await call('POST', '/users/admin/sign-up', 'admin', { email: `x${domain}`, password: 'a long secret', roles: ['superUser'] })).status).toBe(403);
  });
});

describe('GET /admin/users and /admin/users/{id}', () => {
  const ours = `filter=${encodeURIComponent(`email||$ends||${domain}`)}`;

  it('lists with filter and sort; an array, or a page with offset or page', async () => {
    const list = await call('GET', `/admin/users?${ours}&sort=displayName,ASC&fields=displayName,roles`, 'moderator');
    expect(list.status).toBe(200);
    expect(list.json.map((u: { displayName: string }) => u.displayName)).toEqual(['Ada Admin', 'Mel Member', 'Mo Moderator', 'Nia New', 'Sue Super', 'Tia Target']);
    expect(Object.keys(list.json[0]).sort()).toEqual(['displayName', 'id', 'roles']);

    const paged = await call('GET', `/admin/users?${ours}&sort=displayName,DESC&limit=2&page=2&fields=displayName`, 'moderator');
    expect(paged).toEqual({
      status: 200,
      json: { data: [{ id: expect.any(String), displayName: 'Nia New' }, { id: expect.any(String), displayName: 'Mo Moderator' }], count: 2, total: 6, page: 2, pageCount: 3 },
    });
  });

  it('searches by e-mail or display name (s) and by role (filter roles)', async () => {
    const s = encodeURIComponent(JSON.stringify({ $and: [{ email: { $ends: domain } }, { $or: [{ email: { $contL: 'SUPER' } }, { displayName: { $contL: 'ada' } }] }] }));
    const found = await call('GET', `/admin/users?s=${s}&sort=displayName,ASC&fields=displayName`, 'admin');
    expect(found.json.map((u: { displayName: string }) => u.displayName)).toEqual(['Ada Admin', 'Sue Super']);

    const admins = await call('GET', `/admin/users?${ours}&filter=${encodeURIComponent('roles||$in||admin,superUser')}&sort=displayName,ASC&fields=displayName`, 'admin');
    expect(admins.json.map((u: { displayName: string }) => u.displayName)).toEqual(['Ada Admin', 'Sue Super']);
    const or = await call('GET', `/admin/users?filter=roles||$eq||moderator&or=roles||$eq||promoter&sort=displayName,ASC&fields=displayName`, 'admin');
    expect(or.json.map((u: { displayName: string }) => u.displayName)).toEqual(expect.arrayContaining(['Mo Moderator', 'Nia New', 'Tia Target']));
  });

  it('answers 400 to a bad list query, 401 without a token, 403 to users', async () => {
    expect((await call('GET', '/admin/users?filter=passwordHash||$eq||x', 'admin')).status).toBe(400);
    expect((await call('GET', '/admin/users?filter=roles||$eq||emperor', 'admin')).status).toBe(400);
    expect(await call('GET', '/admin/users', null)).toEqual({ status: 401, json: unauthorized });
    expect(await call('GET', '/admin/users', 'member')).toEqual({ status: 403, json: forbidden });
  });

  it('shows one user with private fields to moderators; 404 unknown, 401, 403', async () => {
    const one = await call('GET', `/admin/users/${users.member.id}`, 'moderator');
    expect(one).toEqual({
      status: 200,
      json: {
        id: users.member.id,
        email: `member${domain}`,
        phone: null,
        displayName: 'Mel Member',
        avatarId: null,
        roles: ['user'],
        capabilities: [],
        badges: [],
        createdAt: expect.any(String),
      },
    });
    expect(await call('GET', `/admin/users/${randomUUID()}`, 'moderator')).toEqual({ status: 404, json: error(404, 'User profile not found', 'Not Found') });
    expect(await call('GET', `/admin/users/${users.member.id}`, null)).toEqual({ status: 401, json: unauthorized });
    expect(await call('GET', `/admin/users/${users.member.id}`, 'member')).toEqual({ status: 403, json: forbidden });
  });
});

describe('capabilities (spec 1, §8)', () => {
  it('PUT grants; a second PUT is 403 "This user has already this role"; DELETE revokes; GET /users/capabilities shows them', async () => {
    const path = `/users/${users.member.id}/capabilities/promoteRoom`;
    expect(await call('PUT', path, 'member')).toEqual({ status: 403, json: forbidden });
    expect(await call('PUT', path, null)).toEqual({ status: 401, json: unauthorized });
    expect(await call('PUT', path, 'moderator')).toMatchObject({ status: 200, json: { capabilities: ['promoteRoom'] } });
    expect(await call('PUT', path, 'moderator')).toEqual({ status: 403, json: error(403, 'This user has already this role', 'Forbidden') });
    const heard = new Promise<void>((resolve) => {
      const stop = product.gateway.revocations.onRevoked((revocation) => {
        if (revocation.userId !== users.member.id) return;
        stop();
        resolve();
      });
    });
    expect(await call('DELETE', path, 'moderator')).toMatchObject({ status: 200, json: { capabilities: [] } });
    // The change counts at once: the member's token (carrying the old capabilities) stops; a new one has none.
    await heard;
    expect(await call('GET', '/users/capabilities', 'member')).toEqual({ status: 401, json: unauthorized });
    const login = await callRest(`${product.restBridgeUrl}/api/user-service/auth/login`, 'POST', { body: { email: `member${domain}`, password: 'a long secret' } });
    users.member.token = login.json.accessToken;
    expect(await call('GET', '/users/capabilities', 'member')).toEqual({ status: 200, json: { capabilities: [] } });
    expect(await call('GET', '/users/capabilities', null)).toEqual({ status: 401, json: unauthorized });
  });
});
