import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { DomainError, execute, isUuid, pgArray, requirePermission, type Identity } from '@backspin/platform';
import { adminListPaging, lifetimeRankingStatusListFields, rankingStatusListFields } from '@backspin/contracts/admin-lists';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import {
  LifetimeRankingStatusSchema,
  RankingStatusSchema,
  type LifetimeRankingStatus,
  type RankingStatus,
} from './ranking-status.entity.ts';

/** The ranking_count scope of the lifetime (all-seasons) ranking; a season's scope is its id. */
export const lifetimeScope = '00000000-0000-0000-0000-000000000000';

/**
 * Balances per bucket of `ranking_bucket`: a bucket is floor(balance / size). A page's seek walks the buckets (about a
 * hundred at a hundred thousand points) and then the counts of one bucket (at most this many rows).
 */
export const rankingBucketSize = 1024;

/** SQL: the competition rank of a balance in a ranking (`scope` and `balance` are SQL expressions; balances are >= 0). */
const rankSql = (scope: string, balance: string) =>
  `(1 + coalesce((select sum(k.users) from economy.ranking_bucket k where k.scope_id = ${scope} and k.bucket > ${balance} / ${rankingBucketSize}), 0)
      + coalesce((select sum(c.users) from economy.ranking_count c where c.scope_id = ${scope} and c.balance > ${balance}
                    and c.balance < (cast(${balance} as bigint) / ${rankingBucketSize} + 1) * ${rankingBucketSize}), 0))`;

/** take (page size) of the ranking pages: 1 to 100, 25 by default. */
export const rankingPageMax = 100;
export const rankingPageDefault = 25;

/** A ranking status with its rank: a season's (seasonId set) or the lifetime one (seasonId null). */
export interface RankedStatus {
  id: string;
  userUuid: string;
  seasonId: string | null;
  balance: number;
  reachedAt: Date;
  createdAt: Date;
  updatedAt: Date;
  rank: number;
}

export interface RankingPage {
  data: RankedStatus[];
  /** Ranked users in this ranking. */
  total: number;
  take: number;
  skip: number;
}

/** The admin lists of ranking statuses (GET /admin/ranking-status): highest balance first. */
export const rankingStatusListSpec: ListSpec = {
  fields: rankingStatusListFields,
  defaultLimit: adminListPaging.defaultLimit,
  maxLimit: adminListPaging.maxLimit,
  defaultSort: [
    { field: 'balance', direction: 'DESC' },
    { field: 'reachedAt', direction: 'ASC' },
  ],
};
/** GET /admin/ranking-status-lifetime: the same fields but seasonId. */
export const lifetimeRankingStatusListSpec: ListSpec = {
  ...rankingStatusListSpec,
  fields: lifetimeRankingStatusListFields,
};

