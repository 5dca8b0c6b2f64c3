import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from './context.ts';
import { demoModeration, seedAccountsDemo, seedDemoModeration } from './demo-data.ts';
import { accountsSubgraph } from './module.ts';

let t: TestSubgraph<AccountsServices>;
const em = () => t.subgraph.db.em.fork();
const admin: Identity = { userId: '00000000-0000-4000-8000-000000000003', tokenType: 'user', roles: ['user', 'admin'] };
const { troll } = demoModeration;

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph, { demoData: true });
});
afterAll(() => t?.stop());

/** What the console's moderation screens would list of the demo's records. */
async function demoRecords() {
  const services = t.subgraph.services;
  const standing = await services.moderation.standing(em(), admin, troll.id);
  const comments = await services.moderationComments.ofUser(em(), admin, troll.id);
  const bots = await services.bots.list(em(), admin, { limit: 100 });
  const whitelist = await services.phoneWhitelist.list(em(), admin, { limit: 100 });
  const deactivations = await services.deactivation.listPending(em(), admin, { limit: 100 });
  const banJobs = await execute<{ n: number }>(
    em(),
    `select count(*)::int as n from "accounts"."job" where kind = 'audit.moderation-action' and payload::text like ?`,
    [`%${troll.id}%`],
  );
  return { standing, comments, bots, whitelist, deactivations, banJobs: banJobs[0]!.n };
}

describe('the demo data for the admin console', () => {
  it('has a user under a temporary ban with a comment, queued for the audit trail, a pending deactivation, a bot and a whitelisted number', async () => {
    const { standing, comments, bots, whitelist, deactivations, banJobs } = await demoRecords();
    expect(standing).toMatchObject({ banned: true, banReason: demoModeration.banReason });
    // Temporary: it ends by itself, a month after the first start.
    const days = (standing.bannedUntil!.getTime() - standing.bannedAt!.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(demoModeration.banDays);
    expect(comments.map((c) => [c.comment, c.authorId])).toEqual([[demoModeration.comment, admin.userId]]);
    expect(bots.data.map((b) => b.displayName)).toContain(demoModeration.botName);
    expect(whitelist.data.map((w) => [w.phone, w.note])).toContainEqual([demoModeration.whitelistedPhone, demoModeration.whitelistNote]);
    expect(deactivations.data.map((d) => [d.userId, d.reason])).toEqual([[demoModeration.leaving.id, demoModeration.deactivationReason]]);
    expect(banJobs).toBe(1);
  });

  it('is made once however often the demo data is seeded', async () => {
    const before = await demoRecords();
    await seedAccountsDemo(t.subgraph.services, em());
    await seedDemoModeration(t.subgraph.services, em(), new Date(Date.now() + 86_400_000));
    const after = await demoRecords();
    expect(after.standing.bannedUntil).toEqual(before.standing.bannedUntil);
    expect(after.comments).toHaveLength(1);
    expect(after.bots.total).toBe(before.bots.total);
    expect(after.whitelist.total).toBe(before.whitelist.total);
    expect(after.deactivations.total).toBe(1);
    expect(after.banJobs).toBe(1);
  });
});
