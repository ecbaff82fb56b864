import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunks, SURVEY } from './first-load-chunks.ts';
import { passwordAdvice } from './password-advice.ts';
import { serviceWorker } from './sw/build.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where `/api` goes in `vite` (dev) and `vite preview`: the game server, 3000 unless told otherwise. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

export default defineConfig(async ({ command, mode }) => {
  // The build's chunks for the overview's first load come from a survey build (first-load-chunks.ts), made without them.
  const survey = Boolean(process.env[SURVEY]);
  const firstLoad = command === 'build' && !survey ? await firstLoadChunks(mode) : undefined;
  return {
    root,
    plugins: [
      react(),
      tailwindcss(),
      passwordAdvice(),
      ...(survey ? [] : [serviceWorker()]),
      ...(firstLoad ? [firstLoad.check] : []),
    ],
    resolve: { alias: [{ find: /^@\//, replacement: `${root}src/` }] },
    server: { port: Number(process.env.WEB_PORT ?? 5173), strictPort: true, proxy },
    preview: { port: Number(process.env.WEB_PORT ?? 4173), strictPort: true, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      ...(firstLoad ? { rolldownOptions: { output: { codeSplitting: { groups: firstLoad.groups } } } } : {}),
    },
  };
});
