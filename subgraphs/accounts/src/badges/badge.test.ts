import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInAvatarIds, openDatabase, openPglite, type Identity } from '@backspin/platform';
import { migrations } from '../../migrations/index.ts';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
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

  it('gives the demo DJ the VERIFIED badge, once however often the demo data is seeded', async () => {
    await seedDemoUsers(t.subgraph.services, em());
    const result = await t.subgraph.execute({ query: `{ user(id: "${dj}") { displayName badges { badge label } } }` }, {});
    expect(result.data).toEqual({ user: { displayName: 'DJ Demo', badges: [{ badge: 'VERIFIED', label: 'Verified' }] } });
    expect(await em().count(UserBadgeSchema, { userId: dj })).toBe(1);
  });
});

const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };
const service: Identity = { userId: null, tokenType: 'service', roles: [] };
const superUser: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'superUser'] };
const member: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const change = (field: 'changeBadges' | 'addBadges' | 'removeBadges', who: Identity, userId: string, badges: unknown) =>
  t.call(who, `mutation($u: ID!, $b: [String!]!) { ${field}(userId: $u, badges: $b) { id badges { badge awardedAt } } }`, { u: userId, b: badges });
const held = async (userId: string) =>
  (await em().find(UserBadgeSchema, { userId }, { orderBy: { badge: 'asc' } })).map((r) => r.badge);
const firstError = (r: Awaited<ReturnType<typeof change>>) => ({ message: r.errors?.[0]?.message, status: r.errors?.[0]?.extensions?.status });

describe('changing badges', () => {
  it('a moderator sets a user’s badges to exactly the list given; kept badges keep their award date', async () => {
    const result = await change('changeBadges', moderator, ids[0]!, ['STAFF', 'PLATINUM', 'PLATINUM']);
    expect(result.errors).toBeUndefined();
    const badges = (result.data?.changeBadges as { badges: { badge: string; awardedAt: string }[] }).badges;
    expect(badges.map((b) => b.badge)).toEqual(['STAFF', 'PLATINUM']);
    expect(badges[0]!.awardedAt).toBe('2026-01-01T00:00:00.000Z');
    expect(await held(ids[0]!)).toEqual(['PLATINUM', 'STAFF']);
    expect((await change('changeBadges', moderator, ids[0]!, [])).errors).toBeUndefined();
    expect(await held(ids[0]!)).toEqual([]);
  });

  it('services add and remove badges; adding one held or removing one not held changes nothing', async () => {
    expect((await change('addBadges', service, ids[1]!, ['JQBX'])).errors).toBeUndefined();
    const [first] = await em().find(UserBadgeSchema, { userId: ids[1]!, badge: 'JQBX' });
    expect((await change('addBadges', superUser, ids[1]!, ['JQBX', 'DOUBLE_PLATINUM'])).errors).toBeUndefined();
    expect(await held(ids[1]!)).toEqual(['DOUBLE_PLATINUM', 'JQBX']);
    expect((await em().findOneOrFail(UserBadgeSchema, { userId: ids[1]!, badge: 'JQBX' })).awardedAt).toEqual(first!.awardedAt);
    expect((await change('removeBadges', service, ids[1]!, ['JQBX', 'VERIFIED'])).errors).toBeUndefined();
    expect((await change('removeBadges', service, ids[1]!, ['JQBX'])).errors).toBeUndefined();
    expect(await held(ids[1]!)).toEqual(['DOUBLE_PLATINUM']);
  });

  it('concurrent adds of one badge leave one row', async () => {
    const results = await Promise.all([1, 2, 3].map(() => change('addBadges', service, ids[1]!, ['VERIFIED'])));
    expect(results.every((r) => !r.errors)).toBe(true);
    expect(await em().count(UserBadgeSchema, { userId: ids[1]!, badge: 'VERIFIED' })).toBe(1);
  });

  it('refuses callers without the permission and bad input, changing nothing', async () => {
    expect(firstError(await change('changeBadges', member, ids[1]!, ['STAFF']))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await change('changeBadges', guest, ids[1]!, ['STAFF']))).toEqual({ message: 'Unauthorized', status: 401 });
    // Moderators set badges in the console, but the service paths are for services.
    expect(firstError(await change('addBadges', moderator, ids[1]!, ['STAFF']))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await change('removeBadges', member, ids[1]!, ['VERIFIED']))).toEqual({ message: 'Forbidden', status: 403 });
    expect(firstError(await change('addBadges', service, ids[1]!, ['FOUNDER']))).toEqual({
      message: 'badges must be a list of VERIFIED, PLATINUM, DOUBLE_PLATINUM, JQBX or STAFF',
      status: 400,
    });
    expect(firstError(await change('changeBadges', moderator, 'nope', []))).toEqual({ message: 'userId must be a UUID', status: 400 });
    expect(firstError(await change('changeBadges', moderator, randomUUID(), []))).toEqual({ message: 'User profile not found', status: 404 });
    expect(await held(ids[1]!)).toEqual(['DOUBLE_PLATINUM', 'VERIFIED']);
  });
});

describe('the badge migration', () => {
  it('turns FOUNDER into VERIFIED, keeping one row for a user who held both', async () => {
    // An embedded database at the migration before, with FOUNDER rows; then the rest of the migrations.
    const pglite = await openPglite('memory://');
    const at = migrations.findIndex((m) => m.name === 'Migration20261121062717');
    const before = await openDatabase({ schema: 'accounts', entities: accountsSubgraph.entities, migrations: migrations.slice(0, at), pglite });
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const rows = [[a, 'FOUNDER'], [b, 'FOUNDER'], [b, 'VERIFIED'], [c, 'STAFF']];
    for (const [userId, badge] of rows) {
      await before.em.getConnection().execute(
        `insert into accounts.user_badge (id, user_id, badge, awarded_at) values (?, ?, ?, now())`,
        [randomUUID(), userId, badge],
      );
    }
    const after = await openDatabase({ schema: 'accounts', entities: accountsSubgraph.entities, migrations, pglite });
    const result: { user_id: string; badge: string }[] = await after.em.getConnection().execute(
      `select user_id, badge from accounts.user_badge order by badge, user_id`,
    );
    expect(result.map((r) => [r.user_id, r.badge]).sort()).toEqual([[a, 'VERIFIED'], [b, 'VERIFIED'], [c, 'STAFF']].sort());
    await after.close();
    await before.close();
    await pglite.close().catch(() => undefined);
  });
});

describe('built-in avatars', () => {
  it('are vinyl-1 to vinyl-12', () => {
    expect(builtInAvatarIds).toEqual(Array.from({ length: 12 }, (_, i) => `vinyl-${i + 1}`));
  });
});
