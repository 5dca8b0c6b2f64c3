import { idBasedProviders, urlBasedProviders } from '@backspin/contracts/music-links';
import { playbackErrors } from '../errors';
import type { MusicProvider, PlayableSong } from '../types';
import type { LoadRequest, PlaySource, ProviderPlayer, ProviderPlayerEvent } from './types';

/** Spec 3, §5: playback preference with the paid-catalogue provider (sevenDigital) configured, and without it. */
export const providerPreference = {
  withPaidCatalogue: ['sevenDigital', 'soundCloudPublic', 'audius', 'spotify', 'apple', 'uploadService'],
  withoutPaidCatalogue: ['spotify', 'apple', 'youtube', 'soundCloudPublic', 'audius', 'uploadService'],
} as const satisfies Record<string, readonly MusicProvider[]>;

/** Spec 3, §5: providers that play a song by its id on them, and those that play a stream URL (one list, shared with the library). */
export { idBasedProviders, urlBasedProviders };

export function preferenceOrder(paidCatalogue: boolean): readonly MusicProvider[] {
  return paidCatalogue ? providerPreference.withPaidCatalogue : providerPreference.withoutPaidCatalogue;
}

const isIdBased = (provider: MusicProvider) => (idBasedProviders as readonly MusicProvider[]).includes(provider);
const isUrlBased = (provider: MusicProvider) => (urlBasedProviders as readonly MusicProvider[]).includes(provider);

/** Where `song` plays from on `provider`; throws the spec's error when it cannot (unknown provider, no URL, no id). */
export function sourceFor(song: PlayableSong, provider: MusicProvider): PlaySource {
  if (isUrlBased(provider)) {
    // An HLS stream first where a provider has both (it is what the catalogue transcodes uploads to).
    const streams = song.streamUrls.filter((s) => s.provider === provider && s.url);
    const stream = streams.find((s) => s.kind === 'hls') ?? streams[0];
    if (!stream) throw playbackErrors.missingUrl(provider);
    return { provider, type: 'url', url: stream.url, streamKind: stream.kind };
  }
  if (isIdBased(provider)) {
    const id = song.musicProviders.find((p) => p.provider === provider && p.id)?.id;
    if (!id) throw playbackErrors.missingId(provider);
    return { provider, type: 'id', id };
  }
  throw playbackErrors.unknownProvider();
}

/** True when the song carries what `provider` needs (a stream URL or an id). */
export function songHasSource(song: PlayableSong, provider: MusicProvider): boolean {
  if (isUrlBased(provider)) return song.streamUrls.some((s) => s.provider === provider && s.url);
  if (isIdBased(provider)) return song.musicProviders.some((p) => p.provider === provider && p.id);
  return false;
}

/** The first provider in `order` this browser can play that the song has a source for; null when none. */
export function playableProvider(song: PlayableSong, order: readonly MusicProvider[], available: (provider: MusicProvider) => boolean): MusicProvider | null {
  return order.find((provider) => available(provider) && songHasSource(song, provider)) ?? null;
}

/**
 * The provider to play `song` from: the first in `order` the song has a source for and this browser can play.
 * When none can, the best provider the song names is returned anyway (playing it then raises the spec's error
 * that explains why: no handler, no URL, no id); a song naming no provider of the order gives "Unknown provider".
 */
export function chooseProvider(song: PlayableSong, order: readonly MusicProvider[], available: (provider: MusicProvider) => boolean): MusicProvider {
  const playable = playableProvider(song, order, available);
  if (playable) return playable;
  const named = new Set<MusicProvider>([...song.streamUrls.map((s) => s.provider), ...song.musicProviders.map((p) => p.provider)]);
  const fallback = order.find((provider) => named.has(provider));
  if (fallback) return fallback;
  throw playbackErrors.unknownProvider();
}

export type PlayerFactory = () => ProviderPlayer;

export type RegistryListener = (event: ProviderPlayerEvent, provider: MusicProvider, error?: Error) => void;

export type PlayOutcome = 'started' | 'ignored' | 'superseded';

interface Current {
  provider: MusicProvider;
  key: string;
  player: ProviderPlayer;
}

const sourceKey = (source: PlaySource) => (source.type === 'url' ? `url:${source.url}` : `id:${source.id}`);

/**
 * The providers this browser can play from, and the one playing now (spec 3, §4): one provider plays at a time,
 * playing on another first stops the current one, repeating the same provider, end time and stream is ignored,
 * removing a provider stops it. Players are made on first use, so an SDK loads only when a song needs it.
 */
