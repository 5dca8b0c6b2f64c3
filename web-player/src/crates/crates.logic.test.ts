import { describe, expect, it } from 'vitest';
import { defaultCrateName, lowestUnusedNumber, typedCrateName } from './crate-name';
import { anyImportInProgress, parseTrackLine, parseTrackList } from './import-tracks';
import { insertItems, moveItem, removeItem, stepIndex, updateItem } from './list-edits';
import {
  beginEdit,
  currentItems,
  emptyOptimisticList,
  failEdit,
  finishedThrough,
  hasPendingEdits,
  receiveList,
  settleEdit,
  type OptimisticList,
} from './optimistic-list';
import { findSameSong, sameSong, type SongIdentity } from './same-song';
import { formatDuration, fromSearchResult, resultsOfSource, searchSources, totalDuration } from './song-view';

const item = (id: string) => ({ id });
const ids = (items: readonly { id: string }[]) => items.map((i) => i.id).join('');

describe('list edits', () => {
  const abcd = ['a', 'b', 'c', 'd'].map(item);

  it('moves an item to the index it will have, clamped, and ignores unknown ids', () => {
    expect(ids(moveItem(abcd, 'a', 2))).toBe('bcad');
    expect(ids(moveItem(abcd, 'd', 0))).toBe('dabc');
    expect(ids(moveItem(abcd, 'b', 99))).toBe('acdb');
    expect(ids(moveItem(abcd, 'c', -3))).toBe('cabd');
    expect(ids(moveItem(abcd, 'x', 1))).toBe('abcd');
    // Re-applying a move to a list that already shows it changes nothing.
    expect(ids(moveItem(moveItem(abcd, 'a', 2), 'a', 2))).toBe('bcad');
  });

  it('removes, inserts (skipping what is present) and updates', () => {
    expect(ids(removeItem(abcd, 'b'))).toBe('acd');
    expect(ids(removeItem(removeItem(abcd, 'b'), 'b'))).toBe('acd');
    expect(ids(insertItems(abcd, [item('x'), item('y')], 1))).toBe('axybcd');
    expect(ids(insertItems(abcd, [item('x')], null))).toBe('abcdx');
    expect(ids(insertItems(abcd, [item('x')], 42))).toBe('abcdx');
    const present = (list: readonly { id: string }[], i: { id: string }) => list.some((o) => o.id === i.id);
    expect(ids(insertItems(abcd, [item('c'), item('x'), item('x')], 0, present))).toBe('xabcd');
    expect(updateItem([{ id: 'a', name: 'A' }], 'a', { name: 'B' })).toEqual([{ id: 'a', name: 'B' }]);
  });

  it('knows where move up and move down go, and when they cannot', () => {
    expect(stepIndex(abcd, 'b', -1)).toBe(0);
    expect(stepIndex(abcd, 'b', 1)).toBe(2);
    expect(stepIndex(abcd, 'a', -1)).toBeNull();
    expect(stepIndex(abcd, 'd', 1)).toBeNull();
    expect(stepIndex(abcd, 'x', 1)).toBeNull();
  });
});

describe('optimistic list', () => {
  const server = (s: OptimisticList<{ id: string }>, list: string, reflects: number) => receiveList(s, [...list].map(item), reflects);

  it('shows an edit at once, keeps it until the server shows it back, and forgets it then', () => {
    let s = server(emptyOptimisticList(), 'abc', 0);
    const move = beginEdit(s, (l) => moveItem(l, 'c', 0));
    s = move.state;
    expect(ids(currentItems(s))).toBe('cab');
    expect(hasPendingEdits(s)).toBe(true);
    expect(finishedThrough(s)).toBe(0);
    // A list asked for before the edit finished: the edit stays on top of it.
    s = server(s, 'abcd', 0);
    expect(ids(currentItems(s))).toBe('cabd');
    s = settleEdit(s, move.seq);
    expect(hasPendingEdits(s)).toBe(false);
    expect(ids(currentItems(s))).toBe('cabd');
    expect(finishedThrough(s)).toBe(1);
    // The server's list after the edit: the edit is no longer applied (the server's order wins).
    s = server(s, 'cadb', 1);
    expect(s.edits).toHaveLength(0);
    expect(ids(currentItems(s))).toBe('cadb');
  });

  it('rolls back a refused edit and keeps the others', () => {
    let s = server(emptyOptimisticList(), 'abc', 0);
    const first = beginEdit(s, (l) => removeItem(l, 'a'));
    const second = beginEdit(first.state, (l) => moveItem(l, 'c', 0));
    s = second.state;
    expect(ids(currentItems(s))).toBe('cb');
    s = failEdit(s, first.seq);
    expect(ids(currentItems(s))).toBe('cab');
    // Only the second one is still waiting: lists asked for now reflect edit 1 (it finished, refused).
    expect(finishedThrough(s)).toBe(1);
    s = settleEdit(s, second.seq);
    expect(finishedThrough(s)).toBe(2);
  });

  it('never goes back to an older "reflects"', () => {
    let s = server(emptyOptimisticList(), 'ab', 0);
    const edit = beginEdit(s, (l) => removeItem(l, 'a'));
    s = settleEdit(edit.state, edit.seq);
    s = server(s, 'b', 1);
    s = server(s, 'ab', 0); // a late answer asked for earlier: the base changes, the known edits stay known
    expect(s.reflects).toBe(1);
    expect(s.edits).toHaveLength(0);
  });
});

