import { describe, expect, it, vi } from 'vitest';
import { AutoplayBlockedError } from './errors';
import { createPlaybackProviders } from './providers';
import { readProviderSettings, readRestUrl, type ProviderSettings } from './providers/config';
import { levelCap } from './providers/hls';
import { restStreamUrl } from './providers/media-element';
import { chooseProvider, preferenceOrder, ProviderRegistry, sourceFor } from './providers/registry';
import { pickSoundCloudStream, resolveSoundCloudStreams } from './providers/soundcloud';
import { PlayerEvents, type LoadRequest, type ProviderPlayer } from './providers/types';
import { musicProviders, type MusicProvider, type PlayableSong } from './types';

const musicProvidersConfigured = (settings: ProviderSettings) => musicProviders.filter((provider) => settings.configured(provider));

const song = (overrides: Partial<PlayableSong> = {}): PlayableSong => ({
  id: 'song-1',
  trackName: 'Harbour Lights at Dawn',
  artistName: 'The Paper Lanterns',
  duration: 214,
  thumbnails: [],
  streamUrls: [],
  musicProviders: [],
  ...overrides,
});

const upload = song({
  musicProviders: [{ provider: 'uploadService', id: 'song-1' }],
  streamUrls: [{ provider: 'uploadService', kind: 'hls', url: '/api/room-service/songs/song-1/hls-playlist' }],
});

const everywhere = song({
  musicProviders: [
    { provider: 'spotify', id: 'sp1' },
    { provider: 'apple', id: 'ap1' },
    { provider: 'youtube', id: 'yt1' },
    { provider: 'uploadService', id: 'song-1' },
  ],
  streamUrls: [
    { provider: 'sevenDigital', kind: 'http', url: 'https://7d.example/stream.mp3' },
    { provider: 'audius', kind: 'http', url: 'https://audius.example/stream' },
    { provider: 'soundCloudPublic', kind: 'http', url: 'https://cdn.soundcloud.example/stream.mp3' },
    { provider: 'uploadService', kind: 'hls', url: '/api/room-service/songs/song-1/hls-playlist' },
  ],
});

/** A player that records what it is asked to do. */
function fakePlayer(provider: MusicProvider, behaviour: { blocked?: boolean; fail?: Error; loadDelay?: Promise<void> } = {}) {
  const events = new PlayerEvents();
  const log: string[] = [];
  const player: ProviderPlayer & { log: string[]; emit: PlayerEvents['emit']; loaded: LoadRequest | null } = {
    provider,
    supportsRate: true,
    log,
    loaded: null,
    emit: (event, error) => events.emit(event, error),
    async load(request) {
      log.push(`load ${request.source.type === 'url' ? request.source.url : request.source.id} @${request.startMs}`);
      player.loaded = request;
      await behaviour.loadDelay;
      if (behaviour.fail) throw behaviour.fail;
    },
    async play() {
      log.push('play');
      if (behaviour.blocked) throw new AutoplayBlockedError();
    },
    pause: () => log.push('pause'),
    stop: () => log.push('stop'),
    seek: (ms) => log.push(`seek ${ms}`),
    position: () => null,
    isSeeking: () => false,
    setVolume: (v) => log.push(`volume ${v}`),
    playbackRate: () => 1,
    setPlaybackRate: () => undefined,
    on: (event, listener) => events.on(event, listener),
    destroy: () => log.push('destroy'),
  };
  return player;
}

const request = (s: PlayableSong, endsAt = 1_000, startMs = 0) => ({ song: s, startMs, endsAt, quality: 'medium' as const, volume: 1 });

