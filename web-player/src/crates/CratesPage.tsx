import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { describeError, type ErrorMessage } from '../errors';
import type { CrateFieldsFragment } from '../gql/graphql';
import { useApp } from '../session-context';
import { crateNameMax, defaultCrateName, typedCrateName } from './crate-name';
import { useCrateTitle } from './crate-title';
import { SpecialCrateQuery } from './crates.operations';
import { Announcer, Art, ConfirmAction, SongCount } from './CrateWidgets';
import { maxImportedTracks, parseTrackList } from './import-tracks';
import { QueuePanel } from './QueuePanel';
import { useCrateList, type CrateListResult } from './useCrateList';
import './crates.css';

/** Your crates (playlists), your likes list, importing a playlist, and your queue. */
export function CratesPage() {
  const { t } = useLingui();
  const { viewer } = useApp();
  if (viewer.kind !== 'user') {
    return (
      <section className="card" data-testid="crates-page">
        <h1>{t`Crates`}</h1>
        <p className="muted">{t`Sign in to keep crates of songs and a queue.`}</p>
      </section>
    );
  }
  return <SignedInCrates userId={viewer.id} />;
}

function SignedInCrates({ userId }: { userId: string }) {
  const { t } = useLingui();
  const list = useCrateList();
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [likes] = useQuery({ query: SpecialCrateQuery, variables: { kind: 'LIKES' }, requestPolicy: 'cache-and-network' });
  const crateTitle = useCrateTitle();
  const regular = list.crates.filter((crate) => crate.kind === 'REGULAR');
  const nextDefault = defaultCrateName(list.crates.map((crate) => crate.crateName));

  async function report(result: Promise<CrateListResult>, done: (crate: CrateFieldsFragment | null) => string) {
    setError(null);
    const outcome = await result;
    if (outcome.ok) setAnnouncement(done(outcome.crate));
    else setError(outcome.error);
    return outcome.ok;
  }

  return (
    <div className="crates-page" data-testid="crates-page">
      <section className="card crates-panel" aria-labelledby="crates-heading">
        <h1 id="crates-heading">{t`Your crates`}</h1>
        <CreateCrateForm
          defaultName={nextDefault}
          onCreate={(name) =>
            report(list.create(name, name ?? nextDefault, userId), (crate) => {
              const created = crate?.crateName ?? name ?? nextDefault;
              return t`Created “${created}”.`;
            })
          }
        />
        <ErrorText error={error} testId="crates-error" />
        {list.loadError !== null && <ErrorText error={describeError(list.loadError)} testId="crates-load-error" />}
        <Announcer message={announcement} testId="crates-status" />

        <ul className="crates-list" aria-label={t`Your crates`}>
          {likes.data && (
            <li className="crates-row crates-crate" data-testid="crate-likes-row" data-crate-id={likes.data.specialCrate.id}>
              <Art url={likes.data.specialCrate.thumbnails[0]} />
              <span className="crates-song-text">
                <Link href={`/crates/${likes.data.specialCrate.id}`} className="crates-song-title crates-link" data-testid="crate-likes">
                  {crateTitle(likes.data.specialCrate)}
                </Link>
                <span className="crates-song-artist">
                  <SongCount count={likes.data.specialCrate.count} />
                </span>
              </span>
            </li>
          )}
          {regular.map((crate) => (
            <CrateRow
              key={crate.id}
              crate={crate}
              pending={list.isPendingCrate(crate)}
              onRename={(name) => report(list.rename(crate.id, name), () => t`Renamed to “${name}”.`)}
              onDelete={() => {
                const deleted = crate.crateName;
                void report(list.remove(crate.id), () => t`Deleted “${deleted}”.`);
              }}
            />
          ))}
        </ul>
        {!list.loaded && list.loadError === null && <p className="muted small">{t`Loading your crates…`}</p>}
        {list.loaded && regular.length === 0 && (
          <p className="muted small" data-testid="crates-empty">
            {t`No crates yet. Create one, or import a playlist.`}
          </p>
        )}
        {list.hasMore && (
          <button type="button" className="button ghost" onClick={list.loadMore} data-testid="crates-more">
            {t`Show more crates`}
          </button>
        )}
      </section>

      <ImportForm
        defaultName={nextDefault}
        polling={list.importing}
        onImport={(tracks, name) =>
          report(list.importTracks(tracks, name, name ?? nextDefault, userId), (crate) => {
            const target = crate?.crateName ?? name ?? nextDefault;
            return t`Importing into “${target}”…`;
          })
        }
      />

      <QueuePanel />
    </div>
  );
}

function CreateCrateForm({ defaultName, onCreate }: { defaultName: string; onCreate: (name: string | null) => Promise<boolean> }) {
  const { t } = useLingui();
  const hintId = useId();
  const [name, setName] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = typedCrateName(name);
    setName('');
    void onCreate(typed).then((ok) => {
      if (!ok) setName(typed ?? '');
    });
  }

  return (
    <form className="form inline crates-form" onSubmit={onSubmit}>
      <label className="field grow">
        <span>{t`New crate`}</span>
        <input
          type="text"
          value={name}
          maxLength={crateNameMax}
          placeholder={defaultName}
          aria-describedby={hintId}
          onChange={(event) => setName(event.target.value)}
          data-testid="crate-name-input"
        />
      </label>
      <button type="submit" className="button primary" data-testid="crate-create">
        {t`Create crate`}
      </button>
      <p id={hintId} className="small muted crates-hint">
        {t`Leave the name empty to call it “${defaultName}”.`}
      </p>
    </form>
  );
}

