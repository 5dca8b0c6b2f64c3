import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { EndedPlayQuery, RecentSongPlaysQuery } from './room.operations';

const SHOWN = 10;

interface RecentPlay {
  id: string;
  playedAt: string;
  voteCounts: { up: number; down: number };
  dj: { id: string; displayName: string };
  song: { id: string; trackName: string; artistName: string } | null;
}

/**
 * The room's recently played songs. When the playing song changes, the one that ended joins the list at once
 * (spec 3, §4: a played-song event adds an entry to the recent songs), read from the room's own play record;
 * the library records it a moment later, under the same id, and the list is asked again.
 */
export function RecentPlays({ roomSlug, playId }: { roomSlug: string; playId: string | null }) {
  const { t, i18n } = useLingui();
  const client = useClient();
  const [result, refetch] = useQuery({ query: RecentSongPlaysQuery, variables: { roomSlug, limit: SHOWN } });
  const [ended, setEnded] = useState<RecentPlay[]>([]);
  const previous = useRef<string | null>(playId);

  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  useEffect(() => {
    const endedPlayId = previous.current;
    previous.current = playId;
    if (!endedPlayId || endedPlayId === playId) return;
    // Not cancelled when this effect runs again: each ended play is asked for once and kept.
    void client
      .query(EndedPlayQuery, { id: endedPlayId }, { requestPolicy: 'network-only' })
      .toPromise()
      .then(({ data }) => {
        const play = data?.roomPlay;
        if (!mounted.current || !play) return;
        const entry: RecentPlay = { id: play.id, playedAt: play.startedAt, voteCounts: { up: play.upVotes, down: play.downVotes }, dj: play.dj, song: play.song };
        setEnded((list) => [entry, ...list.filter((p) => p.id !== entry.id)].slice(0, SHOWN));
      });
  }, [playId, client]);

  useEffect(() => {
    refetch({ requestPolicy: 'network-only' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again when the play changes, not when urql renews refetch
  }, [playId]);

  const plays = useMemo(() => {
    const byId = new Map<string, RecentPlay>();
    for (const play of [...ended, ...(result.data?.recentSongPlays ?? [])]) if (!byId.has(play.id)) byId.set(play.id, play);
    return [...byId.values()].sort((a, b) => Date.parse(b.playedAt) - Date.parse(a.playedAt)).slice(0, SHOWN);
  }, [ended, result.data]);

  return (
    <section className="card recent-plays" aria-labelledby="recent-plays-title" data-testid="recent-plays">
      <h2 id="recent-plays-title">{t`Recently played`}</h2>
      {plays.length === 0 ? (
        <p className="small muted">{t`Nothing played here yet.`}</p>
      ) : (
        <ol className="recent-list">
          {plays.map((play) => (
            <li key={play.id} data-testid="recent-play" data-song-id={play.song?.id ?? ''}>
              <span className="recent-song">{play.song ? `${play.song.trackName} · ${play.song.artistName}` : t`A song no longer in the catalogue`}</span>
              <span className="small muted">
                {t`by ${play.dj.displayName}, ${i18n.date(play.playedAt, { timeStyle: 'short' })}`} · ▲ {play.voteCounts.up} ▼ {play.voteCounts.down}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
