import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { EconomyServices } from '../context.ts';
import { economySubgraph } from '../module.ts';
import { lifetimeScope, rankingBucketSize } from './ranking.service.ts';

const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
const user: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };

const day = 86_400_000;
const minute = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

let t: TestSubgraph<EconomyServices>;
let current: { id: string; seasonStart: string };
let previous: { id: string; seasonStart: string };
let next: { id: string; seasonStart: string };

/**
 * Ten users of the current season with balances reached in this order (so ties are ordered by who reached them
 * first): the expected order and competition ranks.
 */
const users = Array.from({ length: 10 }, () => randomUUID());
const balances = [5, 9, 5, 12, 5, 9, 1, 3, 12, 0];
type Row = { userUuid: string; balance: number; rank: number };
let expected: Row[];

/** Gives a user points at a given time (its reachedAt). */
async function give(userUuid: string, points: number, at: Date, seasonId: string | null) {
  await t.subgraph.db.em.fork().transactional((tx) => t.subgraph.services.rankings.applyPoints(tx, seasonId, new Map([[userUuid, points]]), at));
}

beforeAll(async () => {
  t = await startTestSubgraph(economySubgraph);
  const create = 'mutation($i: CreateSeasonInput!) { createSeason(input: $i) { id seasonStart } }';
  previous = (await t.ok(admin, create, { i: { seasonName: 'Rank previous', seasonStart: ago(60 * day), seasonEnd: ago(30 * day) } })).createSeason;
  current = (await t.ok(admin, create, { i: { seasonName: 'Rank current', seasonStart: ago(30 * day), seasonEnd: new Date(Date.now() + 30 * day) } })).createSeason;
  next = (await t.ok(admin, create, { i: { seasonName: 'Rank next', seasonStart: new Date(Date.now() + 30 * day), seasonEnd: new Date(Date.now() + 60 * day) } })).createSeason;
  // Balance 0 comes from points given then taken away: a ranked user with nothing left.
  for (const [i, u] of users.entries()) {
    await give(u, balances[i]! || 2, ago((100 - i) * minute), current.id);
    if (!balances[i]) await give(u, -2, ago((100 - i) * minute), current.id);
  }
  await give(users[0]!, 4, ago(5 * minute), previous.id);
  // Ordered by balance, then by who reached it first (lower index = earlier), then user id.
  const order = users.map((u, i) => ({ userUuid: u, balance: balances[i]!, i })).sort((a, b) => b.balance - a.balance || a.i - b.i);
  expected = order.map((r) => ({ userUuid: r.userUuid, balance: r.balance, rank: 1 + order.filter((o) => o.balance > r.balance).length }));
});
afterAll(() => t?.stop());

const PAGE = 'data { userUuid balance rank } total take skip';

