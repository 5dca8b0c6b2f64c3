import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';

let product: TestProduct;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

const call = (method: string, path: string, body?: unknown) => callRest(`${product.restBridgeUrl}${path}`, method, { body });

const countUsers = async (email: string) =>
  (await product.subgraphs.get('accounts')!.db.em.fork().getConnection().execute(
    `select count(*)::int as n from accounts."user" where email = ?`,
    [email],
  ))[0].n as number;

describe('POST /api/user-service/users/sign-up', () => {
  it('creates the account: 201 with a session', async () => {
    const { status, json } = await call('POST', '/api/user-service/users/sign-up', { email: 'rest@example.com', password: 'a long secret' });
    expect(status).toBe(201);
    expect(json).toMatchObject({ tokenType: 'Bearer', user: { email: 'rest@example.com', roles: ['user'] } });
    expect(json.accessToken).toEqual(expect.any(String));
  });

  it('answers 403 "this email is already registered"', async () => {
    const { status, json } = await call('POST', '/api/user-service/users/sign-up', { email: 'rest@example.com', password: 'a long secret' });
    expect(status).toBe(403);
    expect(json).toEqual({ statusCode: 403, message: 'this email is already registered', error: 'Forbidden' });
  });

  it.each([
    [{ password: 'a long secret' }],
    [{ email: 'missing-password@example.com' }],
    [{}],
  ])('answers 400 with the spec message when e-mail or password is missing (%j) and creates nothing', async (body) => {
    const { status, json } = await call('POST', '/api/user-service/users/sign-up', body);
    expect(status).toBe(400);
    expect(json).toEqual({ statusCode: 400, message: 'email, password (or voucher code) missing in request', error: 'Bad Request' });
    expect(await countUsers('missing-password@example.com')).toBe(0);
  });

  it('answers 400 to a field of the wrong type, naming it', async () => {
    const { status, json } = await call('POST', '/api/user-service/users/sign-up', { email: 42, password: 'a long secret' });
    expect(status).toBe(400);
    expect(json.message).toMatch(/input\.email/);
  });

  it('answers 400 to malformed JSON and to a body that is not an object', async () => {
    const malformed = await call('POST', '/api/user-service/users/sign-up', '{"email": "a@b.co",');
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ statusCode: 400, message: 'Body is not valid JSON', error: 'Bad Request' });
    const array = await call('POST', '/api/user-service/users/sign-up', '[1,2]');
    expect(array.status).toBe(400);
    expect(array.json).toEqual({ statusCode: 400, message: 'Body must be a JSON object', error: 'Bad Request' });
  });

  it('answers 413 to an oversized body and creates nothing', async () => {
    const { status, json } = await call('POST', '/api/user-service/users/sign-up', {
      email: 'huge@example.com',
      password: 'a long secret',
      pad: 'x'.repeat(2_000_000),
    });
    expect(status).toBe(413);
    expect(json).toEqual({ statusCode: 413, message: 'Request body is too large', error: 'Payload Too Large' });
    expect(await countUsers('huge@example.com')).toBe(0);
  });
});

describe('POST /api/user-service/auth/login', () => {
  it('signs the demo DJ in', async () => {
    const { status, json } = await call('POST', '/api/user-service/auth/login', { email: 'dj@backspin.local', password: 'backspin-dj' });
    expect(status).toBe(200);
    expect(json.user).toMatchObject({ email: 'dj@backspin.local', displayName: 'DJ Demo' });
  });

  it.each([
    [{ email: 'dj@backspin.local', password: 'wrong password' }],
    [{ email: 'nobody@backspin.local', password: 'wrong password' }],
    [{ email: 'dj@backspin.local' }],
  ])('answers 401 "Incorrect email or password" for %j', async (body) => {
    const { status, json } = await call('POST', '/api/user-service/auth/login', body);
    expect(status).toBe(401);
    expect(json).toEqual({ statusCode: 401, message: 'Incorrect email or password', error: 'Unauthorized' });
  });
});