const song = (over: Partial<SongIdentity> = {}): SongIdentity => ({
  crateSongId: null,
  songId: 's1',
  shortId: 'short1',
  isrc: 'XXBSP2600001',
  musicProviders: { spotify: 'sp1' },
  trackName: 'Velvet Static',
  artistName: 'Moth & Meridian',
  duration: 247,
  ...over,
});

describe('same-song rule (spec 3, §5)', () => {
  const other = { songId: 's2', shortId: 'short2', isrc: 'XXBSP2600002', musicProviders: { spotify: 'sp2' }, trackName: 'Other', artistName: 'Else' };

  it('matches on each clause, in the spec order', () => {
    expect(sameSong(song({ crateSongId: 'c1' }), song({ crateSongId: 'c1' }))).toBe('SAME_CRATE_SONG');
    expect(sameSong(song(), song({ shortId: 'x', isrc: null, musicProviders: {} }))).toBe('SAME_SONG_ID');
    expect(sameSong(song(), song({ ...other, shortId: 'short1' }))).toBe('SAME_SHORT_ID');
    expect(sameSong(song(), song({ ...other, isrc: 'xxbsp2600001' }))).toBe('SAME_ISRC');
    expect(sameSong(song(), song({ ...other, musicProviders: { apple: '9', spotify: 'sp1' } }))).toBe('SAME_PROVIDER_ID');
    expect(sameSong(song(), song({ ...other, trackName: 'VELVET static', artistName: 'moth & meridian', duration: 252 }))).toBe(
      'SAME_NAMES_AND_DURATION',
    );
  });

  it('does not match different songs, durations 6 s apart, the same id on another provider, or unknown ids', () => {
    expect(sameSong(song(), song(other))).toBeNull();
    expect(sameSong(song(), song({ ...other, trackName: 'Velvet Static', artistName: 'Moth & Meridian', duration: 253 }))).toBeNull();
    expect(sameSong(song(), song({ ...other, musicProviders: { apple: 'sp1' } }))).toBeNull();
    expect(sameSong(song({ songId: null }), song({ ...other, songId: null }))).toBeNull();
    expect(sameSong(song(), song({ ...other, trackName: 'Velvet Static', artistName: 'Moth & Meridian', duration: null }))).toBeNull();
  });

  it('finds a provider track already in a list by its provider id or ISRC', () => {
    const list = [song({ songId: 'a', shortId: 'A', isrc: null, musicProviders: { uploadService: 'a' }, trackName: 'x' }), song()];
    const track = fromSearchResult(
      { source: 'spotify', track: { provider: 'spotify', providerId: 'sp1', trackName: 'T', artistName: 'A', explicit: false } },
      'pending:1',
    )!;
    expect(findSameSong(list, track)).toBe(list[1]);
    expect(findSameSong(list, { ...track, musicProviders: { spotify: 'new' } })).toBeUndefined();
  });
});

describe('default crate name (spec 3, §5)', () => {
  it('is "New Playlist #" and the lowest unused number', () => {
    expect(defaultCrateName([])).toBe('New Playlist #1');
    expect(defaultCrateName(['New Playlist #1', 'New Playlist #3', 'Road trip'])).toBe('New Playlist #2');
    expect(lowestUnusedNumber(['New Playlist #2', 'New Playlist #01', 'New Playlist #1 (copy)', 'new playlist #1'])).toBe(1);
    expect(lowestUnusedNumber(['New Playlist #1', 'New Playlist #2'])).toBe(3);
  });

  it('takes a typed name trimmed, and an empty one as "use the default"', () => {
    expect(typedCrateName('  Road trip ')).toBe('Road trip');
    expect(typedCrateName('   ')).toBeNull();
  });
});

