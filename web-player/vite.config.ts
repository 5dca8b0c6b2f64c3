import { defineConfig } from 'vite';
import { webAppViteConfig } from '@backspin/platform/vite';

export default defineConfig(webAppViteConfig({ root: import.meta.dirname, port: 3000, chunkSizeWarningLimit: 700 }));
