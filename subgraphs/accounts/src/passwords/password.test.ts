import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, type Identity, type Role } from '@backspin/platform';
import { refusal } from '@backspin/test-kit';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { UserEmailSchema } from '../emails/email.entity.ts';
import { MailService } from '../mail/mail.service.ts';
import type { MailMessage, MailSender } from '../mail/mail.ts';
import { accountsSubgraph } from '../module.ts';
import { UserSchema } from '../users/user.entity.ts';
import { PasswordResetSchema } from './password.entity.ts';
import { PasswordService, type PasswordSettings } from './password.service.ts';

let t: TestSubgraph<AccountsServices>;
beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph);
});
afterAll(() => t?.stop());

class RecordingMail implements MailSender {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  tokenFor(to: string): string {
    const last = this.sent.filter((m) => m.to === to).at(-1);
    return /\/reset-password\/([A-Za-z0-9_-]+)/.exec(last?.text ?? '')![1]!;
  }
}

function setup(settings: Partial<PasswordSettings> = {}, maxPerAddress = 100) {
  const sender = new RecordingMail();
  const clock = { now: new Date() };
  const mail = new MailService({ MAIL_MAX_PER_ADDRESS: maxPerAddress, MAIL_ADDRESS_WINDOW_SECONDS: 3600 }, sender, () => clock.now);
  const service = new PasswordService(
    { PASSWORD_RESET_TTL_SECONDS: 3600, PASSWORD_RESET_URL: 'https://backspin.test/reset-password/', ...settings },
    t.subgraph.services.sessions,
    t.subgraph.services.emails,
    mail,
    () => clock.now,
  );
  const advance = (seconds: number) => {
    clock.now = new Date(clock.now.getTime() + seconds * 1000);
  };
  return { sender, mail, service, advance };
}

const em = () => t.subgraph.db.em.fork();
const as = (userId: string, roles: Role[] = ['user']): Identity => ({ userId, tokenType: 'user', roles });
const sessions = () => t.subgraph.services.sessions;

let serial = 0;
const password = 'the old secret';
async function newUser(options: { verified?: boolean; roles?: Role[] } = {}) {
  const email = `pw-user-${serial++}@example.com`;
  const session = await sessions().signUp(em(), { email, password }, { roles: options.roles ?? [] });
  if (options.verified ?? true) await t.subgraph.services.emails.ensureVerified(em(), session.user.id, email);
  return { id: session.user.id, email, refreshToken: session.refreshToken };
}

describe('changing the password', () => {
  it('needs the current password, a verified login address and a new password; then old refresh tokens stop working', async () => {
    const { service } = setup();
    const user = await newUser();
    const other = await sessions().login(em(), { email: user.email, password });
    expect(await refusal(service.change(em(), as(user.id), { currentPassword: 'not the secret', newPassword: 'a new secret' }))).toMatchObject({
      status: 401,
      message: 'Incorrect email or password',
    });
    expect(await refusal(service.change(em(), as(user.id), { currentPassword: password, newPassword: password }))).toMatchObject({
      status: 400,
      message: 'New password must be different from your previous password',
    });
    expect(await refusal(service.change(em(), as(user.id), { currentPassword: password, newPassword: 'short' }))).toMatchObject({ reason: 'WEAK_PASSWORD' });
    expect(await refusal(service.change(em(), as(user.id), { currentPassword: password }))).toMatchObject({ status: 400 });

    const fresh = await service.change(em(), as(user.id), { currentPassword: password, newPassword: 'a new secret' });
    for (const spent of [user.refreshToken, other.refreshToken]) {
      expect(await refusal(sessions().refresh(em(), spent))).toMatchObject({ reason: 'INVALID_REFRESH_TOKEN', status: 401 });
    }
    await expect(sessions().refresh(em(), fresh.refreshToken)).resolves.toMatchObject({ user: { id: user.id } });
    expect(await refusal(sessions().login(em(), { email: user.email, password }))).toMatchObject({ reason: 'INCORRECT_CREDENTIALS' });
    await expect(sessions().login(em(), { email: user.email, password: 'a new secret' })).resolves.toMatchObject({ user: { id: user.id } });
  });

  it('answers 401 "Email address is not verified" while the login address is unverified', async () => {
    const { service } = setup();
    const user = await newUser({ verified: false });
    expect(await refusal(service.change(em(), as(user.id), { currentPassword: password, newPassword: 'a new secret' }))).toMatchObject({
      status: 401,
      message: 'Email address is not verified',
    });
  });
});