describe('tracks to import', () => {
  it('reads provider links, URIs and "provider id" lines', () => {
    const spotify = '4uLU6hMCjMI75M1A2tKUQC';
    expect(parseTrackLine(`https://open.spotify.com/intl-es/track/${spotify}?si=abc`)).toEqual({ musicProvider: 'spotify', providerId: spotify });
    expect(parseTrackLine(`open.spotify.com/track/${spotify}`)).toEqual({ musicProvider: 'spotify', providerId: spotify });
    expect(parseTrackLine(`spotify:track:${spotify}`)).toEqual({ musicProvider: 'spotify', providerId: spotify });
    expect(parseTrackLine('https://music.apple.com/us/album/some-album/1440857781?i=1440857790')).toEqual({
      musicProvider: 'apple',
      providerId: '1440857790',
    });
    expect(parseTrackLine('https://music.apple.com/us/song/some-song/1440857790')).toEqual({ musicProvider: 'apple', providerId: '1440857790' });
    expect(parseTrackLine('https://api.soundcloud.com/tracks/123456')).toEqual({ musicProvider: 'soundCloudPublic', providerId: '123456' });
    expect(parseTrackLine('soundcloud:tracks:123456')).toEqual({ musicProvider: 'soundCloudPublic', providerId: '123456' });
    expect(parseTrackLine('7digital: 12345')).toEqual({ musicProvider: 'sevenDigital', providerId: '12345' });
    expect(parseTrackLine('Apple Music 555')).toEqual({ musicProvider: 'apple', providerId: '555' });
    expect(parseTrackLine('uploadService:00000000-0000-4000-8000-000000000101')).toEqual({
      musicProvider: 'uploadService',
      providerId: '00000000-0000-4000-8000-000000000101',
    });
  });

  it('refuses what it cannot import: other providers, page links without an id, anything else', () => {
    expect(parseTrackLine('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(parseTrackLine('https://soundcloud.com/someone/some-track')).toBeNull();
    expect(parseTrackLine('https://open.spotify.com/album/4uLU6hMCjMI75M1A2tKUQC')).toBeNull();
    expect(parseTrackLine('https://notspotify.com/track/4uLU6hMCjMI75M1A2tKUQC')).toBeNull();
    expect(parseTrackLine('deezer:123')).toBeNull();
    expect(parseTrackLine('just some words here')).toBeNull();
  });

  it('reads a list line by line, skipping blank lines and repeats, and names the bad lines', () => {
    const parsed = parseTrackList('spotify:track:4uLU6hMCjMI75M1A2tKUQC\n\nnot a track\r\napple 5\nspotify 4uLU6hMCjMI75M1A2tKUQC\n');
    expect(parsed).toEqual({
      tracks: [
        { musicProvider: 'spotify', providerId: '4uLU6hMCjMI75M1A2tKUQC' },
        { musicProvider: 'apple', providerId: '5' },
      ],
      invalidLines: [3],
    });
  });

  it('polls while some crate is importing', () => {
    expect(anyImportInProgress([{ importStatus: null }, { importStatus: 'IN_PROGRESS' }])).toBe(true);
    expect(anyImportInProgress([{ importStatus: 'COMPLETE' }, { importStatus: 'FAILED' }, {}])).toBe(false);
  });
});

describe('song display', () => {
  it('shows durations with days, hours, minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(247)).toBe('4:07');
    expect(formatDuration(3_725)).toBe('1:02:05');
    expect(formatDuration(90_061)).toBe('1d 1:01:01');
    expect(formatDuration(null)).toBe('');
    expect(totalDuration([{ duration: 60 }, { duration: null }, { duration: 7 }])).toBe(67);
  });

  it('filters search results by source, tabs in order of appearance', () => {
    const results = [{ source: 'catalogue' }, { source: 'spotify' }, { source: 'catalogue' }, { source: 'soundCloudPublic' }];
    expect(searchSources(results)).toEqual(['catalogue', 'spotify', 'soundCloudPublic']);
    expect(resultsOfSource(results, 'catalogue')).toHaveLength(2);
    expect(resultsOfSource(results, null)).toHaveLength(4);
    expect(resultsOfSource(results, 'apple')).toHaveLength(4);
  });
});
