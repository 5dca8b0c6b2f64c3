import type { EntityManager } from '@mikro-orm/core';

/** A season as the awards need it. */
export interface AwardSeason {
  id: string;
  seasonName: string;
}

/** One row of a season's ranking, best first. */
export interface StandingRow {
  userId: string;
  /** 1 for the best; ties as the season ranking orders them. */
  rank: number;
  /** The user's points in that season. */
  balance: number;
}

/**
 * What the season awards read of seasons and their rankings: the points modules (seasons/, rankings/) answer it,
 * so the awards never read their tables themselves.
 */
export interface SeasonStandings {
  season(em: EntityManager, seasonId: string): Promise<AwardSeason | null>;
  /** The seasons whose end has passed at `now`. */
  endedSeasons(em: EntityManager, now: Date): Promise<AwardSeason[]>;
  /** A page of a season's ranking, best first: `limit` rows from `offset`. */
  ranking(em: EntityManager, seasonId: string, offset: number, limit: number): Promise<StandingRow[]>;
}

/** Before the points modules are wired: no seasons, so nothing to award. */
export const noSeasonsYet: SeasonStandings = {
  season: async () => null,
  endedSeasons: async () => [],
  ranking: async () => [],
};
