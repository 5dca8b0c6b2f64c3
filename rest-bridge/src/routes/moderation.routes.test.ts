import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';

let product: TestProduct;
let admin: string;
let moderator: { id: string; token: string };

const call = (method: string, path: string, token?: string, body?: unknown) =>
  callRest(`${product.restBridgeUrl}/api/user-service${path}`, method, { token, body });
const login = (email: string, password = 'a long secret') => call('POST', '/auth/login', undefined, { email, password });
async function signUp(email: string) {
  const r = await call('POST', '/users/sign-up', undefined, { email, password: 'a long secret' });
  expect(r.status).toBe(201);
  return { id: r.json.user.id as string, email, token: r.json.accessToken as string, refreshToken: r.json.refreshToken as string };
}

const adminId = '00000000-0000-4000-8000-000000000003';
const listenerId = '00000000-0000-4000-8000-000000000002';

beforeAll(async () => {
  product = await startProduct();
  admin = (await login('admin@backspin.local', 'backspin-admin')).json.accessToken;
  // A platform moderator: made directly in accounts, as an admin would grant the role.
  const accounts = product.subgraphs.get('accounts')!;
  const services = accounts.services as { sessions: { signUp(em: unknown, input: object, options: object): Promise<unknown> } };
  await services.sessions.signUp(accounts.db.em.fork(), { email: 'mod@example.com', password: 'a long secret' }, { roles: ['moderator'] });
  const modLogin = await login('mod@example.com');
  moderator = { id: modLogin.json.user.id, token: modLogin.json.accessToken };
});
afterAll(() => product?.stop());

/**
 * Resolves once the gateway has heard of a revocation of the user's tokens. Over Redis the event reaches the
 * gateway a moment after the moderation call commits; in-process it has already arrived when the call answers.
 */
const heard = (userId: string) =>
  new Promise<void>((resolve) => {
    const stop = product.gateway.revocations.onRevoked((r) => {
      if (r.userId !== userId) return;
      stop();
      resolve();
    });
  });
const me = (token: string) => call('GET', '/users/capabilities', token);
const unauthorized = { status: 401, json: { statusCode: 401, message: 'Unauthorized' } };

