import type { MusicProvider } from './types';

/** A playback failure with one of the spec's texts (spec 3, §8). */
export class PlaybackError extends Error {
  override readonly name = 'PlaybackError';
}

/** The spec's playback error texts, word for word. */
export const playbackErrors = {
  missingHandler: (provider: MusicProvider) => new PlaybackError(`Missing play handler for ${provider}`),
  missingUrl: (provider: MusicProvider) => new PlaybackError(`Missing URL to play from ${provider}`),
  missingId: (provider: MusicProvider) => new PlaybackError(`Missing ID to play from ${provider}`),
  unknownProvider: () => new PlaybackError('Unknown provider'),
  noSoundCloudToken: () => new PlaybackError('No SoundCloud public token'),
  noSpotifyToken: () => new PlaybackError('No Spotify token'),
  configurationValueMissing: (key: string) => new PlaybackError(`configuration-value-missing key:${key}`),
};

/** The browser refused to start audio without a user gesture: the player offers a "Start listening" button. */
export class AutoplayBlockedError extends Error {
  override readonly name = 'AutoplayBlockedError';
  constructor() {
    super('The browser blocked autoplay');
  }
}

/** True for the rejection `HTMLMediaElement.play()` (and the SDKs) give when autoplay is not allowed. */
export function isAutoplayRejection(error: unknown): boolean {
  if (error instanceof AutoplayBlockedError) return true;
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'NotAllowedError';
}

/** A media element's `play()` was interrupted by a new load or a pause: not a failure. */
export function isAbortRejection(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
