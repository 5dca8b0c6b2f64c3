import { AutoplayBlockedError, PlaybackError, playbackErrors } from '../errors';
import type { AudioQuality } from '../types';
import { HlsPlayer } from './hls';
import type { StreamUrlResolver } from './media-element';
import { loadScript, waitForGlobal } from './script-loader';
import { PlayerEvents, SeekOnlyPlayer, type LoadRequest, type ProviderPlayer, type ProviderPlayerEvent, type ProviderPlayerListener } from './types';

export const SOUNDCLOUD_WIDGET_SDK_URL = 'https://w.soundcloud.com/player/api.js';
const WIDGET_PAGE_URL = 'https://w.soundcloud.com/player/';

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};

/** A SoundCloud API address (tracks/{id}/streams): answers the track's stream URLs, with the OAuth token. */
export const isSoundCloudApiUrl = (url: string) => ['api.soundcloud.com', 'api-v2.soundcloud.com'].includes(hostOf(url));
/** A track's page on soundcloud.com: played through the Widget API. */
export const isSoundCloudPermalink = (url: string) =>
  ['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com', 'on.soundcloud.com'].includes(hostOf(url));

/** What SoundCloud's `tracks/{id}/streams` answers. */
export interface SoundCloudStreams {
  http_mp3_128_url?: string;
  hls_mp3_128_url?: string;
  hls_aac_160_url?: string;
  hls_opus_64_url?: string;
  preview_mp3_128_url?: string;
}

/** The stream to play for a quality: the 160 kbit/s AAC one for high where there is one, else MP3 128. */
export function pickSoundCloudStream(streams: SoundCloudStreams, quality: AudioQuality): { url: string; kind: 'hls' | 'http' } | null {
  const order: [keyof SoundCloudStreams, 'hls' | 'http'][] =
    quality === 'high'
      ? [['hls_aac_160_url', 'hls'], ['http_mp3_128_url', 'http'], ['hls_mp3_128_url', 'hls']]
      : quality === 'low'
        ? [['hls_opus_64_url', 'hls'], ['http_mp3_128_url', 'http'], ['hls_mp3_128_url', 'hls']]
        : [['http_mp3_128_url', 'http'], ['hls_mp3_128_url', 'hls']];
  for (const [key, kind] of order) {
    const url = streams[key];
    if (url) return { url, kind };
  }
  return null;
}

export interface SoundCloudPlayerOptions {
  resolveUrl: StreamUrlResolver;
  /** The Backspin access token (only for Backspin-hosted HLS keys, passed on to the HLS player). */
  accessToken: () => Promise<string | null>;
  /** A SoundCloud public access token (sent as OAuth); without it and without a client id: "No SoundCloud public token". */
  publicToken?: () => Promise<string | null>;
  /** The deployment's SoundCloud client id (config.providers.soundcloudClientId), sent as client_id. */
  clientId?: string;
  /** A fresh public token after 401/403 (spec 3, §4: refreshed and retried once). */
  refreshPublicToken?: () => Promise<string | null>;
  /** The Widget API may be used (SoundCloud configured for this deployment). */
  widget: boolean;
  widgetSdkUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Asks SoundCloud for a track's streams: with the public access token (refreshed and retried once on 401 or 403,
 * spec 3, §4), else with the deployment's client id; a private track's secret goes along.
 */
export async function resolveSoundCloudStreams(
  url: string,
  secretToken: string | null | undefined,
  options: Pick<SoundCloudPlayerOptions, 'publicToken' | 'refreshPublicToken' | 'clientId' | 'fetch'>,
): Promise<SoundCloudStreams> {
  const token = (await options.publicToken?.()) ?? null;
  if (!token && !options.clientId) throw playbackErrors.noSoundCloudToken();
  const address = new URL(url);
  if (secretToken) address.searchParams.set('secret_token', secretToken);
  if (!token && options.clientId) address.searchParams.set('client_id', options.clientId);
  const doFetch = options.fetch ?? fetch;
  const send = (value: string | null) =>
    doFetch(address.href, { headers: value ? { authorization: `OAuth ${value}`, accept: 'application/json' } : { accept: 'application/json' } });
  let response = await send(token);
  if (token && (response.status === 401 || response.status === 403) && options.refreshPublicToken) {
    const fresh = await options.refreshPublicToken();
    if (!fresh) throw playbackErrors.noSoundCloudToken();
    response = await send(fresh);
  }
  if (!response.ok) throw new Error(`SoundCloud: HTTP ${response.status}`);
  return (await response.json()) as SoundCloudStreams;
}

