import { Plural, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { describeError } from '../errors';
import type { SeasonFieldsFragment } from '../gql/graphql';
import { Avatar } from '../profile/Avatar';
import { useApp } from '../session-context';
import { CurrentSeasonQuery, NeighbourSeasonsQuery, SeasonByNameQuery } from '../economy/economy.operations';
import { rankingPageSize, useOwnRank, useRanking, type RankingRow } from '../economy/useRanking';
import './leaderboard.css';

/** Which ranking a leaderboard shows: a season's (by name; the current one when absent) or the all-time one. */
export type LeaderboardView = { kind: 'season'; seasonName?: string } | { kind: 'lifetime' };

const seasonPath = (season: SeasonFieldsFragment) => `/leaderboard/seasons/${encodeURIComponent(season.seasonName)}`;

function RankingTable({ rows, viewerId, label }: { rows: readonly RankingRow[]; viewerId: string | null; label: string }) {
  const { t, i18n } = useLingui();
  return (
    <table className="ranking-table" aria-label={label} data-testid="ranking">
      <thead>
        <tr>
          <th scope="col">{t`Rank`}</th>
          <th scope="col">{t`Listener`}</th>
          <th scope="col" className="numeric">
            {t`Points`}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const me = viewerId !== null && row.userUuid.toLowerCase() === viewerId.toLowerCase();
          const name = row.user?.displayName ?? t`Someone`;
          return (
            <tr key={row.userUuid} className={me ? 'ranking-row me' : 'ranking-row'} data-testid="ranking-row" data-user-id={row.userUuid} data-rank={row.rank} data-me={me} aria-current={me ? 'true' : undefined}>
              <td className="ranking-rank">#{row.rank}</td>
              <td>
                <Link href={`/users/${row.userUuid}`} className="ranking-user">
                  <Avatar user={{ displayName: name, avatarId: row.user?.avatarId, wornAvatar: row.user?.wornAvatar }} size="s" />
                  <span>{me ? t`${name} (you)` : name}</span>
                </Link>
              </td>
              <td className="numeric" data-testid="ranking-points" data-points={row.balance}>
                {i18n.number(row.balance)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Your own standing in a ranking, shown whether or not the page of the table has you on it. */
function OwnRank({ seasonId }: { seasonId: string | null }) {
  const { t } = useLingui();
  const own = useOwnRank(seasonId);
  if (!own.loaded) return null;
  if (!own.status) {
    return (
      <p className="own-rank muted" data-testid="own-rank" data-rank="">
        {t`You are not ranked yet: DJ songs the room loves to earn points.`}
      </p>
    );
  }
  const { rank, balance } = own.status;
  return (
    <p className="own-rank" data-testid="own-rank" data-rank={rank} data-points={balance}>
      {t`Your rank: #${rank}`} · <Plural value={balance} one="# point" other="# points" />
    </p>
  );
}

function RankingPager({ skip, total, onSkip }: { skip: number; total: number; onSkip: (skip: number) => void }) {
  const { t } = useLingui();
  if (total <= rankingPageSize) return null;
  const from = skip + 1;
  const to = Math.min(skip + rankingPageSize, total);
  return (
    <div className="ranking-pager">
      <button type="button" className="button ghost small" disabled={skip === 0} onClick={() => onSkip(Math.max(0, skip - rankingPageSize))} data-testid="ranking-previous-page">
        {t`Higher ranks`}
      </button>
      <span className="small muted">{t`${from}–${to} of ${total}`}</span>
      <button type="button" className="button ghost small" disabled={to >= total} onClick={() => onSkip(skip + rankingPageSize)} data-testid="ranking-next-page">
        {t`Lower ranks`}
      </button>
    </div>
  );
}

/** A ranking (a season's, or all time with season null) with the viewer's own rank above it. */
function Ranking({ season, label }: { season: SeasonFieldsFragment | null; label: string }) {
  const { t } = useLingui();
  const { viewer } = useApp();
  const viewerId = viewer.kind === 'user' ? viewer.id : null;
  const [skip, setSkip] = useState(0);
  const ranking = useRanking(season?.seasonName ?? null, skip);
  return (
    <>
      {viewerId && <OwnRank seasonId={season?.id ?? null} />}
      {ranking.error && <ErrorText error={describeError(ranking.error)} testId="ranking-error" />}
      {ranking.page &&
        (ranking.page.rows.length === 0 ? (
          <p className="muted" data-testid="ranking-empty">
            {t`No one has points here yet.`}
          </p>
        ) : (
          <>
            <RankingTable rows={ranking.page.rows} viewerId={viewerId} label={label} />
            <RankingPager skip={skip} total={ranking.page.total} onSkip={setSkip} />
          </>
        ))}
    </>
  );
}

/** Links to the seasons before and after a moment (a season's start, or now between seasons). */
function SeasonNavigation({ seasonStart }: { seasonStart: string }) {
  const { t } = useLingui();
  const [neighbours] = useQuery({ query: NeighbourSeasonsQuery, variables: { seasonStart } });
  const previous = neighbours.data?.previousSeason;
  const next = neighbours.data?.nextSeason;
  return (
    <nav className="season-nav" aria-label={t`Seasons`}>
      {previous ? (
        <Link href={seasonPath(previous)} className="button ghost small" data-testid="previous-season">
          ← {previous.seasonName}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={seasonPath(next)} className="button ghost small" data-testid="next-season">
          {next.seasonName} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function SeasonRanking({ seasonName }: { seasonName?: string }) {
  const { t, i18n } = useLingui();
  // Between seasons: the last one and the next one are a step away from now.
  const [now] = useState(() => new Date().toISOString());
  const [current] = useQuery({ query: CurrentSeasonQuery, pause: seasonName !== undefined });
  const [named] = useQuery({ query: SeasonByNameQuery, variables: { seasonName: seasonName ?? '' }, pause: seasonName === undefined });
  const result = seasonName === undefined ? current : named;
  const season = seasonName === undefined ? current.data?.currentSeason : named.data?.seasonByName;
  if (result.error) return <ErrorText error={describeError(result.error)} testId="season-error" />;
  if (!result.data) return <p className="muted">{t`Loading…`}</p>;
  if (!season) {
    return (
      <>
        <p className="muted" data-testid="no-season">
          {seasonName === undefined ? t`No season is running right now.` : t`There is no such season.`}
        </p>
        {seasonName === undefined && <SeasonNavigation seasonStart={now} />}
      </>
    );
  }
  const from = i18n.date(season.seasonStart, { dateStyle: 'medium' });
  const to = i18n.date(season.seasonEnd, { dateStyle: 'medium' });
  const name = season.seasonName;
  return (
    <section data-testid="season-ranking" data-season-id={season.id} data-season-name={name}>
      <div className="season-head">
        <h2 data-testid="season-name">{name}</h2>
        <p className="small muted">{t`From ${from} to ${to}`}</p>
      </div>
      <SeasonNavigation seasonStart={season.seasonStart} />
      {/* A new key per season: the page of the table starts at the top again. */}
      <Ranking key={season.id} season={season} label={t`Ranking of ${name}`} />
    </section>
  );
}

/** The leaderboard: a season's ranking (the current one first, then previous and next seasons) and the all-time one. */
export function LeaderboardPage({ view }: { view: LeaderboardView }) {
  const { t } = useLingui();
  const lifetime = view.kind === 'lifetime';
  return (
    <div className="card leaderboard" data-testid="leaderboard-page" data-view={view.kind}>
      <h1>{t`Leaderboard`}</h1>
      <nav className="tabs" aria-label={t`Rankings`}>
        <Link href="/leaderboard" className={lifetime ? 'tab' : 'tab active'} aria-current={lifetime ? undefined : 'page'} data-testid="tab-season-ranking">
          {t`Season`}
        </Link>
        <Link href="/leaderboard/all-time" className={lifetime ? 'tab active' : 'tab'} aria-current={lifetime ? 'page' : undefined} data-testid="tab-all-time-ranking">
          {t`All time`}
        </Link>
      </nav>
      {lifetime ? (
        <section data-testid="lifetime-ranking">
          <h2>{t`All-time ranking`}</h2>
          <Ranking season={null} label={t`All-time ranking`} />
        </section>
      ) : (
        <SeasonRanking seasonName={view.seasonName} />
      )}
    </div>
  );
}