describe('provider choice', () => {
  it('has the spec preference orders', () => {
    expect(preferenceOrder(true)).toEqual(['sevenDigital', 'soundCloudPublic', 'audius', 'spotify', 'apple', 'uploadService']);
    expect(preferenceOrder(false)).toEqual(['spotify', 'apple', 'youtube', 'soundCloudPublic', 'audius', 'uploadService']);
  });

  it('picks the first preferred provider the song has and this browser can play', () => {
    const all = () => true;
    expect(chooseProvider(everywhere, preferenceOrder(true), all)).toBe('sevenDigital');
    expect(chooseProvider(everywhere, preferenceOrder(false), all)).toBe('spotify');
    const streamsOnly = (p: MusicProvider) => ['uploadService', 'audius', 'soundCloudPublic'].includes(p);
    expect(chooseProvider(everywhere, preferenceOrder(false), streamsOnly)).toBe('soundCloudPublic');
    expect(chooseProvider(everywhere, preferenceOrder(true), (p) => p === 'uploadService')).toBe('uploadService');
    expect(chooseProvider(upload, preferenceOrder(false), streamsOnly)).toBe('uploadService');
  });

  it('falls back to the best provider the song names when none can play (its error explains why)', () => {
    const spotifyOnly = song({ musicProviders: [{ provider: 'spotify', id: 'sp1' }] });
    expect(chooseProvider(spotifyOnly, preferenceOrder(false), (p) => p === 'uploadService')).toBe('spotify');
    const napster = song({ musicProviders: [{ provider: 'napster', id: 'n1' }] });
    expect(() => chooseProvider(napster, preferenceOrder(false), () => true)).toThrow('Unknown provider');
  });

  it('id-based providers take the provider id, URL-based ones the stream URL (HLS first)', () => {
    expect(sourceFor(everywhere, 'spotify')).toEqual({ provider: 'spotify', type: 'id', id: 'sp1' });
    expect(sourceFor(everywhere, 'uploadService')).toEqual({
      provider: 'uploadService',
      type: 'url',
      url: '/api/room-service/songs/song-1/hls-playlist',
      streamKind: 'hls',
    });
    const both = song({
      streamUrls: [
        { provider: 'audius', kind: 'http', url: 'https://a/1.mp3' },
        { provider: 'audius', kind: 'hls', url: 'https://a/1.m3u8' },
      ],
    });
    expect(sourceFor(both, 'audius')).toMatchObject({ url: 'https://a/1.m3u8', streamKind: 'hls' });
  });

  it('raises the spec errors for a missing URL, id or an unknown provider', () => {
    expect(() => sourceFor(upload, 'sevenDigital')).toThrow('Missing URL to play from sevenDigital');
    expect(() => sourceFor(upload, 'youtube')).toThrow('Missing ID to play from youtube');
    // uploadService has an id but is URL-based: the id is not enough.
    expect(() => sourceFor(song({ musicProviders: [{ provider: 'uploadService', id: 'x' }] }), 'uploadService')).toThrow(
      'Missing URL to play from uploadService',
    );
    expect(() => sourceFor(upload, 'napster')).toThrow('Unknown provider');
  });
});