export class ProviderRegistry {
  private readonly factories = new Map<MusicProvider, PlayerFactory>();
  private readonly players = new Map<MusicProvider, { player: ProviderPlayer; unsubscribe: () => void }>();
  private readonly listeners = new Set<RegistryListener>();
  private currentPlay: Current | null = null;
  private generation = 0;

  constructor(factories: Partial<Record<MusicProvider, PlayerFactory>> = {}) {
    for (const [provider, factory] of Object.entries(factories) as [MusicProvider, PlayerFactory | undefined][]) {
      if (factory) this.factories.set(provider, factory);
    }
  }

  register(provider: MusicProvider, factory: PlayerFactory): void {
    this.factories.set(provider, factory);
  }

  /** Forgets a provider, stopping it first when it is playing. */
  remove(provider: MusicProvider): void {
    this.factories.delete(provider);
    if (this.currentPlay?.provider === provider) {
      this.currentPlay = null;
      this.generation++;
    }
    const made = this.players.get(provider);
    if (made) {
      this.players.delete(provider);
      made.unsubscribe();
      made.player.stop();
      made.player.destroy();
    }
  }

  available = (provider: MusicProvider): boolean => this.factories.has(provider);

  /** Tells `listener` when the current player ends or fails. */
  subscribe(listener: RegistryListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The player playing (or loaded, or blocked) now. */
  get current(): { provider: MusicProvider; player: ProviderPlayer } | null {
    return this.currentPlay ? { provider: this.currentPlay.provider, player: this.currentPlay.player } : null;
  }

  private playerFor(provider: MusicProvider): ProviderPlayer {
    const made = this.players.get(provider);
    if (made) return made.player;
    const factory = this.factories.get(provider);
    if (!factory) throw playbackErrors.missingHandler(provider);
    const player = factory();
    const forward = (event: ProviderPlayerEvent) => (error?: Error) => {
      if (this.currentPlay?.player !== player) return;
      for (const listener of [...this.listeners]) listener(event, provider, error);
    };
    const offEnded = player.on('ended', forward('ended'));
    const offError = player.on('error', forward('error'));
    this.players.set(provider, {
      player,
      unsubscribe: () => {
        offEnded();
        offError();
      },
    });
    return player;
  }

  /**
   * Plays a song on `provider` from `request.startMs`. Resolves 'ignored' when that provider already plays the
   * same stream to the same end, 'superseded' when another play or a stop came while it loaded; rejects with the
   * spec's errors, or with AutoplayBlockedError (the song stays loaded: `current.player.play()` after a gesture).
   */
  async play(
    provider: MusicProvider,
    request: Omit<LoadRequest, 'source'> & {
      source?: PlaySource;
      /** Where the song should be at this moment, ms: loading takes a while, so the start is set again just before playing. */
      expectedMs?: () => number;
    },
  ): Promise<PlayOutcome> {
    if (!isUrlBased(provider) && !isIdBased(provider)) throw playbackErrors.unknownProvider();
    if (!this.factories.has(provider)) throw playbackErrors.missingHandler(provider);
    const source = request.source ?? sourceFor(request.song, provider);
    const key = `${provider}|${request.endsAt}|${sourceKey(source)}`;
    if (this.currentPlay?.key === key) return 'ignored';
    if (this.currentPlay && this.currentPlay.provider !== provider) this.currentPlay.player.stop();
    const player = this.playerFor(provider);
    const generation = ++this.generation;
    this.currentPlay = { provider, key, player };
    try {
      const { expectedMs, ...load } = request;
      await player.load({ ...load, source });
      if (generation !== this.generation) return 'superseded';
      if (expectedMs) player.seek(Math.max(0, expectedMs()));
      await player.play();
      return generation === this.generation ? 'started' : 'superseded';
    } catch (error) {
      if (generation !== this.generation) return 'superseded';
      if ((error as { name?: unknown }).name !== 'AutoplayBlockedError') {
        this.currentPlay = null;
        player.stop();
      }
      throw error;
    }
  }

  /** Stops whatever plays. */
  stop(): void {
    this.generation++;
    const current = this.currentPlay;
    this.currentPlay = null;
    current?.player.stop();
  }

  /** Stops and releases every player made. */
  destroy(): void {
    this.stop();
    for (const [provider] of [...this.players]) this.remove(provider);
    this.factories.clear();
    this.listeners.clear();
  }
}
