import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';

let t: TestSubgraph<AccountsServices>;
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };
let moderator: Identity;
let admin: Identity;

let counter = 0;
async function newUser(roles: Identity['roles'] = []) {
  const email = `d${++counter}-${randomUUID().slice(0, 8)}@example.com`;
  const session = await t.subgraph.services.sessions.signUp(t.subgraph.db.em.fork(), { email, password: 'correct horse' }, { roles: [...roles] });
  return { userId: session.user.id, tokenType: 'user' as const, roles: ['user', ...roles] as Identity['roles'], email, refreshToken: session.refreshToken };
}

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph);
  moderator = await newUser(['moderator']);
  admin = await newUser(['admin']);
});
afterAll(() => t?.stop());

const request = (who: Identity, reason?: string) =>
  t.call(who, 'mutation($r: String) { requestDeactivation(reason: $r) { userId reason status requestedAt user { id } } }', { r: reason });
const pending = (who: Identity, paging: { l?: number; o?: number } = {}) =>
  t.call(who, 'query($q: ListQueryInput) { pendingDeactivations(query: $q) { total data { userId reason status user { id displayName } } } }', {
    q: { limit: paging.l, offset: paging.o },
  });
const cancel = (who: Identity, userId: string) =>
  t.call(who, 'mutation($u: ID!) { cancelDeactivationRequest(userId: $u) { userId status resolvedBy resolvedAt } }', { u: userId });
const deactivate = (who: Identity, userId: string) => t.call(who, 'mutation($u: ID!) { deactivateUser(userId: $u) { userId deactivated deactivatedAt tokensRevokedAt } }', { u: userId });
const reactivate = (who: Identity, userId: string) => t.call(who, 'mutation($u: ID!) { reactivateUser(userId: $u) { userId deactivated } }', { u: userId });
const login = (email: string) => t.call(anonymous, 'mutation($e: String!) { login(input: { email: $e, password: "correct horse" }) { accessToken } }', { e: email });
const refresh = (token: string) => t.call(anonymous, 'mutation($t: String!) { refreshSession(refreshToken: $t) { accessToken } }', { t: token });
const firstError = (r: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }) => ({
  message: r.errors?.[0]?.message,
  status: r.errors?.[0]?.extensions?.status,
});
const deactivated = { message: 'This account is deactivated', status: 403 };

describe('deactivation', () => {
  it('a user requests deactivation; moderators list pending requests, oldest first, and cancel one', async () => {
    const a = await newUser();
    const b = await newUser();
    const first = await request(a, 'leaving');
    expect(first.errors).toBeUndefined();
    expect(first.data!.requestDeactivation).toMatchObject({ userId: a.userId, reason: 'leaving', status: 'PENDING', user: { id: a.userId } });
    // Asking again keeps the one pending request.
    expect((await request(a)).data!.requestDeactivation).toMatchObject({ status: 'PENDING', reason: 'leaving' });
    await request(b);
    const listed = await pending(moderator);
    expect(listed.data!.pendingDeactivations.total).toBe(2);
    expect(listed.data!.pendingDeactivations.data.map((i: { userId: string }) => i.userId)).toEqual([a.userId, b.userId]);
    expect((await pending(moderator, { l: 1, o: 1 })).data!.pendingDeactivations.data).toEqual([expect.objectContaining({ userId: b.userId })]);

    const cancelled = await cancel(moderator, a.userId);
    expect(cancelled.data!.cancelDeactivationRequest).toMatchObject({ status: 'CANCELLED', resolvedBy: moderator.userId });
    expect(firstError(await cancel(moderator, a.userId))).toEqual({ message: 'This user has no pending deactivation request', status: 404 });
    expect((await pending(moderator)).data!.pendingDeactivations.total).toBe(1);
    // A cancelled request can be made again.
    expect((await request(a, 'really')).data!.requestDeactivation).toMatchObject({ status: 'PENDING', reason: 'really' });
    await cancel(moderator, a.userId);
    await cancel(moderator, b.userId);
    // The user can still sign in: only a deactivation stops that.
    expect((await login(a.email)).errors).toBeUndefined();
  });

  it('an admin deactivates: no sign-in by any method, the request completed; reactivation restores sign-in', async () => {
    const user = await newUser();
    await request(user);
    const r = await deactivate(admin, user.userId);
    expect(r.errors).toBeUndefined();
    expect(r.data!.deactivateUser).toMatchObject({ userId: user.userId, deactivated: true });
    expect((await pending(moderator)).data!.pendingDeactivations.total).toBe(0);
    expect(firstError(await login(user.email))).toEqual(deactivated);
    expect(firstError(await refresh(user.refreshToken))).toEqual(deactivated);

    expect((await reactivate(admin, user.userId)).data!.reactivateUser).toEqual({ userId: user.userId, deactivated: false });
    expect((await login(user.email)).errors).toBeUndefined();
  });

  it('tells rooms once, in the deactivation’s transaction, when a deactivation takes effect; not again, not on reactivation', async () => {
    const user = await newUser();
    /** The rooms.account-deactivated jobs for the user: what rooms will be told (its rooms deleted, its DJ seats freed). */
    const roomsJobs = async () =>
      (
        await execute<{ payload: { eventId: string; input: { userId: string; deactivatedAt: string } } }>(
          t.subgraph.db.em.fork(),
          `select payload from accounts.job where kind = 'rooms.account-deactivated' and payload->'input'->>'userId' = ?`,
          [user.userId],
        )
      ).map((r) => r.payload);
    expect(firstError(await deactivate(moderator, user.userId))).toMatchObject({ status: 403 });
    expect(await roomsJobs()).toEqual([]);

    const { deactivatedAt } = (await deactivate(admin, user.userId)).data!.deactivateUser;
    const jobs = await roomsJobs();
    expect(jobs).toEqual([{ eventId: expect.any(String), input: { userId: user.userId, deactivatedAt: new Date(deactivatedAt).toISOString() } }]);
    // Already deactivated: nothing new takes effect.
    await deactivate(admin, user.userId);
    await reactivate(admin, user.userId);
    expect(await roomsJobs()).toEqual(jobs);
    // Deactivated again after a reactivation: a new deactivation, told again.
    await deactivate(admin, user.userId);
    expect(await roomsJobs()).toHaveLength(2);
  });

  it('refuses the calls to those without the right, and bad input', async () => {
    const user = await newUser();
    expect(firstError(await request(anonymous))).toEqual({ message: 'Unauthorized', status: 401 });
    expect(firstError(await request(user, 'x'.repeat(501)))).toEqual({ message: 'reason must be at most 500 characters', status: 400 });
    expect(firstError(await pending(user))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await pending(moderator, { l: 0 }))).toEqual({ message: 'limit must be 1 to 100 and offset at least 0', status: 400 });
    expect(firstError(await cancel(user, user.userId))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await cancel(moderator, 'x'))).toEqual({ message: 'userId must be a UUID', status: 400 });
    // Deactivation is for admin-type actors; moderators may not.
    expect(firstError(await deactivate(moderator, user.userId))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await reactivate(moderator, user.userId))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await deactivate(admin, admin.userId!))).toEqual({ message: 'You cannot kick, ban, unban, deactivate or reactivate your own account', status: 403 });
    expect(firstError(await deactivate(admin, (await newUser(['admin'])).userId))).toMatchObject({ status: 403 });
    expect(firstError(await deactivate(admin, randomUUID()))).toEqual({ message: 'User not found', status: 404 });
  });
});