describe('season ranking', () => {
  it('orders by balance, ties by who reached the balance first, with competition ranks (1, 1, 3, 3, 5...)', async () => {
    const ranking = (await t.ok(anonymous, `{ seasonRanking(take: 20) { season { id } ${PAGE} } }`)).seasonRanking;
    expect(ranking.season).toEqual({ id: current.id });
    expect(ranking.total).toBe(10);
    expect(ranking.data).toEqual(expected);
    expect(ranking.data.map((r: Row) => r.rank)).toEqual([1, 1, 3, 3, 5, 5, 5, 8, 9, 10]);
  });

  it('gives the same rows and ranks page by page, whatever the page size, also starting inside a tie', async () => {
    for (const take of [1, 2, 3, 4, 7]) {
      const rows: Row[] = [];
      for (let skip = 0; skip < 12; skip += take) {
        const page = (await t.ok(anonymous, `query($t: Int, $s: Int) { seasonRanking(take: $t, skip: $s) { ${PAGE} } }`, { t: take, s: skip })).seasonRanking;
        expect(page).toMatchObject({ take, skip, total: 10 });
        rows.push(...page.data);
      }
      expect(rows).toEqual(expected);
    }
  });

  it('answers each user’s rank as the ranking shows it', async () => {
    for (const row of expected) {
      const status = await t.subgraph.services.rankings.statusOf(t.subgraph.db.em.fork(), current.id, row.userUuid);
      expect(status).toMatchObject(row);
      const mine = (await t.ok(anonymous, 'query($u: ID) { currentRankingStatus(userUuid: $u) { hasCurrentRankingStatus season { id } rankingStatus { balance rank } } }', { u: row.userUuid }))
        .currentRankingStatus;
      expect(mine).toEqual({ hasCurrentRankingStatus: true, season: { id: current.id }, rankingStatus: { balance: row.balance, rank: row.rank } });
    }
  });

  it('answers hasCurrentRankingStatus false for a user without points this season, and the caller’s own by default', async () => {
    const q = 'query($u: ID) { currentRankingStatus(userUuid: $u) { hasCurrentRankingStatus rankingStatus { id } } }';
    expect((await t.ok(anonymous, q, { u: randomUUID() })).currentRankingStatus).toEqual({ hasCurrentRankingStatus: false, rankingStatus: null });
    expect((await t.ok(user, q, {})).currentRankingStatus.hasCurrentRankingStatus).toBe(false);
    expect((await t.refused(anonymous, q, {})).status).toBe(401);
    expect((await t.refused(anonymous, q, { u: 'nope' })).status).toBe(400);
  });

  it('finds a season’s ranking by name, and the next and previous season’s by seasonStart', async () => {
    const byName = (await t.ok(anonymous, `{ seasonRankingByName(seasonName: "Rank previous") { season { id } ${PAGE} } }`)).seasonRankingByName;
    expect(byName).toMatchObject({ season: { id: previous.id }, total: 1, data: [{ userUuid: users[0], balance: 4, rank: 1 }] });
    expect((await t.ok(anonymous, `{ seasonRankingByName(seasonName: "Nope") { total } }`)).seasonRankingByName).toBeNull();
    const nav = `query($s: DateTimeISO!) { nextSeasonRanking(seasonStart: $s) { season { id } total } previousSeasonRanking(seasonStart: $s) { season { id } total } }`;
    expect(await t.ok(anonymous, nav, { s: current.seasonStart })).toEqual({
      nextSeasonRanking: { season: { id: next.id }, total: 0 },
      previousSeasonRanking: { season: { id: previous.id }, total: 1 },
    });
  });

  it('refuses a page size outside 1 to 100 and a negative skip (400)', async () => {
    for (const [take, skip] of [[0, 0], [101, 0], [10, -1]]) {
      expect(await t.refused(anonymous, 'query($t: Int, $s: Int) { seasonRanking(take: $t, skip: $s) { total } }', { t: take, s: skip })).toEqual({
        status: 400,
        message: 'take must be 1 to 100 and skip at least 0',
      });
    }
  });
});

describe('lifetime ranking and a user’s statuses', () => {
  it('sums every season: the all-seasons ranking and a user’s total', async () => {
    const all = (await t.ok(anonymous, `{ allSeasonsRanking(take: 3) { ${PAGE} } }`)).allSeasonsRanking;
    expect(all.total).toBe(10);
    // users[0] has 5 + 4 = 9: tied with users[1] and users[5], reached later than theirs (its last change is the newest).
    expect(all.data).toEqual([
      { userUuid: users[3], balance: 12, rank: 1 },
      { userUuid: users[8], balance: 12, rank: 1 },
      { userUuid: users[1], balance: 9, rank: 3 },
    ]);
    const sum = (await t.ok(anonymous, 'query($u: ID!) { lifetimeRankingStatusOf(userUuid: $u) { balance rank } }', { u: users[0] })).lifetimeRankingStatusOf;
    expect(sum).toEqual({ balance: 9, rank: 3 });
  });

  it('lists a user’s status in each season, latest season first', async () => {
    const statuses = (await t.ok(anonymous, 'query($u: ID!) { rankingStatuses(userUuid: $u) { seasonId balance rank season { seasonName } } }', { u: users[0] })).rankingStatuses;
    expect(statuses).toEqual([
      { seasonId: current.id, balance: 5, rank: 5, season: { seasonName: 'Rank current' } },
      { seasonId: previous.id, balance: 4, rank: 1, season: { seasonName: 'Rank previous' } },
    ]);
  });
});

