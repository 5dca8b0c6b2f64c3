import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenRevocationTopic, type Identity, type JobSettled, type LiveEvent } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { JobSchema } from '../jobs.ts';
import { accountsSubgraph } from '../module.ts';
import { PhoneCodeService } from '../phone-codes/phone-code.service.ts';
import type { SmsSender } from '../phone-codes/sms.ts';
import { AccountStandingSchema } from '../account-standing/account-standing.entity.ts';

let t: TestSubgraph<AccountsServices>;
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };
const service: Identity = { userId: null, tokenType: 'service', roles: [] };
let moderator: Identity;
let admin: Identity;
let superUser: Identity;
const events: LiveEvent[] = [];

const em = () => t.subgraph.db.em.fork();
let counter = 0;
async function newUser(roles: Identity['roles'] = []): Promise<Identity & { userId: string; email: string; refreshToken: string }> {
  const email = `m${++counter}-${randomUUID().slice(0, 8)}@example.com`;
  const session = await t.subgraph.services.sessions.signUp(em(), { email, password: 'correct horse' }, { roles: [...roles] });
  return { userId: session.user.id, tokenType: 'user', roles: ['user', ...roles], email, refreshToken: session.refreshToken };
}

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph);
  await t.pubsub.subscribe(tokenRevocationTopic, (event) => events.push(event));
  moderator = await newUser(['moderator']);
  admin = await newUser(['admin']);
  superUser = await newUser(['superUser']);
});
afterAll(() => t?.stop());

const standingFields = 'userId banned bannedAt bannedUntil banReason deactivated deactivatedAt tokensRevokedAt';
const kick = (who: Identity, userId: string, reason?: string) =>
  t.call(who, `mutation($u: ID!, $r: String) { kickUser(userId: $u, reason: $r) { ${standingFields} } }`, { u: userId, r: reason });
const ban = (who: Identity, input: Record<string, unknown>) =>
  t.call(who, `mutation($i: BanUserInput!) { banUser(input: $i) { ${standingFields} } }`, { i: input });
const tempBan = (who: Identity, input: Record<string, unknown>) =>
  t.call(who, `mutation($i: BanUserInput!) { temporarilyBanUser(input: $i) { ${standingFields} } }`, { i: input });
const unban = (who: Identity, userId: string) => t.call(who, `mutation($u: ID!) { unbanUser(userId: $u) { ${standingFields} } }`, { u: userId });
const login = (email: string) =>
  t.call(anonymous, 'mutation($e: String!) { login(input: { email: $e, password: "correct horse" }) { accessToken refreshToken } }', { e: email });
const refresh = (token: string) => t.call(anonymous, 'mutation($t: String!) { refreshSession(refreshToken: $t) { accessToken refreshToken } }', { t: token });
const firstError = (r: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }) => ({
  message: r.errors?.[0]?.message,
  status: r.errors?.[0]?.extensions?.status,
});
const tokenVersionOf = (accessToken: string) => (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { tv?: number }).tv ?? 0;
const banned = { message: 'This account is banned', status: 403 };

