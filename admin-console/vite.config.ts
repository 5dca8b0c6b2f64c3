import { defineConfig } from 'vite';
import { webAppViteConfig } from '@backspin/product/vite';

export default defineConfig(webAppViteConfig({ root: import.meta.dirname, port: 3001, chunkSizeWarningLimit: 1500 }));
