import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, type Identity, type Role } from '@backspin/platform';
import { refusal, testClock } from '@backspin/test-kit';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { demoUsers } from '../demo-data.ts';
import { MailService } from '../mail/mail.service.ts';
import type { MailMessage, MailSender } from '../mail/mail.ts';
import type { ConsoleMailSender } from '../mail/mail.ts';
import { accountsSubgraph } from '../module.ts';
import { UserSchema } from '../users/user.entity.ts';
import { UserEmailSchema } from './email.entity.ts';
import { EmailService, type EmailSettings } from './email.service.ts';

let t: TestSubgraph<AccountsServices>;
beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph, { demoData: true });
});
afterAll(() => t?.stop());

const pepper = 'e'.repeat(40);
const defaults: EmailSettings = { EMAIL_CODE_TTL_SECONDS: 3600, EMAIL_CODE_MAX_ATTEMPTS: 3, EMAIL_VERIFICATION_RESEND_SECONDS: 60 };

class RecordingMail implements MailSender {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  codeFor(to: string): string {
    const last = this.sent.filter((m) => m.to === to).at(-1);
    return /\b(\d{6})\b/.exec(last?.text ?? '')![1]!;
  }
}

function setup(settings: Partial<EmailSettings> = {}) {
  const sender = new RecordingMail();
  // Sign-up (the accounts subgraph's own services) stamps rows with the real clock: this one follows it.
  const clock = testClock();
  const mail = new MailService({ MAIL_MAX_PER_ADDRESS: 100, MAIL_ADDRESS_WINDOW_SECONDS: 3600 }, sender, clock.now);
  const service = new EmailService({ ...defaults, ...settings }, mail, pepper, clock.now);
  return { sender, service, advance: clock.advance };
}

const em = () => t.subgraph.db.em.fork();
const as = (userId: string, roles: Role[] = ['user']): Identity => ({ userId, tokenType: 'user', roles });

let serial = 0;
async function newUser(): Promise<{ id: string; email: string }> {
  const email = `mail-user-${serial++}@example.com`;
  const session = await t.subgraph.services.sessions.signUp(em(), { email, password: 'a long secret' });
  return { id: session.user.id, email };
}

describe('sign-up', () => {
  it('records the login address as a personal e-mail waiting for verification, and e-mails a code', async () => {
    const user = await newUser();
    const rows = await em().find(UserEmailSchema, { userId: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: user.email, type: 'personal', status: 'PENDING_VERIFICATION', codeAttempts: 0 });
    await t.subgraph.services.mail.settled();
    const sink = t.subgraph.services.mail.sender as ConsoleMailSender;
    const message = sink.sent.filter((m) => m.to === user.email).at(-1)!;
    const code = /\b(\d{6})\b/.exec(message.text)![1]!;
    // Only the HMAC of the code is kept.
    expect(rows[0]!.codeHash).toBe(createHmac('sha256', t.subgraph.config.gatewaySecret).update(`${rows[0]!.id}:${code}`).digest('hex'));
    await expect(t.subgraph.services.emails.verify(em(), as(user.id), { code })).resolves.toMatchObject({ status: 'VERIFIED' });
  });

  it('seeds the demo users’ addresses VERIFIED', async () => {
    for (const demo of demoUsers) {
      expect(await em().findOne(UserEmailSchema, { userId: demo.id })).toMatchObject({ email: demo.email, status: 'VERIFIED', type: 'personal' });
    }
  });

  it('refuses a sign-up with an address another user has as a live e-mail (the database says so)', async () => {
    const owner = await newUser();
    const { service } = setup();
    await service.add(em(), as(owner.id), { email: 'second-address@example.com', type: 'work' });
    expect(await refusal(t.subgraph.services.sessions.signUp(em(), { email: 'second-address@example.com', password: 'a long secret' }))).toMatchObject({
      status: 403,
      message: 'this email is already registered',
    });
  });
});

