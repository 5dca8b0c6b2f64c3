/**
 * Spec 3, §5: two songs are the same if crateSongUuid matches, or song id, short id or isrc match, or a provider id
 * matches, or durations are within 5 s and track and artist names match ignoring case. The library applies it when
 * songs are added (subgraphs/library/src/crate-songs/crate-song.service.ts, `sameSong`); the player applies the
 * same rule to show which search results a crate already has and to keep an optimistic add from showing twice.
 */
export const sameSongSeconds = 5;

export interface SongIdentity {
  crateSongId?: string | null;
  /** The catalogue song id; null for a provider track not imported yet. */
  songId: string | null;
  shortId?: string | null;
  isrc?: string | null;
  /** Provider name to the song's id there. */
  musicProviders: Readonly<Partial<Record<string, string>>>;
  trackName: string;
  artistName: string;
  /** Seconds; null when unknown (then the names clause cannot hold). */
  duration: number | null;
}

export type SameSongReason =
  | 'SAME_CRATE_SONG'
  | 'SAME_SONG_ID'
  | 'SAME_SHORT_ID'
  | 'SAME_ISRC'
  | 'SAME_PROVIDER_ID'
  | 'SAME_NAMES_AND_DURATION';

/** The first clause of the rule that holds, or null. */
export function sameSong(a: SongIdentity, b: SongIdentity): SameSongReason | null {
  if (a.crateSongId && a.crateSongId === b.crateSongId) return 'SAME_CRATE_SONG';
  if (a.songId && a.songId === b.songId) return 'SAME_SONG_ID';
  if (a.shortId && a.shortId === b.shortId) return 'SAME_SHORT_ID';
  if (a.isrc && b.isrc && a.isrc.toUpperCase() === b.isrc.toUpperCase()) return 'SAME_ISRC';
  for (const [provider, id] of Object.entries(a.musicProviders)) {
    if (id && b.musicProviders[provider] === id) return 'SAME_PROVIDER_ID';
  }
  if (
    a.duration !== null &&
    b.duration !== null &&
    Math.abs(a.duration - b.duration) <= sameSongSeconds &&
    a.trackName.toLowerCase() === b.trackName.toLowerCase() &&
    a.artistName.toLowerCase() === b.artistName.toLowerCase()
  ) {
    return 'SAME_NAMES_AND_DURATION';
  }
  return null;
}

/** The first song of `songs` that is the same as `song`, or undefined. */
export function findSameSong<T extends SongIdentity>(songs: readonly T[], song: SongIdentity): T | undefined {
  return songs.find((other) => sameSong(song, other) !== null);
}