describe('kick, ban, temporary ban, unban', () => {
  it('a kick revokes every token (a higher token version, announced; refresh tokens revoked); the user may sign in again', async () => {
    const user = await newUser();
    events.length = 0;
    const r = await kick(moderator, user.userId, 'spam');
    expect(r.errors).toBeUndefined();
    expect(r.data!.kickUser).toMatchObject({ userId: user.userId, banned: false, deactivated: false });
    expect(r.data!.kickUser.tokensRevokedAt).toBeTruthy();
    expect(events).toEqual([expect.objectContaining({ topic: tokenRevocationTopic, field: 'tokenRevocation', id: user.userId, sequence: 1 })]);
    expect(firstError(await refresh(user.refreshToken))).toEqual({ message: 'Refresh token is invalid, expired or revoked', status: 401 });
    const again = await login(user.email);
    expect(again.errors).toBeUndefined();
    expect(tokenVersionOf(again.data!.login.accessToken)).toBe(1);
    expect((await refresh(again.data!.login.refreshToken)).errors).toBeUndefined();
  });

  it('a ban refuses password login and refresh until unbanned; unban lets the user sign in again with a new token version', async () => {
    const user = await newUser();
    const r = await ban(moderator, { userId: user.userId, reason: '  abuse  ' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.banUser).toMatchObject({ banned: true, bannedUntil: null, banReason: 'abuse' });
    expect(firstError(await login(user.email))).toEqual(banned);
    expect(firstError(await refresh(user.refreshToken))).toEqual(banned);

    const lifted = await unban(moderator, user.userId);
    expect(lifted.data!.unbanUser).toMatchObject({ banned: false, bannedAt: null, banReason: null });
    const again = await login(user.email);
    expect(again.errors).toBeUndefined();
    expect(tokenVersionOf(again.data!.login.accessToken)).toBe(1);
    // The refresh token from before the ban stays revoked.
    expect(firstError(await refresh(user.refreshToken))).toMatchObject({ status: 401 });
  });

  it('a temporary ban says until when, and ends by itself at its end time', async () => {
    const user = await newUser();
    const endsAt = new Date(Date.now() + 3_600_000);
    const r = await tempBan(admin, { userId: user.userId, endsAt: endsAt.toISOString(), reason: 'cool off' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.temporarilyBanUser).toMatchObject({ banned: true, bannedUntil: endsAt.toISOString() });
    const refused = await login(user.email);
    expect(firstError(refused)).toEqual({ message: `This account is temporarily banned until ${endsAt.toISOString()}`, status: 403 });
    expect(refused.errors![0]!.extensions!.bannedUntil).toBe(endsAt.toISOString());
    // The end time passes (moved into the past rather than waited for an hour).
    await em().nativeUpdate(AccountStandingSchema, { userId: user.userId }, { bannedUntil: new Date(Date.now() - 1000) });
    expect((await login(user.email)).errors).toBeUndefined();
    const standing = await t.call(moderator, `query($u: ID!) { accountStanding(userId: $u) { ${standingFields} } }`, { u: user.userId });
    expect(standing.data!.accountStanding).toMatchObject({ banned: false, bannedUntil: null });
  });

  it('refuses a temporary ban without a future end time, and a bad reason or id', async () => {
    const user = await newUser();
    const endError = { message: 'endsAt must be a date and time in the future', status: 400 };
    expect(firstError(await tempBan(moderator, { userId: user.userId }))).toEqual(endError);
    expect(firstError(await tempBan(moderator, { userId: user.userId, endsAt: new Date(Date.now() - 1000).toISOString() }))).toEqual(endError);
    expect(firstError(await ban(moderator, { userId: user.userId, endsAt: '2001-01-01T00:00:00Z' }))).toEqual(endError);
    expect(firstError(await ban(moderator, { userId: user.userId, reason: 'x'.repeat(501) }))).toEqual({ message: 'reason must be at most 500 characters', status: 400 });
    expect(firstError(await kick(moderator, 'nope'))).toEqual({ message: 'userId must be a UUID', status: 400 });
    expect(firstError(await kick(moderator, randomUUID()))).toEqual({ message: 'User not found', status: 404 });
    expect((await login(user.email)).errors).toBeUndefined();
  });

  it('refuses callers without users.moderate, acting on oneself, and acting on an equal or higher rank', async () => {
    const user = await newUser();
    const other = await newUser();
    const outranked = {
      message: 'You may only act on users of a lower rank: moderators and staff on users, admins also on moderators and staff, superUsers also on admins',
      status: 403,
    };
    expect(firstError(await kick(anonymous, user.userId))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(firstError(await kick({ userId: randomUUID(), tokenType: 'guest', roles: [] }, user.userId))).toMatchObject({ status: 401 });
    expect(firstError(await ban(other, { userId: user.userId }))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await kick(moderator, moderator.userId!))).toEqual({ message: 'You cannot kick, ban, unban, deactivate or reactivate your own account', status: 403 });
    const staff = await newUser(['staff']);
    expect(firstError(await ban(moderator, { userId: staff.userId }))).toEqual(outranked);
    expect(firstError(await ban(moderator, { userId: admin.userId! }))).toEqual(outranked);
    expect(firstError(await ban(admin, { userId: superUser.userId! }))).toEqual(outranked);
    const otherAdmin = await newUser(['admin']);
    expect(firstError(await kick(admin, otherAdmin.userId))).toEqual(outranked);
    expect(firstError(await unban(moderator, admin.userId!))).toEqual(outranked);
    // Admins act on moderators and staff, superUsers on admins; a service token on anyone but superUsers.
    expect((await kick(admin, staff.userId)).errors).toBeUndefined();
    expect((await kick(superUser, otherAdmin.userId)).errors).toBeUndefined();
    expect((await kick(service, otherAdmin.userId)).errors).toBeUndefined();
    expect(firstError(await kick(service, superUser.userId!))).toEqual(outranked);
  });

  it('refuses a banned user sign-in by phone code and by magic link', async () => {
    const phone = '+447400100200';
    const sent: string[] = [];
    const sms: SmsSender = { send: async (_to, body) => void sent.push(/\b(\d{6})\b/.exec(body)![1]!) };
    const codes = new PhoneCodeService(t.subgraph.config, sms, t.subgraph.services.sessions, t.subgraph.services.phoneWhitelist, 'p'.repeat(40));
    const first = await codes.send(em(), { phone });
    const session = await codes.verify(em(), { requestId: first.requestId, phone, code: sent.at(-1)! });
    const userId = session.user.id;
    const user: Identity = { userId, tokenType: 'user', roles: ['user'] };
    const link = (await t.ok(user, 'mutation { createMagicLink(path: "/") { shortLivedToken } }')).createMagicLink.shortLivedToken as string;

    expect((await ban(moderator, { userId })).errors).toBeUndefined();
    const second = await codes.send(em(), { phone });
    await expect(codes.verify(em(), { requestId: second.requestId, phone, code: sent.at(-1)! })).rejects.toMatchObject({ message: 'This account is banned', status: 403 });
    const validated = await t.call(anonymous, 'mutation($t: String!) { validateMagicLink(token: $t) { accessToken } }', { t: link });
    expect(firstError(validated)).toEqual(banned);
  });

  it('lists recent revocations for gateways (service tokens only)', async () => {
    const user = await newUser();
    const since = new Date(Date.now() - 1000).toISOString();
    await kick(moderator, user.userId);
    await kick(moderator, user.userId);
    const listed = await t.call(service, 'query($s: DateTimeISO!) { tokenRevocations(since: $s) { userId tokenVersion revokedAt } }', { s: since });
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.tokenRevocations).toContainEqual(expect.objectContaining({ userId: user.userId, tokenVersion: 2 }));
    expect(firstError(await t.call(admin, 'query($s: DateTimeISO!) { tokenRevocations(since: $s) { userId } }', { s: since }))).toEqual({ message: 'Forbidden', status: 403 });
  });

  it('applies concurrent actions on one user one after the other (row lock)', async () => {
    const user = await newUser();
    const results = await Promise.all([kick(moderator, user.userId), kick(admin, user.userId), ban(moderator, { userId: user.userId })]);
    expect(results.every((r) => !r.errors)).toBe(true);
    const row = await em().findOneOrFail(AccountStandingSchema, { userId: user.userId });
    expect(row.tokenVersion).toBe(3);
  });
});

describe('the record of each action in audit (a cross-subgraph effect)', () => {
  const auditJobs = () =>
    em().find(JobSchema, { kind: 'audit.moderation-action' }, { orderBy: { createdAt: 'asc', id: 'asc' }, disableIdentityMap: true });

  it('queues each kick, ban and unban in the action’s transaction, with the moderator as actor; a refused action queues nothing', async () => {
    await em().nativeDelete(JobSchema, {});
    const user = await newUser();
    expect((await kick(moderator, user.userId, 'spam')).errors).toBeUndefined();
    expect((await ban(moderator, { userId: user.userId, reason: 'abuse' })).errors).toBeUndefined();
    expect((await unban(moderator, user.userId)).errors).toBeUndefined();
    expect(firstError(await kick(moderator, admin.userId!))).toMatchObject({ status: 403 });
    const jobs = await auditJobs();
    expect(jobs.map((j) => j.payload)).toEqual(
      (['globalKick', 'globalBan', 'globalUnBan'] as const).map((actionType, i) => ({
        eventId: expect.any(String),
        input: { actionType, actorId: moderator.userId, targetUserId: user.userId, reason: ['spam', 'abuse', null][i] },
      })),
    );
    expect(new Set(jobs.map((j) => (j.payload as { eventId: string }).eventId)).size).toBe(3);
  });

  it('a service token acting for no one has no actor to record: nothing is queued', async () => {
    await em().nativeDelete(JobSchema, {});
    const user = await newUser();
    expect((await kick(service, user.userId)).errors).toBeUndefined();
    expect(await auditJobs()).toEqual([]);
  });

  it('is tried at once after the commit and retried later while audit is not there', async () => {
    const user = await newUser();
    // The first settled moderation delivery (the sign-up's user action is delivered by the same runner).
    const settled = new Promise<JobSettled>((resolve) => {
      const jobs = t.subgraph.services.jobs;
      const listener = (job: JobSettled) => {
        if (job.kind !== 'audit.moderation-action') return;
        jobs.events.off('settled', listener);
        resolve(job);
      };
      jobs.events.on('settled', listener);
    });
    expect((await kick(moderator, user.userId)).errors).toBeUndefined();
    // This test runs accounts alone: the delivery finds no audit subgraph, and the runner keeps the job for a retry.
    expect(await settled).toMatchObject({ kind: 'audit.moderation-action', outcome: 'retry', attempts: 1, error: 'Service Unavailable' });
  });
});