describe('POST /users/kick, /users/ban, /users/temporary-ban, /users/unban', () => {
  it('kick: the token stops at once, the user signs in again', async () => {
    const user = await signUp('kick-rest@example.com');
    expect((await me(user.token)).status).toBe(200);
    const revoked = heard(user.id);
    const kicked = await call('POST', '/users/kick', moderator.token, { userId: user.id, reason: 'flooding' });
    expect(kicked).toMatchObject({ status: 200, json: { userId: user.id, banned: false, deactivated: false } });
    await revoked;
    expect(await me(user.token)).toMatchObject(unauthorized);
    const again = await login(user.email);
    expect(again.status).toBe(200);
    expect((await me(again.json.accessToken)).status).toBe(200);
  });

  it('ban: 403 with a precise message at login and refresh until unbanned', async () => {
    const user = await signUp('ban-rest@example.com');
    const revoked = heard(user.id);
    const banned = await call('POST', '/users/ban', moderator.token, { userId: user.id, reason: 'abuse' });
    expect(banned).toMatchObject({ status: 200, json: { userId: user.id, banned: true, bannedUntil: null, banReason: 'abuse' } });
    await revoked;
    expect(await me(user.token)).toMatchObject(unauthorized);
    expect(await login(user.email)).toMatchObject({ status: 403, json: { statusCode: 403, message: 'This account is banned', error: 'Forbidden' } });

    expect(await call('POST', '/users/unban', moderator.token, { userId: user.id })).toMatchObject({ status: 200, json: { banned: false } });
    expect((await login(user.email)).status).toBe(200);
  });

  it('temporary ban: needs a future endsAt and says until when', async () => {
    const user = await signUp('temp-rest@example.com');
    expect(await call('POST', '/users/temporary-ban', moderator.token, { userId: user.id })).toMatchObject({
      status: 400,
      json: { message: 'endsAt must be a date and time in the future' },
    });
    expect(await call('POST', '/users/temporary-ban', moderator.token, { userId: user.id, endsAt: '2001-01-01T00:00:00.000Z' })).toMatchObject({ status: 400 });
    expect((await call('POST', '/users/temporary-ban', moderator.token, { userId: user.id, endsAt: 'tomorrow' })).status).toBe(400);
    const endsAt = new Date(Date.now() + 86_400_000).toISOString();
    expect(await call('POST', '/users/temporary-ban', moderator.token, { userId: user.id, endsAt })).toMatchObject({ status: 200, json: { banned: true, bannedUntil: endsAt } });
    expect(await login(user.email)).toMatchObject({ status: 403, json: { message: `This account is temporarily banned until ${endsAt}` } });
    await call('POST', '/users/unban', moderator.token, { userId: user.id });
  });

  it('refuses users, anonymous callers, oneself, higher ranks, bad and unknown ids', async () => {
    const user = await signUp('plain-rest@example.com');
    const listener = (await login('listener@backspin.local', 'backspin-listener')).json.accessToken;
    for (const path of ['/users/kick', '/users/ban', '/users/unban']) {
      expect(await call('POST', path, undefined, { userId: user.id })).toMatchObject(unauthorized);
      expect(await call('POST', path, listener, { userId: user.id })).toMatchObject({ status: 403, json: { message: 'Forbidden' } });
    }
    expect(await call('POST', '/users/kick', moderator.token, { userId: moderator.id })).toMatchObject({
      status: 403,
      json: { message: 'You cannot kick, ban, unban, deactivate or reactivate your own account' },
    });
    expect(await call('POST', '/users/ban', moderator.token, { userId: adminId })).toMatchObject({ status: 403, json: { message: expect.stringMatching(/^You may only act on users of a lower rank/) } });
    expect(await call('POST', '/users/kick', moderator.token, {})).toMatchObject({ status: 400, json: { message: 'userId must be a UUID' } });
    expect(await call('POST', '/users/kick', moderator.token, { userId: '9a6f1a52-2d0e-4c43-9d4e-7b0a3c2f1e00' })).toMatchObject({ status: 404, json: { message: 'User not found' } });
    // An admin may act on a moderator.
    const revoked = heard(moderator.id);
    expect((await call('POST', '/users/kick', admin, { userId: moderator.id })).status).toBe(200);
    await revoked;
    moderator.token = (await login('mod@example.com')).json.accessToken;
  });
});

