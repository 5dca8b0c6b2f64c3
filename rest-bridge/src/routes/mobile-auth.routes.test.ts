import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import type { AccountsServices } from '@backspin/accounts/context';
import type { ConsoleSmsSender } from '@backspin/accounts/phone-codes/sms';

let product: TestProduct;
beforeAll(async () => {
  product = await startProduct({ env: { PHONE_CODE_MAX_PER_PHONE: '2', PHONE_CODE_PHONE_WINDOW_SECONDS: '3600' } });
});
afterAll(() => product?.stop());

const call = (path: string, body?: unknown) => callRest(`${product.restBridgeUrl}/api/user-service${path}`, 'POST', { body });
const accounts = () => product.subgraphs.get('accounts')!;
const lastCode = (phone: string) => {
  const sink = (accounts().services as AccountsServices).phoneCodes.sms as ConsoleSmsSender;
  return /\b(\d{6})\b/.exec(sink.sent.filter((m) => m.to === phone).at(-1)!.body)![1]!;
};

describe('POST /api/user-service/mobile-auth/send-code and verify-code', () => {
  it('sends a code without a token and signs in with it: 200 with a session for a new phone-only account', async () => {
    const phone = '+447400200001';
    const sent = await call('/mobile-auth/send-code', { phone: '+44 7400 200001' });
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ requestId: expect.any(String), phone, expiresAt: expect.any(String) });
    const rows = await accounts().db.em.fork().getConnection().execute(
      `select client_ip from accounts.phone_code where id = ?`,
      [sent.json.requestId],
    );
    // The caller's IP travelled REST bridge → gateway (X-Forwarded-For from a trusted loopback peer) → signed identity.
    expect(rows[0].client_ip).toBe('127.0.0.1');

    const verified = await call('/mobile-auth/verify-code', { requestId: sent.json.requestId, phone, code: lastCode(phone) });
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({ tokenType: 'Bearer', user: { email: null, roles: ['user'] } });
    expect(verified.json.accessToken).toEqual(expect.any(String));
    expect(verified.json.refreshToken).toEqual(expect.any(String));

    const again = await call('/mobile-auth/verify-code', { requestId: sent.json.requestId, phone, code: lastCode(phone) });
    expect(again.status).toBe(403);
    expect(again.json).toEqual({ statusCode: 403, message: 'The code has already been used: request a new code', error: 'Forbidden' });
  });

  it('answers 400 with the spec text to an invalid or VoIP number', async () => {
    for (const phone of ['12345', '+445612345678', undefined]) {
      const { status, json } = await call('/mobile-auth/send-code', phone === undefined ? {} : { phone });
      expect(status).toBe(400);
      expect(json).toEqual({
        statusCode: 400,
        message: 'Phone number is invalid. Only real, non-VoIP mobile numbers are allowed.',
        error: 'Bad Request',
      });
    }
  });

  it('answers 403 "Incorrect code" to a wrong code and 400 when a field is missing', async () => {
    const phone = '+447400200002';
    const sent = await call('/mobile-auth/send-code', { phone });
    const wrong = lastCode(phone) === '000000' ? '111111' : '000000';
    const bad = await call('/mobile-auth/verify-code', { requestId: sent.json.requestId, phone, code: wrong });
    expect(bad.status).toBe(403);
    expect(bad.json).toEqual({ statusCode: 403, message: 'Incorrect code', error: 'Forbidden' });
    const missing = await call('/mobile-auth/verify-code', { phone, code: wrong });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('requestId, phone and code are required');
  });

  it('answers 429 with retryAfterSeconds and Retry-After past the per-number limit', async () => {
    const phone = '+447400200003';
    expect((await call('/mobile-auth/send-code', { phone })).status).toBe(200);
    expect((await call('/mobile-auth/send-code', { phone })).status).toBe(200);
    const third = await call('/mobile-auth/send-code', { phone });
    expect(third.status).toBe(429);
    expect(third.json).toMatchObject({
      statusCode: 429,
      message: 'Too many codes were sent to this phone number, please wait before asking for another',
      error: 'Too Many Requests',
    });
    expect(third.json.retryAfterSeconds).toBeGreaterThan(3500);
    expect(third.json.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(third.headers.get('retry-after')).toBe(String(third.json.retryAfterSeconds));
  });
});
