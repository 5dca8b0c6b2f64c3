import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '../testing/shared-product.ts';
import type { AccountsServices } from '@backspin/accounts/context';
import type { ConsoleSmsSender } from '@backspin/accounts/phone-codes/sms';
import { FakeServer, type RecordedRequest } from '@backspin/test-kit/fake-server';

const serverToken = 'rest-postmark-token';

/** Postmark's Email API (POST /email, X-Postmark-Server-Token, JSON): every e-mail of this product goes here. */
function postmark(request: RecordedRequest) {
  if (request.method !== 'POST' || request.path !== '/email') return { status: 404, json: { ErrorCode: 404, Message: 'Not found' } };
  if (request.headers['x-postmark-server-token'] !== serverToken) return { status: 401, json: { ErrorCode: 10, Message: 'Bad token' } };
  const body = JSON.parse(request.body) as { To: string };
  return { status: 200, json: { To: body.To, SubmittedAt: new Date().toISOString(), MessageID: crypto.randomUUID(), ErrorCode: 0, Message: 'OK' } };
}

let fake: FakeServer;
let product: TestProduct;
let admin: string;
let listener: string;

const accounts = () => product.subgraphs.get('accounts')!;
const services = () => accounts().services as AccountsServices;
const sql = (query: string, params: unknown[] = []) => accounts().db.em.fork().getConnection().execute(query, params);
const call = (method: string, path: string, token?: string, body?: unknown) =>
  callRest(`${product.restBridgeUrl}/api/user-service${path}`, method, { token, body });
const login = async (email: string, password: string) => (await call('POST', '/auth/login', undefined, { email, password })).json;

