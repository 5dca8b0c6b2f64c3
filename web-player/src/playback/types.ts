/**
 * What playback works with. Kept free of React and of the generated GraphQL types so the pure logic
 * (clock, sync, provider choice, play tracking) runs in unit tests without a DOM.
 */

import type { MusicProvider } from '@backspin/contracts/music-links';
import type { NowPlayingState } from '@backspin/contracts/room-state-document';

export { musicProviders, type MusicProvider } from '@backspin/contracts/music-links';

export type StreamKind = 'hls' | 'http';

/** Spec 3, §4 and §9: low, medium or high; default medium, forced to medium for guests. */
export const audioQualities = ['low', 'medium', 'high'] as const;
export type AudioQuality = (typeof audioQualities)[number];
export const defaultAudioQuality: AudioQuality = 'medium';

/** The song playing in a room, as the room state's `nowPlaying` carries it. */
export type NowPlaying = NowPlayingState;

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
/** `unavailable`: the song has no source this player can play (told before trying, not an error of playing). */
export type PlayerState = 'idle' | 'loading' | 'playing' | 'blocked' | 'unavailable' | 'error';
