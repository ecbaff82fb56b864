/**
 * The chunks the Factory Overview's first load asks for, step by step, read from a production build's
 * manifest (issue 49): each `<link rel=modulepreload>` the page adds is a chunk of a step that the steps
 * before did not load, and the browser appends a lazy step's links in one task.
 *
 *   npx tsx bench/web/chunks.ts [--ungrouped] [--pages]
 *
 * Builds the web client into a temporary folder. `--ungrouped` builds without the first load's groups
 * (apps/web/first-load-chunks.ts), as the build was before them; `--pages` also lists what each other page
 * loads once the overview has, to show that it still loads only when opened.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { FIRST_LOAD, SURVEY } from '../../apps/web/first-load-chunks.js';
import { ROOT } from '../lib/report.js';

const { values: args } = parseArgs({
  options: { ungrouped: { type: 'boolean', default: false }, pages: { type: 'boolean', default: false } },
});

/** The overview's first load: the entry, then each lazy step, by its group's name. */
const STEPS = [
  { what: 'entry (index.html)', key: 'index.html' },
  ...FIRST_LOAD.map(({ group, source }) => ({ what: group, key: source })),
];

/** Every chunk `key` statically imports, itself included, as manifest keys. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

const outDir = mkdtempSync(join(tmpdir(), 'forgeworks-chunks-'));
if (args.ungrouped) process.env[SURVEY] = '1';
try {
  await build({
    root: join(ROOT, 'apps/web'),
    logLevel: 'warn',
    build: { outDir, manifest: true, sourcemap: false },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const bytes = (key: string) => {
    const file = readFileSync(join(outDir, manifest[key]!.file));
    return { raw: file.length, gzip: gzipSync(file, { level: 9 }).length };
  };
  const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
  const sum = (keys: Iterable<string>) =>
    [...keys].map(bytes).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });

  const loaded = new Set<string>();
  console.log(args.ungrouped ? 'Without the first load groups' : 'With the first load groups');
  for (const { what, key } of STEPS) {
    const added = [...closure(manifest, key)].filter((k) => !loaded.has(k));
    added.forEach((k) => loaded.add(k));
    const { raw, gzip } = sum(added);
    // The entry's own script is a <script> tag; every other chunk is a modulepreload link.
    const links = key === 'index.html' ? added.length - 1 : added.length;
    console.log(
      `  ${what.padEnd(30)} ${String(added.length).padStart(3)} chunks, ${String(links).padStart(3)} links, ${kb(raw)} (${kb(gzip)} gzipped)`,
    );
  }
  const firstLoad = sum(loaded);
  const js = Object.keys(manifest).filter((k) => manifest[k]!.file.endsWith('.js'));
  console.log(`  the first load: ${loaded.size} chunks, ${kb(firstLoad.raw)} (${kb(firstLoad.gzip)} gzipped)`);
  console.log(`  the whole build: ${js.length} chunks, ${kb(sum(js).raw)} (${kb(sum(js).gzip)} gzipped)`);

  const pages = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && !loaded.has(k));
  console.log(`  lazy chunks not in the first load: ${pages.length}`);
  if (args.pages) {
    // A page opened first (a link, a notification) loads the game's shell and then itself.
    const shell = closure(manifest, STEPS[1]!.key, closure(manifest, STEPS[0]!.key));
    const loads = (key: string, before: Set<string>) => {
      const added = [...closure(manifest, key)].filter((k) => !before.has(k));
      return `${String(added.length).padStart(3)} chunks, ${kb(sum(added).gzip).padStart(9)}`;
    };
    console.log(`    ${'page'.padEnd(62)} ${'opened first'.padEnd(22)} after the overview`);
    for (const key of pages.sort()) console.log(`    ${key.padEnd(62)} ${loads(key, shell)}   ${loads(key, loaded)}`);
  }
} finally {
  delete process.env[SURVEY];
  rmSync(outDir, { recursive: true, force: true });
}
