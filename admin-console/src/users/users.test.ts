import { describe, expect, it, vi } from 'vitest';
import { print } from 'graphql';
import { banInput, userCalls, withUserIds } from './calls';
import { banPeriods, reasonComment, type ModerationActionRecord } from './types';

const action = (id: string, actionType: string, createdAt: string, reason: string | null = null): ModerationActionRecord => ({
  id,
  actionType,
  actorId: 'mod',
  targetUserId: 'u1',
  reason,
  createdAt,
});

describe("a user's page: the pure parts", () => {
  it('builds a ban input: reason trimmed or left out, the end time as an instant only when given', () => {
    expect(banInput('u1', '  spam  ', '2300-03-01T10:00')).toEqual({ userId: 'u1', reason: 'spam', endsAt: new Date('2300-03-01T10:00').toISOString() });
    expect(banInput('u1', '   ', null)).toEqual({ userId: 'u1' });
  });

  it('pairs each platform ban with the unban that lifted it, newest first, whatever order the history comes in', () => {
    const history = [
      action('c', 'globalBan', '2026-03-01T00:00:00Z', 'again'),
      action('k', 'globalKick', '2026-01-15T00:00:00Z'),
      action('b', 'globalUnBan', '2026-02-01T00:00:00Z'),
      action('a', 'globalBan', '2026-01-01T00:00:00Z', 'spam'),
      action('r', 'banUser', '2026-01-20T00:00:00Z'),
    ];
    expect(banPeriods(history, true)).toEqual([
      { id: 'c', startedAt: '2026-03-01T00:00:00Z', ending: 'inForce', endedAt: null, reason: 'again', actorId: 'mod' },
      { id: 'a', startedAt: '2026-01-01T00:00:00Z', ending: 'lifted', endedAt: '2026-02-01T00:00:00Z', reason: 'spam', actorId: 'mod' },
    ]);
    expect(banPeriods([action('b', 'globalUnBan', '2026-02-01T00:00:00Z')], false)).toEqual([]);
  });

  it('ends a ban at the next ban that replaced it, and an open one the standing no longer shows as run out', () => {
    const history = [action('a', 'globalBan', '2026-01-01T00:00:00Z', 'spam'), action('c', 'globalBan', '2026-03-01T00:00:00Z', 'longer')];
    expect(banPeriods(history, false).map((p) => [p.id, p.ending, p.endedAt])).toEqual([
      ['c', 'ranOut', null],
      ['a', 'replaced', '2026-03-01T00:00:00Z'],
    ]);
    expect(banPeriods(history, true)[0]).toMatchObject({ id: 'c', ending: 'inForce', endedAt: null });
  });

  it('keeps a reason the API does not take as a moderation comment naming the action (at most 2000 characters)', () => {
    expect(reasonComment('addRole', ' promoted to the team ', 'moderator')).toBe('[addRole: moderator] promoted to the team');
    expect(reasonComment('unban', 'appeal accepted')).toBe('[unban] appeal accepted');
    expect(reasonComment('unban', 'x'.repeat(3000))).toHaveLength(2000);
  });

  it('names a deactivation request by its user, and leaves other lists alone', () => {
    expect(withUserIds('deactivation-requests', { data: [{ userId: 'u1', reason: null }], total: 1 })).toEqual({ data: [{ userId: 'u1', reason: null, id: 'u1' }], total: 1 });
    const other = { data: [{ id: 'v1' }], total: 1 };
    expect(withUserIds('vouchers', other)).toBe(other);
  });
});

describe("a user's page: the calls", () => {
  /** A fake `run` answering each operation with the given data; the calls are recorded by operation name. */
  function fake(answers: Record<string, unknown>) {
    const run = vi.fn(async (_kind: string, document: Parameters<typeof print>[0], _variables: unknown) => {
      const name = /(?:query|mutation) (\w+)/.exec(print(document))![1]!;
      return answers[name] ?? {};
    });
    const sent = () => run.mock.calls.map(([kind, document, variables]) => [kind, /(?:query|mutation) (\w+)/.exec(print(document))![1], variables]);
    return { calls: userCalls(run as never), sent };
  }

  it("asks each section's query with the user, the lists newest first", async () => {
    const { calls, sent } = fake({
      ConsoleUserRooms: { adminRooms: { total: 0, data: [] } },
      ConsoleUserActions: { userActions: { total: 0, data: [] } },
      ConsoleUserTokenAccount: { user: null },
      ConsoleUserSubscription: { userSubscription: null },
    });
    await calls.userRooms('u1', 10);
    await calls.userActions('u1');
    expect(await calls.userTokenSummary('u1')).toEqual({ subscriptionLevel: null, tokenAccount: null });
    expect(await calls.userSubscription('u1')).toBeNull();
    expect(sent()).toEqual([
      ['query', 'ConsoleUserRooms', { query: { limit: 10, offset: 0, sort: [{ field: 'createdAt', direction: 'DESC' }], where: { field: 'ownerId', op: 'EQ', value: 'u1' } } }],
      ['query', 'ConsoleUserActions', { userId: 'u1', query: { limit: 25, offset: 0, sort: [{ field: 'occurredAt', direction: 'DESC' }] } }],
      ['query', 'ConsoleUserTokenAccount', { id: 'u1' }],
      ['query', 'ConsoleUserSubscription', { userId: 'u1' }],
    ]);
  });

  it('sends each action to its mutation: a ban with its end, a temporary ban, capabilities and deactivation both ways', async () => {
    const { calls, sent } = fake({ ConsoleAdminSetPassword: { adminSetPassword: { userId: 'u1', revokedRefreshTokens: 2 } } });
    await calls.kickUser('u1', ' ');
    await calls.banUser('u1', 'spam', '2300-03-01T10:00');
    await calls.banUser('u1', 'cool off', '2300-03-01T10:00', true);
    await calls.setCapability('u1', 'uploadMusic', true);
    await calls.setCapability('u1', 'uploadMusic', false);
    await calls.setDeactivated('u1', true);
    await calls.setDeactivated('u1', false);
    expect(await calls.adminSetPassword('u1', 'a long enough secret')).toBe(2);
    await calls.addUserEmail('u1', ' new@example.com ', 'work');
    const endsAt = new Date('2300-03-01T10:00').toISOString();
    expect(sent()).toEqual([
      ['mutation', 'ConsoleKickUser', { userId: 'u1', reason: null }],
      ['mutation', 'ConsoleBanUser', { input: { userId: 'u1', reason: 'spam', endsAt } }],
      ['mutation', 'ConsoleTemporarilyBanUser', { input: { userId: 'u1', reason: 'cool off', endsAt } }],
      ['mutation', 'ConsoleGrantCapability', { userId: 'u1', capability: 'uploadMusic' }],
      ['mutation', 'ConsoleRevokeCapability', { userId: 'u1', capability: 'uploadMusic' }],
      ['mutation', 'ConsoleDeactivateUser', { userId: 'u1' }],
      ['mutation', 'ConsoleReactivateUser', { userId: 'u1' }],
      ['mutation', 'ConsoleAdminSetPassword', { input: { userId: 'u1', newPassword: 'a long enough secret' } }],
      ['mutation', 'ConsoleAddEmail', { input: { userId: 'u1', email: 'new@example.com', type: 'work' } }],
    ]);
  });
});
