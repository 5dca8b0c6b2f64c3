import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { listeningPort } from '@backspin/platform';

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

/** Builds a web app with Vite when its dist/ is missing or older than its sources. */
export async function ensureBuilt(appDir: string): Promise<void> {
  const index = join(appDir, 'dist', 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= newestMtime(join(appDir, 'src'))) return;
  const { build } = await import('vite');
  await build({ root: appDir, logLevel: 'warn', configFile: join(appDir, 'vite.config.ts') });
}

export interface WebAppServerOptions {
  appDir: string;
  port: number;
  host: string;
  runtimeConfig: { graphqlUrl: string; graphqlWsUrl: string };
}

/** Serves a built single-page app, with `/config.json` telling it where the gateway is. */
export async function serveWebApp(options: WebAppServerOptions): Promise<{ url: string; app: FastifyInstance }> {
  const app = Fastify({ logger: false });
  app.get('/config.json', async () => options.runtimeConfig);
  await app.register(fastifyStatic, { root: join(options.appDir, 'dist'), index: ['index.html'] });
  // Client-side routes fall back to the app shell.
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  await app.listen({ port: options.port, host: options.host });
  const port = listeningPort(app.server, options.port);
  return { url: `http://localhost:${port}`, app };
}
