import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInAvatarIds } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/gateway/testing/subgraph';
import type { AccountsServices } from '../context.ts';
import { demoUsers, seedDemoUsers } from '../demo-data.ts';
import { accountsSubgraph } from '../module.ts';
import { UserBadgeSchema } from './badge.entity.ts';

let t: TestSubgraph<AccountsServices>;
const em = () => t.subgraph.db.em.fork();
const ids: string[] = [];
const dj = demoUsers.find((u) => u.email === 'dj@backspin.local')!.id;

beforeAll(async () => {
  t = await startTestSubgraph(accountsSubgraph, { demoData: true });
  for (const name of ['ann', 'ben']) {
    ids.push((await t.subgraph.services.sessions.signUp(em(), { email: `${name}@example.com`, password: 'correct horse' })).user.id);
  }
  await t.subgraph.services.badges.award(em(), ids[0]!, 'VERIFIED', new Date('2026-01-02T00:00:00Z'));
  await t.subgraph.services.badges.award(em(), ids[0]!, 'STAFF', new Date('2026-01-01T00:00:00Z'));
});
afterAll(() => t?.stop());

describe('User.badges', () => {
  it('lists a user’s badges, oldest award first, with labels; none is an empty list; anyone may read them', async () => {
    const result = await t.subgraph.execute(
      { query: 'query($ids: [ID!]!) { users(ids: $ids) { id badges { badge label awardedAt } } }', variables: { ids } },
      {},
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.users).toEqual([
      {
        id: ids[0],
        badges: [
          { badge: 'STAFF', label: 'Staff', awardedAt: '2026-01-01T00:00:00.000Z' },
          { badge: 'VERIFIED', label: 'Verified', awardedAt: '2026-01-02T00:00:00.000Z' },
        ],
      },
      { id: ids[1], badges: [] },
    ]);
  });

  it('reads the badges of many users in one SQL query', async () => {
    t.queries.length = 0;
    const result = await t.subgraph.execute(
      {
        query: 'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id badges { badge } } } }',
        variables: { r: [...ids, dj].map((id) => ({ __typename: 'User', id })) },
      },
      {},
    );
    expect(result.errors).toBeUndefined();
    expect(t.queries.filter((sql) => /from "accounts"\."user_badge"/.test(sql))).toHaveLength(1);
  });

  it('awarding a badge held already changes nothing', async () => {
    await t.subgraph.services.badges.award(em(), ids[0]!, 'STAFF', new Date('2030-01-01T00:00:00Z'));
    const rows = await em().find(UserBadgeSchema, { userId: ids[0]!, badge: 'STAFF' });
    expect(rows.map((r) => r.awardedAt.toISOString())).toEqual(['2026-01-01T00:00:00.000Z']);
  });

  it('gives the demo DJ the FOUNDER badge, once however often the demo data is seeded', async () => {
    await seedDemoUsers(t.subgraph.services, em());
    const result = await t.subgraph.execute({ query: `{ user(id: "${dj}") { displayName badges { badge label } } }` }, {});
    expect(result.data).toEqual({ user: { displayName: 'DJ Demo', badges: [{ badge: 'FOUNDER', label: 'Founder' }] } });
    expect(await em().count(UserBadgeSchema, { userId: dj })).toBe(1);
  });
});

describe('built-in avatars', () => {
  it('are vinyl-1 to vinyl-12', () => {
    expect(builtInAvatarIds).toEqual(Array.from({ length: 12 }, (_, i) => `vinyl-${i + 1}`));
  });
});
