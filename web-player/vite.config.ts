import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { defineConfig } from 'vite';
import { webAppViteConfig } from '@backspin/product/vite';

// Lingui's macros are compiled by Babel before React's transform; catalogues (.po) compile on import.
export default defineConfig(
  webAppViteConfig({
    root: import.meta.dirname,
    port: 3000,
    base: '/',
    chunkSizeWarningLimit: 700,
    plugins: [
      // The plugin's option type marks every Babel option required (a types bug): only presets are given.
      babel({ presets: [linguiTransformerBabelPreset()] } as Parameters<typeof babel>[0]),
      lingui({ failOnMissing: true, failOnCompileError: true })],
  }),
);
