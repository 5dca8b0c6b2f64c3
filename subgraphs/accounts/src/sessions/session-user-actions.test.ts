import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { JobSchema } from '../jobs.ts';
import { accountsSubgraph } from '../module.ts';

// A sign-up and each sign-in queue a user action for audit with the session's own flush, and a platform kick, ban or
// unban the target's WAS_MODERATED in the action's transaction (accounts alone here: the jobs stay queued;
// product/src/user-actions.test.ts delivers them). A refused one queues nothing.

let t: TestSubgraph<AccountsServices>;
const em = () => t.subgraph.db.em.fork();

async function actionsOf(userId: string) {
  const jobs = await em().find(JobSchema, { kind: 'audit.user-action' }, { orderBy: { createdAt: 'asc', id: 'asc' }, disableIdentityMap: true });
  return jobs
    .map((job) => job.payload as { eventId: string; input: { userId: string; type: string; detail?: Record<string, unknown> } })
    .filter((p) => p.input.userId === userId);
}

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph, { env: { JOB_POLL_INTERVAL_MS: '3600000', JOB_RETRY_BASE_MS: '3600000', JOB_RETRY_MAX_MS: '3600000' } });
});
afterAll(() => t?.stop());

describe('user actions of sessions', () => {
  it('queues SIGNED_UP with the sign-up and SIGNED_IN with each login; a wrong password or a taken address queues nothing', async () => {
    const email = `ua-${randomUUID().slice(0, 8)}@example.com`;
    const sessions = t.subgraph.services.sessions;
    const { user } = await sessions.signUp(em(), { email, password: 'correct horse battery' });
    await sessions.login(em(), { email, password: 'correct horse battery' });
    await expect(sessions.login(em(), { email, password: 'wrong horse battery' })).rejects.toThrow();
    await expect(sessions.signUp(em(), { email, password: 'another horse battery' })).rejects.toThrow();
    const actions = await actionsOf(user.id);
    expect(actions.map((a) => a.input)).toEqual([
      { userId: user.id, type: 'SIGNED_UP', occurredAt: expect.any(String) },
      { userId: user.id, type: 'SIGNED_IN', occurredAt: expect.any(String) },
    ]);
    expect(new Set(actions.map((a) => a.eventId)).size).toBe(2);
  });

  it('queues WAS_MODERATED for the target of a platform kick, ban and unban, naming the action and the actor, under the trail record’s event id', async () => {
    const { user } = await t.subgraph.services.sessions.signUp(em(), { email: `ua-${randomUUID().slice(0, 8)}@example.com`, password: 'correct horse battery' });
    const moderator = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] } satisfies Identity;
    const moderation = t.subgraph.services.moderation;
    await moderation.kick(em(), moderator, user.id, 'spam');
    await moderation.ban(em(), moderator, user.id, { reason: 'more spam' });
    await moderation.unban(em(), moderator, user.id);
    // Refused (oneself): nothing.
    await expect(moderation.kick(em(), moderator, moderator.userId)).rejects.toThrow();
    const moderated = (await actionsOf(user.id)).filter((a) => a.input.type === 'WAS_MODERATED');
    expect(moderated.map((a) => a.input)).toEqual(
      ['globalKick', 'globalBan', 'globalUnBan'].map((actionType) => ({ userId: user.id, type: 'WAS_MODERATED', occurredAt: expect.any(String), detail: { actionType, actorId: moderator.userId } })),
    );
    // The same event id as the moderation trail's record of each.
    const trail = await em().find(JobSchema, { kind: 'audit.moderation-action' }, { disableIdentityMap: true });
    const trailIds = trail.map((job) => (job.payload as { eventId: string; input: { targetUserId: string } })).filter((p) => p.input.targetUserId === user.id).map((p) => p.eventId);
    expect(new Set(trailIds)).toEqual(new Set(moderated.map((a) => a.eventId)));
    expect(await actionsOf(moderator.userId)).toEqual([]);
  });
});