describe('verifying', () => {
  it('a code works once; a wrong one is 403 with the spec text and counts as a try', async () => {
    const { service, sender } = setup();
    const user = await newUser();
    const added = await service.add(em(), as(user.id), { email: `work-${user.email}`, type: 'work' });
    expect(added).toMatchObject({ status: 'PENDING_VERIFICATION', type: 'work' });
    const code = sender.codeFor(added.email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await refusal(service.verify(em(), as(user.id), { emailId: added.id, code: wrong }))).toMatchObject({
      status: 403,
      message: 'Email verification failed, incorrect code',
    });
    expect((await em().findOneOrFail(UserEmailSchema, { id: added.id })).codeAttempts).toBe(1);
    const verified = await service.verify(em(), as(user.id), { emailId: added.id, code });
    expect(verified.status).toBe('VERIFIED');
    expect(verified.email).toMatchObject({ status: 'VERIFIED', verifiedAt: expect.any(Date) });
    expect(await refusal(service.verify(em(), as(user.id), { emailId: added.id, code }))).toMatchObject({ reason: 'EMAIL_VERIFICATION_FAILED' });
  });

  it('a code dies after too many wrong tries and when it expires', async () => {
    const { service, sender, advance } = setup();
    const user = await newUser();
    const a = await service.add(em(), as(user.id), { email: `tries-${user.email}` });
    const code = sender.codeFor(a.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) await refusal(service.verify(em(), as(user.id), { email: a.email, code: wrong }));
    expect(await refusal(service.verify(em(), as(user.id), { email: a.email, code }))).toMatchObject({ reason: 'EMAIL_VERIFICATION_FAILED' });

    const b = await service.add(em(), as(user.id), { email: `expiry-${user.email}` });
    advance(3601);
    expect(await refusal(service.verify(em(), as(user.id), { emailId: b.id, code: sender.codeFor(b.email) }))).toMatchObject({
      reason: 'EMAIL_VERIFICATION_FAILED',
    });
  });

  it('only the owner’s addresses: another user’s is 404, a missing code 400', async () => {
    const { service, sender } = setup();
    const owner = await newUser();
    const other = await newUser();
    const a = await service.add(em(), as(owner.id), { email: `owned-${owner.email}` });
    expect(await refusal(service.verify(em(), as(other.id), { emailId: a.id, code: sender.codeFor(a.email) }))).toMatchObject({
      status: 404,
      message: 'Email not found',
    });
    expect(await refusal(service.verify(em(), as(owner.id), { emailId: a.id, code: '' }))).toMatchObject({ status: 400 });
    expect(await refusal(service.verify(em(), { userId: null, tokenType: 'anonymous', roles: [] }, { code: '123456' }))).toMatchObject({ status: 401 });
  });

  it('gives a phone-only account the verified address as its login address', async () => {
    const { service, sender } = setup();
    const id = crypto.randomUUID();
    await em().insert(UserSchema, { id, phone: '+447400999001', email: null, passwordHash: null, displayName: 'Phone', roles: ['user'], capabilities: [], createdAt: new Date(), updatedAt: new Date() });
    const a = await service.add(em(), as(id), { email: 'phone-person@example.com' });
    await service.verify(em(), as(id), { code: sender.codeFor(a.email) });
    expect((await em().findOneOrFail(UserSchema, { id })).email).toBe('phone-person@example.com');
  });
});

describe('resending the verification e-mail', () => {
  it('sends a new code (the old one stops working) only after the interval; 403 before, 403 once verified, 404 for none', async () => {
    const { service, sender, advance } = setup();
    const user = await newUser();
    const a = await service.add(em(), as(user.id), { email: `resend-${user.email}` });
    const first = sender.codeFor(a.email);
    const tooSoon = await refusal(service.resend(em(), as(user.id), { emailId: a.id }));
    expect(tooSoon).toMatchObject({ reason: 'VERIFICATION_EMAIL_TOO_SOON', status: 403 });
    expect(tooSoon.extensions.retryAfterSeconds).toBe(60);
    advance(60);
    const sent = await service.resend(em(), as(user.id), { emailId: a.id });
    expect(sent.nextResendAt.getTime() - sent.email.codeSentAt!.getTime()).toBe(60_000);
    const second = sender.codeFor(a.email);
    if (second !== first) {
      expect(await refusal(service.verify(em(), as(user.id), { emailId: a.id, code: first }))).toMatchObject({ reason: 'EMAIL_VERIFICATION_FAILED' });
    }
    await service.verify(em(), as(user.id), { emailId: a.id, code: second });
    advance(60);
    expect(await refusal(service.resend(em(), as(user.id), { emailId: a.id }))).toMatchObject({
      status: 403,
      message: 'This e-mail address is already verified',
    });
    expect(await refusal(service.resend(em(), as(user.id), { email: 'nobody-has-this@example.com' }))).toMatchObject({
      status: 404,
      message: 'Email not found',
    });
  });

  it('sends one code when many resends arrive at once (the row lock)', async () => {
    const { service, sender, advance } = setup();
    const user = await newUser();
    const a = await service.add(em(), as(user.id), { email: `burst-${user.email}` });
    advance(120);
    const before = sender.sent.length;
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => service.resend(em(), as(user.id), { emailId: a.id })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as DomainError).reason).toBe('VERIFICATION_EMAIL_TOO_SOON');
    expect(sender.sent.length - before).toBe(1);
  });
});

