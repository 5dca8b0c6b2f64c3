import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';

let t: TestSubgraph<AccountsServices>;
const em = () => t.subgraph.db.em.fork();
const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };
const member: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph);
});
afterAll(() => t?.stop());

const SESSIONS = 'query($userId: ID!) { userSessions(userId: $userId) { id startedAt lastRefreshedAt expiresAt live revokedAt } }';
interface Row {
  id: string;
  startedAt: string;
  lastRefreshedAt: string;
  live: boolean;
  revokedAt: string | null;
}

describe("a user's sessions (userSessions)", () => {
  it('shows each sign-in once through its refreshes, live until signed out, the latest first', async () => {
    const sessions = t.subgraph.services.sessions;
    const email = `sessions-${randomUUID()}@example.com`;
    const { user, refreshToken: first } = await sessions.signUp(em(), { email, password: 'correct horse battery' });
    const second = await sessions.login(em(), { email, password: 'correct horse battery' }, null);
    const refreshed = await sessions.refresh(em(), second.refreshToken);
    await sessions.refresh(em(), refreshed.refreshToken);
    await sessions.logout(em(), first);

    const result = await t.call(moderator, SESSIONS, { userId: user.id });
    expect(result.errors).toBeUndefined();
    const rows = (result.data as { userSessions: Row[] }).userSessions;
    expect(rows).toHaveLength(2);
    const [latest, older] = rows as [Row, Row];
    expect(latest).toMatchObject({ live: true, revokedAt: null });
    expect(Date.parse(latest.lastRefreshedAt)).toBeGreaterThan(Date.parse(latest.startedAt));
    expect(older.live).toBe(false);
    expect(older.revokedAt).not.toBeNull();
    expect(older.startedAt).toBe(older.lastRefreshedAt);

    // A kick revokes every session.
    await sessions.revokeRefreshTokens(em(), user.id);
    const after = (await t.call(moderator, SESSIONS, { userId: user.id })).data as { userSessions: Row[] };
    expect(after.userSessions.map((row) => row.live)).toEqual([false, false]);
  });

  it('is for moderators: 403 for users, 400 for a malformed id', async () => {
    const refused = await t.call(member, SESSIONS, { userId: randomUUID() });
    expect(refused.errors?.[0]?.extensions?.status).toBe(403);
    const malformed = await t.call(moderator, SESSIONS, { userId: 'nope' });
    expect(malformed.errors?.[0]?.extensions?.status).toBe(400);
    expect((await t.call(moderator, SESSIONS, { userId: randomUUID() })).data).toEqual({ userSessions: [] });
  });
});
