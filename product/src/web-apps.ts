import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { cspOrigins, listeningPort, securityHeaders, type Config, type ContentSecurityPolicy } from '@backspin/platform';
import type { WebAppConfigFile, WebPlayerProviders } from '@backspin/contracts/web-app-config';

export const repositoryRoot = resolve(import.meta.dirname, '..', '..');
export const webApps = {
  webPlayer: join(repositoryRoot, 'web-player'),
  adminConsole: join(repositoryRoot, 'admin-console'),
} as const;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Source outside the app that its build bundles (the browser code both apps share). */
const sharedWebSources = [join(repositoryRoot, 'web-kit', 'src')];

export function isBuilt(appDir: string): boolean {
  const index = join(appDir, 'dist', 'index.html');
  if (!existsSync(index)) return false;
  // public/ is copied into dist/ as is (the web player's service worker).
  const sources = [join(appDir, 'src'), join(appDir, 'public'), ...sharedWebSources];
  const newest = Math.max(...sources.map((dir) => (existsSync(dir) ? newestMtime(dir) : 0)));
  return statSync(index).mtimeMs >= newest;
}

/**
 * Builds a web app with Vite when its dist/ is missing or older than its sources. The build runs in a
 * child process as a production build, whatever NODE_ENV this process has (tests run with `test`).
 */
export async function ensureBuilt(appDir: string): Promise<void> {
  if (isBuilt(appDir)) return;
  // vite's package exports hide its bin; find it beside its package.json.
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  await new Promise<void>((resolvePromise, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: appDir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`vite build in ${appDir} exited with ${code}`))));
  });
}

/** The client-side music players the web player may offer, from the WEB_PLAYER_* settings (public values only) and
 * whether the paid catalogue is configured. */
export function webPlayerProviders(config: Config): WebPlayerProviders {
  return {
    youtube: config.WEB_PLAYER_YOUTUBE,
    audius: config.WEB_PLAYER_AUDIUS,
    // Not a secret: whether the server signs 7digital streams (then the player prefers them, spec 3 §5).
    sevenDigital: Boolean(config.SEVEN_DIGITAL_CONSUMER_KEY && config.SEVEN_DIGITAL_CONSUMER_SECRET),
    ...(config.WEB_PLAYER_SPOTIFY_CLIENT_ID ? { spotifyClientId: config.WEB_PLAYER_SPOTIFY_CLIENT_ID } : {}),
    ...(config.WEB_PLAYER_APPLE_DEVELOPER_TOKEN ? { appleDeveloperToken: config.WEB_PLAYER_APPLE_DEVELOPER_TOKEN } : {}),
    ...(config.WEB_PLAYER_SOUNDCLOUD_CLIENT_ID ? { soundcloudClientId: config.WEB_PLAYER_SOUNDCLOUD_CLIENT_ID } : {}),
  };
}

/** The web apps' /config.json: the gateway (HTTP and WebSocket), the REST bridge when it runs, the music players. */
export function webAppRuntimeConfig(
  config: Config,
  urls: { graphqlUrl: string; graphqlWsUrl: string; restUrl?: string | undefined },
): WebAppConfigFile {
  return {
    graphqlUrl: urls.graphqlUrl,
    graphqlWsUrl: urls.graphqlWsUrl,
    ...(urls.restUrl ? { restUrl: urls.restUrl } : {}),
    providers: webPlayerProviders(config),
  };
}

/**
 * The web apps' Content Security Policy, from their /config.json: scripts only from the app and from the SDKs of the
 * music players it configures (YouTube's IFrame API, Spotify's Web Playback SDK, Apple's MusicKit JS, SoundCloud's
 * widget), and their frames; the gateway over HTTP and WebSocket and the REST bridge (HLS playlists, keys, segments);
 * audio, artwork and provider APIs over HTTPS (streams come from many CDNs), HLS through blob: (Media Source, and
 * hls.js's worker); never framed by another site.
 */
export function webAppContentSecurityPolicy(runtimeConfig: WebAppConfigFile): ContentSecurityPolicy {
  const providers = runtimeConfig.providers ?? {};
  const players = [
    ...(providers.youtube ? [{ scripts: ['https://www.youtube.com', 'https://s.ytimg.com'], frames: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'] }] : []),
    ...(providers.spotifyClientId ? [{ scripts: ['https://sdk.scdn.co'], frames: ['https://sdk.scdn.co'] }] : []),
    ...(providers.appleDeveloperToken ? [{ scripts: ['https://js-cdn.music.apple.com'], frames: ['https://*.apple.com'] }] : []),
    ...(providers.soundcloudClientId ? [{ scripts: ['https://w.soundcloud.com'], frames: ['https://w.soundcloud.com'] }] : []),
  ];
  const gateway = cspOrigins([runtimeConfig.graphqlUrl, runtimeConfig.graphqlWsUrl]);
  const bridge = cspOrigins([runtimeConfig.restUrl]);
  const frames = players.flatMap((p) => p.frames);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...players.flatMap((p) => p.scripts)],
    // MUI and react-admin insert <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...bridge],
    'media-src': ["'self'", 'blob:', 'https:', ...bridge],
    'connect-src': ["'self'", ...gateway, ...bridge, 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'frame-src': frames.length ? frames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export interface WebAppServerOptions {
  appDir: string;
  port: number;
  host: string;
  runtimeConfig: WebAppConfigFile;
}

/** Serves a built single-page app, with `/config.json` telling it where the gateway and the REST bridge are. */
export async function serveWebApp(options: WebAppServerOptions): Promise<{ url: string; app: FastifyInstance }> {
  const app = Fastify({ logger: false });
  const headers = securityHeaders(webAppContentSecurityPolicy(options.runtimeConfig));
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
  app.get('/config.json', async () => options.runtimeConfig);
  await app.register(fastifyStatic, { root: join(options.appDir, 'dist'), index: ['index.html'] });
  // Client-side routes fall back to the app shell.
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  await app.listen({ port: options.port, host: options.host });
  const port = listeningPort(app.server, options.port);
  return { url: `http://localhost:${port}`, app };
}
