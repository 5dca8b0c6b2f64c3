import type { MusicProvider } from './types';

/** Why a song cannot play, in words a listener is shown (the player translates it; the spec's text goes to the log). */
export type PlaybackProblem = 'noSource' | 'needsAccount' | 'notConfigured';

/** A playback failure with one of the spec's texts (spec 3, §8): internal wording for the log, never shown. */
export class PlaybackError extends Error {
  override readonly name = 'PlaybackError';
  constructor(
    message: string,
    readonly problem: PlaybackProblem = 'noSource',
  ) {
    super(message);
  }
}

/** The spec's playback error texts, word for word. */
export const playbackErrors = {
  missingHandler: (provider: MusicProvider) => new PlaybackError(`Missing play handler for ${provider}`),
  missingUrl: (provider: MusicProvider) => new PlaybackError(`Missing URL to play from ${provider}`),
  missingId: (provider: MusicProvider) => new PlaybackError(`Missing ID to play from ${provider}`),
  unknownProvider: () => new PlaybackError('Unknown provider'),
  noSoundCloudToken: () => new PlaybackError('No SoundCloud public token', 'needsAccount'),
  noSpotifyToken: () => new PlaybackError('No Spotify token', 'needsAccount'),
  configurationValueMissing: (key: string) => new PlaybackError(`configuration-value-missing key:${key}`, 'notConfigured'),
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