function CrateRow({
  crate,
  pending,
  onRename,
  onDelete,
}: {
  crate: CrateFieldsFragment;
  pending: boolean;
  onRename: (name: string) => Promise<boolean>;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(crate.crateName);
  const renameButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const wasEditing = useRef(false);
  const inputId = useId();

  useEffect(() => {
    if (editing) input.current?.select();
    else if (wasEditing.current) renameButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const status =
    crate.importStatus === 'IN_PROGRESS'
      ? t`Importing…`
      : crate.importStatus === 'FAILED'
        ? t`Some tracks could not be imported`
        : crate.importStatus === 'COMPLETE'
          ? t`Imported`
          : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = typedCrateName(name);
    setEditing(false);
    if (!typed || typed === crate.crateName) return;
    void onRename(typed);
  }

  const title = crate.crateName;
  return (
    <li
      className={`crates-row crates-crate${pending ? ' crates-pending' : ''}`}
      data-testid="crate-row"
      data-crate-id={crate.id}
      data-import-status={crate.importStatus ?? ''}
      aria-busy={pending}
    >
      <Art url={crate.thumbnails[0]} />
      <span className="crates-song-text">
        {editing ? (
          <form
            className="crates-rename"
            onSubmit={onSubmit}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setEditing(false);
            }}
          >
            <label className="crates-visually-hidden" htmlFor={inputId}>
              {t`New name for “${title}”`}
            </label>
            <input
              id={inputId}
              ref={input}
              type="text"
              required
              maxLength={crateNameMax}
              value={name}
              onChange={(event) => setName(event.target.value)}
              data-testid="crate-rename-input"
            />
            <button type="submit" className="button primary crates-small" data-testid="crate-rename-save">
              {t`Save`}
            </button>
            <button type="button" className="button ghost crates-small" onClick={() => setEditing(false)} data-testid="crate-rename-cancel">
              {t`Cancel`}
            </button>
          </form>
        ) : pending ? (
          <span className="crates-song-title" data-testid="crate-name">
            {title}
          </span>
        ) : (
          <Link href={`/crates/${crate.id}`} className="crates-song-title crates-link" data-testid="crate-name">
            {title}
          </Link>
        )}
        <span className="crates-song-artist">
          <SongCount count={crate.count} />
          {status && (
            <span className={`chip crates-import crates-import-${crate.importStatus}`} aria-live="polite" data-testid="crate-import-status">
              {status}
            </span>
          )}
        </span>
      </span>
      {!editing && (
        <span className="crates-actions">
          <button
            ref={renameButton}
            type="button"
            className="button ghost crates-small"
            disabled={pending}
            onClick={() => {
              setName(crate.crateName);
              setEditing(true);
            }}
            aria-label={t`Rename “${title}”`}
            data-testid="crate-rename"
          >
            {t`Rename`}
          </button>
          <ConfirmAction
            label={t`Delete`}
            accessibleLabel={t`Delete “${title}”`}
            question={t`Delete “${title}” and its songs?`}
            confirmLabel={t`Delete`}
            disabled={pending}
            onConfirm={onDelete}
            className="button ghost crates-small"
            testId="crate-delete"
          />
        </span>
      )}
    </li>
  );
}

function ImportForm({
  defaultName,
  polling,
  onImport,
}: {
  defaultName: string;
  polling: boolean;
  onImport: (tracks: ReturnType<typeof parseTrackList>['tracks'], name: string | null) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const helpId = useId();
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<ErrorMessage | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { tracks, invalidLines } = parseTrackList(text);
    if (invalidLines.length) {
      const lines = invalidLines.join(', ');
      setProblem({ text: t`These lines are not tracks that can be imported: ${lines}.` });
      return;
    }
    if (!tracks.length) {
      setProblem({ text: t`Paste at least one track.` });
      return;
    }
    if (tracks.length > maxImportedTracks) {
      setProblem({ text: t`A playlist import takes at most ${maxImportedTracks} tracks.` });
      return;
    }
    setProblem(null);
    const typed = typedCrateName(name);
    void onImport(tracks, typed).then((ok) => {
      if (ok) {
        setText('');
        setName('');
      }
    });
  }

  return (
    <section className="card crates-panel" aria-labelledby="crates-import-heading" data-testid="crate-import">
      <h2 id="crates-import-heading">{t`Import a playlist`}</h2>
      <p id={helpId} className="small muted">
        {t`Paste tracks from Spotify, Apple Music, SoundCloud or 7digital, one per line: a track link, or the provider and the track's id (for example “spotify:track:…” or “apple 1440857790”).`}
      </p>
      <form className="form" onSubmit={onSubmit}>
        <label className="field">
          <span>{t`Crate name (optional)`}</span>
          <input
            type="text"
            value={name}
            maxLength={crateNameMax}
            placeholder={defaultName}
            onChange={(event) => setName(event.target.value)}
            data-testid="crate-import-name"
          />
        </label>
        <label className="field">
          <span>{t`Tracks`}</span>
          <textarea
            className="crates-textarea"
            rows={4}
            value={text}
            aria-describedby={helpId}
            onChange={(event) => setText(event.target.value)}
            data-testid="crate-import-input"
          />
        </label>
        <div>
          <button type="submit" className="button primary" data-testid="crate-import-submit">
            {t`Import`}
          </button>
        </div>
      </form>
      <ErrorText error={problem} testId="crate-import-error" />
      {polling && (
        <p className="small muted" data-testid="crates-polling">
          {t`Importing: the list refreshes every 5 seconds.`}
        </p>
      )}
    </section>
  );
}
