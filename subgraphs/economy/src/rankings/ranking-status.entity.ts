import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A user's points in one season (spec 1, §3: ranking status has userUuid, seasonId and balance). One row per user
 * and season, created by the user's first points of that season. `reachedAt` is when the balance last changed: of
 * two equal balances, the one reached first ranks first (rankings/ranking.service.ts). The order index serves the
 * ranking pages, which seek into it by balance.
 */
export const RankingStatusSchema = defineEntity({
  name: 'RankingStatus',
  tableName: 'ranking_status',
  uniques: [{ properties: ['seasonId', 'userUuid'] }],
  indexes: [
    { properties: ['userUuid'] },
    {
      name: 'ranking_status_order',
      expression: `create index "ranking_status_order" on "economy"."ranking_status" ("season_id", "balance" desc, "reached_at", "user_uuid")`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    userUuid: p.uuid(),
    seasonId: p.uuid(),
    /** Whole points, never negative: the database refuses it whatever the code does. */
    balance: p.integer().check('balance >= 0'),
    reachedAt: p.datetime(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type RankingStatus = InferEntity<typeof RankingStatusSchema>;

/** A user's points over all seasons (and outside them): the all-seasons ranking. */
export const LifetimeRankingStatusSchema = defineEntity({
  name: 'LifetimeRankingStatus',
  tableName: 'ranking_status_lifetime',
  indexes: [
    {
      name: 'ranking_status_lifetime_order',
      expression: `create index "ranking_status_lifetime_order" on "economy"."ranking_status_lifetime" ("balance" desc, "reached_at", "user_uuid")`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    userUuid: p.uuid().unique(),
    balance: p.integer().check('balance >= 0'),
    reachedAt: p.datetime(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type LifetimeRankingStatus = InferEntity<typeof LifetimeRankingStatusSchema>;

/**
 * How many ranked users hold each balance, per ranking (a season's id, or the nil UUID for the lifetime ranking):
 * kept in the transaction that changes a balance, so a rank is 1 + the users of higher balances, read from a few
 * rows instead of counting a million, and a deep page seeks to its balance.
 */
export const RankingCountSchema = defineEntity({
  name: 'RankingCount',
  tableName: 'ranking_count',
  properties: {
    scopeId: p.uuid().primary(),
    balance: p.integer().primary(),
    users: p.integer().check('users >= 0'),
  },
});
export type RankingCount = InferEntity<typeof RankingCountSchema>;

/**
 * How many ranked users hold a balance in each bucket of `rankingBucketSize` balances (bucket = floor(balance / size)),
 * per ranking, kept in the same statements' transaction as `ranking_count`: a deep page walks about a hundred buckets
 * and then the counts of one bucket, instead of every distinct balance, and a rank sums whole buckets above its own.
 */
export const RankingBucketSchema = defineEntity({
  name: 'RankingBucket',
  tableName: 'ranking_bucket',
  properties: {
    scopeId: p.uuid().primary(),
    bucket: p.integer().primary(),
    users: p.integer().check('users >= 0'),
  },
});
export type RankingBucket = InferEntity<typeof RankingBucketSchema>;

/** How many users a ranking holds (its total), kept with the counts: a page's total without summing them. */
export const RankingTotalSchema = defineEntity({
  name: 'RankingTotal',
  tableName: 'ranking_total',
  properties: {
    scopeId: p.uuid().primary(),
    users: p.integer().check('users >= 0'),
  },
});
export type RankingTotal = InferEntity<typeof RankingTotalSchema>;
