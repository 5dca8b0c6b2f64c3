import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@backspin/platform';
import { serveWebApp, webAppContentSecurityPolicy, webAppRuntimeConfig } from './web-apps.ts';

const urls = { graphqlUrl: 'http://localhost:4000/graphql', graphqlWsUrl: 'ws://localhost:4000/graphql', restUrl: 'http://localhost:4100' };

describe('webAppRuntimeConfig', () => {
  it('offers YouTube and Audius by default, and no player that needs credentials', () => {
    expect(webAppRuntimeConfig(loadConfig({}), urls)).toEqual({ ...urls, providers: { youtube: true, audius: true, sevenDigital: false } });
  });

  it('passes on the WEB_PLAYER_* settings, and nothing of the server-side provider credentials', () => {
    const config = loadConfig({
      WEB_PLAYER_YOUTUBE: 'false',
      WEB_PLAYER_AUDIUS: '0',
      WEB_PLAYER_SPOTIFY_CLIENT_ID: 'spotify-client',
      WEB_PLAYER_APPLE_DEVELOPER_TOKEN: 'apple.developer.jwt',
      WEB_PLAYER_SOUNDCLOUD_CLIENT_ID: 'soundcloud-client',
      SPOTIFY_CLIENT_SECRET: 'server-secret',
      SOUNDCLOUD_CLIENT_SECRET: 'server-secret',
    });
    const runtime = webAppRuntimeConfig(config, urls);
    expect(runtime.providers).toEqual({
      youtube: false,
      audius: false,
      sevenDigital: false,
      spotifyClientId: 'spotify-client',
      appleDeveloperToken: 'apple.developer.jwt',
      soundcloudClientId: 'soundcloud-client',
    });
    expect(JSON.stringify(runtime)).not.toContain('server-secret');
  });

  it('says whether the paid catalogue (7digital) is configured, without its credentials', () => {
    const config = loadConfig({ SEVEN_DIGITAL_CONSUMER_KEY: 'seven-key', SEVEN_DIGITAL_CONSUMER_SECRET: 'seven-secret' });
    const runtime = webAppRuntimeConfig(config, urls);
    expect(runtime.providers?.sevenDigital).toBe(true);
    expect(JSON.stringify(runtime)).not.toMatch(/seven-(key|secret)/);
    expect(webAppRuntimeConfig(loadConfig({ SEVEN_DIGITAL_CONSUMER_KEY: 'seven-key' }), urls).providers?.sevenDigital).toBe(false);
  });

  it('leaves restUrl out when no REST bridge runs', () => {
    expect(webAppRuntimeConfig(loadConfig({}), { ...urls, restUrl: undefined })).not.toHaveProperty('restUrl');
  });

  it('refuses a malformed flag, naming it', () => {
    expect(() => loadConfig({ WEB_PLAYER_YOUTUBE: 'maybe' })).toThrow(/WEB_PLAYER_YOUTUBE/);
  });
});

describe('serveWebApp', () => {
  let appDir: string;
  let served: Awaited<ReturnType<typeof serveWebApp>>;
  const runtimeConfig = webAppRuntimeConfig(loadConfig({ WEB_PLAYER_SPOTIFY_CLIENT_ID: 'spotify-client' }), urls);

  beforeAll(async () => {
    appDir = await mkdtemp(join(tmpdir(), 'backspin-web-app-'));
    await mkdir(join(appDir, 'dist'));
    await writeFile(join(appDir, 'dist', 'index.html'), '<!doctype html><title>app</title>');
    served = await serveWebApp({ appDir, port: 0, host: '127.0.0.1', runtimeConfig });
  });
  afterAll(async () => {
    await served?.app.close();
    await rm(appDir, { recursive: true, force: true });
  });

  it.each(['/', '/rooms/lobby', '/config.json'])('serves %s with the security headers: a CSP that is never framed, nosniff, a referrer policy', async (path) => {
    const response = await fetch(`${served.url}${path}`);
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    // The gateway over HTTP and WebSocket, and the REST bridge (HLS), are other origins the apps talk to.
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'http://localhost:4000', 'ws://localhost:4000', 'http://localhost:4100']));
    expect(csp['media-src']).toEqual(expect.arrayContaining(["'self'", 'blob:', 'http://localhost:4100']));
    // hls.js runs its demuxer in a worker made from a blob.
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('serves /config.json with the REST bridge and the providers', async () => {
    const response = await fetch(`${served.url}/config.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ...urls,
      providers: { youtube: true, audius: true, sevenDigital: false, spotifyClientId: 'spotify-client' },
    });
  });
});

/** A Content-Security-Policy header as directive → sources. */
function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...sources]) => [name!, sources]),
  );
}

describe('webAppContentSecurityPolicy', () => {
  it('lets in the scripts and frames of exactly the music players /config.json offers', () => {
    const none = webAppContentSecurityPolicy(webAppRuntimeConfig(loadConfig({ WEB_PLAYER_YOUTUBE: 'false' }), urls));
    expect(none['script-src']).toEqual(["'self'"]);
    expect(none['frame-src']).toEqual(["'none'"]);

    const youtube = webAppContentSecurityPolicy(webAppRuntimeConfig(loadConfig({}), urls));
    expect(youtube['script-src']).toEqual(["'self'", 'https://www.youtube.com', 'https://s.ytimg.com']);
    expect(youtube['frame-src']).toContain('https://www.youtube.com');

    const all = webAppContentSecurityPolicy(
      webAppRuntimeConfig(
        loadConfig({ WEB_PLAYER_SPOTIFY_CLIENT_ID: 'spotify', WEB_PLAYER_APPLE_DEVELOPER_TOKEN: 'apple', WEB_PLAYER_SOUNDCLOUD_CLIENT_ID: 'soundcloud' }),
        urls,
      ),
    );
    expect(all['script-src']).toEqual(
      expect.arrayContaining(['https://www.youtube.com', 'https://sdk.scdn.co', 'https://js-cdn.music.apple.com', 'https://w.soundcloud.com']),
    );
    expect(all['frame-src']).toEqual(expect.arrayContaining(['https://sdk.scdn.co', 'https://w.soundcloud.com', 'https://*.apple.com']));
  });
});
