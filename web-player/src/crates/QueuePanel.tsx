import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useQuery } from 'urql';
import { ErrorText } from '../components/ErrorText';
import { describeError, type ErrorMessage } from '../errors';
import { useApp } from '../session-context';
import { crateLimits } from './crates.constants';
import { MyCratesQuery } from './crates.operations';
import { useCrateTitle } from './crate-title';
import { Announcer, ConfirmAction, SongCount } from './CrateWidgets';
import { SongList } from './SongList';
import { SongSearch } from './SongSearch';
import { formatDuration, totalDuration } from './song-view';
import { useCrateSongs, type EditResult } from './useCrateSongs';
import './crates.css';

/**
 * The signed-in user's queue (the special crate "default"): what they play next when they DJ. The room page shows it
 * beside the stage; the crates page shows it too. `refreshKey`: load the queue again when it changes (a song was
 * played: the rotation moved the first song to the end).
 */
export function QueuePanel({ refreshKey }: { refreshKey?: unknown }) {
  const { t } = useLingui();
  const { viewer } = useApp();
  if (viewer.kind !== 'user') {
    return (
      <section className="card crates-panel" data-testid="queue-panel" aria-label={t`Your queue`}>
        <h2>{t`Your queue`}</h2>
        <p className="muted small">{t`Sign in to keep a queue of songs to play when you DJ.`}</p>
      </section>
    );
  }
  return <SignedInQueue refreshKey={refreshKey} />;
}

function SignedInQueue({ refreshKey }: { refreshKey?: unknown }) {
  const { t } = useLingui();
  const headingId = useId();
  const queue = useCrateSongs({ special: 'QUEUE' }, refreshKey);
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [sourceId, setSourceId] = useState('');
  // The crates the queue can be replaced from: the caller's crates and likes list (first page).
  const [mine] = useQuery({ query: MyCratesQuery, variables: { offset: 0, limit: crateLimits.listPage } });
  const sources = (mine.data?.myCrates ?? []).filter((crate) => crate.kind !== 'QUEUE');
  const chosen = sources.find((crate) => crate.id === sourceId) ?? sources[0] ?? null;
  const crateTitle = useCrateTitle();
  const chosenName = chosen ? crateTitle(chosen) : '';
  const count = queue.songs.length;

  async function report(result: Promise<EditResult>, done: string) {
    setError(null);
    const outcome = await result;
    if (outcome.ok) setAnnouncement(done);
    else setError(outcome.error);
  }

  return (
    <section className="card crates-panel" data-testid="queue-panel" aria-labelledby={headingId}>
      <div className="crates-heading">
        <h2 id={headingId}>{t`Your queue`}</h2>
        {queue.loaded && (
          <span className="small muted" data-testid="queue-summary">
            <SongCount count={count} />
            {count > 0 && ` · ${formatDuration(totalDuration(queue.songs))}`}
          </span>
        )}
      </div>

      <SongSearch
        existing={queue.songs}
        onAdd={(result) => queue.add(result)}
        label={t`Add songs to your queue`}
        destination={t`your queue`}
        inputTestId="queue-search-input"
        forQueue
      />

      <div className="crates-toolbar" role="group" aria-label={t`Queue actions`}>
        <button
          type="button"
          className="button ghost"
          disabled={count < 2}
          onClick={() => void report(queue.shuffle(), t`Your queue was shuffled.`)}
          data-testid="queue-shuffle"
        >
          {t`Shuffle`}
        </button>
        <ConfirmAction
          label={t`Clear`}
          accessibleLabel={t`Clear your queue`}
          question={t`Remove every song from your queue?`}
          confirmLabel={t`Clear the queue`}
          disabled={count === 0}
          onConfirm={() => void report(queue.clear(), t`Your queue is empty.`)}
          testId="queue-clear"
        />
      </div>

      {chosen && (
        <div className="crates-toolbar crates-replace">
          <label className="field grow">
            <span>{t`Replace the queue with a crate`}</span>
            <select
              className="crates-select"
              value={chosen.id}
              onChange={(event) => setSourceId(event.target.value)}
              data-testid="queue-replace-select"
            >
              {sources.map((crate) => (
                <option key={crate.id} value={crate.id}>
                  {crateTitle(crate)}
                </option>
              ))}
            </select>
          </label>
          <ConfirmAction
            label={t`Replace`}
            accessibleLabel={t`Replace your queue with “${chosenName}”`}
            question={t`Replace the songs in your queue with the songs of “${chosenName}”?`}
            confirmLabel={t`Replace the queue`}
            onConfirm={() => void report(queue.replaceFrom(chosen.id), t`Your queue now has the songs of “${chosenName}”.`)}
            testId="queue-replace"
          />
        </div>
      )}

      <ErrorText error={error} testId="queue-error" />
      {queue.loadError !== null && <ErrorText error={describeError(queue.loadError)} testId="queue-load-error" />}
      <Announcer message={announcement} testId="queue-status" />

      {!queue.loaded && queue.loadError === null && <p className="muted small">{t`Loading your queue…`}</p>}
      {queue.loaded && count === 0 && (
        <p className="muted small" data-testid="queue-empty">
          {t`Your queue is empty. Search for songs to add them.`}
        </p>
      )}
      <SongList
        songs={queue.songs}
        editable
        prefix="queue"
        label={t`Songs in your queue`}
        onMove={queue.move}
        onRemove={queue.remove}
        onError={setError}
      />
      {queue.hasMore && (
        <button type="button" className="button ghost" onClick={queue.loadMore} data-testid="queue-more">
          {t`Show more songs`}
        </button>
      )}
    </section>
  );
}