interface StatusRow {
  id: string;
  user_uuid: string;
  season_id: string | null;
  balance: number | string;
  reached_at: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The table of a scope and the condition that selects its rows (`?` is the scope id). */
function tableOf(scope: string): { table: string; where: string; params: string[]; seasonColumn: boolean } {
  return scope === lifetimeScope
    ? { table: 'economy.ranking_status_lifetime', where: 'true', params: [], seasonColumn: false }
    : { table: 'economy.ranking_status', where: 'season_id = ?', params: [scope], seasonColumn: true };
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const statusOf = (row: StatusRow, rank: number): RankedStatus => ({
  id: row.id,
  userUuid: row.user_uuid,
  seasonId: row.season_id,
  balance: Number(row.balance),
  reachedAt: date(row.reached_at),
  createdAt: date(row.created_at),
  updatedAt: date(row.updated_at),
  rank,
});

/**
 * Rankings: a season's and the lifetime one. The order of a ranking, and so its ties, is:
 *
 * 1. higher balance first;
 * 2. of equal balances, the one reached first (`reachedAt`, when the balance last changed) first;
 * 3. then by user id, so the order is total and stable from page to page.
 *
 * The rank is the competition rank ("1224"): 1 + the number of users with a strictly higher balance, so users with
 * equal balances share a rank (the rank of the first of them in the order above), and the next balance down ranks
 * at its position.
 *
 * Fast at any size: `ranking_count` holds, per ranking and balance, how many users hold it, `ranking_bucket` the same per
 * bucket of `rankingBucketSize` balances, and `ranking_total` how many users the ranking holds, all kept in the
 * transaction that changes a balance. A user's rank sums the buckets above theirs and the counts of higher balances in
 * their own bucket; a page walks the buckets to the one its `skip` falls in, then that bucket's counts to the balance,
 * and reads the order index from there, so a deep page does not step over the rows before it. Changes to one ranking
 * are serialized by a transaction-scoped advisory lock on that ranking (the season's first, then the lifetime one: one order, no deadlock), which keeps each
 * balance and its counts consistent under concurrent point events; reads take no lock and see one snapshot per statement.
 *
 * Every method takes the EntityManager (a request's, a job's or a benchmark script's).
 */
export class RankingService {
  constructor(private readonly now: () => Date = () => new Date()) {}

  /**
   * Adds signed point changes (user → points) to a season's ranking (when `seasonId` is given) and to the lifetime
   * ranking, in the caller's transaction. A change that would take a balance below zero refuses the whole call
   * (POINTS_BELOW_ZERO); the caller's transaction then rolls back.
   */
  async applyPoints(tx: EntityManager, seasonId: string | null, changes: ReadonlyMap<string, number>, at: Date): Promise<void> {
    for (const scope of seasonId ? [seasonId, lifetimeScope] : [lifetimeScope]) await this.applyToScope(tx, scope, changes, at);
  }

  private async applyToScope(tx: EntityManager, scope: string, changes: ReadonlyMap<string, number>, at: Date): Promise<void> {
    const users = [...changes.entries()].filter(([, points]) => points !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (!users.length) return;
    await execute(tx, 'select pg_advisory_xact_lock(hashtextextended(?, 0))', [`economy.ranking:${scope}`]);
    const { table, where, params, seasonColumn } = tableOf(scope);
    const current = await execute<{ user_uuid: string; balance: number | string }>(
      tx,
      `select user_uuid, balance from ${table} where ${where} and user_uuid = any(cast(? as uuid[]))`,
      [...params, pgArray(users.map(([u]) => u))],
    );
    const before = new Map(current.map((r) => [r.user_uuid, Number(r.balance)]));
    const counts = new Map<number, number>();
    const after: number[] = [];
    for (const [user, points] of users) {
      const old = before.get(user);
      const balance = (old ?? 0) + points;
      if (balance < 0) throw new DomainError('POINTS_BELOW_ZERO');
      if (old !== undefined) counts.set(old, (counts.get(old) ?? 0) - 1);
      counts.set(balance, (counts.get(balance) ?? 0) + 1);
      after.push(balance);
    }
    const now = this.now();
    await execute(
      tx,
      `insert into ${table} (id, ${seasonColumn ? 'season_id, ' : ''}user_uuid, balance, reached_at, created_at, updated_at)
         select v.id, ${seasonColumn ? 'cast(? as uuid), ' : ''}v.user_uuid, v.balance, ?, ?, ?
           from unnest(cast(? as uuid[]), cast(? as uuid[]), cast(? as int[])) as v(id, user_uuid, balance)
       on conflict (${seasonColumn ? 'season_id, ' : ''}user_uuid)
         do update set balance = excluded.balance, reached_at = excluded.reached_at, updated_at = excluded.updated_at`,
      [...params, at, now, now, pgArray(users.map(() => randomUUID())), pgArray(users.map(([u]) => u)), pgArray(after)],
    );
    const newcomers = users.filter(([user]) => !before.has(user)).length;
    if (newcomers) {
      await execute(
        tx,
        `insert into economy.ranking_total (scope_id, users) values (?, ?)
         on conflict (scope_id) do update set users = ranking_total.users + excluded.users`,
        [scope, newcomers],
      );
    }
    const buckets = new Map<number, number>();
    for (const [balance, d] of counts) {
      const bucket = Math.floor(balance / rankingBucketSize);
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + d);
    }
    await this.addCounts(tx, scope, 'ranking_count', 'balance', counts);
    await this.addCounts(tx, scope, 'ranking_bucket', 'bucket', buckets);
  }

  /** Adds signed user counts (key → change) to `ranking_count` (per balance) or `ranking_bucket`; a count at 0 goes. */
  private async addCounts(
    tx: EntityManager,
    scope: string,
    table: 'ranking_count' | 'ranking_bucket',
    key: 'balance' | 'bucket',
    deltas: ReadonlyMap<number, number>,
  ): Promise<void> {
    const changed = [...deltas.entries()].filter(([, d]) => d !== 0);
    const up = changed.filter(([, d]) => d > 0);
    const down = changed.filter(([, d]) => d < 0);
    if (up.length) {
      await execute(
        tx,
        `insert into economy.${table} (scope_id, ${key}, users)
           select ?, v.${key}, v.users from unnest(cast(? as int[]), cast(? as int[])) as v(${key}, users)
         on conflict (scope_id, ${key}) do update set users = ${table}.users + excluded.users`,
        [scope, pgArray(up.map(([b]) => b)), pgArray(up.map(([, d]) => d))],
      );
    }
    if (down.length) {
      await execute(
        tx,
        `update economy.${table} c set users = c.users + v.users
           from unnest(cast(? as int[]), cast(? as int[])) as v(${key}, users)
          where c.scope_id = ? and c.${key} = v.${key}`,
        [pgArray(down.map(([b]) => b)), pgArray(down.map(([, d]) => d)), scope],
      );
      await execute(tx, `delete from economy.${table} where scope_id = ? and users = 0 and ${key} = any(cast(? as int[]))`, [
        scope,
        pgArray(down.map(([b]) => b)),
      ]);
    }
  }

  /** A deleted season's ranking goes with it (its points stay in the lifetime ranking and the point entries). */
  async removeSeasonRanking(tx: EntityManager, seasonId: string): Promise<void> {
    await execute(tx, 'select pg_advisory_xact_lock(hashtextextended(?, 0))', [`economy.ranking:${seasonId}`]);
    await tx.nativeDelete(RankingStatusSchema, { seasonId });
    await execute(tx, 'delete from economy.ranking_count where scope_id = ?', [seasonId]);
    await execute(tx, 'delete from economy.ranking_bucket where scope_id = ?', [seasonId]);
    await execute(tx, 'delete from economy.ranking_total where scope_id = ?', [seasonId]);
  }

  /** One user's status and rank in a ranking (a season's id, or `lifetimeScope`); null when they have none there. */
  async statusOf(em: EntityManager, scope: string, userUuid: string): Promise<RankedStatus | null> {
    return (await this.statusesOf(em, scope, [userUuid])).get(userUuid) ?? null;
  }

  /** Many users' statuses and ranks in one ranking, in one statement (user → status; users without one are absent). */
  async statusesOf(em: EntityManager, scope: string, userUuids: readonly string[]): Promise<Map<string, RankedStatus>> {
    const valid = [...new Set(userUuids.filter(isUuid))];
    if (!valid.length) return new Map();
    const { table, where, params, seasonColumn } = tableOf(scope);
    const rows = await execute<StatusRow & { rank: string | number }>(
      em,
      `select s.id, s.user_uuid, ${seasonColumn ? 's.season_id' : 'null as season_id'}, s.balance, s.reached_at, s.created_at, s.updated_at,
              ${rankSql('cast(? as uuid)', 's.balance')} as rank
         from ${table} s where ${where} and s.user_uuid = any(cast(? as uuid[]))`,
      [scope, scope, ...params, pgArray(valid)],
    );
    return new Map(rows.map((row) => [row.user_uuid, statusOf(row, Number(row.rank))]));
  }

  /** A user's statuses in every season they have points in, latest season first. */
  async seasonStatusesOf(em: EntityManager, userUuid: string): Promise<RankedStatus[]> {
    if (!isUuid(userUuid)) return [];
    const rows = await execute<StatusRow & { rank: string | number }>(
      em,
      `select s.id, s.user_uuid, s.season_id, s.balance, s.reached_at, s.created_at, s.updated_at,
              ${rankSql('s.season_id', 's.balance')} as rank
         from economy.ranking_status s join economy.season z on z.id = s.season_id
        where s.user_uuid = ? order by z.season_start desc`,
      [userUuid],
    );
    return rows.map((r) => statusOf(r, Number(r.rank)));
  }

  /**
   * One page of a ranking, in its order, each with its rank. One statement (one snapshot): the buckets, then the
   * counts of one bucket, are walked down to the balance the `skip`-th user holds, and the order index is read from there.
   */
  async page(em: EntityManager, scope: string, take: number | null | undefined, skip: number | null | undefined): Promise<RankingPage> {
    const limit = take ?? rankingPageDefault;
    const offset = skip ?? 0;
    if (!Number.isInteger(limit) || limit < 1 || limit > rankingPageMax || !Number.isInteger(offset) || offset < 0) {
      throw new DomainError('INVALID_RANKING_PAGE');
    }
    const { table, where, params, seasonColumn } = tableOf(scope);
    const rows = await execute<StatusRow & { first_rank: string | number; above: string | number; total: string | number }>(
      em,
      `with bucket as (
         select bucket, through - users as above
           from (select bucket, users, sum(users) over (order by bucket desc rows unbounded preceding) as through
                   from economy.ranking_bucket where scope_id = ? order by bucket desc) walked
          where through > ? order by bucket desc limit 1
       ),
       seek as (
         select balance, users, above, cast(? as bigint) - above as within
           from (select balance, users, (select above from bucket) + through - users as above
                   from (select balance, users, sum(users) over (order by balance desc rows unbounded preceding) as through
                           from economy.ranking_count
                          where scope_id = ? and balance >= (select bucket from bucket) * ${rankingBucketSize}
                            and balance < ((select bucket from bucket) + 1) * ${rankingBucketSize}
                          order by balance desc) walked
                  where (select above from bucket) + through > ? order by balance desc limit 1) found
       ),
       -- The page's rows of the seek balance: from its first user when the skip falls in the first half of the tie,
       -- from its last user backwards otherwise (a tie of many thousands is never stepped over more than halfway);
       -- then the rows of lower balances.
       page as (
         (select s.id, s.user_uuid, ${seasonColumn ? 's.season_id' : 'null::uuid as season_id'}, s.balance, s.reached_at, s.created_at, s.updated_at from ${table} s where ${where} and s.balance = (select balance from seek)
           order by s.reached_at asc, s.user_uuid asc
           limit (select case when within * 2 <= users then least(cast(? as bigint), users - within) else 0 end from seek)
           offset (select within from seek))
         union all
         (select s.id, s.user_uuid, ${seasonColumn ? 's.season_id' : 'null::uuid as season_id'}, s.balance, s.reached_at, s.created_at, s.updated_at from ${table} s where ${where} and s.balance = (select balance from seek)
           order by s.reached_at desc, s.user_uuid desc
           limit (select case when within * 2 > users then least(cast(? as bigint), users - within) else 0 end from seek)
           offset (select greatest(0, users - within - cast(? as bigint)) from seek))
         union all
         (select s.id, s.user_uuid, ${seasonColumn ? 's.season_id' : 'null::uuid as season_id'}, s.balance, s.reached_at, s.created_at, s.updated_at from ${table} s where ${where} and s.balance < (select balance from seek)
           order by s.balance desc, s.reached_at asc, s.user_uuid asc
           limit (select greatest(0, cast(? as bigint) - (users - within)) from seek))
       )
       select page.*,
              1 + (select above from seek) as first_rank,
              (select coalesce(max(users), 0) from economy.ranking_total where scope_id = ?) as total
         from page order by page.balance desc, page.reached_at asc, page.user_uuid asc`,
      [scope, offset, offset, scope, offset, ...params, limit, ...params, limit, limit, ...params, limit, scope],
    );
    const total = rows.length
      ? Number(rows[0]!.total)
      : Number((await execute<{ total: string }>(em, 'select coalesce(max(users), 0) as total from economy.ranking_total where scope_id = ?', [scope]))[0]?.total ?? 0);
    const data: RankedStatus[] = [];
    rows.forEach((row, i) => {
      const previous = data[i - 1];
      const balance = Number(row.balance);
      // Ties share the rank of the first of them; the first row of a balance below the page's top is at its position.
      const rank = previous && previous.balance === balance ? previous.rank : i === 0 ? Number(row.first_rank) : offset + i + 1;
      data.push(statusOf(row, rank));
    });
    return { data, total, take: limit, skip: offset };
  }

  /** Ranks of balances in one ranking, for rows read without them (the admin lists). */
  async ranksOf(em: EntityManager, scope: string, balances: readonly number[]): Promise<Map<number, number>> {
    const distinct = [...new Set(balances)];
    if (!distinct.length) return new Map();
    const rows = await execute<{ balance: number | string; rank: number | string }>(
      em,
      `select b.balance, ${rankSql('cast(? as uuid)', 'b.balance')} as rank from unnest(cast(? as int[])) as b(balance)`,
      [scope, scope, pgArray(distinct)],
    );
    return new Map(rows.map((r) => [Number(r.balance), Number(r.rank)]));
  }

  /** Admins: GET /admin/ranking-status (filters userUuid, seasonId, balance). */
  list(em: EntityManager, identity: Identity, query: ListQueryInput | null | undefined): Promise<ListPage<RankingStatus>> {
    requirePermission(identity, 'console.manage');
    return findPage(em, RankingStatusSchema, query, rankingStatusListSpec);
  }

  /** Admins: GET /admin/ranking-status-lifetime (filters userUuid, balance). */
  listLifetime(em: EntityManager, identity: Identity, query: ListQueryInput | null | undefined): Promise<ListPage<LifetimeRankingStatus>> {
    requirePermission(identity, 'console.manage');
    return findPage(em, LifetimeRankingStatusSchema, query, lifetimeRankingStatusListSpec);
  }

  /** Admins: GET /admin/ranking-status/{id}; null when unknown. */
  async get(em: EntityManager, identity: Identity, id: string): Promise<RankingStatus | null> {
    requirePermission(identity, 'console.manage');
    return isUuid(id) ? em.findOne(RankingStatusSchema, { id }, { disableIdentityMap: true }) : null;
  }

  /** Admins: GET /admin/ranking-status-lifetime/{id}; null when unknown. */
  async getLifetime(em: EntityManager, identity: Identity, id: string): Promise<LifetimeRankingStatus | null> {
    requirePermission(identity, 'console.manage');
    return isUuid(id) ? em.findOne(LifetimeRankingStatusSchema, { id }, { disableIdentityMap: true }) : null;
  }
}