describe('admin lists', () => {
  it('filters ranking statuses by userUuid, seasonId and balance, with each row’s rank', async () => {
    const q = 'query($q: ListQueryInput) { allRankingStatuses(query: $q) { data { id userUuid seasonId balance rank } total } }';
    const bySeason = (await t.ok(admin, q, { q: { where: { field: 'seasonId', op: 'EQ', value: current.id }, limit: 100 } })).allRankingStatuses;
    expect(bySeason.total).toBe(10);
    expect(bySeason.data.map((r: Row) => [r.userUuid, r.balance, r.rank])).toEqual(expected.map((r) => [r.userUuid, r.balance, r.rank]));
    const byUser = (await t.ok(admin, q, { q: { where: { field: 'userUuid', op: 'EQ', value: users[0] } } })).allRankingStatuses;
    expect(byUser.total).toBe(2);
    const byBalance = (await t.ok(admin, q, { q: { where: { and: [{ field: 'balance', op: 'GTE', value: '9' }, { field: 'seasonId', op: 'EQ', value: current.id }] } } }))
      .allRankingStatuses;
    expect(byBalance.total).toBe(4);
    const one = (await t.ok(admin, 'query($id: ID!) { rankingStatus(id: $id) { userUuid rank } }', { id: byUser.data[0].id })).rankingStatus;
    expect(one.userUuid).toBe(users[0]);
    expect((await t.refused(user, q, {})).status).toBe(403);
  });

  it('lists lifetime statuses, with their all-time rank', async () => {
    const q = 'query($q: ListQueryInput) { allLifetimeRankingStatuses(query: $q) { data { id userUuid balance rank } total } }';
    const page = (await t.ok(admin, q, { q: { where: { field: 'userUuid', op: 'EQ', value: users[0] } } })).allLifetimeRankingStatuses;
    expect(page).toMatchObject({ total: 1, data: [{ userUuid: users[0], balance: 9, rank: 3 }] });
    const one = (await t.ok(admin, 'query($id: ID!) { lifetimeRankingStatus(id: $id) { balance } }', { id: page.data[0].id })).lifetimeRankingStatus;
    expect(one).toEqual({ balance: 9 });
    expect((await t.refused(user, 'query($id: ID!) { lifetimeRankingStatus(id: $id) { balance } }', { id: page.data[0].id })).status).toBe(403);
  });
});

describe('deleting a season', () => {
  it('removes its ranking and counts; the lifetime totals stay', async () => {
    const s = (await t.ok(admin, 'mutation($i: CreateSeasonInput!) { createSeason(input: $i) { id } }', {
      i: { seasonName: 'Short-lived', seasonStart: new Date(Date.now() + 100 * day), seasonEnd: new Date(Date.now() + 110 * day) },
    })).createSeason;
    const u = randomUUID();
    await give(u, 3, new Date(), s.id);
    await t.ok(admin, 'mutation($id: ID!) { deleteSeason(id: $id) { id } }', { id: s.id });
    const page = await t.subgraph.services.rankings.page(t.subgraph.db.em.fork(), s.id, 10, 0);
    expect(page).toEqual({ data: [], total: 0, take: 10, skip: 0 });
    expect((await t.subgraph.services.rankings.statusOf(t.subgraph.db.em.fork(), lifetimeScope, u))?.balance).toBe(3);
  });
});

/** Pages at every skip, ranks of statuses and balances, all as a plain ORDER BY … LIMIT/OFFSET of the rows says. */
async function expectPagesAsPlainOrder(scope: string, takes: readonly number[]) {
  const em = t.subgraph.db.em.fork();
  const [table, where, params] = scope === lifetimeScope ? ['ranking_status_lifetime', 'true', []] : ['ranking_status', 'season_id = ?', [scope]];
  const all = await execute<{ user_uuid: string; balance: number }>(em, `select user_uuid, balance from economy.${table} where ${where}`, params);
  const rankOf = (balance: number) => 1 + all.filter((r) => Number(r.balance) > balance).length;
  for (const take of takes) {
    for (let skip = 0; skip <= all.length; skip++) {
      const plain = await execute<{ user_uuid: string; balance: number }>(
        em,
        `select user_uuid, balance from economy.${table} where ${where} order by balance desc, reached_at asc, user_uuid asc limit ? offset ?`,
        [...params, take, skip],
      );
      const page = await t.subgraph.services.rankings.page(em, scope, take, skip);
      expect(page.total).toBe(all.length);
      expect(page.data.map((r) => [r.userUuid, r.balance, r.rank])).toEqual(plain.map((r) => [r.user_uuid, Number(r.balance), rankOf(Number(r.balance))]));
    }
  }
  const statuses = await t.subgraph.services.rankings.statusesOf(em, scope, all.map((r) => r.user_uuid));
  expect(all.map((r) => statuses.get(r.user_uuid)?.rank)).toEqual(all.map((r) => rankOf(Number(r.balance))));
  const ranks = await t.subgraph.services.rankings.ranksOf(em, scope, [...all.map((r) => Number(r.balance)), 0, 3 * rankingBucketSize - 1]);
  for (const balance of ranks.keys()) expect(ranks.get(balance)).toBe(rankOf(balance));
}