/** The mails Postmark received for an address, once every background send has finished. */
async function mailsTo(address: string): Promise<{ Subject: string; TextBody: string; From: string; MessageStream: string; Tag?: string }[]> {
  await services().mail.settled();
  return fake.requests.map((r) => JSON.parse(r.body)).filter((m) => m.To === address);
}
const lastCode = async (address: string) => /\b(\d{6})\b/.exec((await mailsTo(address)).at(-1)!.TextBody)![1]!;
const lastResetToken = async (address: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec((await mailsTo(address)).at(-1)!.TextBody)![1]!;

let serial = 0;
async function signUp(): Promise<{ email: string; accessToken: string; refreshToken: string; id: string }> {
  const email = `rest-mail-${serial++}@example.com`;
  const { status, json } = await call('POST', '/users/sign-up', undefined, { email, password: 'first secret' });
  expect(status).toBe(201);
  return { email, accessToken: json.accessToken, refreshToken: json.refreshToken, id: json.user.id };
}
async function signUpVerified() {
  const user = await signUp();
  const verified = await call('POST', '/users/emails/verify', user.accessToken, { code: await lastCode(user.email) });
  expect(verified.status).toBe(200);
  return user;
}
const refresh = (refreshToken: string) =>
  postGraphQL(product.gatewayUrl, 'mutation ($t: String!) { refreshSession(refreshToken: $t) { accessToken } }', { t: refreshToken });

beforeAll(async () => {
  fake = await FakeServer.start(postmark);
  product = await startProduct({
    env: { MAIL_PROVIDER: 'postmark', MAIL_BASE_URL: fake.url, MAIL_API_KEY: serverToken, MAIL_FROM: 'Backspin <no-reply@backspin.test>' },
  });
  admin = (await login('admin@backspin.local', 'backspin-admin')).accessToken;
  listener = (await login('listener@backspin.local', 'backspin-listener')).accessToken;
});
afterAll(async () => {
  await product?.stop();
  await fake?.close();
});

describe('e-mails: /users/emails, verify, confirm-email, verification-email', () => {
  it('sign-up e-mails a code through Postmark; the address is listed as personal PENDING_VERIFICATION until verified (once)', async () => {
    const user = await signUp();
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ From: 'Backspin <no-reply@backspin.test>', Subject: 'Your Backspin verification code', MessageStream: 'outbound', Tag: 'email-verification' });
    const listed = await call('GET', '/users/emails', user.accessToken);
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([expect.objectContaining({ email: user.email, type: 'personal', status: 'PENDING_VERIFICATION', userId: user.id })]);

    const code = await lastCode(user.email);
    const wrong = await call('POST', '/users/emails/verify', user.accessToken, { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toEqual({ statusCode: 403, message: 'Email verification failed, incorrect code', error: 'Forbidden' });
    const ok = await call('POST', '/users/emails/verify', user.accessToken, { code, emailId: listed.json[0].id });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ status: 'VERIFIED', email: { id: listed.json[0].id, status: 'VERIFIED' } });
    const again = await call('POST', '/users/emails/verify', user.accessToken, { code, emailId: listed.json[0].id });
    expect(again.status).toBe(403);
    expect((await call('POST', '/users/emails/verify', undefined, { code })).status).toBe(401);
  });

  it('adds an address (201, code e-mailed), refuses one in use (409), verifies it through the deprecated confirm-email', async () => {
    const user = await signUp();
    const other = await signUp();
    const address = `extra-${user.email}`;
    const added = await call('POST', '/users/emails', user.accessToken, { email: address, type: 'work' });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ email: address, type: 'work', status: 'PENDING_VERIFICATION', userId: user.id });
    const taken = await call('POST', '/users/emails', other.accessToken, { email: address.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({ statusCode: 409, message: 'This e-mail address is already in use', error: 'Conflict' });
    expect((await call('POST', '/users/emails', user.accessToken, { email: 'x@example.com', type: 'fax' })).status).toBe(400);
    expect((await call('POST', '/users/emails', undefined, { email: 'y@example.com' })).status).toBe(401);

    const confirmed = await call('POST', '/users/confirm-email', user.accessToken, { email: address, code: await lastCode(address) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ status: 'VERIFIED', email: { email: address, status: 'VERIFIED' } });
  });

  it('resends a code after the interval; 403 too soon and when verified; 404 "Email not found"', async () => {
    const user = await signUp();
    const soon = await call('POST', '/users/emails/verification-email', user.accessToken, { email: user.email });
    expect(soon.status).toBe(403);
    expect(soon.json.message).toBe(
      'A verification e-mail was sent to this address moments ago: wait for the minimum interval before asking for another',
    );
    await sql(`update accounts.user_email set code_sent_at = now() - interval '1 hour' where user_id = ?`, [user.id]);
    const before = (await mailsTo(user.email)).length;
    const sent = await call('POST', '/users/emails/verification-email', user.accessToken, {});
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ email: { email: user.email, status: 'PENDING_VERIFICATION' }, nextResendAt: expect.any(String) });
    expect(await mailsTo(user.email)).toHaveLength(before + 1);
    await call('POST', '/users/emails/verify', user.accessToken, { code: await lastCode(user.email) });
    const verified = await call('POST', '/users/emails/verification-email', user.accessToken, { email: user.email });
    expect(verified.status).toBe(403);
    expect(verified.json).toEqual({ statusCode: 403, message: 'This e-mail address is already verified', error: 'Forbidden' });
    const missing = await call('POST', '/users/emails/verification-email', user.accessToken, { emailId: crypto.randomUUID() });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ statusCode: 404, message: 'Email not found', error: 'Not Found' });
  });

  it('deletes an address (DELETED, fields kept); 403 for the login address; 404 for someone else’s', async () => {
    const user = await signUp();
    const added = (await call('POST', '/users/emails', user.accessToken, { email: `gone-${user.email}`, type: 'discord' })).json;
    const deleted = await call('DELETE', `/users/emails/${added.id}`, user.accessToken);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ id: added.id, email: added.email, type: 'discord', status: 'DELETED', deletedAt: expect.any(String) });
    expect((await call('GET', '/users/emails?includeDeleted=true', user.accessToken)).json.map((e: { status: string }) => e.status)).toEqual([
      'PENDING_VERIFICATION',
      'DELETED',
    ]);
    const loginEmail = (await call('GET', '/users/emails', user.accessToken)).json[0];
    const refused = await call('DELETE', `/users/emails/${loginEmail.id}`, user.accessToken);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('You cannot delete the e-mail address you sign in with');
    expect((await call('DELETE', `/users/emails/${loginEmail.id}`, listener)).status).toBe(404);
  });

  it('admins add an address to a user as CREATED_BY_ADMIN; users may not', async () => {
    const user = await signUp();
    const added = await call('POST', '/users/emails', admin, { email: `admin-made-${user.email}`, userId: user.id, type: 'payment' });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ userId: user.id, status: 'CREATED_BY_ADMIN', type: 'payment', createdBy: expect.any(String) });
    expect((await call('GET', `/users/emails?userId=${user.id}`, admin)).json).toHaveLength(2);
    expect((await call('POST', '/users/emails', listener, { email: 'not-allowed@example.com', userId: user.id })).status).toBe(403);
  });
});

