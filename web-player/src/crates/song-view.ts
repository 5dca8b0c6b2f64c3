import type { SongIdentity } from './same-song';

/** A song as the queue and crate lists show it: a crate song, or one being added (not yet answered). */
export interface ListSong extends SongIdentity {
  /** The crate song id (spec crateSongUuid); `pending:n` while an add waits for the server. */
  id: string;
  trackName: string;
  artistName: string;
  /** Seconds; null when the provider did not say. */
  duration: number | null;
  explicit: boolean;
  /** A thumbnail URL, if the song has one. */
  art: string | null;
  pending: boolean;
  /**
   * The library's rule (Song.playable): some listener can play it. Songs that cannot are never offered for the queue.
   * A provider's track not in the catalogue yet counts as playable until imported (the server has the last word).
   */
  playable: boolean;
}

/** What a crate song and a search result both say of a catalogue song. */
interface CatalogueSongFields {
  trackName: string;
  artistName: string;
  duration: number;
  explicit: boolean;
  isrc?: string | null;
  playable: boolean;
  thumbnails: readonly { provider: string; url: string }[];
  musicProviders: readonly { provider: string; id: string }[];
}

/** The fields of a crate song the lists read (the CrateSongFields fragment). */
export interface CrateSongData extends CatalogueSongFields {
  id: string;
  songId: string;
  songShortId: string;
}

/** A catalogue song of a search result (the SongSearch query). */
export interface SearchSongData extends CatalogueSongFields {
  id: string;
  shortId: string;
}

/** A provider's track of a search result, not in the catalogue yet. */
export interface ExternalTrackData {
  provider: string;
  providerId: string;
  trackName: string;
  artistName: string;
  durationSeconds?: number | null;
  explicit: boolean;
  isrc?: string | null;
  thumbnailUrl?: string | null;
}

export interface SearchResultData {
  source: string;
  song?: SearchSongData | null;
  track?: ExternalTrackData | null;
}

const providerMap = (links: readonly { provider: string; id: string }[]) =>
  Object.fromEntries(links.map((link) => [link.provider, link.id])) as Partial<Record<string, string>>;

export function fromCrateSong(song: CrateSongData): ListSong {
  return {
    id: song.id,
    crateSongId: song.id,
    songId: song.songId,
    shortId: song.songShortId,
    isrc: song.isrc ?? null,
    musicProviders: providerMap(song.musicProviders),
    trackName: song.trackName,
    artistName: song.artistName,
    duration: song.duration,
    explicit: song.explicit,
    art: song.thumbnails[0]?.url ?? null,
    pending: false,
    playable: song.playable,
  };
}

/** A search result as a song identity (for the same-song rule) and as the row an add shows until answered. */
export function fromSearchResult(result: SearchResultData, pendingId: string): ListSong | null {
  const { song, track } = result;
  if (song) {
    return {
      id: pendingId,
      crateSongId: null,
      songId: song.id,
      shortId: song.shortId,
      isrc: song.isrc ?? null,
      musicProviders: providerMap(song.musicProviders),
      trackName: song.trackName,
      artistName: song.artistName,
      duration: song.duration,
      explicit: song.explicit,
      art: song.thumbnails[0]?.url ?? null,
      pending: true,
      playable: song.playable,
    };
  }
  if (track) {
    return {
      id: pendingId,
      crateSongId: null,
      songId: null,
      shortId: null,
      isrc: track.isrc ?? null,
      musicProviders: { [track.provider]: track.providerId },
      trackName: track.trackName,
      artistName: track.artistName,
      duration: track.durationSeconds ?? null,
      explicit: track.explicit,
      art: track.thumbnailUrl ?? null,
      pending: true,
      playable: true,
    };
  }
  return null;
}

/** A stable key for a search result (a catalogue song id, or the provider's id). */
export function searchResultKey(result: SearchResultData): string {
  if (result.song) return `song:${result.song.id}`;
  if (result.track) return `${result.track.provider}:${result.track.providerId}`;
  return `none:${result.source}`;
}

/**
 * A duration the way the spec shows them (with days, hours, minutes and seconds): m:ss, h:mm:ss, or "Nd h:mm:ss".
 * Null or negative: an empty string.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const total = Math.round(seconds);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const secs = total % 60;
  const ss = String(secs).padStart(2, '0');
  if (days) return `${days}d ${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
  if (hours) return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
  return `${minutes}:${ss}`;
}

/** Total length of a list, seconds (songs of unknown length count 0). */
export function totalDuration(songs: readonly { duration: number | null }[]): number {
  return songs.reduce((sum, song) => sum + (song.duration ?? 0), 0);
}

/** The sources of some search results, each once, in the order they first appear (the filter's tabs). */
export function searchSources(results: readonly { source: string }[]): string[] {
  return [...new Set(results.map((result) => result.source))];
}

/** The results of one source; all of them for null or a source none has. */
export function resultsOfSource<T extends { source: string }>(results: readonly T[], source: string | null): T[] {
  if (source === null || !results.some((result) => result.source === source)) return [...results];
  return results.filter((result) => result.source === source);
}

/** A provider's name for people (brand names, not translated); unknown ones as given. */
export const providerDisplayNames: Readonly<Record<string, string>> = {
  apple: 'Apple Music',
  audius: 'Audius',
  napster: 'Napster',
  soundCloudPublic: 'SoundCloud',
  spotify: 'Spotify',
  uploadService: 'Uploads',
  youtube: 'YouTube',
  pandora: 'Pandora',
  deezer: 'Deezer',
  tidal: 'TIDAL',
  amazonMusic: 'Amazon Music',
  yandex: 'Yandex Music',
  spinrilla: 'Spinrilla',
  sevenDigital: '7digital',
};
