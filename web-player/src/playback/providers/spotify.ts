import { AutoplayBlockedError, playbackErrors } from '../errors';
import { loadScript, waitForGlobal } from './script-loader';
import { SeekOnlyPlayer, type LoadRequest, type ProviderPlayer } from './types';

/** The parts of the Spotify Web Playback SDK used here. */
interface SpotifyState {
  position: number;
  duration: number;
  paused: boolean;
  track_window: { current_track: { id: string | null } | null; previous_tracks: { id: string | null }[] };
}
interface SpotifySdkPlayer {
  connect(): Promise<boolean>;
  disconnect(): void;
  addListener(event: 'ready' | 'not_ready', callback: (data: { device_id: string }) => void): void;
  addListener(event: 'player_state_changed', callback: (state: SpotifyState | null) => void): void;
  addListener(
    event: 'initialization_error' | 'authentication_error' | 'account_error' | 'playback_error' | 'autoplay_failed',
    callback: (error: { message: string }) => void,
  ): void;
  resume(): Promise<void>;
  pause(): Promise<void>;
  seek(ms: number): Promise<void>;
  setVolume(volume: number): Promise<void>;
  activateElement?(): Promise<void>;
}
interface SpotifyNamespace {
  Player: new (options: { name: string; getOAuthToken: (callback: (token: string) => void) => void; volume?: number }) => SpotifySdkPlayer;
}
type SpotifyWindow = Window & { Spotify?: SpotifyNamespace; onSpotifyWebPlaybackSDKReady?: () => void };

export const SPOTIFY_SDK_URL = 'https://sdk.scdn.co/spotify-player.js';
export const SPOTIFY_API_URL = 'https://api.spotify.com/v1';

export interface SpotifyPlayerOptions {
  /** The listener's Spotify access token (null: none, "No Spotify token"). */
  token: () => Promise<string | null>;
  /** A fresh token after the API said 401 (spec 3, §4: refreshed and retried once). */
  refreshToken?: () => Promise<string | null>;
  sdkUrl?: string;
  apiUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Spotify through the Web Playback SDK (id-based): this browser becomes a Spotify Connect device and the Web
 * API starts the track on it at the start position. Needs the listener's Spotify token (Premium). No rate
 * control: sync seeks.
 */
export class SpotifyPlayer extends SeekOnlyPlayer implements ProviderPlayer {
  readonly provider = 'spotify' as const;
  private device: Promise<{ player: SpotifySdkPlayer; deviceId: string }> | null = null;
  private sdkPlayer: SpotifySdkPlayer | null = null;
  private state: { position: number; paused: boolean; at: number } | null = null;
  private trackId: string | null = null;
  private autoplayFailed = false;
  private volume = 1;

  constructor(private readonly options: SpotifyPlayerOptions) {
    super();
  }

  private async token(): Promise<string> {
    const token = await this.options.token();
    if (!token) throw playbackErrors.noSpotifyToken();
    return token;
  }

  private connect(): Promise<{ player: SpotifySdkPlayer; deviceId: string }> {
    this.device ??= (async () => {
      const scope = window as SpotifyWindow;
      // The SDK calls this global when it has loaded and fails without it.
      scope.onSpotifyWebPlaybackSDKReady ??= () => undefined;
      await loadScript(this.options.sdkUrl ?? SPOTIFY_SDK_URL);
      const Spotify = await waitForGlobal(() => scope.Spotify);
      const player = new Spotify.Player({
        name: 'Backspin',
        volume: this.volume,
        getOAuthToken: (callback) => void this.options.token().then((token) => callback(token ?? '')),
      });
      this.sdkPlayer = player;
      player.addListener('player_state_changed', (state) => this.onState(state));
      player.addListener('autoplay_failed', () => {
        this.autoplayFailed = true;
      });
      player.addListener('playback_error', (error) => this.events.emit('error', new Error(`Spotify: ${error.message}`)));
      player.addListener('account_error', (error) => this.events.emit('error', new Error(`Spotify: ${error.message}`)));
      const deviceId = await new Promise<string>((resolve, reject) => {
        player.addListener('ready', ({ device_id }) => resolve(device_id));
        player.addListener('initialization_error', (error) => reject(new Error(`Spotify: ${error.message}`)));
        player.addListener('authentication_error', (error) => reject(new Error(`Spotify: ${error.message}`)));
        void player.connect().then((connected) => {
          if (!connected) reject(new Error('Spotify: could not connect'));
        });
      });
      return { player, deviceId };
    })();
    this.device.catch(() => {
      this.device = null;
    });
    return this.device;
  }

  private onState(state: SpotifyState | null): void {
    if (!state) return;
    const previous = this.state;
    this.state = { position: state.position, paused: state.paused, at: performance.now() };
    // The track finished: the SDK pauses at 0 with it among the previous tracks.
    const finished =
      state.paused &&
      state.position === 0 &&
      previous !== null &&
      !previous.paused &&
      state.track_window.previous_tracks.some((track) => track.id === this.trackId);
    if (finished) this.events.emit('ended');
  }

  /** Starts the track on this device through the Web API, refreshing the token once on 401. */
  private async startOnDevice(deviceId: string, trackId: string, positionMs: number): Promise<void> {
    const doFetch = this.options.fetch ?? fetch;
    const send = (token: string) =>
      doFetch(`${this.options.apiUrl ?? SPOTIFY_API_URL}/me/player/play?device_id=${encodeURIComponent(deviceId)}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ uris: [`spotify:track:${trackId}`], position_ms: Math.max(0, Math.round(positionMs)) }),
      });
    let response = await send(await this.token());
    if (response.status === 401 && this.options.refreshToken) {
      const fresh = await this.options.refreshToken();
      if (!fresh) throw playbackErrors.noSpotifyToken();
      response = await send(fresh);
    }
    if (!response.ok) throw new Error(`Spotify: HTTP ${response.status}`);
  }

  async load(request: LoadRequest): Promise<void> {
    if (request.source.type !== 'id' || !request.source.id) throw playbackErrors.missingId(this.provider);
    await this.token();
    this.volume = request.volume;
    const { player, deviceId } = await this.connect();
    await player.setVolume(request.volume);
    this.trackId = request.source.id.replace(/^spotify:track:/, '');
    this.autoplayFailed = false;
    this.state = null;
    await this.startOnDevice(deviceId, this.trackId, request.startMs);
  }

  async play(): Promise<void> {
    const player = this.sdkPlayer;
    if (!player) throw playbackErrors.missingHandler(this.provider);
    if (this.autoplayFailed) await player.activateElement?.();
    await player.resume();
    if (this.autoplayFailed) throw new AutoplayBlockedError();
  }

  pause(): void {
    void this.sdkPlayer?.pause();
  }

  stop(): void {
    this.trackId = null;
    this.state = null;
    void this.sdkPlayer?.pause();
  }

  seek(ms: number): void {
    void this.sdkPlayer?.seek(Math.max(0, Math.round(ms)));
  }

  position(): number | null {
    if (!this.state || this.state.paused) return null;
    return this.state.position + (performance.now() - this.state.at);
  }

  isSeeking(): boolean {
    return false;
  }

  setVolume(volume: number): void {
    this.volume = volume;
    void this.sdkPlayer?.setVolume(volume);
  }

  destroy(): void {
    this.sdkPlayer?.disconnect();
    this.sdkPlayer = null;
    this.device = null;
    this.events.clear();
  }
}