/** Every ranking's buckets sum the counts of their balances, and the counts are the users holding each balance. */
async function expectBucketsSumCounts() {
  const em = t.subgraph.db.em.fork();
  const counts = await execute<{ scope_id: string; balance: number; users: number }>(em, 'select scope_id, balance, users from economy.ranking_count');
  const held = await execute<{ scope_id: string; balance: number; users: string }>(
    em,
    `select season_id as scope_id, balance, count(*) as users from economy.ranking_status group by 1, 2
     union all select cast(? as uuid), balance, count(*) from economy.ranking_status_lifetime group by 2`,
    [lifetimeScope],
  );
  const keyed = (rows: { scope_id: string; balance: number; users: number | string }[]) => new Map(rows.map((r) => [`${r.scope_id} ${Number(r.balance)}`, Number(r.users)]));
  expect(keyed(counts)).toEqual(keyed(held));
  const summed = new Map<string, number>();
  for (const r of counts) {
    const key = `${r.scope_id} ${Math.floor(Number(r.balance) / rankingBucketSize)}`;
    summed.set(key, (summed.get(key) ?? 0) + Number(r.users));
  }
  const buckets = await execute<{ scope_id: string; bucket: number; users: number }>(em, 'select scope_id, bucket, users from economy.ranking_bucket');
  expect(new Map(buckets.map((r) => [`${r.scope_id} ${Number(r.bucket)}`, Number(r.users)]))).toEqual(summed);
}

describe('User.lifetimeRankingStatus and User.currentRankingStatus (profiles)', () => {
  it('answers many users’ points and ranks with one query per ranking', async () => {
    const query = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id lifetimeRankingStatus { balance rank } currentRankingStatus { balance rank seasonId } } } }';
    const nobody = randomUUID();
    const ids = [users[3]!, users[0]!, nobody];
    t.queries.length = 0;
    const data = await t.ok(anonymous, query, { r: ids.map((id) => ({ __typename: 'User', id })) });
    expect(data._entities).toEqual([
      { id: users[3], lifetimeRankingStatus: { balance: 12, rank: 1 }, currentRankingStatus: { balance: 12, rank: 1, seasonId: current.id } },
      { id: users[0], lifetimeRankingStatus: { balance: 9, rank: 3 }, currentRankingStatus: { balance: 5, rank: 5, seasonId: current.id } },
      { id: nobody, lifetimeRankingStatus: null, currentRankingStatus: null },
    ]);
    expect(t.queries.filter((sql) => /from economy\.ranking_status_lifetime s/.test(sql))).toHaveLength(1);
    expect(t.queries.filter((sql) => /from economy\.ranking_status s/.test(sql))).toHaveLength(1);
  });
});

describe('pages across balance buckets', () => {
  // Last: its users' points go to the lifetime ranking the tests above read.
  it('pages at every skip like a plain ORDER BY … LIMIT/OFFSET, with balances straddling bucket edges, before and after changes', async () => {
    const s = (await t.ok(admin, 'mutation($i: CreateSeasonInput!) { createSeason(input: $i) { id } }', {
      i: { seasonName: 'Buckets', seasonStart: new Date(Date.now() + 200 * day), seasonEnd: new Date(Date.now() + 210 * day) },
    })).createSeason;
    const b = rankingBucketSize;
    const straddling = [0, 1, b - 1, b - 1, b, b, b + 1, 2 * b - 1, 2 * b, 2 * b, 2 * b + 1, 3 * b - 1, 3 * b, 5 * b + 7, b - 1, 2 * b, 2 * b - 1, 7 * b, 2 * b, 2 * b, 2 * b];
    const people = straddling.map(() => randomUUID());
    for (const [i, u] of people.entries()) {
      // Three at a time reach their balance at the same moment: the user id orders them.
      const at = ago((50 - Math.floor(i / 3)) * minute);
      await give(u, straddling[i]! || 1, at, s.id);
      if (!straddling[i]) await give(u, -1, at, s.id);
    }
    await expectPagesAsPlainOrder(s.id, [1, 2, 5, 25]);
    await expectBucketsSumCounts();

    // Moves within a bucket, across its edges both ways, to 0 and to an empty bucket, in one transaction.
    const moves = new Map([
      [people[4]!, -2],
      [people[7]!, 1],
      [people[13]!, -(5 * b + 7)],
      [people[0]!, 3 * b],
      [people[17]!, 4 * b],
      [people[2]!, -1],
      [randomUUID(), b],
    ]);
    await t.subgraph.db.em.fork().transactional((tx) => t.subgraph.services.rankings.applyPoints(tx, s.id, moves, ago(10 * minute)));
    await expectPagesAsPlainOrder(s.id, [1, 3, 25]);
    await expectPagesAsPlainOrder(lifetimeScope, [4]);
    await expectBucketsSumCounts();

    await t.ok(admin, 'mutation($id: ID!) { deleteSeason(id: $id) { id } }', { id: s.id });
    const [left] = await execute<{ n: string }>(t.subgraph.db.em.fork(), 'select count(*) as n from economy.ranking_bucket where scope_id = ?', [s.id]);
    expect(Number(left!.n)).toBe(0);
    await expectBucketsSumCounts();
  });
});
