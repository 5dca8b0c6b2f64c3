import { Plural, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { ErrorText } from '../components/ErrorText';
import { describeError, type ErrorMessage } from '../errors';
import { crateLimits } from './crates.constants';
import { SongSearchQuery } from './crates.operations';
import { Art, ExplicitMark, UnplayableNote } from './CrateWidgets';
import { findSameSong } from './same-song';
import {
  formatDuration,
  fromSearchResult,
  providerDisplayNames,
  resultsOfSource,
  searchResultKey,
  searchSources,
  type ListSong,
  type SearchResultData,
} from './song-view';
import type { EditResult } from './useCrateSongs';
import { useDebouncedValue } from '../components/useDebouncedValue';

/**
 * Song search to add to a crate (spec 3, §2): one box, results filtered by source (the catalogue, then each music
 * provider that answered), input debounced 300 ms, an empty term shows nothing. Results the crate already has (spec
 * 3, §5 same-song rule) are marked and cannot be added again. For the queue, a catalogue song no listener can play
 * (Song.playable) is not offered: its add button is disabled and the row says why.
 */
export function SongSearch({
  existing,
  onAdd,
  label,
  destination,
  inputTestId,
  forQueue = false,
}: {
  existing: readonly ListSong[];
  onAdd: (result: SearchResultData) => Promise<EditResult>;
  /** The box's label. */
  label: string;
  /** Where an added song goes, for the add buttons' labels ("your queue", "Road trip"). */
  destination: string;
  inputTestId: string;
  /** The songs go to a queue: only playable ones are offered. */
  forQueue?: boolean;
}) {
  const { t } = useLingui();
  const resultsId = useId();
  const [term, setTerm] = useState('');
  const [source, setSource] = useState<string | null>(null);
  const [adding, setAdding] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [note, setNote] = useState('');
  const q = useDebouncedValue(term.trim(), crateLimits.searchDebounceMs);
  const [search] = useQuery({
    query: SongSearchQuery,
    variables: { q, limit: crateLimits.searchPage },
    pause: q === '',
  });

  // An empty box shows nothing, at once (not after the debounce).
  const results: SearchResultData[] = term.trim() && q ? (search.data?.search ?? []) : [];
  const sources = searchSources(results);
  const shown = resultsOfSource(results, source);
  const selected = source !== null && sources.includes(source) ? source : null;
  const sourceName = (name: string) => (name === 'catalogue' ? t`Catalogue` : (providerDisplayNames[name] ?? name));

  async function add(result: SearchResultData) {
    const key = searchResultKey(result);
    const title = (result.song ?? result.track)?.trackName ?? '';
    setError(null);
    setNote('');
    setAdding((keys) => new Set(keys).add(key));
    const outcome = await onAdd(result);
    setAdding((keys) => {
      const next = new Set(keys);
      next.delete(key);
      return next;
    });
    if (!outcome.ok) setError(outcome.error);
    else setNote(outcome.alreadyThere ? t`“${title}” is already in ${destination}.` : t`Added “${title}” to ${destination}.`);
  }

  let status: ReactNode = null;
  if (term.trim() && q) {
    if (search.fetching && !search.data) status = t`Searching…`;
    else if (!search.error && results.length === 0 && !search.fetching) status = t`No songs found.`;
    else if (results.length) {
      const found = results.length;
      status = <Plural value={found} one="# result" other="# results" />;
    }
  }

  return (
    <div className="crates-search" role="search" aria-label={label}>
      <label className="field">
        <span>{label}</span>
        <input
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={t`Song or artist`}
          autoComplete="off"
          aria-controls={resultsId}
          data-testid={inputTestId}
        />
      </label>
      {sources.length > 1 && (
        <div className="crates-tabs" role="group" aria-label={t`Show results from`}>
          <button
            type="button"
            className="crates-tab"
            aria-pressed={selected === null}
            onClick={() => setSource(null)}
            data-testid="search-source"
            data-source="all"
          >
            {t`All`}
          </button>
          {sources.map((name) => (
            <button
              key={name}
              type="button"
              className="crates-tab"
              aria-pressed={selected === name}
              onClick={() => setSource(name)}
              data-testid="search-source"
              data-source={name}
            >
              {sourceName(name)}
            </button>
          ))}
        </div>
      )}
      <p className="small muted crates-status" aria-live="polite" data-testid="search-status">
        {status}
      </p>
      {search.error && term.trim() && <ErrorText error={describeError(search.error)} testId="search-error" />}
      <ErrorText error={error} testId="search-add-error" />
      {note && (
        <p className="small success" role="status" data-testid="search-note">
          {note}
        </p>
      )}
      <ul className="crates-results" id={resultsId} aria-label={t`Search results`}>
        {shown.map((result) => {
          const key = searchResultKey(result);
          const song = fromSearchResult(result, key);
          if (!song) return null;
          const inList = findSameSong(existing, song) !== undefined;
          const busy = adding.has(key);
          const title = song.trackName;
          const unplayable = forQueue && !song.playable;
          const whyId = `${resultsId}-unplayable-${key}`;
          let addLabel = t`Add “${title}” to ${destination}`;
          if (inList) addLabel = t`“${title}” is already in ${destination}`;
          else if (unplayable) addLabel = t`“${title}” can't be added to ${destination}: it has no source anyone can play`;
          return (
            <li
              key={key}
              className="crates-row"
              data-testid="search-result"
              data-source={result.source}
              data-in-list={inList}
              data-playable={song.playable}
            >
              <Art url={song.art} />
              <span className="crates-song-text">
                <span className="crates-song-title">
                  {title} {song.explicit && <ExplicitMark />}
                </span>
                <span className="crates-song-artist">
                  {song.artistName}
                  <span className="crates-source"> · {sourceName(result.source)}</span>
                </span>
                {unplayable && <UnplayableNote id={whyId} />}
              </span>
              <span className="crates-duration">{formatDuration(song.duration)}</span>
              <span className="crates-actions">
                <button
                  type="button"
                  className="button ghost crates-small"
                  disabled={inList || busy || unplayable}
                  onClick={() => void add(result)}
                  aria-label={addLabel}
                  aria-describedby={unplayable && !inList ? whyId : undefined}
                  data-testid="search-add"
                >
                  {busy ? t`Adding…` : inList ? t`Added` : unplayable ? t`Can't be queued` : t`Add`}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
