import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, type RestAnswer } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';

// Every request of this file comes from 127.0.0.1 (REST bridge → gateway by X-Forwarded-For → signed identity), so
// the failures of one test count towards the client-IP limit of the next: the tests run in order.
let product: TestProduct;
beforeAll(async () => {
  product = await startProduct({ env: { LOGIN_MAX_FAILURES: '3', LOGIN_WINDOW_SECONDS: '900', LOGIN_MAX_FAILURES_PER_IP: '5', LOGIN_IP_WINDOW_SECONDS: '600' } });
});
afterAll(() => product?.stop());

const post = (path: string, body: unknown) => callRest(`${product.restBridgeUrl}/api/user-service${path}`, 'POST', { body });
const login = (email: string, password: string) => post('/auth/login', { email, password });

const tally = (answers: RestAnswer[]) => answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {});

describe('POST /api/user-service/users/sign-up with a common password', () => {
  it('answers 400 with a clear message and creates nothing', async () => {
    const { status, json } = await post('/users/sign-up', { email: 'common@example.com', password: 'Password1' });
    expect(status).toBe(400);
    expect(json).toEqual({
      statusCode: 400,
      message: 'password is too common: it is on a list of passwords attackers try first, please choose another',
      error: 'Bad Request',
    });
    expect((await login('common@example.com', 'Password1')).status).toBe(401);
  });
});

describe('POST /api/user-service/auth/login under a burst of guesses', () => {
  it('checks at most LOGIN_MAX_FAILURES guesses of a concurrent burst (401), refuses the rest and then the right password (429)', async () => {
    expect((await post('/users/sign-up', { email: 'burst@example.com', password: 'the right password' })).status).toBe(201);
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => login('burst@example.com', `guess number ${i}`)));
    expect(tally(burst)).toEqual({ 401: 3, 429: 9 });

    const locked = await login('burst@example.com', 'the right password');
    expect(locked.status).toBe(429);
    expect(locked.json).toMatchObject({ statusCode: 429, message: 'Too many failed login attempts, please try again later', error: 'Too Many Requests' });
    expect(locked.json.retryAfterSeconds).toBeGreaterThan(0);
    expect(locked.json.retryAfterSeconds).toBeLessThanOrEqual(900);
    expect(locked.headers.get('retry-after')).toBe(String(locked.json.retryAfterSeconds));
  });

  it('refuses a client address whose failures across addresses reach LOGIN_MAX_FAILURES_PER_IP, with its own message', async () => {
    // Four failures above (the common password's login and three of the burst); one more on another address fills the
    // window of 127.0.0.1, and then even a right password of another account is refused.
    expect((await login('sprayed@example.com', 'Summer2026!')).status).toBe(401);
    const refused = await login('dj@backspin.local', 'backspin-dj');
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ statusCode: 429, message: 'Too many failed login attempts from your network, please try again later' });
    expect(refused.json.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.json.retryAfterSeconds).toBeLessThanOrEqual(600);
  });
});
