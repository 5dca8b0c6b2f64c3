import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@backspin/platform';
import { refusal, testClock } from '@backspin/test-kit';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';
import { PhoneWhitelistEntrySchema } from '../phone-whitelist/phone-whitelist.entity.ts';
import { UserSchema } from '../users/user.entity.ts';
import { PhoneCodeSchema } from './phone-code.entity.ts';
import { PhoneCodeService, type PhoneCodeSettings } from './phone-code.service.ts';
import { ConsoleSmsSender, type SmsSender } from './sms.ts';

let t: TestSubgraph<AccountsServices>;
beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph);
});
afterAll(() => t?.stop());

const pepper = 'p'.repeat(40);
const defaults: PhoneCodeSettings = {
  PHONE_CODE_TTL_SECONDS: 600,
  PHONE_CODE_MAX_ATTEMPTS: 5,
  PHONE_CODE_MAX_PER_PHONE: 100,
  PHONE_CODE_PHONE_WINDOW_SECONDS: 3600,
  PHONE_CODE_MAX_PER_IP: 100,
  PHONE_CODE_IP_WINDOW_SECONDS: 3600,
  PHONE_CODE_MAX_PER_PREFIX: 100,
  PHONE_CODE_PREFIX_WINDOW_SECONDS: 3600,
  PHONE_CODE_PREFIX_DIGITS: 6,
};

class RecordingSms implements SmsSender {
  readonly sent: { to: string; body: string }[] = [];
  async send(to: string, body: string): Promise<void> {
    this.sent.push({ to, body });
  }
  codeFor(to: string): string {
    const last = this.sent.filter((m) => m.to === to).at(-1);
    return /\b(\d{6})\b/.exec(last?.body ?? '')![1]!;
  }
}

function setup(settings: Partial<PhoneCodeSettings> = {}) {
  const sms = new RecordingSms();
  // Sign-in by code goes through the subgraph's sessions, which stamp rows with the real clock: this one follows it.
  const clock = testClock();
  const service = new PhoneCodeService({ ...defaults, ...settings }, sms, t.subgraph.services.sessions, t.subgraph.services.phoneWhitelist, pepper, clock.now);
  const em = () => t.subgraph.db.em.fork();
  return { sms, clock, service, em, advance: clock.advance };
}

// Distinct numbers per test: the database is shared by the file.
let serial = 0;
const ukMobile = () => `+44740010${String(serial++).padStart(4, '0')}`;

