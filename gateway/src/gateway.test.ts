import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';

let product: TestProduct;
beforeAll(async () => {
  product = await startProduct({ restBridge: false });
});
afterAll(() => product?.stop());

const gql = <T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string) =>
  postGraphQL<T>(product.gatewayUrl, query, variables, token);

const SESSION = 'accessToken refreshToken expiresIn tokenType user { id email displayName roles }';
const signUp = (input: Record<string, unknown>) =>
  gql(`mutation($input: SignUpInput!) { signUp(input: $input) { ${SESSION} } }`, { input });
const login = (email: string, password: string) =>
  gql(`mutation($input: LoginInput!) { login(input: $input) { ${SESSION} } }`, { input: { email, password } });
const refresh = (refreshToken: string) =>
  gql(`mutation($t: String!) { refreshSession(refreshToken: $t) { ${SESSION} } }`, { t: refreshToken });
const countUsers = async (email: string) =>
  (await product.subgraphs.get('accounts')!.db.em.fork().getConnection().execute(
    `select count(*)::int as n from accounts."user" where email = ?`,
    [email],
  ))[0].n as number;

describe('sign-up', () => {
  it('creates an account, signs it in and shows it through me', async () => {
    const result = await signUp({ email: 'New.Listener@Example.com', password: 'a long secret', displayName: 'Newbie' });
    expect(result.errors).toBeUndefined();
    const session = result.data!.signUp;
    expect(session).toMatchObject({ tokenType: 'Bearer', expiresIn: 900, user: { email: 'new.listener@example.com', displayName: 'Newbie', roles: ['user'] } });
    const me = await gql('{ me { id email displayName roles } }', {}, session.accessToken);
    expect(me.data!.me).toEqual(session.user);
  });

  it('refuses an e-mail that is already registered, whatever its case, and creates nothing', async () => {
    await signUp({ email: 'twice@example.com', password: 'a long secret' });
    const again = await signUp({ email: 'TWICE@example.com', password: 'another secret' });
    expect(again.errors?.[0]).toMatchObject({ message: 'this email is already registered', extensions: { code: 'FORBIDDEN', status: 403 } });
    expect(await countUsers('twice@example.com')).toBe(1);
  });

  it('lets exactly one of two concurrent sign-ups for the same e-mail win', async () => {
    const results = await Promise.all([1, 2, 3].map(() => signUp({ email: 'race@example.com', password: 'a long secret' })));
    expect(results.filter((r) => r.data?.signUp)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.message === 'this email is already registered')).toHaveLength(2);
    expect(await countUsers('race@example.com')).toBe(1);
  });

  it.each([
    [{ email: '', password: 'a long secret' }, 'email, password (or voucher code) missing in request'],
    [{ email: 'x@example.com', password: '' }, 'email, password (or voucher code) missing in request'],
    [{ email: 'not-an-email', password: 'a long secret' }, 'email must be a valid e-mail address'],
    [{ email: 'short@example.com', password: 'short' }, 'password must be between 8 and 128 characters'],
  ])('refuses %j with 400 "%s" and creates nothing', async (input, message) => {
    const result = await signUp(input);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect(await countUsers(input.email.toLowerCase())).toBe(0);
  });

  it('refuses an input without its required fields before any rule runs', async () => {
    const result = await gql('mutation { signUp(input: { email: "y@example.com" }) { accessToken } }');
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(await countUsers('y@example.com')).toBe(0);
  });
});