describe('passwords', () => {
  it('change-password: 401 wrong password, 401 unverified, 400 unchanged; success revokes refresh tokens', async () => {
    const unverified = await signUp();
    const notVerified = await call('POST', '/users/change-password', unverified.accessToken, { currentPassword: 'first secret', newPassword: 'second secret' });
    expect(notVerified.status).toBe(401);
    expect(notVerified.json).toEqual({ statusCode: 401, message: 'Email address is not verified', error: 'Unauthorized' });

    const user = await signUpVerified();
    const wrong = await call('POST', '/users/change-password', user.accessToken, { currentPassword: 'not it', newPassword: 'second secret' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ statusCode: 401, message: 'Incorrect email or password', error: 'Unauthorized' });
    const same = await call('POST', '/users/change-password', user.accessToken, { currentPassword: 'first secret', newPassword: 'first secret' });
    expect(same.status).toBe(400);
    expect(same.json).toEqual({ statusCode: 400, message: 'New password must be different from your previous password', error: 'Bad Request' });
    expect((await call('POST', '/users/change-password', undefined, { currentPassword: 'a', newPassword: 'b' })).status).toBe(401);

    const changed = await call('POST', '/users/change-password', user.accessToken, { currentPassword: 'first secret', newPassword: 'second secret' });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ tokenType: 'Bearer', user: { id: user.id }, refreshToken: expect.any(String) });
    expect((await refresh(user.refreshToken)).errors?.[0]?.message).toBe('Refresh token is invalid, expired or revoked');
    expect((await refresh(changed.json.refreshToken)).data).toMatchObject({ refreshSession: { accessToken: expect.any(String) } });
    expect((await call('POST', '/auth/login', undefined, { email: user.email, password: 'second secret' })).status).toBe(200);
  });

  it('forgot-password answers the same for any address; reset-password works once (403 "Can not reset password" after)', async () => {
    const user = await signUp();
    const known = await call('POST', '/users/forgot-password', undefined, { email: user.email });
    const unknown = await call('POST', '/users/forgot-password', undefined, { email: `nobody-${user.email}` });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual(unknown.json);
    expect(known.json).toEqual({ message: 'If an account uses this e-mail address, a link to reset its password has been sent to it' });
    expect(await mailsTo(`nobody-${user.email}`)).toHaveLength(0);
    const token = await lastResetToken(user.email);

    const [a, b] = await Promise.all([
      call('POST', '/users/reset-password', undefined, { token, newPassword: 'reset secret A' }),
      call('POST', '/users/reset-password', undefined, { token, newPassword: 'reset secret B' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const loser = a.status === 403 ? a : b;
    expect(loser.json).toEqual({ statusCode: 403, message: 'Can not reset password', error: 'Forbidden' });
    expect((await refresh(user.refreshToken)).errors?.[0]?.message).toBe('Refresh token is invalid, expired or revoked');
    const winner = a.status === 200 ? 'reset secret A' : 'reset secret B';
    expect((await call('POST', '/auth/login', undefined, { email: user.email, password: winner })).status).toBe(200);
    expect((await call('POST', '/users/reset-password', undefined, { token, newPassword: 'reset secret C' })).status).toBe(403);
  });

  it('set-password gives a phone-only account a password (then 409)', async () => {
    const phone = '+447400300001';
    const sent = await call('POST', '/mobile-auth/send-code', undefined, { phone });
    const sink = services().phoneCodes.sms as ConsoleSmsSender;
    const code = /\b(\d{6})\b/.exec(sink.sent.filter((m) => m.to === phone).at(-1)!.body)![1]!;
    const session = (await call('POST', '/mobile-auth/verify-code', undefined, { requestId: sent.json.requestId, phone, code })).json;
    const set = await call('POST', '/users/set-password', session.accessToken, { newPassword: 'phone person secret' });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ tokenType: 'Bearer', user: { id: session.user.id } });
    expect((await refresh(session.refreshToken)).errors?.[0]?.message).toBe('Refresh token is invalid, expired or revoked');
    const again = await call('POST', '/users/set-password', set.json.accessToken, { newPassword: 'another secret' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This account already has a password: change it with POST /users/change-password');
  });

  it('change-password-admin: admins set a user’s password (their refresh tokens revoked); users get 403', async () => {
    const user = await signUp();
    const done = await call('POST', '/users/change-password-admin', admin, { userId: user.id, newPassword: 'chosen by admin' });
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ userId: user.id, revokedRefreshTokens: 1 });
    expect((await refresh(user.refreshToken)).errors?.[0]?.message).toBe('Refresh token is invalid, expired or revoked');
    expect((await call('POST', '/auth/login', undefined, { email: user.email, password: 'chosen by admin' })).status).toBe(200);
    expect((await call('POST', '/users/change-password-admin', listener, { userId: user.id, newPassword: 'chosen by me' })).status).toBe(403);
    expect((await call('POST', '/users/change-password-admin', undefined, { userId: user.id, newPassword: 'chosen by me' })).status).toBe(401);
  });
});
