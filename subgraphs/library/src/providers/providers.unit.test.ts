import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '@backspin/platform';
import { FakeSpotify } from './fakes/spotify.fake.ts';
import { FakeYouTube } from './fakes/youtube.fake.ts';
import { consoleProviderLogger, endpoint } from '@backspin/platform/providers';
import { createProviders } from './providers.ts';
import { recordingLogger } from './testing.ts';

describe('provider settings', () => {
  it('default to the real services, a 5 s time limit, and no credentials', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      SPOTIFY_API_URL: 'https://api.spotify.com',
      SPOTIFY_ACCOUNTS_URL: 'https://accounts.spotify.com',
      APPLE_MUSIC_API_URL: 'https://api.music.apple.com',
      YOUTUBE_API_URL: 'https://www.googleapis.com/youtube/v3',
      SOUNDCLOUD_API_URL: 'https://api.soundcloud.com',
      SOUNDCLOUD_AUTH_URL: 'https://secure.soundcloud.com',
      AUDIUS_API_URL: 'https://discoveryprovider.audius.co',
      AUDIUS_APP_NAME: 'backspin',
      SEVEN_DIGITAL_API_URL: 'https://api.7digital.com/1.2',
      SEVEN_DIGITAL_STREAM_URL: 'https://stream.svc.7digital.net',
      SEVEN_DIGITAL_PREVIEW_URL: 'https://previews.7digital.com',
      SEVEN_DIGITAL_COUNTRY: 'US',
      SEVEN_DIGITAL_FORMAT_IDS: { low: 26, medium: 55, high: 56 },
      PROVIDER_TIMEOUT_MS: 5000,
    });
    expect(config.SEVEN_DIGITAL_CONSUMER_KEY).toBeUndefined();
    expect(config.SPOTIFY_CLIENT_ID).toBeUndefined();
    const providers = createProviders(config, recordingLogger());
    expect(Object.fromEntries(Object.entries(providers).map(([name, client]) => [name, client.configured]))).toEqual({
      spotify: false,
      apple: false,
      youtube: false,
      soundCloud: false,
      audius: true,
      sevenDigital: false,
    });
  });

  it('reads the 7digital shop country and streaming format ids, refusing malformed ones', () => {
    expect(loadConfig({ SEVEN_DIGITAL_COUNTRY: 'gb', SEVEN_DIGITAL_FORMAT_IDS: '17,26,56' })).toMatchObject({
      SEVEN_DIGITAL_COUNTRY: 'GB',
      SEVEN_DIGITAL_FORMAT_IDS: { low: 17, medium: 26, high: 56 },
    });
    expect(() => loadConfig({ SEVEN_DIGITAL_COUNTRY: 'GBR' })).toThrow(/SEVEN_DIGITAL_COUNTRY/);
    expect(() => loadConfig({ SEVEN_DIGITAL_FORMAT_IDS: '26,55' })).toThrow(/SEVEN_DIGITAL_FORMAT_IDS/);
  });

  it('refuses a base URL that is not a URL and a time limit out of range, naming them', () => {
    expect(() => loadConfig({ SPOTIFY_API_URL: 'api.spotify.com', PROVIDER_TIMEOUT_MS: '10' })).toThrow(ConfigError);
    expect(() => loadConfig({ SPOTIFY_API_URL: 'api.spotify.com' })).toThrow(/SPOTIFY_API_URL/);
    expect(() => loadConfig({ PROVIDER_TIMEOUT_MS: '10' })).toThrow(/PROVIDER_TIMEOUT_MS/);
  });

  it('keeps a base URL’s path when joining (YouTube’s /youtube/v3)', () => {
    expect(endpoint('https://www.googleapis.com/youtube/v3', 'videos', { part: 'contentDetails', id: 'a', empty: '', none: undefined }).toString()).toBe(
      'https://www.googleapis.com/youtube/v3/videos?part=contentDetails&id=a',
    );
    expect(endpoint('https://api.spotify.com/', '/v1/search').toString()).toBe('https://api.spotify.com/v1/search');
  });

  it('warnings are one JSON line on stderr, silenced by a log level above warn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      consoleProviderLogger('info').warn('spotify track failed', { provider: 'spotify', status: 503 });
      consoleProviderLogger('error').warn('hidden', {});
      consoleProviderLogger('silent').warn('hidden', {});
      expect(warn).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(warn.mock.calls[0]![0]))).toEqual({
        level: 'warn',
        time: expect.any(String),
        msg: 'spotify track failed',
        provider: 'spotify',
        status: 503,
      });
    } finally {
      warn.mockRestore();
    }
  });
});

describe('clients built from configuration', () => {
  let spotify: FakeSpotify;
  let youtube: FakeYouTube;
  beforeAll(async () => {
    spotify = await FakeSpotify.start({ tracks: [{ id: '4uLU6hMCjMI75M1A2tKUQC', name: 'Configured', artists: ['Env'], durationMs: 1000 }] });
    youtube = await FakeYouTube.start({ videos: { dQw4w9WgXcQ: 'PT1M' } });
  });
  afterAll(async () => {
    await spotify?.close();
    await youtube?.close();
  });

  it('reach the base URLs and use the credentials and time limit of the configuration', async () => {
    const providers = createProviders(loadConfig({ ...spotify.env(), ...youtube.env(), PROVIDER_TIMEOUT_MS: '200' }), recordingLogger());
    expect((await providers.spotify.track('4uLU6hMCjMI75M1A2tKUQC'))?.trackName).toBe('Configured');
    expect(await providers.youtube.videoDuration('dQw4w9WgXcQ')).toBe(60);
    youtube.server.override('/youtube/v3/videos', { hang: true });
    const started = performance.now();
    expect(await providers.youtube.videoDuration('dQw4w9WgXcQ')).toBeNull();
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