describe('forgot and reset', () => {
  it('answers the same for a known and an unknown address, e-mails a link only to the known one, stores its hash', async () => {
    const { service, sender, mail } = setup();
    const user = await newUser();
    await expect(service.forgot(em(), { email: user.email.toUpperCase() })).resolves.toBeUndefined();
    await expect(service.forgot(em(), { email: 'nobody-here@example.com' })).resolves.toBeUndefined();
    await mail.settled();
    expect(sender.sent.map((m) => m.to)).toEqual([user.email]);
    expect(sender.sent[0]).toMatchObject({ subject: 'Reset your Backspin password', tag: 'password-reset' });
    const token = sender.tokenFor(user.email);
    expect(sender.sent[0]!.text).toContain(`https://backspin.test/reset-password/${token}`);
    const rows = await em().find(PasswordResetSchema, { userId: user.id });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await refusal(service.forgot(em(), { email: 'not an address' }))).toMatchObject({ status: 400 });
  });

  it('a reset token works once, revokes refresh tokens and proves the login address', async () => {
    const { service, sender, mail } = setup();
    const user = await newUser({ verified: false });
    await service.forgot(em(), { email: user.email });
    await mail.settled();
    const token = sender.tokenFor(user.email);
    const session = await service.reset(em(), { token, newPassword: 'a brand new secret' });
    expect(session.user.id).toBe(user.id);
    expect(await refusal(sessions().refresh(em(), user.refreshToken))).toMatchObject({ reason: 'INVALID_REFRESH_TOKEN' });
    await expect(sessions().login(em(), { email: user.email, password: 'a brand new secret' })).resolves.toBeTruthy();
    expect(await em().findOne(UserEmailSchema, { userId: user.id, email: user.email })).toMatchObject({ status: 'VERIFIED' });
    expect(await refusal(service.reset(em(), { token, newPassword: 'another new secret' }))).toMatchObject({
      status: 403,
      message: 'Can not reset password',
    });
    expect(await refusal(service.reset(em(), { token: 'made-up', newPassword: 'another new secret' }))).toMatchObject({ status: 403 });
  });

  it('of concurrent uses of one token exactly one wins', async () => {
    const { service, sender, mail } = setup();
    const user = await newUser();
    await service.forgot(em(), { email: user.email });
    await mail.settled();
    const token = sender.tokenFor(user.email);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => service.reset(em(), { token, newPassword: `concurrent secret ${i}` })),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as DomainError).reason).toBe('CANNOT_RESET_PASSWORD');
  });

  it('an expired token is refused; a password change kills pending links', async () => {
    const { service, sender, mail, advance } = setup();
    const user = await newUser();
    await service.forgot(em(), { email: user.email });
    await mail.settled();
    advance(3601);
    expect(await refusal(service.reset(em(), { token: sender.tokenFor(user.email), newPassword: 'a brand new secret' }))).toMatchObject({
      reason: 'CANNOT_RESET_PASSWORD',
    });
    await service.forgot(em(), { email: user.email });
    await mail.settled();
    const pending = sender.tokenFor(user.email);
    await service.change(em(), as(user.id), { currentPassword: password, newPassword: 'changed meanwhile' });
    expect(await refusal(service.reset(em(), { token: pending, newPassword: 'a brand new secret' }))).toMatchObject({ status: 403 });
  });

  it('sends at most MAIL_MAX_PER_ADDRESS links per window, answering the same past it', async () => {
    // The sign-up's verification code counts too: one of the three.
    const { service, sender, mail } = setup({}, 3);
    const user = await newUser();
    for (let i = 0; i < 4; i++) await expect(service.forgot(em(), { email: user.email })).resolves.toBeUndefined();
    await mail.settled();
    expect(sender.sent.filter((m) => m.to === user.email)).toHaveLength(2);
  });
});

describe('setting a password', () => {
  it('gives an account without one a password (then 409), revoking its refresh tokens', async () => {
    const { service } = setup();
    const id = randomUUID();
    const phone = `+4474009${String(serial++).padStart(5, '0')}`;
    await em().insert(UserSchema, { id, phone, email: null, passwordHash: null, displayName: 'Phone', roles: ['user'], capabilities: [], createdAt: new Date(), updatedAt: new Date() });
    const before = await sessions().openSessionFor(em(), await em().findOneOrFail(UserSchema, { id }));
    const session = await service.set(em(), as(id), { newPassword: 'my first password' });
    expect(session.user.id).toBe(id);
    expect((await em().findOneOrFail(UserSchema, { id })).passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await refusal(sessions().refresh(em(), before.refreshToken))).toMatchObject({ reason: 'INVALID_REFRESH_TOKEN' });
    expect(await refusal(service.set(em(), as(id), { newPassword: 'my second password' }))).toMatchObject({
      status: 409,
      message: 'This account already has a password: change it with POST /users/change-password',
    });
    expect(await refusal(service.change(em(), as(randomUUID()), { currentPassword: 'x', newPassword: 'y' }))).toMatchObject({ status: 404 });
  });
});