describe('adding, listing and deleting', () => {
  it('one live address per user: a second is 409, even when two users race for it; a deleted one is free again', async () => {
    const { service } = setup();
    const a = await newUser();
    const b = await newUser();
    const address = `Race-${serial++}@Example.com`;
    const results = await Promise.allSettled([a, b, a, b].map((u) => service.add(em(), as(u.id), { email: address })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as DomainError).status).toBe(409);
    const won = (results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ id: string; userId: string; email: string }>).value;
    expect(won.email).toBe(address.toLowerCase());
    // Another user's login address.
    expect(await refusal(service.add(em(), as(a.id), { email: b.email }))).toMatchObject({ status: 409, message: 'This e-mail address is already in use' });

    const deleted = await service.remove(em(), as(won.userId), won.id);
    expect(deleted).toMatchObject({ id: won.id, email: won.email, status: 'DELETED', deletedAt: expect.any(Date) });
    const loser = won.userId === a.id ? b : a;
    await expect(service.add(em(), as(loser.id), { email: address })).resolves.toMatchObject({ status: 'PENDING_VERIFICATION' });
  });

  it('lists the caller’s live addresses; deleted ones on request; the login address cannot be deleted', async () => {
    const { service } = setup();
    const user = await newUser();
    const extra = await service.add(em(), as(user.id), { email: `list-${user.email}`, type: 'payment' });
    await service.remove(em(), as(user.id), extra.id);
    expect((await service.list(em(), as(user.id))).map((e) => e.email)).toEqual([user.email]);
    expect((await service.list(em(), as(user.id), { includeDeleted: true })).map((e) => [e.email, e.status])).toEqual([
      [user.email, 'PENDING_VERIFICATION'],
      [extra.email, 'DELETED'],
    ]);
    const login = (await service.list(em(), as(user.id)))[0]!;
    expect(await refusal(service.remove(em(), as(user.id), login.id))).toMatchObject({
      status: 403,
      message: 'You cannot delete the e-mail address you sign in with',
    });
    const other = await newUser();
    expect(await refusal(service.remove(em(), as(other.id), extra.id))).toMatchObject({ status: 404, message: 'Email not found' });
    expect(await refusal(service.add(em(), as(user.id), { email: 'x@example.com', type: 'fax' }))).toMatchObject({ status: 400 });
  });

  it('admins add an address to a user as CREATED_BY_ADMIN (no code); others may not', async () => {
    const { service, sender } = setup();
    const user = await newUser();
    const admin = as(demoUsers[2]!.id, ['user', 'admin']);
    const added = await service.add(em(), admin, { email: `by-admin-${user.email}`, userId: user.id, type: 'spotify' });
    expect(added).toMatchObject({ userId: user.id, status: 'CREATED_BY_ADMIN', createdBy: admin.userId, type: 'spotify' });
    expect(sender.sent.filter((m) => m.to === added.email)).toHaveLength(0);
    expect((await service.list(em(), admin, { userId: user.id })).map((e) => e.status)).toContain('CREATED_BY_ADMIN');
    const other = await newUser();
    expect(await refusal(service.add(em(), as(other.id), { email: 'sneaky@example.com', userId: user.id }))).toMatchObject({ status: 403 });
    expect(await refusal(service.list(em(), as(other.id), { userId: user.id }))).toMatchObject({ status: 403 });
  });
});

describe('the GraphQL API', () => {
  it('marks confirmEmail deprecated in favour of verifyEmail', async () => {
    const data = await t.ok(as(demoUsers[1]!.id), '{ __type(name: "Mutation") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }');
    const fields = data.__type.fields as { name: string; isDeprecated: boolean; deprecationReason: string | null }[];
    expect(fields.find((f) => f.name === 'confirmEmail')).toEqual({
      name: 'confirmEmail',
      isDeprecated: true,
      deprecationReason: 'Use verifyEmail (POST /users/emails/verify).',
    });
    expect(fields.find((f) => f.name === 'verifyEmail')?.isDeprecated).toBe(false);
  });
});
