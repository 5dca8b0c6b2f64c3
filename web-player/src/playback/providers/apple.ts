import { AutoplayBlockedError, isAutoplayRejection, playbackErrors } from '../errors';
import { loadScript, waitForGlobal } from './script-loader';
import { SeekOnlyPlayer, type LoadRequest, type ProviderPlayer } from './types';

/** The parts of MusicKit JS (v3) used here. */
interface MusicKitInstance {
  setQueue(options: { song: string; startPlaying?: boolean }): Promise<unknown>;
  play(): Promise<void>;
  pause(): void;
  stop(): void;
  seekToTime(seconds: number): Promise<void>;
  currentPlaybackTime: number;
  isPlaying: boolean;
  volume: number;
  addEventListener(event: 'playbackStateDidChange', listener: (event: { state: number }) => void): void;
  addEventListener(event: 'mediaPlaybackError', listener: (event: { message?: string }) => void): void;
}
interface MusicKitNamespace {
  configure(options: { developerToken: string; app: { name: string; build: string }; storefrontId?: string }): Promise<MusicKitInstance>;
  getInstance(): MusicKitInstance;
  PlaybackStates?: Record<string, number>;
}
type MusicKitWindow = Window & { MusicKit?: MusicKitNamespace };

export const MUSICKIT_SDK_URL = 'https://js-cdn.music.apple.com/musickit/v3/musickit.js';
/** Spec 3, §9: the default Apple storefront. */
export const DEFAULT_APPLE_STOREFRONT = 'us';

export interface ApplePlayerOptions {
  /** The deployment's MusicKit developer token (config.providers.appleDeveloperToken). */
  developerToken: string | undefined;
  sdkUrl?: string;
  storefront?: string;
}

/**
 * Apple Music through MusicKit JS (id-based). Without the listener's Apple Music sign-in MusicKit plays
 * previews. No rate control: sync seeks.
 */
export class ApplePlayer extends SeekOnlyPlayer implements ProviderPlayer {
  readonly provider = 'apple' as const;
  private music: Promise<MusicKitInstance> | null = null;
  private instance: MusicKitInstance | null = null;
  private seeking = false;

  constructor(private readonly options: ApplePlayerOptions) {
    super();
  }

  private setup(): Promise<MusicKitInstance> {
    const developerToken = this.options.developerToken;
    if (!developerToken) return Promise.reject(playbackErrors.configurationValueMissing('appleDeveloperToken'));
    this.music ??= (async () => {
      await loadScript(this.options.sdkUrl ?? MUSICKIT_SDK_URL);
      const MusicKit = await waitForGlobal(() => (window as MusicKitWindow).MusicKit);
      const music = await MusicKit.configure({
        developerToken,
        app: { name: 'Backspin', build: '1.0' },
        storefrontId: this.options.storefront ?? DEFAULT_APPLE_STOREFRONT,
      });
      const completed = MusicKit.PlaybackStates?.completed ?? MusicKit.PlaybackStates?.ended;
      music.addEventListener('playbackStateDidChange', ({ state }) => {
        if (completed !== undefined && state === completed) this.events.emit('ended');
      });
      music.addEventListener('mediaPlaybackError', (event) => this.events.emit('error', new Error(`Apple Music: ${event.message ?? 'playback error'}`)));
      this.instance = music;
      return music;
    })();
    this.music.catch(() => {
      this.music = null;
    });
    return this.music;
  }

  async load(request: LoadRequest): Promise<void> {
    if (request.source.type !== 'id' || !request.source.id) throw playbackErrors.missingId(this.provider);
    const music = await this.setup();
    music.volume = request.volume;
    await music.setQueue({ song: request.source.id, startPlaying: false });
    await music.seekToTime(Math.max(0, request.startMs / 1000));
  }

  async play(): Promise<void> {
    const music = this.instance;
    if (!music) throw playbackErrors.missingHandler(this.provider);
    try {
      await music.play();
    } catch (error) {
      if (isAutoplayRejection(error)) throw new AutoplayBlockedError();
      throw error;
    }
  }

  pause(): void {
    this.instance?.pause();
  }

  stop(): void {
    this.instance?.stop();
  }

  seek(ms: number): void {
    const music = this.instance;
    if (!music) return;
    this.seeking = true;
    void music.seekToTime(Math.max(0, ms / 1000)).finally(() => {
      this.seeking = false;
    });
  }

  position(): number | null {
    const music = this.instance;
    if (!music || !music.isPlaying) return null;
    return music.currentPlaybackTime * 1000;
  }

  isSeeking(): boolean {
    return this.seeking;
  }

  setVolume(volume: number): void {
    if (this.instance) this.instance.volume = volume;
  }

  destroy(): void {
    this.instance?.stop();
    this.instance = null;
    this.music = null;
    this.events.clear();
  }
}
