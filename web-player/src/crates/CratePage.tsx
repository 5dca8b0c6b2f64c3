import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useClient } from 'urql';
import { Link, useLocation } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { describeError, type ErrorMessage } from '../errors';
import { useApp } from '../session-context';
import { describeEditError } from './crate-errors';
import { announceCrateChange } from './crate-events';
import { crateNameMax, typedCrateName } from './crate-name';
import { useCrateTitle } from './crate-title';
import {
  AddCrateSongsMutation,
  CopyCrateMutation,
  MoveCrateSongMutation,
  ReplaceQueueFromCrateMutation,
  UpdateCrateMutation,
} from './crates.operations';
import { CrateExport } from './CrateExport';
import { Announcer, ConfirmAction, SongCount, UnplayableNote } from './CrateWidgets';
import { ImportFailures } from './ImportFailures';
import { SongList } from './SongList';
import { SongSearch } from './SongSearch';
import { formatDuration, totalDuration, type ListSong } from './song-view';
import { answer, useCrateSongs } from './useCrateSongs';
import './crates.css';

/**
 * One crate: its songs (300 per page), reordered by drag or keyboard, removed, added from search, and renamed by its
 * owner; anyone may queue its songs ("play next", "add to queue") or replace their queue with it.
 */
export function CratePage({ id }: { id: string }) {
  const { t } = useLingui();
  const { viewer } = useApp();
  const client = useClient();
  const [, navigate] = useLocation();
  const crate = useCrateSongs({ id });
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A rename shows at once and is rolled back if refused.
  const [renamedTo, setRenamedTo] = useState<string | null>(null);
  const info = crate.crate;
  const signedIn = viewer.kind === 'user';
  const own = signedIn && info?.userId === viewer.id;
  const regular = info?.kind === 'REGULAR';
  const crateTitle = useCrateTitle();
  const name = info && info.kind !== 'REGULAR' ? crateTitle(info) : (renamedTo ?? info?.crateName ?? '');

  const done = (message: string) => {
    setError(null);
    setAnnouncement(message);
  };
  const failed = (caught: unknown) => setError(describeEditError(caught));

  async function rename(next: string) {
    setError(null);
    setRenamedTo(next);
    try {
      await answer(client.mutation(UpdateCrateMutation, { id, input: { crateName: next } }).toPromise());
      done(t`Renamed to “${next}”.`);
      announceCrateChange([id]);
      await crate.refetch();
    } catch (caught) {
      failed(caught);
    } finally {
      setRenamedTo(null);
    }
  }

  /** "Play next" puts the song first in the queue (moving it there if it is queued already); "add to queue" last. */
  const toQueue = useCallback(
    async (song: ListSong, next: boolean) => {
      if (!song.songId) return;
      setError(null);
      const title = song.trackName;
      try {
        const result = await answer(
          client.mutation(AddCrateSongsMutation, { crate: { special: 'QUEUE' }, songIds: [song.songId], position: next ? 0 : null }).toPromise(),
        );
        const duplicate = result.addCrateSongs.skipped[0]?.duplicateOfCrateSongId;
        if (next && duplicate) {
          await answer(client.mutation(MoveCrateSongMutation, { crate: { special: 'QUEUE' }, crateSongId: duplicate, newPosition: 0 }).toPromise());
        }
        announceCrateChange(['QUEUE']);
        if (next) done(t`“${title}” plays next from your queue.`);
        else done(duplicate ? t`“${title}” is already in your queue.` : t`Added “${title}” to your queue.`);
      } catch (caught) {
        failed(caught);
      }
    },
    [client, t],
  );

  async function replaceQueue() {
    setError(null);
    try {
      await answer(client.mutation(ReplaceQueueFromCrateMutation, { sourceCrateId: id }).toPromise());
      announceCrateChange(['QUEUE']);
      done(t`Your queue now has the songs of “${name}”.`);
    } catch (caught) {
      failed(caught);
    }
  }

  async function copy() {
    setError(null);
    try {
      const copied = await answer(client.mutation(CopyCrateMutation, { id }).toPromise());
      navigate(`/crates/${copied.copyCrate.id}`);
    } catch (caught) {
      failed(caught);
    }
  }

  const count = crate.songs.length;
  return (
    <div className="crates-page">
      <section className="card crates-panel" data-testid="crate-page" data-crate-id={id} aria-labelledby="crate-heading">
        <p className="small">
          <Link href="/crates" className="crates-link" data-testid="crate-back">
            {t`← Your crates`}
          </Link>
        </p>
        {crate.loadError !== null && !info && <ErrorText error={describeError(crate.loadError)} testId="crate-load-error" />}
        {!info && crate.loadError === null && <p className="muted small">{t`Loading…`}</p>}
        {info && (
          <>
            <div className="crates-heading">
              <h1 id="crate-heading" data-testid="crate-title">
                {name}
              </h1>
              <span className="small muted" data-testid="crate-summary">
                <SongCount count={info.count} />
                {count > 0 && ` · ${formatDuration(totalDuration(crate.songs))}`}
              </span>
            </div>
            {info.description && <p className="muted">{info.description}</p>}
            {own && regular && <RenameForm current={info.crateName} onRename={(next) => void rename(next)} />}
            <div className="crates-toolbar" role="group" aria-label={t`Crate actions`}>
              {signedIn && info.kind !== 'QUEUE' && (
                <ConfirmAction
                  label={t`Replace my queue with this crate`}
                  question={t`Replace the songs in your queue with the songs of “${name}”?`}
                  confirmLabel={t`Replace the queue`}
                  disabled={count === 0}
                  onConfirm={() => void replaceQueue()}
                  testId="crate-replace-queue"
                />
              )}
              {own && count > 1 && (
                <button
                  type="button"
                  className="button ghost"
                  onClick={() =>
                    void crate.shuffle().then((outcome) => (outcome.ok ? done(t`The crate was shuffled.`) : setError(outcome.error)))
                  }
                  data-testid="crate-shuffle"
                >
                  {t`Shuffle`}
                </button>
              )}
              {signedIn && !own && (
                <button type="button" className="button ghost" onClick={() => void copy()} data-testid="crate-copy">
                  {t`Copy to my crates`}
                </button>
              )}
            </div>
            {viewer.kind === 'user' && count > 0 && <CrateExport crateId={id} crateName={name} userId={viewer.id} />}
            {info.importStatus === 'FAILED' && <ImportFailures crateId={id} />}
          </>
        )}
        <ErrorText error={error} testId="crate-error" />
        <Announcer message={announcement} testId="crate-status" />
        {info && own && (
          <SongSearch
            existing={crate.songs}
            onAdd={(result) => crate.add(result)}
            label={t`Add songs to this crate`}
            destination={name}
            inputTestId="crate-search-input"
          />
        )}
        {info && crate.loaded && count === 0 && (
          <p className="muted small" data-testid="crate-empty">
            {own ? t`No songs yet. Search for songs to add them.` : t`No songs yet.`}
          </p>
        )}
        <SongList
          songs={crate.songs}
          editable={own}
          prefix="crate"
          label={t`Songs in “${name}”`}
          onMove={crate.move}
          onRemove={crate.remove}
          onError={setError}
          extra={signedIn && info?.kind !== 'QUEUE' ? (song) => <QueueButtons song={song} onQueue={toQueue} /> : undefined}
        />
        {crate.hasMore && (
          <button type="button" className="button ghost" onClick={crate.loadMore} data-testid="crate-more">
            {t`Show more songs`}
          </button>
        )}
      </section>
    </div>
  );
}

