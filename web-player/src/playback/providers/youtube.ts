import { AutoplayBlockedError, playbackErrors } from '../errors';
import { loadScript, waitForGlobal } from './script-loader';
import { SeekOnlyPlayer, type LoadRequest, type ProviderPlayer } from './types';

/** The parts of the YouTube IFrame Player API used here. */
interface YTPlayer {
  loadVideoById(options: { videoId: string; startSeconds?: number }): void;
  cueVideoById(options: { videoId: string; startSeconds?: number }): void;
  playVideo(): void;
  pauseVideo(): void;
  stopVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getPlayerState(): number;
  setVolume(volume: number): void;
  destroy(): void;
}
interface YTNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      width?: number;
      height?: number;
      videoId?: string;
      playerVars?: Record<string, number | string>;
      events?: {
        onReady?: () => void;
        onStateChange?: (event: { data: number }) => void;
        onError?: (event: { data: number }) => void;
      };
    },
  ) => YTPlayer;
}
type YouTubeWindow = Window & { YT?: Partial<YTNamespace>; onYouTubeIframeAPIReady?: () => void };

const STATE = { ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } as const;
/** How long play() waits for the video to start before it takes autoplay as blocked. */
const START_TIMEOUT_MS = 4_000;

export const YOUTUBE_SDK_URL = 'https://www.youtube.com/iframe_api';

/**
 * YouTube through the IFrame Player API (id-based). The SDK script loads on the first song that needs it.
 * Its playback rate only takes a few fixed values, so sync seeks instead of nudging.
 */
export class YouTubePlayer extends SeekOnlyPlayer implements ProviderPlayer {
  readonly provider = 'youtube' as const;
  private player: YTPlayer | null = null;
  private ready: Promise<YTPlayer> | null = null;
  private container: HTMLElement | null = null;
  private stateWaiters = new Set<(state: number) => void>();

  constructor(private readonly sdkUrl: string = YOUTUBE_SDK_URL) {
    super();
  }

  private setup(): Promise<YTPlayer> {
    this.ready ??= (async () => {
      const scope = window as YouTubeWindow;
      await loadScript(this.sdkUrl);
      const YT = await waitForGlobal(() => (typeof scope.YT?.Player === 'function' ? (scope.YT as YTNamespace) : undefined));
      const container = document.createElement('div');
      container.className = 'playback-offscreen';
      const target = document.createElement('div');
      container.appendChild(target);
      document.body.appendChild(container);
      this.container = container;
      return new Promise<YTPlayer>((resolve) => {
        const player = new YT.Player(target, {
          width: 200,
          height: 200,
          playerVars: { autoplay: 0, controls: 0, disablekb: 1, playsinline: 1 },
          events: {
            onReady: () => resolve(player),
            onStateChange: (event) => {
              for (const waiter of [...this.stateWaiters]) waiter(event.data);
              if (event.data === STATE.ENDED) this.events.emit('ended');
            },
            onError: (event) => this.events.emit('error', new Error(`YouTube error ${event.data}`)),
          },
        });
        this.player = player;
      });
    })();
    this.ready.catch(() => {
      this.ready = null;
    });
    return this.ready;
  }

  async load(request: LoadRequest): Promise<void> {
    if (request.source.type !== 'id' || !request.source.id) throw playbackErrors.missingId(this.provider);
    const player = await this.setup();
    player.setVolume(Math.round(request.volume * 100));
    player.cueVideoById({ videoId: request.source.id, startSeconds: Math.max(0, request.startMs / 1000) });
  }

  play(): Promise<void> {
    const player = this.player;
    if (!player) return Promise.reject(playbackErrors.missingHandler(this.provider));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.stateWaiters.delete(waiter);
        reject(new AutoplayBlockedError());
      }, START_TIMEOUT_MS);
      const waiter = (state: number) => {
        if (state !== STATE.PLAYING) return;
        clearTimeout(timer);
        this.stateWaiters.delete(waiter);
        resolve();
      };
      this.stateWaiters.add(waiter);
      player.playVideo();
    });
  }

  pause(): void {
    this.player?.pauseVideo();
  }

  stop(): void {
    this.player?.stopVideo();
  }

  seek(ms: number): void {
    this.player?.seekTo(Math.max(0, ms / 1000), true);
  }

  position(): number | null {
    if (!this.player || this.player.getPlayerState() !== STATE.PLAYING) return null;
    return this.player.getCurrentTime() * 1000;
  }

  isSeeking(): boolean {
    return this.player?.getPlayerState() === STATE.BUFFERING;
  }

  setVolume(volume: number): void {
    this.player?.setVolume(Math.round(volume * 100));
  }

  destroy(): void {
    this.player?.destroy();
    this.player = null;
    this.ready = null;
    this.container?.remove();
    this.container = null;
    this.stateWaiters.clear();
    this.events.clear();
  }
}
