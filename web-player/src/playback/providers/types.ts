import type { AudioQuality, MusicProvider, PlayableSong, StreamKind } from '../types';

/** Where a song plays from on one provider: a stream URL (URL-based providers) or the provider's id (id-based). */
export type PlaySource =
  | { provider: MusicProvider; type: 'url'; url: string; streamKind: StreamKind }
  | { provider: MusicProvider; type: 'id'; id: string };

export interface LoadRequest {
  song: PlayableSong;
  source: PlaySource;
  /** Where to start, ms into the song. */
  startMs: number;
  /** When the song ends for everyone (ms since the epoch, server clock). */
  endsAt: number;
  quality: AudioQuality;
  /** 0 to 1. */
  volume: number;
}

export type ProviderPlayerEvent = 'ended' | 'error';
export type ProviderPlayerListener = (error?: Error) => void;

/**
 * One music provider's player. Every provider (an <audio> element, hls.js, an SDK in an iframe) sits behind
 * this interface, so the room player and the sync controller treat them alike.
 */
export interface ProviderPlayer {
  readonly provider: MusicProvider;
  /** False when the playback rate cannot be set: sync then only seeks. */
  readonly supportsRate: boolean;
  /** Loads a song (replacing any other) ready to play at `startMs`; rejects with a PlaybackError when it cannot. */
  load(request: LoadRequest): Promise<void>;
  /** Starts or resumes; rejects with AutoplayBlockedError when the browser wants a user gesture first. */
  play(): Promise<void>;
  pause(): void;
  /** Stops and unloads: nothing plays or downloads until the next load. */
  stop(): void;
  seek(ms: number): void;
  /** The position now, ms; null while nothing is playing (not loaded, paused, waiting for data). */
  position(): number | null;
  isSeeking(): boolean;
  setVolume(volume: number): void;
  playbackRate(): number;
  setPlaybackRate(rate: number): void;
  /** Picks the stream quality, where the provider offers several (HLS levels). */
  setQuality?(quality: AudioQuality): void;
  on(event: ProviderPlayerEvent, listener: ProviderPlayerListener): () => void;
  /** The media element playing, for players built on one (the sync benchmark reads its currentTime). */
  readonly element?: HTMLMediaElement | null;
  /** Stops and releases everything (elements, SDK players). */
  destroy(): void;
}

/** A small event helper for the players. */
export class PlayerEvents {
  private readonly listeners: Record<ProviderPlayerEvent, Set<ProviderPlayerListener>> = { ended: new Set(), error: new Set() };

  on(event: ProviderPlayerEvent, listener: ProviderPlayerListener): () => void {
    this.listeners[event].add(listener);
    return () => this.listeners[event].delete(listener);
  }

  emit(event: ProviderPlayerEvent, error?: Error): void {
    for (const listener of [...this.listeners[event]]) listener(error);
  }

  clear(): void {
    this.listeners.ended.clear();
    this.listeners.error.clear();
  }
}

/**
 * What every player inside a provider's SDK or iframe shares: its playback rate cannot be set (sync seeks instead
 * of nudging), and it reports `ended` and `error` through PlayerEvents.
 */
export abstract class SeekOnlyPlayer {
  readonly supportsRate: boolean = false;
  protected readonly events = new PlayerEvents();

  playbackRate(): number {
    return 1;
  }

  setPlaybackRate(): void {
    // Not supported: sync only seeks.
  }

  on(event: ProviderPlayerEvent, listener: ProviderPlayerListener): () => void {
    return this.events.on(event, listener);
  }
}