describe('GET /api/user-service/auth/guest and /auth/pub-key', () => {
  it('gives a guest token that verifies with the published key', async () => {
    const guest = await call('GET', '/api/user-service/auth/guest');
    expect(guest.status).toBe(200);
    const key = await call('GET', '/api/user-service/auth/pub-key');
    expect(key.status).toBe(200);
    expect(key.json.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const { importSPKI, jwtVerify } = await import('jose');
    const { payload } = await jwtVerify(guest.json.accessToken, await importSPKI(key.json.publicKey, 'EdDSA'));
    expect(payload).toMatchObject({ sub: guest.json.guestId, typ: 'guest' });
    const jwks = await call('GET', '/api/user-service/auth/jwks');
    expect(jwks.json.keys[0].kid).toBe(key.json.kid);
  });
});

describe('GET /api/user-service/auth/session', () => {
  it('tells a user, a guest and an anonymous caller who they are', async () => {
    const dj = (await call('POST', '/api/user-service/auth/login', { email: 'dj@backspin.local', password: 'backspin-dj' })).json;
    const mine = await callRest(`${product.restBridgeUrl}/api/user-service/auth/session`, 'GET', { token: dj.accessToken });
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({ tokenType: 'user', userId: dj.user.id, roles: dj.user.roles, user: { id: dj.user.id, email: 'dj@backspin.local' } });
    expect(mine.json.capabilities).toContain('uploadMusic');

    const guest = (await call('GET', '/api/user-service/auth/guest')).json;
    const theirs = await callRest(`${product.restBridgeUrl}/api/user-service/auth/session`, 'GET', { token: guest.accessToken });
    expect(theirs.json).toEqual({ tokenType: 'guest', userId: guest.guestId, roles: [], capabilities: [], user: null });

    const nobody = await call('GET', '/api/user-service/auth/session');
    expect(nobody.status).toBe(401);
  });
});

describe('the bridge itself', () => {
  it('greets on GET /', async () => {
    const { status, text } = await call('GET', '/');
    expect(status).toBe(200);
    expect(text).toBe('Hello from Backspin!');
  });

  it('answers an unknown path with 404 in the spec’s error shape', async () => {
    const { status, json } = await call('GET', '/api/user-service/nope');
    expect(status).toBe(404);
    expect(json).toEqual({ statusCode: 404, message: 'Not Found', error: 'Not Found' });
  });

  it('serves an OpenAPI document listing every route, and the interactive page', async () => {
    const { json } = await call('GET', '/docs/json');
    expect(json.openapi).toMatch(/^3\./);
    expect(Object.keys(json.paths)).toEqual(
      expect.arrayContaining(['/api/user-service/users/sign-up', '/api/user-service/auth/login', '/api/user-service/auth/guest', '/api/user-service/auth/pub-key', '/']),
    );
    const page = await call('GET', '/docs/');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/swagger/i);
  });
});

describe('capabilities: GET /users/capabilities, PUT and DELETE /users/{id}/capabilities/{capability}', () => {
  const authed = (method: string, path: string, token: string) =>
    callRest(`${product.restBridgeUrl}/api/user-service${path}`, method, { token });
  const login = async (email: string, password: string) =>
    (await call('POST', '/api/user-service/auth/login', { email, password })).json.accessToken as string;

  it('lets a moderator grant and revoke; the user sees them with their next token; a second grant is 403', async () => {
    const signUp = await call('POST', '/api/user-service/users/sign-up', { email: 'caps@example.com', password: 'a long secret' });
    const userId = signUp.json.user.id as string;
    const admin = await login('admin@backspin.local', 'backspin-admin');
    expect(await authed('GET', '/users/capabilities', signUp.json.accessToken)).toMatchObject({ status: 200, json: { capabilities: [] } });

    expect(await authed('PUT', `/users/${userId}/capabilities/uploadMusic`, admin)).toMatchObject({
      status: 200,
      json: { id: userId, capabilities: ['uploadMusic'] },
    });
    expect(await authed('PUT', `/users/${userId}/capabilities/uploadMusic`, admin)).toMatchObject({
      status: 403,
      json: { statusCode: 403, message: 'This user has already this role', error: 'Forbidden' },
    });
    const token = await login('caps@example.com', 'a long secret');
    expect(await authed('GET', '/users/capabilities', token)).toMatchObject({ status: 200, json: { capabilities: ['uploadMusic'] } });
    // A user cannot grant themselves anything.
    expect((await authed('PUT', `/users/${userId}/capabilities/promoteRoom`, token)).status).toBe(403);

    expect(await authed('DELETE', `/users/${userId}/capabilities/uploadMusic`, admin)).toMatchObject({
      status: 200,
      json: { id: userId, capabilities: [] },
    });
    expect(await authed('PUT', `/users/${userId}/capabilities/flyPlanes`, admin)).toMatchObject({
      status: 400,
      json: { message: 'capability must be uploadMusic or promoteRoom' },
    });
  });
});

