import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** `award`: the one run when a season ends; `backfill`: an admin's re-run (POST /points/backfill-achieved-avatars). */
export const seasonAwardRunKinds = ['award', 'backfill'] as const;
export type SeasonAwardRunKind = (typeof seasonAwardRunKinds)[number];
export const seasonAwardRunStatuses = ['running', 'done'] as const;
export type SeasonAwardRunStatus = (typeof seasonAwardRunStatuses)[number];

/**
 * One pass that gives a season's SEASON_AWARD avatars to the users who meet their thresholds, in batches: each batch
 * is a durable job that saves the cursor (the avatar being awarded and how far down the season's ranking it got) in
 * the transaction of its grants, so a pass resumes where it stopped after a crash or a restart.
 * A season has at most one `award` run (a partial unique index): of several instances sweeping at once, one inserts it.
 */
export const SeasonAwardRunSchema = defineEntity({
  name: 'SeasonAwardRun',
  tableName: 'season_award_run',
  indexes: [{ name: 'season_award_run_one_award_per_season', expression: `create unique index "season_award_run_one_award_per_season" on "economy"."season_award_run" ("season_id") where "kind" = 'award'` }],
  properties: {
    id: p.uuid().primary(),
    seasonId: p.uuid().index(),
    kind: p.enum(seasonAwardRunKinds),
    status: p.enum(seasonAwardRunStatuses).default('running'),
    /** Ranked users looked at per batch. */
    batchSize: p.integer(),
    /** The cursor: the award avatar in hand (by slug order), and the ranking offset reached for it. */
    cursorAvatarSlug: p.string().length(64).nullable(),
    cursorOffset: p.integer().default(0),
    batches: p.integer().default(0),
    /** Assignments this run created (a backfill after the award creates none). */
    awarded: p.integer().default(0),
    requestedBy: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    finishedAt: p.datetime().nullable(),
  },
});
export type SeasonAwardRun = InferEntity<typeof SeasonAwardRunSchema>;