describe('login', () => {
  it('signs in the demo DJ', async () => {
    const result = await login('dj@backspin.local', 'backspin-dj');
    expect(result.data!.login.user).toMatchObject({ email: 'dj@backspin.local', displayName: 'DJ Demo' });
  });

  it('answers the same 401 for a wrong password and for an unknown account', async () => {
    const wrong = await login('dj@backspin.local', 'not the password');
    const unknown = await login('nobody@backspin.local', 'not the password');
    for (const result of [wrong, unknown]) {
      expect(result.data).toBeNull();
      expect(result.errors).toEqual([
        expect.objectContaining({ message: 'Incorrect email or password', extensions: expect.objectContaining({ code: 'UNAUTHENTICATED', status: 401 }) }),
      ]);
    }
  });

  it('locks an address out for a while after too many failures, then 429', async () => {
    await signUp({ email: 'target@example.com', password: 'the right one' });
    for (let i = 0; i < 10; i++) await login('target@example.com', `guess ${i}`);
    const locked = await login('target@example.com', 'the right one');
    expect(locked.errors?.[0]).toMatchObject({ message: 'Too many failed login attempts, please try again later', extensions: { status: 429 } });
  });
});

describe('sessions', () => {
  it('rotates refresh tokens, and a reused one revokes the whole family', async () => {
    const first = (await signUp({ email: 'rotate@example.com', password: 'a long secret' })).data!.signUp;
    const second = (await refresh(first.refreshToken)).data!.refreshSession;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.user.email).toBe('rotate@example.com');

    const replay = await refresh(first.refreshToken);
    expect(replay.errors?.[0]).toMatchObject({ message: 'Refresh token is invalid, expired or revoked', extensions: { status: 401 } });
    // The thief's replay also ends the legitimate holder's session.
    const afterReplay = await refresh(second.refreshToken);
    expect(afterReplay.errors?.[0]?.extensions?.status).toBe(401);
  });

  it('spends a refresh token once even when two requests race for it', async () => {
    const session = (await signUp({ email: 'race-refresh@example.com', password: 'a long secret' })).data!.signUp;
    const results = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(results.filter((r) => r.data?.refreshSession)).toHaveLength(1);
  });

  it('logs out: the refresh token no longer works', async () => {
    const session = (await signUp({ email: 'leave@example.com', password: 'a long secret' })).data!.signUp;
    expect((await gql('mutation($t: String!) { logout(refreshToken: $t) }', { t: session.refreshToken })).data).toEqual({ logout: true });
    expect((await refresh(session.refreshToken)).errors?.[0]?.extensions?.status).toBe(401);
  });

  it('refuses garbage refresh tokens', async () => {
    for (const token of ['', 'nope', 'a.b.c', '00000000-0000-4000-8000-000000000000.secret']) {
      expect((await refresh(token)).errors?.[0]?.extensions?.status).toBe(401);
    }
  });
});