/** The parts of the SoundCloud Widget API used here. */
interface SCWidget {
  bind(event: string, listener: (data?: { currentPosition?: number }) => void): void;
  load(url: string, options: { auto_play?: boolean; callback?: () => void }): void;
  play(): void;
  pause(): void;
  seekTo(ms: number): void;
  setVolume(volume: number): void;
}
interface SCNamespace {
  Widget: ((iframe: HTMLIFrameElement) => SCWidget) & { Events: Record<'READY' | 'PLAY' | 'PAUSE' | 'FINISH' | 'ERROR' | 'PLAY_PROGRESS', string> };
}
type SoundCloudWindow = Window & { SC?: SCNamespace };

const START_TIMEOUT_MS = 4_000;

/** A SoundCloud track page played in SoundCloud's own widget (an iframe), through its Widget API. */
class SoundCloudWidgetPlayer extends SeekOnlyPlayer implements ProviderPlayer {
  readonly provider = 'soundCloudPublic' as const;
  private widget: Promise<{ widget: SCWidget; Events: SCNamespace['Widget']['Events'] }> | null = null;
  private instance: SCWidget | null = null;
  private iframe: HTMLIFrameElement | null = null;
  private progress: { position: number; at: number } | null = null;
  private playing = false;
  private playWaiters = new Set<() => void>();

  constructor(private readonly sdkUrl: string) {
    super();
  }

  private setup(firstUrl: string) {
    this.widget ??= (async () => {
      await loadScript(this.sdkUrl);
      const SC = await waitForGlobal(() => (window as SoundCloudWindow).SC);
      const iframe = document.createElement('iframe');
      iframe.className = 'playback-offscreen';
      iframe.allow = 'autoplay';
      iframe.title = 'SoundCloud';
      iframe.src = `${WIDGET_PAGE_URL}?url=${encodeURIComponent(firstUrl)}&auto_play=false`;
      document.body.appendChild(iframe);
      this.iframe = iframe;
      const widget = SC.Widget(iframe);
      const Events = SC.Widget.Events;
      await new Promise<void>((resolve) => widget.bind(Events.READY, () => resolve()));
      widget.bind(Events.PLAY, () => {
        this.playing = true;
        for (const waiter of [...this.playWaiters]) waiter();
      });
      widget.bind(Events.PAUSE, () => {
        this.playing = false;
      });
      widget.bind(Events.PLAY_PROGRESS, (data) => {
        if (typeof data?.currentPosition === 'number') this.progress = { position: data.currentPosition, at: performance.now() };
      });
      widget.bind(Events.FINISH, () => {
        this.playing = false;
        this.events.emit('ended');
      });
      widget.bind(Events.ERROR, () => this.events.emit('error', new Error('SoundCloud widget error')));
      this.instance = widget;
      return { widget, Events };
    })();
    this.widget.catch(() => {
      this.widget = null;
    });
    return this.widget;
  }

  async load(request: LoadRequest): Promise<void> {
    if (request.source.type !== 'url' || !request.source.url) throw playbackErrors.missingUrl(this.provider);
    const url = request.source.url;
    const fresh = this.widget === null;
    const { widget } = await this.setup(url);
    if (!fresh) await new Promise<void>((resolve) => widget.load(url, { auto_play: false, callback: resolve }));
    this.playing = false;
    this.progress = null;
    widget.setVolume(Math.round(request.volume * 100));
    widget.seekTo(Math.max(0, request.startMs));
  }

  play(): Promise<void> {
    const widget = this.instance;
    if (!widget) return Promise.reject(playbackErrors.missingHandler(this.provider));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.playWaiters.delete(waiter);
        reject(new AutoplayBlockedError());
      }, START_TIMEOUT_MS);
      const waiter = () => {
        clearTimeout(timer);
        this.playWaiters.delete(waiter);
        resolve();
      };
      this.playWaiters.add(waiter);
      widget.play();
    });
  }

  pause(): void {
    this.instance?.pause();
  }

  stop(): void {
    this.instance?.pause();
    this.playing = false;
  }

  seek(ms: number): void {
    this.progress = null;
    this.instance?.seekTo(Math.max(0, ms));
  }

  position(): number | null {
    if (!this.playing || !this.progress) return null;
    return this.progress.position + (performance.now() - this.progress.at);
  }

  isSeeking(): boolean {
    return this.playing && this.progress === null;
  }

  setVolume(volume: number): void {
    this.instance?.setVolume(Math.round(volume * 100));
  }

  destroy(): void {
    this.stop();
    this.iframe?.remove();
    this.iframe = null;
    this.instance = null;
    this.widget = null;
    this.playWaiters.clear();
    this.events.clear();
  }
}

