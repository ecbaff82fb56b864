import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './sw/build.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where `/api` goes in `vite` (dev) and `vite preview`: the game server, 3000 unless told otherwise. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), serviceWorker()],
  resolve: { alias: [{ find: /^@\//, replacement: `${root}src/` }] },
  server: { port: Number(process.env.WEB_PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.WEB_PORT ?? 4173), strictPort: true, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The password checker's dictionaries (about 1.7 MB, 850 kB gzipped) are one chunk, loaded
    // only by the sign-up and settings forms; every other chunk stays far below this.
    chunkSizeWarningLimit: 1_800,
  },
});