describe('provider registry', () => {
  it('raises "Missing play handler" for a provider with no player here', async () => {
    const registry = new ProviderRegistry({ uploadService: () => fakePlayer('uploadService') });
    await expect(registry.play('spotify', request(everywhere))).rejects.toThrow('Missing play handler for spotify');
    await expect(registry.play('tidal', request(everywhere))).rejects.toThrow('Unknown provider');
    await expect(registry.play('uploadService', request(song()))).rejects.toThrow('Missing URL to play from uploadService');
  });

  it('plays one provider at a time: another provider stops the current one first', async () => {
    const hls = fakePlayer('uploadService');
    const spotify = fakePlayer('spotify');
    const registry = new ProviderRegistry({ uploadService: () => hls, spotify: () => spotify });
    expect(await registry.play('uploadService', request(everywhere, 1_000, 5_000))).toBe('started');
    expect(hls.log).toEqual(['load /api/room-service/songs/song-1/hls-playlist @5000', 'play']);
    expect(registry.current?.provider).toBe('uploadService');
    expect(await registry.play('spotify', request(everywhere, 2_000))).toBe('started');
    expect(hls.log.at(-1)).toBe('stop');
    expect(spotify.log).toEqual(['load sp1 @0', 'play']);
    expect(registry.current?.provider).toBe('spotify');
  });

  it('ignores the same provider, end time and stream; plays again when any of them changes', async () => {
    const hls = fakePlayer('uploadService');
    const registry = new ProviderRegistry({ uploadService: () => hls });
    await registry.play('uploadService', request(upload, 1_000));
    expect(await registry.play('uploadService', request(upload, 1_000, 9_999))).toBe('ignored');
    expect(hls.log).toHaveLength(2);
    expect(await registry.play('uploadService', request(upload, 2_000))).toBe('started');
    // The same provider is not stopped: it loads the next song in place.
    expect(hls.log).toEqual(['load /api/room-service/songs/song-1/hls-playlist @0', 'play', 'load /api/room-service/songs/song-1/hls-playlist @0', 'play']);
  });

  it('removing a provider stops it', async () => {
    const hls = fakePlayer('uploadService');
    const registry = new ProviderRegistry({ uploadService: () => hls });
    await registry.play('uploadService', request(upload));
    registry.remove('uploadService');
    expect(hls.log.slice(-2)).toEqual(['stop', 'destroy']);
    expect(registry.current).toBeNull();
    expect(registry.available('uploadService')).toBe(false);
    await expect(registry.play('uploadService', request(upload))).rejects.toThrow('Missing play handler for uploadService');
  });

  it('keeps a song whose autoplay was blocked loaded, and forgets one that failed', async () => {
    const blocked = fakePlayer('uploadService', { blocked: true });
    const registry = new ProviderRegistry({ uploadService: () => blocked });
    await expect(registry.play('uploadService', request(upload))).rejects.toBeInstanceOf(AutoplayBlockedError);
    expect(registry.current?.player).toBe(blocked);

    const broken = fakePlayer('audius', { fail: new Error('404') });
    const other = new ProviderRegistry({ audius: () => broken });
    await expect(other.play('audius', request(everywhere))).rejects.toThrow('404');
    expect(other.current).toBeNull();
    expect(broken.log.at(-1)).toBe('stop');
  });

  it('reports a play superseded by a stop or a newer play while it loaded', async () => {
    let release: () => void = () => undefined;
    const slow = fakePlayer('uploadService', { loadDelay: new Promise<void>((resolve) => (release = resolve)) });
    const registry = new ProviderRegistry({ uploadService: () => slow });
    const pending = registry.play('uploadService', request(upload));
    registry.stop();
    release();
    expect(await pending).toBe('superseded');
    expect(slow.log).not.toContain('play');
  });

  it('forwards ended and error events of the current player only', async () => {
    const hls = fakePlayer('uploadService');
    const audius = fakePlayer('audius');
    const registry = new ProviderRegistry({ uploadService: () => hls, audius: () => audius });
    const seen = vi.fn();
    registry.subscribe(seen);
    await registry.play('uploadService', request(everywhere));
    hls.emit('ended');
    await registry.play('audius', request(everywhere));
    hls.emit('error', new Error('late'));
    audius.emit('error', new Error('decode'));
    expect(seen.mock.calls).toEqual([
      ['ended', 'uploadService', undefined],
      ['error', 'audius', new Error('decode')],
    ]);
  });
});

describe('provider configuration', () => {
  it("reads the server's config.providers", () => {
    const settings = readProviderSettings({
      providers: { youtube: true, audius: false, spotifyClientId: 'sp-client', appleDeveloperToken: 'dev-token', soundcloudClientId: ' ' },
    });
    expect(musicProvidersConfigured(settings)).toEqual(['apple', 'spotify', 'youtube']);
    expect(settings.value('spotify', 'clientId')).toBe('sp-client');
    expect(settings.value('apple', 'developerToken')).toBe('dev-token');
    expect(settings.paidCatalogue).toBe(false);
    expect(readProviderSettings({ providers: { youtube: false, audius: true, soundcloudClientId: 'sc' } }).value('soundCloudPublic', 'clientId')).toBe('sc');
  });

  it('offers only configured providers (uploads wherever HLS plays), in the preference order of the deployment', () => {
    const made = createPlaybackProviders({
      config: { restUrl: 'http://localhost:4100', providers: { youtube: true, audius: false, spotifyClientId: 'sp' } },
      accessToken: async () => 'token',
    });
    expect((['youtube', 'spotify', 'audius', 'apple', 'soundCloudPublic', 'sevenDigital'] as const).filter(made.registry.available)).toEqual([
      'youtube',
      'spotify',
    ]);
    expect(made.order).toEqual(preferenceOrder(false));
    const paid = createPlaybackProviders({ config: { providers: { sevenDigital: true } }, accessToken: async () => null });
    expect(paid.order).toEqual(preferenceOrder(true));
    expect(paid.registry.available('sevenDigital')).toBe(true);
  });

  it('reads config.providers as a list or a map, defensively', () => {
    expect(readProviderSettings({}).configured('spotify')).toBe(false);
    expect(readProviderSettings({ providers: 'spotify' }).configured('spotify')).toBe(false);
    const list = readProviderSettings({ providers: ['spotify', 'sevenDigital', 'nonsense'] });
    expect([list.configured('spotify'), list.configured('apple'), list.paidCatalogue]).toEqual([true, false, true]);
    const map = readProviderSettings({
      providers: { spotify: true, youtube: false, apple: { developerToken: 'dev', sdkUrl: 'https://mk/x.js' }, sevenDigital: { enabled: false } },
    });
    expect([map.configured('spotify'), map.configured('youtube'), map.configured('apple'), map.paidCatalogue]).toEqual([true, false, true, false]);
    expect(map.value('apple', 'developerToken')).toBe('dev');
    expect(map.value('apple', 'missing')).toBeUndefined();
    expect(readRestUrl({ restUrl: 'http://localhost:4100' })).toBe('http://localhost:4100');
    expect(readRestUrl({ restUrl: 4100 })).toBeUndefined();
  });

  it('resolves stream paths against the REST bridge, or says its URL is missing', () => {
    expect(restStreamUrl('http://localhost:4100/', '/api/room-service/songs/x/hls-playlist')).toBe(
      'http://localhost:4100/api/room-service/songs/x/hls-playlist',
    );
    expect(restStreamUrl('https://example.org/rest', '/api/x')).toBe('https://example.org/rest/api/x');
    expect(restStreamUrl(undefined, 'https://cdn.example/a.mp3')).toBe('https://cdn.example/a.mp3');
    expect(() => restStreamUrl(undefined, '/api/x')).toThrow('configuration-value-missing key:restUrl');
  });

  it('caps HLS levels by quality', () => {
    expect([levelCap('low', 1), levelCap('high', 1)]).toEqual([-1, -1]);
    expect([levelCap('low', 3), levelCap('medium', 3), levelCap('high', 3)]).toEqual([0, 1, -1]);
    expect(levelCap('medium', 2)).toBe(0);
  });
});