describe('tokens at the gateway', () => {
  it('gives guests a token that reads but is not a user', async () => {
    const guest = (await gql('mutation { guestToken { accessToken expiresIn guestId } }')).data!.guestToken;
    expect(guest.expiresIn).toBeGreaterThan(0);
    const me = await gql('{ me { id } }', {}, guest.accessToken);
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 to an invalid or tampered bearer token instead of treating it as anonymous', async () => {
    const session = (await login('dj@backspin.local', 'backspin-dj')).data!.login;
    const [header, payload, signature] = session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, roles: ['admin'] })).toString('base64url')}.${signature}`;
    for (const token of ['not-a-jwt', forged]) {
      const result = await gql('{ me { id } }', {}, token);
      expect(result.status).toBe(401);
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('serves the public key as PEM and as JWKS', async () => {
    const key = (await gql('{ authPublicKey { algorithm kid pem jwks } }')).data!.authPublicKey;
    expect(key.algorithm).toBe('EdDSA');
    expect(key.pem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(JSON.parse(key.jwks).keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', kid: key.kid });
  });
});

describe('query depth', () => {
  it('refuses a query deeper than GRAPHQL_MAX_DEPTH and does not run it', async () => {
    const shallow = await startProduct({ restBridge: false, env: { GRAPHQL_MAX_DEPTH: '2' } });
    try {
      const ok = await postGraphQL(shallow.gatewayUrl, '{ authPublicKey { kid } }');
      expect(ok.status).toBe(200);
      const deep = await postGraphQL(
        shallow.gatewayUrl,
        'mutation { signUp(input: { email: "deep@example.com", password: "a long secret" }) { user { id } } }',
      );
      expect(deep.status).toBe(400);
      expect(deep.errors?.[0]?.message).toMatch(/depth/i);
      const created = await shallow.subgraphs.get('accounts')!.db.em.fork().getConnection()
        .execute(`select count(*)::int as n from accounts."user" where email = 'deep@example.com'`);
      expect(created[0].n).toBe(0);
    } finally {
      await shallow.stop();
    }
  });
});

describe('limits and bad requests', () => {
  it('refuses more aliases than the limit', async () => {
    const aliases = Array.from({ length: 100 }, (_, i) => `k${i}: authPublicKey { kid }`).join(' ');
    const result = await gql(`{ ${aliases} }`);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('refuses thousands of aliases before parsing them all', async () => {
    const aliases = Array.from({ length: 5000 }, (_, i) => `a${i}: __typename`).join(' ');
    const result = await gql(`{ ${aliases} }`);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toMatch(/more that 5000 tokens/i);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await fetch(product.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename }`, variables: { pad: 'x'.repeat(2_000_000) } }),
    });
    expect(response.status).toBe(413);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await fetch(product.gatewayUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(response.status).toBe(400);
  });

  it('refuses two operations without operationName with 400 saying so, and runs the one named', async () => {
    const document = 'query First { serverTime } query Second { authPublicKey { algorithm } }';
    const unnamed = await gql(document);
    expect(unnamed.status).toBe(400);
    expect(unnamed.errors).toEqual([
      expect.objectContaining({
        message: 'The document holds more than one operation: name the one to run in operationName',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', status: 400 }),
      }),
    ]);
    const response = await fetch(product.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: document, operationName: 'Second' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { authPublicKey: { algorithm: 'EdDSA' } } });
  });

  it('refuses a subscription sent over HTTP with 400: subscriptions are served over graphql-ws', async () => {
    const result = await gql('subscription { userUpdated(userId: "00000000-0000-4000-8000-000000000001") { displayName } }');
    expect(result.status).toBe(400);
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: 'Subscriptions are served over WebSocket (graphql-ws) only, not over HTTP',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', status: 400 }),
      }),
    ]);
  });

  it('refuses a mutation sent as a simple (CSRF-able) GET request', async () => {
    const url = `${product.gatewayUrl}?query=${encodeURIComponent('mutation { guestToken { guestId } }')}`;
    const response = await fetch(url);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/preflight|CSRF|apollo-require-preflight/i);
  });
});

describe('production settings', () => {
  it('turns introspection and the sandbox off and does not echo the limits', async () => {
    const production = await startProduct({ restBridge: false, env: { NODE_ENV: 'production' } });
    try {
      const introspection = await postGraphQL(production.gatewayUrl, '{ __schema { queryType { name } } }');
      expect(introspection.status).toBe(400);
      expect(introspection.errors?.[0]?.message).toMatch(/introspection is not allowed/i);

      const aliases = Array.from({ length: 100 }, (_, i) => `k${i}: authPublicKey { kid }`).join(' ');
      const tooMany = await postGraphQL(production.gatewayUrl, `{ ${aliases} }`);
      expect(tooMany.status).toBe(400);
      expect(tooMany.errors?.[0]?.message).not.toMatch(/\d/);

      const page = await fetch(production.gatewayUrl, { headers: { accept: 'text/html' } });
      expect(await page.text()).not.toMatch(/sandbox|embeddable/i);

      // Development shows the sandbox page and lets clients introspect.
      const devPage = await fetch(product.gatewayUrl, { headers: { accept: 'text/html' } });
      expect(await devPage.text()).toMatch(/sandbox|embeddable/i);
      expect((await gql('{ __schema { queryType { name } } }')).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    } finally {
      await production.stop();
    }
  });

  it('answers serverTime from the rooms subgraph, close to the gateway clock', async () => {
    const before = Date.now();
    const result = await gql<{ serverTime: number }>('{ serverTime }');
    expect(result.data!.serverTime).toBeGreaterThanOrEqual(before);
    expect(result.data!.serverTime).toBeLessThanOrEqual(Date.now());
  });
});
