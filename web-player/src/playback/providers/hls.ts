import type Hls from 'hls.js';
import type { ErrorData, HlsConfig, LoaderContext } from 'hls.js';
import { playbackErrors } from '../errors';
import type { AudioQuality, MusicProvider } from '../types';
import { clampVolume, mediaEvent, MediaElementPlayer, type StreamUrlResolver } from './media-element';
import type { LoadRequest } from './types';

type HlsClass = typeof Hls;

let hlsModule: Promise<HlsClass> | null = null;
/** hls.js, loaded on first use (it is most of the player's weight). */
function loadHls(): Promise<HlsClass> {
  hlsModule ??= import('hls.js').then((module) => module.default);
  return hlsModule;
}

/** True when this browser can play HLS: Media Source Extensions (hls.js) or natively (Safari). */
export function hlsPlayable(): boolean {
  if (typeof window === 'undefined') return false;
  if (['MediaSource', 'ManagedMediaSource', 'WebKitMediaSource'].some((name) => typeof (window as unknown as Record<string, unknown>)[name] === 'function')) {
    return true;
  }
  return document.createElement('audio').canPlayType('application/vnd.apple.mpegurl') !== '';
}

export interface HlsPlayerOptions {
  resolveUrl: StreamUrlResolver;
  /**
   * The bearer token for the stream's AES-128 key (the REST bridge's key path wants any valid token, user or
   * guest); segments and playlists are fetched without it.
   */
  accessToken: () => Promise<string | null>;
  /** Extra hls.js settings (tests, tuning). */
  config?: Partial<HlsConfig>;
}

/** How many times a fatal network or media error is recovered from before the song fails. */
const MAX_RECOVERIES = 3;

/** The highest level index each quality allows (-1: no cap). */
export function levelCap(quality: AudioQuality, levels: number): number {
  if (levels <= 1) return -1;
  if (quality === 'low') return 0;
  if (quality === 'medium') return Math.floor((levels - 1) / 2);
  return -1;
}

/**
 * HLS streams through hls.js (the catalogue's uploads: AES-128 encrypted, the key behind a bearer token).
 * Falls back to the browser's own HLS (Safari without MSE), which cannot send the token for the key.
 */
export class HlsPlayer extends MediaElementPlayer {
  private hls: Hls | null = null;
  private quality: AudioQuality = 'medium';
  private recoveries = 0;

  constructor(
    provider: MusicProvider,
    private readonly options: HlsPlayerOptions,
  ) {
    super(provider, options.resolveUrl);
  }

  protected override mediaAttached(): boolean {
    return this.hls !== null;
  }

  override async load(request: LoadRequest): Promise<void> {
    if (request.source.type !== 'url' || !request.source.url) throw playbackErrors.missingUrl(this.provider);
    if (request.source.streamKind !== 'hls') return super.load(request);
    const signal = this.beginLoad();
    this.unload();
    const url = this.resolveUrl(request.source.url);
    const startSeconds = Math.max(0, request.startMs / 1000);
    this.quality = request.quality;
    this.media.volume = clampVolume(request.volume);
    this.media.playbackRate = 1;
    const HlsJs = await loadHls();
    if (signal.aborted) throw new DOMException('Load superseded', 'AbortError');

    if (!HlsJs.isSupported()) {
      if (this.media.canPlayType('application/vnd.apple.mpegurl') === '') throw playbackErrors.missingHandler(this.provider);
      const ready = mediaEvent(this.media, 'loadedmetadata', signal);
      this.media.src = url;
      await ready;
      this.media.currentTime = startSeconds;
      return;
    }

    const accessToken = this.options.accessToken;
    const hls = new HlsJs({
      startPosition: startSeconds,
      // An audio stream: a modest forward buffer is plenty, and keeps seeks (sync) cheap.
      maxBufferLength: 20,
      backBufferLength: 30,
      enableWorker: true,
      ...this.options.config,
      xhrSetup: async (xhr: XMLHttpRequest, requestUrl: string, context: LoaderContext) => {
        if (context.type !== 'key') return;
        const token = await accessToken();
        if (!xhr.readyState) xhr.open('GET', requestUrl, true);
        if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      },
    });
    this.hls = hls;
    this.recoveries = 0;

    const parsed = new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(new DOMException('Load superseded', 'AbortError'));
      signal.addEventListener('abort', onAbort, { once: true });
      hls.once(HlsJs.Events.MANIFEST_PARSED, () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      });
      hls.on(HlsJs.Events.ERROR, (_event, data: ErrorData) => {
        if (!data.fatal) return;
        if (this.hls !== hls) return;
        if (this.recoveries < MAX_RECOVERIES && data.type === HlsJs.ErrorTypes.MEDIA_ERROR) {
          this.recoveries++;
          hls.recoverMediaError();
          return;
        }
        if (this.recoveries < MAX_RECOVERIES && data.type === HlsJs.ErrorTypes.NETWORK_ERROR && data.details !== 'manifestLoadError') {
          this.recoveries++;
          hls.startLoad();
          return;
        }
        const error = new Error(`HLS ${data.type}: ${data.details}${data.response?.code ? ` (HTTP ${data.response.code})` : ''}`);
        signal.removeEventListener('abort', onAbort);
        reject(error);
        this.events.emit('error', error);
      });
    });
    hls.on(HlsJs.Events.MANIFEST_PARSED, () => this.applyQuality());
    hls.attachMedia(this.media);
    hls.loadSource(url);
    try {
      await parsed;
    } catch (error) {
      // A failure while loading is the load's rejection, not a later event for the caller.
      if (this.hls === hls) this.teardownHls();
      throw error;
    }
  }

  private applyQuality(): void {
    const hls = this.hls;
    if (!hls) return;
    hls.autoLevelCapping = levelCap(this.quality, hls.levels.length);
  }

  setQuality(quality: AudioQuality): void {
    this.quality = quality;
    this.applyQuality();
  }

  private teardownHls(): void {
    const hls = this.hls;
    this.hls = null;
    hls?.destroy();
  }

  protected override unload(): void {
    this.teardownHls();
    super.unload();
  }
}
