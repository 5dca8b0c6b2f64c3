import react from '@vitejs/plugin-react';
import type { PluginOption, Plugin, UserConfig } from 'vite';

/**
 * `vite dev` only: answers /config.json the way the product's static server does
 * (BACKSPIN_GRAPHQL_URL / BACKSPIN_GRAPHQL_WS_URL, default the local gateway).
 */
function devConfigJson(): Plugin {
  return {
    name: 'backspin-dev-config-json',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/config.json', (_req, res) => {
        const graphqlUrl = process.env.BACKSPIN_GRAPHQL_URL ?? 'http://localhost:4000/graphql';
        const graphqlWsUrl = process.env.BACKSPIN_GRAPHQL_WS_URL ?? graphqlUrl.replace(/^http/, 'ws');
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ graphqlUrl, graphqlWsUrl }));
      });
    },
  };
}

/** The Vite configuration both web apps share; builds contain no gateway URL. */
export function webAppViteConfig(options: {
  root: string;
  port: number;
  chunkSizeWarningLimit?: number;
  /** './' (default) for an app with one page; '/' for an app with client-side routes at nested paths. */
  base?: string;
  /** Plugins that must run before React's transform (Babel macros, for example). */
  plugins?: PluginOption[];
}): UserConfig {
  return {
    root: options.root,
    base: options.base ?? './',
    plugins: [...(options.plugins ?? []), react(), devConfigJson()],
    server: { port: options.port, strictPort: true },
    preview: { port: options.port, strictPort: true },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      chunkSizeWarningLimit: options.chunkSizeWarningLimit ?? 700,
    },
  };
}