describe('SoundCloud streams', () => {
  it('picks a stream by quality', () => {
    const streams = { http_mp3_128_url: 'mp3', hls_aac_160_url: 'aac', hls_mp3_128_url: 'hls' };
    expect(pickSoundCloudStream(streams, 'high')).toEqual({ url: 'aac', kind: 'hls' });
    expect(pickSoundCloudStream(streams, 'medium')).toEqual({ url: 'mp3', kind: 'http' });
    expect(pickSoundCloudStream({ hls_mp3_128_url: 'hls' }, 'low')).toEqual({ url: 'hls', kind: 'hls' });
    expect(pickSoundCloudStream({}, 'high')).toBeNull();
  });

  it('needs the public token, sends the secret, and retries once with a fresh token on 401 or 403', async () => {
    await expect(resolveSoundCloudStreams('https://api.soundcloud.com/tracks/1/streams', null, {})).rejects.toThrow('No SoundCloud public token');
    await expect(
      resolveSoundCloudStreams('https://api.soundcloud.com/tracks/1/streams', null, { publicToken: async () => null }),
    ).rejects.toThrow('No SoundCloud public token');

    const calls: [string, string][] = [];
    const fetchFake = (async (url: string, init: RequestInit) => {
      const auth = new Headers(init.headers).get('authorization') ?? '';
      calls.push([url, auth]);
      return auth === 'OAuth fresh'
        ? new Response(JSON.stringify({ http_mp3_128_url: 'https://cdn/x.mp3' }), { status: 200 })
        : new Response('{}', { status: 403 });
    }) as unknown as typeof fetch;
    const streams = await resolveSoundCloudStreams('https://api.soundcloud.com/tracks/1/streams', 's-secret', {
      publicToken: async () => 'stale',
      refreshPublicToken: async () => 'fresh',
      fetch: fetchFake,
    });
    expect(streams.http_mp3_128_url).toBe('https://cdn/x.mp3');
    expect(calls).toEqual([
      ['https://api.soundcloud.com/tracks/1/streams?secret_token=s-secret', 'OAuth stale'],
      ['https://api.soundcloud.com/tracks/1/streams?secret_token=s-secret', 'OAuth fresh'],
    ]);

    // Without an access token, the deployment's client id goes along instead.
    calls.length = 0;
    await resolveSoundCloudStreams('https://api.soundcloud.com/tracks/1/streams', null, { clientId: 'sc-client', fetch: fetchFake }).catch(
      () => undefined,
    );
    expect(calls).toEqual([['https://api.soundcloud.com/tracks/1/streams?client_id=sc-client', '']]);
  });
});
