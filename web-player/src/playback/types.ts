/**
 * What playback works with. Kept free of React and of the generated GraphQL types so the pure logic
 * (clock, sync, provider choice, play tracking) runs in unit tests without a DOM.
 */

/** Spec 3, §3: the music providers a song can be found on. */
export const musicProviders = [
  'apple',
  'audius',
  'napster',
  'soundCloudPublic',
  'spotify',
  'uploadService',
  'youtube',
  'pandora',
  'deezer',
  'tidal',
  'amazonMusic',
  'yandex',
  'spinrilla',
  'sevenDigital',
] as const;
export type MusicProvider = (typeof musicProviders)[number];

export type StreamKind = 'hls' | 'http';

/** Spec 3, §4 and §9: low, medium or high; default medium, forced to medium for guests. */
export const audioQualities = ['low', 'medium', 'high'] as const;
export type AudioQuality = (typeof audioQualities)[number];
export const defaultAudioQuality: AudioQuality = 'medium';

/** The song playing in a room, as the room state's `nowPlaying` carries it. */
export interface NowPlaying {
  playId: string;
  songId: string;
  djUuid: string;
  /** When the song started for everyone (ISO, server clock). */
  startedAt: string;
  endsAt: string;
  /** Seconds. */
  duration: number;
}

/** A song as playback needs it (the fields of `song(id:)` the player asks for). */
export interface PlayableSong {
  id: string;
  trackName: string;
  artistName: string;
  /** Seconds. */
  duration: number;
  thumbnails: readonly { provider: MusicProvider; url: string }[];
  streamUrls: readonly { provider: MusicProvider; kind: StreamKind; url: string }[];
  musicProviders: readonly { provider: MusicProvider; id: string }[];
  /** The secret of a private SoundCloud track, when the song has one. */
  playbackToken?: string | null;
}

/** The state the room player shows (and tests read from `data-state`). */
export type PlayerState = 'idle' | 'loading' | 'playing' | 'blocked' | 'error';