describe('sending a code', () => {
  it('normalises the number to E.164, texts six digits and keeps only their hash', async () => {
    const { service, sms, em } = setup();
    const phone = ukMobile();
    const sent = await service.send(em(), { phone: `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`, clientIp: '203.0.113.5' });
    expect(sent.phone).toBe(phone);
    expect(sms.sent).toHaveLength(1);
    const code = sms.codeFor(phone);
    expect(code).toMatch(/^\d{6}$/);
    const row = await em().findOneOrFail(PhoneCodeSchema, { id: sent.requestId });
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toBe(createHmac('sha256', pepper).update(`${sent.requestId}:${code}`).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(600_000);
  });

  it('refuses invalid, fixed-line and VoIP numbers with the spec text', async () => {
    const { service, sms, em } = setup();
    for (const phone of ['', 'abc', '0612345678', '+1900555', '+442079460000', '+445612345678']) {
      expect(await refusal(service.send(em(), { phone }))).toMatchObject({
        status: 400,
        message: 'Phone number is invalid. Only real, non-VoIP mobile numbers are allowed.',
      });
    }
    expect(sms.sent).toHaveLength(0);
  });
});

describe('verifying a code', () => {
  it('creates a phone-only account once and signs the same user in next time; a code works once', async () => {
    const { service, sms, em } = setup();
    const phone = ukMobile();
    const first = await service.send(em(), { phone });
    const code = sms.codeFor(phone);
    const session = await service.verify(em(), { requestId: first.requestId, phone, code });
    expect(session.accessToken).toBeTruthy();
    expect(session.refreshToken).toContain('.');
    expect(session.user).toMatchObject({ phone, email: null, roles: ['user'] });
    expect(session.newAccount).toBe(true);
    expect(await refusal(service.verify(em(), { requestId: first.requestId, phone, code }))).toMatchObject({
      reason: 'PHONE_CODE_USED',
      status: 403,
    });

    const second = await service.send(em(), { phone });
    const again = await service.verify(em(), { requestId: second.requestId, phone, code: sms.codeFor(phone) });
    expect(again.user.id).toBe(session.user.id);
    expect(again.newAccount).toBe(false);
    expect(await em().count(UserSchema, { phone })).toBe(1);
  });

  it('binds the code to its requestId and its number', async () => {
    const { service, sms, em } = setup();
    const phone = ukMobile();
    const other = ukMobile();
    const a = await service.send(em(), { phone });
    const codeA = sms.codeFor(phone);
    const b = await service.send(em(), { phone });
    expect(await refusal(service.verify(em(), { requestId: b.requestId, phone, code: codeA === sms.codeFor(phone) ? '------' : codeA }))).toMatchObject({
      status: 403,
    });
    expect(await refusal(service.verify(em(), { requestId: a.requestId, phone: other, code: codeA }))).toMatchObject({
      reason: 'PHONE_CODE_UNKNOWN',
      status: 403,
      message: 'No code was sent for this requestId and phone number: request a new code',
    });
    expect(await refusal(service.verify(em(), { requestId: 'not-a-uuid', phone, code: codeA }))).toMatchObject({ reason: 'PHONE_CODE_UNKNOWN' });
    expect(await refusal(service.verify(em(), { requestId: a.requestId, phone, code: '' }))).toMatchObject({ reason: 'PHONE_CODE_FIELDS_MISSING', status: 400 });
    await expect(service.verify(em(), { requestId: a.requestId, phone, code: codeA })).resolves.toMatchObject({ user: { phone } });
  });

  it('refuses an expired code (injected clock)', async () => {
    const { service, sms, em, advance } = setup();
    const phone = ukMobile();
    const sent = await service.send(em(), { phone });
    advance(600);
    expect(await refusal(service.verify(em(), { requestId: sent.requestId, phone, code: sms.codeFor(phone) }))).toMatchObject({
      reason: 'PHONE_CODE_EXPIRED',
      status: 403,
      message: 'The code has expired: request a new code',
    });
  });

  it('counts wrong codes and kills the code after five, even for the right one', async () => {
    const { service, sms, em } = setup();
    const phone = ukMobile();
    const sent = await service.send(em(), { phone });
    const code = sms.codeFor(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let left = 4; left >= 0; left--) {
      expect(await refusal(service.verify(em(), { requestId: sent.requestId, phone, code: wrong }))).toMatchObject({
        reason: 'PHONE_CODE_INCORRECT',
        status: 403,
        message: 'Incorrect code',
        extensions: { attemptsLeft: left },
      });
    }
    expect(await refusal(service.verify(em(), { requestId: sent.requestId, phone, code }))).toMatchObject({
      reason: 'PHONE_CODE_LOCKED',
      status: 403,
      message: 'Too many incorrect codes: request a new code',
    });
  });
});

describe('send limits', () => {
  it('limits sends per phone within the window and says when to retry', async () => {
    const { service, em, advance } = setup({ PHONE_CODE_MAX_PER_PHONE: 2, PHONE_CODE_PHONE_WINDOW_SECONDS: 600 });
    const phone = ukMobile();
    await service.send(em(), { phone });
    advance(100);
    await service.send(em(), { phone });
    advance(100);
    expect(await refusal(service.send(em(), { phone }))).toMatchObject({
      status: 429,
      message: 'Too many codes were sent to this phone number, please wait before asking for another',
      extensions: { code: 'TOO_MANY_REQUESTS', limit: 2, windowSeconds: 600, retryAfterSeconds: 400 },
    });
    // Another number is not held back.
    await service.send(em(), { phone: ukMobile() });
    advance(400);
    await expect(service.send(em(), { phone })).resolves.toMatchObject({ phone });
  });

  it('limits sends per caller IP across numbers', async () => {
    const { service, em } = setup({ PHONE_CODE_MAX_PER_IP: 3 });
    const clientIp = '198.51.100.7';
    for (let i = 0; i < 3; i++) await service.send(em(), { phone: ukMobile(), clientIp });
    expect(await refusal(service.send(em(), { phone: ukMobile(), clientIp }))).toMatchObject({
      reason: 'PHONE_CODE_LIMIT_IP',
      status: 429,
      extensions: { limit: 3, retryAfterSeconds: 3600 },
    });
    await expect(service.send(em(), { phone: ukMobile(), clientIp: '198.51.100.8' })).resolves.toBeTruthy();
  });

  it('limits sends per number prefix (country code and first digits)', async () => {
    const { service, em } = setup({ PHONE_CODE_MAX_PER_PREFIX: 3, PHONE_CODE_PREFIX_DIGITS: 5 });
    for (const n of ['+33612000001', '+33612000002', '+33612000003']) await service.send(em(), { phone: n });
    expect(await refusal(service.send(em(), { phone: '+33612999999' }))).toMatchObject({
      reason: 'PHONE_CODE_LIMIT_PREFIX',
      status: 429,
      message: 'Too many codes were sent to numbers like this one, please wait before asking for another',
    });
    await expect(service.send(em(), { phone: '+33613000001' })).resolves.toBeTruthy();
  });

  it('never lets concurrent sends exceed a limit', async () => {
    const { service, sms, em } = setup({ PHONE_CODE_MAX_PER_PHONE: 3 });
    const phone = ukMobile();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => service.send(em(), { phone, clientIp: '192.0.2.1' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(7);
    for (const r of refused) expect((r.reason as DomainError).reason).toBe('PHONE_CODE_LIMIT_PHONE');
    expect(await em().count(PhoneCodeSchema, { phone })).toBe(3);
    expect(sms.sent.filter((m) => m.to === phone)).toHaveLength(3);
  });

  it('spends the code when the text message cannot be sent, and answers 503', async () => {
    const failing: SmsSender = { send: () => Promise.reject(new Error('down')) };
    const service = new PhoneCodeService(defaults, failing, t.subgraph.services.sessions, t.subgraph.services.phoneWhitelist, pepper);
    const phone = ukMobile();
    expect(await refusal(service.send(t.subgraph.db.em.fork(), { phone }))).toMatchObject({ reason: 'SMS_NOT_SENT', status: 503 });
    const row = await t.subgraph.db.em.fork().findOneOrFail(PhoneCodeSchema, { phone });
    expect(row.usedAt).not.toBeNull();
  });
});

describe('whitelisted numbers', () => {
  const whitelist = async (phone: string) => {
    const em = t.subgraph.db.em.fork();
    em.create(PhoneWhitelistEntrySchema, { id: crypto.randomUUID(), phone, note: 'app review', createdBy: null, createdAt: new Date() });
    await em.flush();
  };

  it('lets a whitelisted VoIP or fixed-line number sign in by code; the same kind of number off the list is refused', async () => {
    const { service, sms, em } = setup();
    const voip = '+445612340001';
    const fixedLine = '+442079460001';
    expect(await refusal(service.send(em(), { phone: voip }))).toMatchObject({ reason: 'INVALID_PHONE_NUMBER' });
    await whitelist(voip);
    await whitelist(fixedLine);
    for (const phone of [voip, fixedLine]) {
      const sent = await service.send(em(), { phone });
      const session = await service.verify(em(), { requestId: sent.requestId, phone, code: sms.codeFor(phone) });
      expect(session.user.phone).toBe(phone);
    }
    expect(await refusal(service.send(em(), { phone: '+445612340002' }))).toMatchObject({ reason: 'INVALID_PHONE_NUMBER' });
  });

  it('skips the IP and prefix limits but keeps the per-number limit', async () => {
    const { service, em } = setup({ PHONE_CODE_MAX_PER_IP: 1, PHONE_CODE_MAX_PER_PREFIX: 1, PHONE_CODE_PREFIX_DIGITS: 4, PHONE_CODE_MAX_PER_PHONE: 3 });
    const clientIp = '203.0.113.77';
    const listed = '+447911000123';
    await whitelist(listed);
    // The IP and the prefix are used up by an ordinary number...
    await service.send(em(), { phone: '+447911000001', clientIp });
    expect(await refusal(service.send(em(), { phone: '+447911000002', clientIp }))).toMatchObject({ status: 429 });
    // ...but the whitelisted number still gets its codes, up to its own limit.
    for (let i = 0; i < 3; i++) await service.send(em(), { phone: listed, clientIp });
    expect(await refusal(service.send(em(), { phone: listed, clientIp }))).toMatchObject({ reason: 'PHONE_CODE_LIMIT_PHONE', status: 429 });
  });
});

describe('old codes', () => {
  it('are removed once no limit window counts them and they have expired', async () => {
    const { service, em, advance } = setup({ PHONE_CODE_PHONE_WINDOW_SECONDS: 600, PHONE_CODE_IP_WINDOW_SECONDS: 600, PHONE_CODE_PREFIX_WINDOW_SECONDS: 900 });
    const phone = ukMobile();
    const first = await service.send(em(), { phone });
    advance(899);
    await service.send(em(), { phone: ukMobile() });
    expect(await em().count(PhoneCodeSchema, { id: first.requestId })).toBe(1);
    advance(2);
    await service.send(em(), { phone: ukMobile() });
    expect(await em().count(PhoneCodeSchema, { id: first.requestId })).toBe(0);
  });
});

describe('GraphQL', () => {
  it('sends with the caller IP from the signed identity and verifies to an AuthPayload', async () => {
    const sink = t.subgraph.services.phoneCodes.sms as ConsoleSmsSender;
    const phone = ukMobile();
    const headers = await t.headersFor({ userId: null, tokenType: 'anonymous', roles: [], clientIp: '203.0.113.77' });
    const sent = await t.subgraph.execute({ query: 'mutation($p: String!) { sendPhoneCode(phone: $p) { requestId phone expiresAt } }', variables: { p: phone } }, headers);
    expect(sent.errors).toBeUndefined();
    const { requestId } = (sent.data as { sendPhoneCode: { requestId: string } }).sendPhoneCode;
    const row = await t.subgraph.db.em.fork().findOneOrFail(PhoneCodeSchema, { id: requestId });
    expect(row.clientIp).toBe('203.0.113.77');
    const code = /\b(\d{6})\b/.exec(sink.sent.filter((m) => m.to === phone).at(-1)!.body)![1];
    const verified = await t.subgraph.execute(
      {
        query: 'mutation($i: VerifyPhoneCodeInput!) { verifyPhoneCode(input: $i) { tokenType expiresIn newAccount user { id email } } }',
        variables: { i: { requestId, phone, code } },
      },
      headers,
    );
    expect(verified.errors).toBeUndefined();
    expect(verified.data).toMatchObject({ verifyPhoneCode: { tokenType: 'Bearer', newAccount: true, user: { email: null } } });
  });
});

describe('the console SMS sink', () => {
  it('logs the code outside production and never in production', async () => {
    const dev: string[] = [];
    const prod: string[] = [];
    await new ConsoleSmsSender(false, (l) => dev.push(l)).send('+447400123456', 'Your Backspin code is 123456.');
    await new ConsoleSmsSender(true, (l) => prod.push(l)).send('+447400123456', 'Your Backspin code is 123456.');
    expect(dev.join()).toContain('123456.');
    expect(prod).toHaveLength(1);
    expect(prod.join()).not.toContain('123456.');
  });
});
