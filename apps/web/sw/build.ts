import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { firstLoadFiles } from '../first-load-chunks.ts';

/** What a notification shows and the page's own icon; the larger icons are the browser's to fetch at install. */
const NOTIFICATION_FILES = ['/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png', '/icons/badge-96.png'];
const source = fileURLToPath(new URL('./service-worker.ts', import.meta.url));

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The files the built index.html loads (its script, styles and module preloads), as paths. */
const loadedBy = (html: string) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);

/**
 * Builds the service worker into the web build as /sw.js once Vite has written everything else.
 * The shell it keeps at install is what the first page loads (index.html and its files, the
 * manifest, the icons a notification shows): the page has just fetched them, so it costs the network nothing.
 * It keeps too the chunks of the overview's first load (first-load-chunks.ts), the page the installed
 * game opens at: loaded before the worker took over, or not yet (the cards below the fold come after
 * the first paint), they would be missing offline. A visitor still signed out fetches them once, as
 * signing in would. Each other page's code is kept when first loaded. Its version is a hash of every
 * built file's name, so a build that changes any file makes a new worker.
 */
export function serviceWorker(): Plugin {
  let outDir = '';
  let firstLoad: string[] = [];
  return {
    name: 'forgeworks-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      firstLoad = firstLoadFiles(bundle);
    },
    async closeBundle() {
      const files = filesOf(outDir)
        .map((file) => `/${relative(outDir, file).split('\\').join('/')}`)
        .filter((path) => path !== '/sw.js' && !path.endsWith('.map'))
        .sort();
      const shell = [
        '/index.html',
        ...new Set([...loadedBy(readFileSync(join(outDir, 'index.html'), 'utf8')), ...firstLoad]),
        ...files.filter((path) => NOTIFICATION_FILES.includes(path)),
      ];
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const result = await build({
        entryPoints: [source],
        bundle: true,
        format: 'iife',
        target: 'es2022',
        minify: true,
        write: false,
        define: { BUILD: JSON.stringify({ version, shell }) },
      });
      writeFileSync(join(outDir, 'sw.js'), result.outputFiles[0]!.contents);
    },
  };
}
