import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A season (spec 1, §3): a named stretch of time, [seasonStart, seasonEnd) (start included, end excluded), over which
 * points are ranked. Seasons never overlap: the exclusion constraint `season_no_overlap` (a GiST index over the
 * seasons' time ranges, built into PostgreSQL and PGlite without btree_gist) refuses an overlapping row whatever the
 * code does, also when two admins create seasons at once.
 */
export const SeasonSchema = defineEntity({
  name: 'Season',
  tableName: 'season',
  indexes: [{ properties: ['seasonStart'] }],
  checks: [
    { name: 'season_dates_check', expression: 'season_end > season_start' },
    { name: 'season_no_overlap', expression: 'EXCLUDE USING gist (tstzrange(season_start, season_end) WITH &&)' },
  ],
  properties: {
    id: p.uuid().primary(),
    seasonName: p.string().length(100).unique(),
    seasonStart: p.datetime(),
    seasonEnd: p.datetime(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type Season = InferEntity<typeof SeasonSchema>;