describe('admins setting a password', () => {
  it('sets a user’s password and revokes their refresh tokens; only superUsers may set an admin’s; users may not', async () => {
    const { service } = setup();
    const user = await newUser();
    const admin = await newUser({ roles: ['admin'] });
    const result = await service.adminSet(em(), as(admin.id, ['user', 'admin']), { userId: user.id, newPassword: 'set by an admin' });
    expect(result).toEqual({ userId: user.id, revokedRefreshTokens: 1 });
    expect(await refusal(sessions().refresh(em(), user.refreshToken))).toMatchObject({ reason: 'INVALID_REFRESH_TOKEN' });
    await expect(sessions().login(em(), { email: user.email, password: 'set by an admin' })).resolves.toBeTruthy();

    const otherAdmin = await newUser({ roles: ['admin'] });
    expect(await refusal(service.adminSet(em(), as(admin.id, ['user', 'admin']), { userId: otherAdmin.id, newPassword: 'taking over' }))).toMatchObject({
      status: 403,
      message: 'Only a superUser may set the password of an admin or a superUser',
    });
    await expect(service.adminSet(em(), as(randomUUID(), ['user', 'superUser']), { userId: otherAdmin.id, newPassword: 'reset by super' })).resolves.toMatchObject({
      userId: otherAdmin.id,
    });
    expect(await refusal(service.adminSet(em(), as(user.id), { userId: admin.id, newPassword: 'taking over' }))).toMatchObject({ status: 403 });
    expect(await refusal(service.adminSet(em(), as(admin.id, ['admin']), { userId: randomUUID(), newPassword: 'nobody home' }))).toMatchObject({ status: 404 });
  });
});

describe('common passwords (NIST SP 800-63B blocklist)', () => {
  const common = {
    reason: 'COMMON_PASSWORD',
    status: 400,
    message: 'password is too common: it is on a list of passwords attackers try first, please choose another',
  };

  it('are refused, whatever their case, on sign-up, change, reset, set and set by an admin, and change nothing', async () => {
    const { service, sender, mail } = setup();
    expect(await refusal(sessions().signUp(em(), { email: `common-${serial++}@example.com`, password: 'password1' }))).toMatchObject(common);
    expect(await refusal(sessions().signUp(em(), { email: `common-${serial++}@example.com`, password: 'QWERTYUIOP' }))).toMatchObject(common);

    const user = await newUser();
    expect(await refusal(service.change(em(), as(user.id), { currentPassword: password, newPassword: 'iloveyou' }))).toMatchObject(common);

    await service.forgot(em(), { email: user.email });
    await mail.settled();
    const token = sender.tokenFor(user.email);
    expect(await refusal(service.reset(em(), { token, newPassword: 'Baseball1' }))).toMatchObject(common);
    // The refusal did not spend the link.
    await expect(service.reset(em(), { token, newPassword: 'an uncommon phrase' })).resolves.toMatchObject({ user: { id: user.id } });

    const id = randomUUID();
    await em().insert(UserSchema, { id, phone: `+4474009${String(serial++).padStart(5, '0')}`, email: null, passwordHash: null, displayName: 'Phone', roles: ['user'], capabilities: [], createdAt: new Date(), updatedAt: new Date() });
    expect(await refusal(service.set(em(), as(id), { newPassword: 'trustno1' }))).toMatchObject(common);
    expect((await em().findOneOrFail(UserSchema, { id })).passwordHash).toBeNull();

    const admin = await newUser({ roles: ['admin'] });
    expect(await refusal(service.adminSet(em(), as(admin.id, ['user', 'admin']), { userId: user.id, newPassword: 'letmein1' }))).toMatchObject(common);
    await expect(sessions().login(em(), { email: user.email, password: 'an uncommon phrase' })).resolves.toBeTruthy();
  });

  it('leave the demo passwords and a long phrase alone', async () => {
    for (const accepted of ['backspin-dj', 'backspin-listener', 'backspin-admin', 'a long secret']) {
      await expect(sessions().signUp(em(), { email: `uncommon-${serial++}@example.com`, password: accepted })).resolves.toBeTruthy();
    }
  });
});