describe('magic links: GET /auth/magic-link, POST /auth/validate-magic-link', () => {
  const authed = (method: string, path: string, token: string, body?: unknown) =>
    callRest(`${product.restBridgeUrl}/api/user-service${path}`, method, { token, body });

  it('gives a signed-in user a single-use link that signs them in', async () => {
    const signUp = await call('POST', '/api/user-service/users/sign-up', { email: 'magic-rest@example.com', password: 'a long secret' });
    const token = signUp.json.accessToken as string;
    const created = await authed('GET', '/auth/magic-link?plan=premium', token);
    expect(created.status).toBe(200);
    const { shortLivedToken, url } = created.json as { shortLivedToken: string; url: string };
    expect(url).toMatch(new RegExp(`^https?://[^/]+(/.*)?/magic-link/${shortLivedToken}/subscribe-plan/premium$`));
    const path = await authed('GET', `/auth/magic-link?path=${encodeURIComponent('/rooms/abc')}`, token);
    expect(path.json.url).toMatch(/\/magic-link\/[A-Za-z0-9_-]+\/%2Frooms%2Fabc$/);

    const first = await call('POST', '/api/user-service/auth/validate-magic-link', { shortLivedToken });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ tokenType: 'Bearer', user: { email: 'magic-rest@example.com' } });
    expect(await call('POST', '/api/user-service/auth/validate-magic-link', { shortLivedToken })).toMatchObject({
      status: 401,
      json: { statusCode: 401, message: 'Magic link is invalid, expired or already used', error: 'Unauthorized' },
    });
  });

  it('refuses open-redirect targets with 400 and anonymous callers with 401', async () => {
    const signUp = await call('POST', '/api/user-service/users/sign-up', { email: 'magic-rest2@example.com', password: 'a long secret' });
    const token = signUp.json.accessToken as string;
    for (const path of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      expect((await authed('GET', `/auth/magic-link?path=${encodeURIComponent(path)}`, token)).status).toBe(400);
    }
    expect((await call('GET', '/api/user-service/auth/magic-link?plan=premium')).status).toBe(401);
    expect((await call('POST', '/api/user-service/auth/validate-magic-link', {})).status).toBe(401);
  });
});

describe('vouchers: POST, GET, DELETE /vouchers, PATCH /vouchers/redeem, POST /users/voucher-sign-up', () => {
  const authed = (method: string, path: string, token: string, body?: unknown) =>
    callRest(`${product.restBridgeUrl}/api/user-service${path}`, method, { token, body });
  const login = async (email: string, password: string) =>
    (await call('POST', '/api/user-service/auth/login', { email, password })).json.accessToken as string;

  it('an admin creates, lists and revokes; a user redeems once; a redeemed voucher cannot be revoked', async () => {
    const admin = await login('admin@backspin.local', 'backspin-admin');
    const created = await authed('POST', '/vouchers', admin, { note: 'beta' });
    expect(created).toMatchObject({ status: 201, json: { status: 'PENDING', note: 'beta' } });
    const voucher = created.json as { id: string; code: string };
    const other = (await authed('POST', '/vouchers', admin, {})).json as { id: string };

    const listed = await authed('GET', '/vouchers?status=pending&limit=100', admin);
    expect(listed.status).toBe(200);
    expect((listed.json.data as { id: string }[]).map((v) => v.id)).toEqual(expect.arrayContaining([voucher.id, other.id]));
    expect((await authed('GET', '/vouchers?status=SPENT', admin)).status).toBe(400);

    const user = (await call('POST', '/api/user-service/users/sign-up', { email: 'redeemer@example.com', password: 'a long secret' })).json;
    expect((await authed('POST', '/vouchers', user.accessToken, {})).status).toBe(403);
    expect((await authed('GET', '/vouchers', user.accessToken)).status).toBe(403);
    const redeemed = await authed('PATCH', '/vouchers/redeem', user.accessToken, { code: voucher.code });
    expect(redeemed).toMatchObject({ status: 200, json: { status: 'REDEEMED', redeemedBy: user.user.id } });
    expect(await authed('PATCH', '/vouchers/redeem', user.accessToken, { code: voucher.code })).toMatchObject({
      status: 403,
      json: { statusCode: 403, message: 'This voucher has already been redeemed', error: 'Forbidden' },
    });
    expect((await authed('DELETE', `/vouchers/${voucher.id}`, admin)).status).toBe(403);
    expect(await authed('DELETE', `/vouchers/${other.id}`, admin)).toMatchObject({ status: 200, json: { status: 'REVOKED' } });
    expect((await call('PATCH', '/api/user-service/vouchers/redeem', { code: voucher.code })).status).toBe(401);
  });

  it('signs up with a voucher (201), and answers 400 with the spec message when a field is missing', async () => {
    const admin = await login('admin@backspin.local', 'backspin-admin');
    const { code } = (await authed('POST', '/vouchers', admin, {})).json as { code: string };
    for (const body of [{ email: 'v@example.com', password: 'a long secret' }, { email: 'v@example.com', voucherCode: code }, { password: 'a long secret', voucherCode: code }]) {
      expect(await call('POST', '/api/user-service/users/voucher-sign-up', body)).toMatchObject({
        status: 400,
        json: { statusCode: 400, message: 'email, password (or voucher code) missing in request', error: 'Bad Request' },
      });
    }
    const signed = await call('POST', '/api/user-service/users/voucher-sign-up', { email: 'v@example.com', password: 'a long secret', voucherCode: code });
    expect(signed).toMatchObject({ status: 201, json: { tokenType: 'Bearer', user: { email: 'v@example.com' } } });
    expect(await call('POST', '/api/user-service/users/voucher-sign-up', { email: 'v2@example.com', password: 'a long secret', voucherCode: code })).toMatchObject({
      status: 403,
      json: { message: 'This voucher has already been redeemed' },
    });
  });
});
