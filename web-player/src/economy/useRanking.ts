import { useQuery } from 'urql';
import { useApp } from '../session-context';
import { LifetimeRankingQuery, SeasonRankingQuery, UserPointsQuery } from './economy.operations';

/** Ranking rows a page shows (the API's own page size is 1 to 100). */
export const rankingPageSize = 25;

export interface RankingRow {
  rank: number;
  balance: number;
  userUuid: string;
  /** What the row's avatar is drawn from (profile/Avatar's `user`); null for a user accounts does not know. */
  user: { displayName: string; avatarId?: string | null; wornAvatar?: { name: string; imageFileId?: string | null } | null } | null;
}

/** A season's ranking (by name) or the all-time one (null), a page from `skip`. */
export function useRanking(seasonName: string | null, skip: number) {
  const [season] = useQuery({
    query: SeasonRankingQuery,
    variables: { seasonName: seasonName ?? '', take: rankingPageSize, skip },
    pause: seasonName === null,
    requestPolicy: 'cache-and-network',
  });
  const [lifetime] = useQuery({ query: LifetimeRankingQuery, variables: { take: rankingPageSize, skip }, pause: seasonName !== null, requestPolicy: 'cache-and-network' });
  const result = seasonName === null ? lifetime : season;
  const page = seasonName === null ? lifetime.data?.allSeasonsRanking : season.data?.seasonRankingByName;
  return { error: result.error, page: page ? { rows: page.data satisfies readonly RankingRow[], total: page.total } : result.data ? { rows: [], total: 0 } : null };
}

/** A user's points and rank: per season, all time and in the current season. */
export function useUserPoints(userUuid: string | null) {
  const [result] = useQuery({ query: UserPointsQuery, variables: { userUuid: userUuid ?? '' }, pause: !userUuid, requestPolicy: 'cache-and-network' });
  return result;
}

/** The signed-in user's own standing in a season's ranking (by id) or the all-time one (null). */
export function useOwnRank(seasonId: string | null): { loaded: boolean; status: { rank: number; balance: number } | null } {
  const { viewer } = useApp();
  const points = useUserPoints(viewer.kind === 'user' ? viewer.id : null);
  if (!points.data) return { loaded: false, status: null };
  const status = seasonId === null ? points.data.lifetimeRankingStatusOf : points.data.rankingStatuses.find((s) => s.seasonId === seasonId);
  return { loaded: true, status: status ? { rank: status.rank, balance: status.balance } : null };
}
