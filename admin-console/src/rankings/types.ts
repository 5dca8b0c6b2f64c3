/** A user's points in one season, and their rank there (equal balances share one). */
export interface RankingStatusRecord {
  id: string;
  userUuid: string;
  seasonId: string;
  balance: number;
  reachedAt: string;
  createdAt: string;
  updatedAt: string;
  rank: number;
}

/** A user's points over all seasons and their all-time rank. */
export type LifetimeRankingStatusRecord = Omit<RankingStatusRecord, 'seasonId'>;
