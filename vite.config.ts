import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Maps are written for debugging but not referenced from the bundles; the server serves them only
    // with SERVE_SOURCE_MAPS=1.
    sourcemap: 'hidden',
    // The server reads it to preload a page's route chunk and font with the HTML (server/pages/page-preloads.ts).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': API_TARGET, '/images': API_TARGET },
  },
});