/** "Play next" and "add to queue" for one song of the crate; a song no listener can play is not offered, and says why. */
function QueueButtons({ song, onQueue }: { song: ListSong; onQueue: (song: ListSong, next: boolean) => Promise<void> }) {
  const { t } = useLingui();
  const whyId = useId();
  const title = song.trackName;
  const unplayable = !song.playable;
  return (
    <>
      {unplayable && <UnplayableNote id={whyId} />}
      <button
        type="button"
        className="button ghost crates-small"
        disabled={song.pending || unplayable}
        onClick={() => void onQueue(song, true)}
        aria-label={t`Play “${title}” next`}
        aria-describedby={unplayable ? whyId : undefined}
        data-testid="crate-song-play-next"
      >
        {t`Play next`}
      </button>
      <button
        type="button"
        className="button ghost crates-small"
        disabled={song.pending || unplayable}
        onClick={() => void onQueue(song, false)}
        aria-label={t`Add “${title}” to your queue`}
        aria-describedby={unplayable ? whyId : undefined}
        data-testid="crate-song-add-to-queue"
      >
        {t`Add to queue`}
      </button>
    </>
  );
}

function RenameForm({ current, onRename }: { current: string; onRename: (name: string) => void }) {
  const { t } = useLingui();
  const inputId = useId();
  const [value, setValue] = useState(current);
  const typedRef = useRef(false);
  // Follow the server's name until the user types.
  useEffect(() => {
    if (!typedRef.current) setValue(current);
  }, [current]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = typedCrateName(value);
    typedRef.current = false;
    if (!typed) {
      setValue(current);
      return;
    }
    if (typed !== current) onRename(typed);
  }

  return (
    <form className="form inline crates-form" onSubmit={onSubmit}>
      <label className="field grow" htmlFor={inputId}>
        <span>{t`Crate name`}</span>
        <input
          id={inputId}
          type="text"
          required
          maxLength={crateNameMax}
          value={value}
          onChange={(event) => {
            typedRef.current = true;
            setValue(event.target.value);
          }}
          data-testid="crate-rename-input"
        />
      </label>
      <button type="submit" className="button ghost" data-testid="crate-rename">
        {t`Rename`}
      </button>
    </form>
  );
}
