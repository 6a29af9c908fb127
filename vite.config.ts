import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkCssWithoutShared } from './web/build/chunk-css-without-shared';

const API_TARGET = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), chunkCssWithoutShared()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Maps are written for debugging but not referenced from the bundles; the server serves them only
    // with SERVE_SOURCE_MAPS=1.
    sourcemap: 'hidden',
    // .vite/manifest.json maps each source module to its chunk, imports and CSS: the server preloads a page's
    // route chunk and font from it (server/pages/page-preloads.ts), and the web budget check
    // (e2e/web-budgets.e2e.ts) reads each public route's JavaScript and CSS from it.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': API_TARGET, '/images': API_TARGET },
  },
});
