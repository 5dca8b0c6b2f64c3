import { restResourceUrl } from '../../rest-url';
import { AutoplayBlockedError, isAbortRejection, isAutoplayRejection, playbackErrors } from '../errors';
import type { MusicProvider } from '../types';
import { PlayerEvents, type LoadRequest, type ProviderPlayer, type ProviderPlayerEvent, type ProviderPlayerListener } from './types';

/** HAVE_FUTURE_DATA: the element has data beyond the current position (it is not stalled). */
const HAVE_FUTURE_DATA = 3;

/** Turns a stream path (the REST bridge's, e.g. /api/room-service/songs/{id}/hls-playlist) into a URL. */
export type StreamUrlResolver = (url: string) => string;

/** Resolves a path against the REST bridge's base URL; absolute URLs pass unchanged. */
export function restStreamUrl(restUrl: string | undefined, url: string): string {
  if (!restUrl && !/^[a-z][a-z0-9+.-]*:/i.test(url)) throw playbackErrors.configurationValueMissing('restUrl');
  return restResourceUrl(restUrl, url);
}

/** Waits for one of the media element's events; rejects on its `error` event. */
export function mediaEvent(media: HTMLMediaElement, event: keyof HTMLMediaElementEventMap, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      media.removeEventListener(event, onEvent);
      media.removeEventListener('error', onError);
      signal?.removeEventListener('abort', onAbort);
    };
    const onEvent = () => {
      done();
      resolve();
    };
    const onError = () => {
      done();
      reject(new Error(`Media error ${media.error?.code ?? ''} ${media.error?.message ?? ''}`.trim()));
    };
    const onAbort = () => {
      done();
      reject(new DOMException('Load superseded', 'AbortError'));
    };
    media.addEventListener(event, onEvent);
    media.addEventListener('error', onError);
    signal?.addEventListener('abort', onAbort);
  });
}

/**
 * A provider whose songs are plain audio files (sevenDigital, audius, SoundCloud stream URLs, any `http`
 * stream), played in an <audio> element. The HLS player builds on it.
 */
export class MediaElementPlayer implements ProviderPlayer {
  readonly supportsRate: boolean = true;
  protected readonly media: HTMLAudioElement;
  protected readonly events = new PlayerEvents();
  /** Aborted when the next load (or a stop) replaces the one under way. */
  protected loading: AbortController | null = null;
  private readonly detach: () => void;

  constructor(
    readonly provider: MusicProvider,
    protected readonly resolveUrl: StreamUrlResolver = (url) => url,
  ) {
    this.media = document.createElement('audio');
    this.media.preload = 'auto';
    const onEnded = () => this.events.emit('ended');
    const onError = () => {
      // Errors while nothing is loaded (the src removed by stop) are not failures.
      if (!this.media.getAttribute('src') && !this.mediaAttached()) return;
      this.events.emit('error', new Error(`Media error ${this.media.error?.code ?? ''} ${this.media.error?.message ?? ''}`.trim()));
    };
    this.media.addEventListener('ended', onEnded);
    this.media.addEventListener('error', onError);
    this.detach = () => {
      this.media.removeEventListener('ended', onEnded);
      this.media.removeEventListener('error', onError);
    };
  }

  /** The element, for diagnostics and tests. */
  get element(): HTMLAudioElement {
    return this.media;
  }

  /** True when something other than `src` feeds the element (a MediaSource from hls.js). */
  protected mediaAttached(): boolean {
    return false;
  }

  /** Starts a new load: aborts the previous one and returns this one's signal. */
  protected beginLoad(): AbortSignal {
    this.loading?.abort();
    this.loading = new AbortController();
    return this.loading.signal;
  }

  async load(request: LoadRequest): Promise<void> {
    if (request.source.type !== 'url' || !request.source.url) throw playbackErrors.missingUrl(this.provider);
    const signal = this.beginLoad();
    this.unload();
    const url = this.resolveUrl(request.source.url);
    this.media.volume = clampVolume(request.volume);
    this.media.playbackRate = 1;
    const ready = mediaEvent(this.media, 'loadedmetadata', signal);
    this.media.src = url;
    await ready;
    this.media.currentTime = Math.max(0, request.startMs / 1000);
  }

  async play(): Promise<void> {
    try {
      await this.media.play();
    } catch (error) {
      if (isAutoplayRejection(error)) throw new AutoplayBlockedError();
      // A new load or a stop interrupted this play: not a failure.
      if (isAbortRejection(error)) return;
      throw error;
    }
  }

  pause(): void {
    this.media.pause();
  }

  /** Removes the source (which also stops any download). */
  protected unload(): void {
    this.media.pause();
    if (this.media.getAttribute('src')) {
      this.media.removeAttribute('src');
      this.media.load();
    }
  }

  stop(): void {
    this.loading?.abort();
    this.loading = null;
    this.unload();
  }

  seek(ms: number): void {
    this.media.currentTime = Math.max(0, ms / 1000);
  }

  position(): number | null {
    if (this.media.paused || this.media.ended || this.media.readyState < HAVE_FUTURE_DATA) return null;
    return this.media.currentTime * 1000;
  }

  /** The element's position whatever its state, ms (for the sync benchmark). */
  rawPosition(): number {
    return this.media.currentTime * 1000;
  }

  isSeeking(): boolean {
    return this.media.seeking;
  }

  setVolume(volume: number): void {
    this.media.volume = clampVolume(volume);
  }

  playbackRate(): number {
    return this.media.playbackRate;
  }

  setPlaybackRate(rate: number): void {
    this.media.playbackRate = rate;
  }

  on(event: ProviderPlayerEvent, listener: ProviderPlayerListener): () => void {
    return this.events.on(event, listener);
  }

  destroy(): void {
    this.stop();
    this.detach();
    this.events.clear();
  }
}

export const clampVolume = (volume: number) => (Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 1);
