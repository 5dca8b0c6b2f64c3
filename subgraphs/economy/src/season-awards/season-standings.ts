import type { EntityManager } from '@mikro-orm/core';
import { rankingPageMax, type RankingService } from '../rankings/ranking.service.ts';
import type { SeasonService } from '../seasons/season.service.ts';

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

/** The standings as the points modules answer them: seasons from SeasonService, ranking pages from RankingService. */
export function seasonStandingsFrom(seasons: SeasonService, rankings: RankingService): SeasonStandings {
  return {
    async season(em, seasonId) {
      return (await seasons.byIds(em, [seasonId])).get(seasonId) ?? null;
    },
    endedSeasons: (em, now) => seasons.endedBy(em, now),
    async ranking(em, seasonId, offset, limit) {
      // The ranking pages at most rankingPageMax rows at a time.
      const rows: StandingRow[] = [];
      while (rows.length < limit) {
        const take = Math.min(rankingPageMax, limit - rows.length);
        const page = await rankings.page(em, seasonId, take, offset + rows.length);
        rows.push(...page.data.map((r) => ({ userId: r.userUuid, rank: r.rank, balance: r.balance })));
        if (page.data.length < take) break;
      }
      return rows;
    },
  };
}