/**
 * soundCloudPublic (URL-based). Its stream URL is one of: a plain audio or HLS URL (played like any other
 * stream), a SoundCloud API streams address (resolved with the public token: "No SoundCloud public token"
 * without one), or a track page (the Widget API, when SoundCloud is configured).
 */
export class SoundCloudPlayer implements ProviderPlayer {
  readonly provider = 'soundCloudPublic' as const;
  private readonly events = new PlayerEvents();
  private stream: HlsPlayer | null = null;
  private widget: SoundCloudWidgetPlayer | null = null;
  private active: ProviderPlayer | null = null;

  constructor(private readonly options: SoundCloudPlayerOptions) {}

  get supportsRate(): boolean {
    return this.active?.supportsRate ?? true;
  }

  private adopt<T extends ProviderPlayer>(player: T): T {
    player.on('ended', () => {
      if (this.active === player) this.events.emit('ended');
    });
    player.on('error', (error) => {
      if (this.active === player) this.events.emit('error', error);
    });
    return player;
  }

  private switchTo(next: ProviderPlayer): ProviderPlayer {
    if (this.active && this.active !== next) this.active.stop();
    this.active = next;
    return next;
  }

  async load(request: LoadRequest): Promise<void> {
    if (request.source.type !== 'url' || !request.source.url) throw playbackErrors.missingUrl(this.provider);
    const url = request.source.url;
    if (isSoundCloudPermalink(url)) {
      if (!this.options.widget) throw playbackErrors.configurationValueMissing('soundCloudPublic');
      this.widget ??= this.adopt(new SoundCloudWidgetPlayer(this.options.widgetSdkUrl ?? SOUNDCLOUD_WIDGET_SDK_URL));
      return this.switchTo(this.widget).load(request);
    }
    this.stream ??= this.adopt(new HlsPlayer(this.provider, { resolveUrl: this.options.resolveUrl, accessToken: this.options.accessToken }));
    const player = this.switchTo(this.stream);
    if (!isSoundCloudApiUrl(url)) return player.load(request);
    const streams = await resolveSoundCloudStreams(url, request.song.playbackToken, this.options);
    const picked = pickSoundCloudStream(streams, request.quality);
    if (!picked) throw new PlaybackError('SoundCloud: no stream for this track');
    return player.load({ ...request, source: { provider: this.provider, type: 'url', url: picked.url, streamKind: picked.kind } });
  }

  play(): Promise<void> {
    return this.active ? this.active.play() : Promise.reject(playbackErrors.missingHandler(this.provider));
  }

  pause(): void {
    this.active?.pause();
  }

  stop(): void {
    this.active?.stop();
  }

  seek(ms: number): void {
    this.active?.seek(ms);
  }

  position(): number | null {
    return this.active?.position() ?? null;
  }

  isSeeking(): boolean {
    return this.active?.isSeeking() ?? false;
  }

  setVolume(volume: number): void {
    this.stream?.setVolume(volume);
    this.widget?.setVolume(volume);
  }

  playbackRate(): number {
    return this.active?.playbackRate() ?? 1;
  }

  setPlaybackRate(rate: number): void {
    this.active?.setPlaybackRate(rate);
  }

  setQuality(quality: AudioQuality): void {
    this.stream?.setQuality(quality);
  }

  on(event: ProviderPlayerEvent, listener: ProviderPlayerListener): () => void {
    return this.events.on(event, listener);
  }

  /** The <audio> element when a stream plays (the sync benchmark reads its currentTime). */
  get element(): HTMLAudioElement | null {
    return this.active === this.stream ? (this.stream?.element ?? null) : null;
  }

  destroy(): void {
    this.stream?.destroy();
    this.widget?.destroy();
    this.stream = null;
    this.widget = null;
    this.active = null;
    this.events.clear();
  }
}