describe('deactivation: /users/request-deactivate, /users/list-deactivate, /users/cancel-requested-deactivate, /users/deactivate/{id}, /users/reactivate/{id}', () => {
  it('a user asks, moderators list and cancel; admins deactivate and reactivate', async () => {
    // Requests already pending (the demo data has one) come first: oldest first.
    const pendingBefore = (await call('GET', '/users/list-deactivate', moderator.token)).json.total as number;
    const a = await signUp('deact-a@example.com');
    const b = await signUp('deact-b@example.com');
    expect(await call('POST', '/users/request-deactivate', a.token, { reason: 'moving on' })).toMatchObject({
      status: 201,
      json: { userId: a.id, reason: 'moving on', status: 'PENDING' },
    });
    await call('POST', '/users/request-deactivate', b.token, {});
    const listed = await call('GET', '/users/list-deactivate', moderator.token);
    expect(listed).toMatchObject({ status: 200, json: { total: pendingBefore + 2 } });
    expect(listed.json.items.map((i: { userId: string }) => i.userId).slice(pendingBefore)).toEqual([a.id, b.id]);
    expect((await call('GET', `/users/list-deactivate?limit=1&offset=${pendingBefore + 1}`, moderator.token)).json.items).toEqual([
      expect.objectContaining({ userId: b.id }),
    ]);

    expect(await call('POST', '/users/cancel-requested-deactivate', moderator.token, { userId: b.id })).toMatchObject({ status: 200, json: { status: 'CANCELLED', resolvedBy: moderator.id } });
    expect(await call('POST', '/users/cancel-requested-deactivate', moderator.token, { userId: b.id })).toMatchObject({
      status: 404,
      json: { message: 'This user has no pending deactivation request' },
    });

    const revoked = heard(a.id);
    expect(await call('DELETE', `/users/deactivate/${a.id}`, admin)).toMatchObject({ status: 200, json: { userId: a.id, deactivated: true } });
    await revoked;
    expect(await me(a.token)).toMatchObject(unauthorized);
    expect(await login(a.email)).toMatchObject({ status: 403, json: { message: 'This account is deactivated' } });
    expect((await call('GET', '/users/list-deactivate', moderator.token)).json.total).toBe(pendingBefore);
    expect(await call('POST', `/users/reactivate/${a.id}`, admin)).toMatchObject({ status: 200, json: { deactivated: false } });
    expect((await login(a.email)).status).toBe(200);
  });

  it('refuses those without the right', async () => {
    const user = await signUp('deact-refused@example.com');
    expect(await call('POST', '/users/request-deactivate', undefined, {})).toMatchObject(unauthorized);
    expect(await call('GET', '/users/list-deactivate', user.token)).toMatchObject({ status: 403 });
    expect(await call('GET', '/users/list-deactivate?limit=500', moderator.token)).toMatchObject({ status: 400 });
    expect(await call('POST', '/users/cancel-requested-deactivate', user.token, { userId: user.id })).toMatchObject({ status: 403 });
    expect(await call('DELETE', `/users/deactivate/${user.id}`, moderator.token)).toMatchObject({ status: 403, json: { message: 'Forbidden' } });
    expect(await call('POST', `/users/reactivate/${user.id}`, moderator.token)).toMatchObject({ status: 403 });
    expect(await call('DELETE', `/users/deactivate/${adminId}`, admin)).toMatchObject({ status: 403 });
    expect(await call('DELETE', '/users/deactivate/not-a-uuid', admin)).toMatchObject({ status: 400 });
    expect(await call('DELETE', `/users/deactivate/${user.id}`)).toMatchObject(unauthorized);
  });
});

describe('POST /moderation-comments, GET /moderation-comments/{userId}', () => {
  it('moderators write and read comments about a user, with author and time', async () => {
    const added = await call('POST', '/moderation-comments', moderator.token, { userId: listenerId, comment: 'first warning' });
    expect(added).toMatchObject({ status: 201, json: { userId: listenerId, authorId: moderator.id, comment: 'first warning', author: { id: moderator.id } } });
    await call('POST', '/moderation-comments', admin, { userId: listenerId, comment: 'second warning' });
    const listed = await call('GET', `/moderation-comments/${listenerId}`, moderator.token);
    expect(listed.status).toBe(200);
    expect(listed.json.map((c: { comment: string }) => c.comment)).toEqual(['second warning', 'first warning']);
    expect(listed.json[0]).toMatchObject({ authorId: adminId, author: { displayName: 'Admin Demo' }, createdAt: expect.any(String) });
  });

  it('refuses users and bad input', async () => {
    const user = await signUp('comments-refused@example.com');
    expect(await call('POST', '/moderation-comments', user.token, { userId: listenerId, comment: 'hi' })).toMatchObject({ status: 403 });
    expect(await call('GET', `/moderation-comments/${listenerId}`, user.token)).toMatchObject({ status: 403 });
    expect(await call('GET', `/moderation-comments/${listenerId}`)).toMatchObject(unauthorized);
    expect(await call('POST', '/moderation-comments', moderator.token, { userId: listenerId })).toMatchObject({
      status: 400,
      json: { message: 'comment must be 1 to 2000 characters' },
    });
    expect(await call('GET', '/moderation-comments/nope', moderator.token)).toMatchObject({ status: 400, json: { message: 'userId must be a UUID' } });
  });
});
