import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * `vite dev` only: answers /config.json the way the product's static server does in production
 * (the URLs come from BACKSPIN_GRAPHQL_URL / BACKSPIN_GRAPHQL_WS_URL, default the local gateway).
 * Builds contain no config.json and no gateway URL.
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

/**
 * A build is always a production build, even when started in-process from a test run (NODE_ENV=test
 * would otherwise give React's development bundle and JSX runtime). Vite reads NODE_ENV after loading
 * this file; the previous value is put back when the build ends.
 */
function productionBuild(command: string): Plugin[] {
  if (command !== 'build' || process.env.NODE_ENV === 'production') return [];
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const restore = () => {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  };
  return [{ name: 'backspin-production-build', buildEnd: (error) => void (error && restore()), closeBundle: restore }];
}

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  base: './',
  plugins: [...productionBuild(command), react(), devConfigJson()],
  server: { port: 3000, strictPort: true },
  preview: { port: 3000, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
}));
