/**
 * The web client's first-load budgets (issue 30): how much gzipped JavaScript each page loads
 * before it can be used, from a production build's manifest, which lists every entry's and lazy
 * chunk's static imports. Sizes are deterministic, so an exceeded budget fails `npm test`.
 *
 *   npm run budgets            build into a temporary folder, print the table, fail over a budget
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

const WEB = fileURLToPath(new URL('../apps/web/', import.meta.url));
const KB = 1000;

/**
 * What a page loads, as manifest keys (source paths from apps/web): their static import graphs
 * together, less what `after` already loaded (a chunk is fetched once). Budgets in KB, gzipped.
 */
interface Load {
  what: string;
  /** The chunks the page starts (the entry, and the lazy chunks its first render asks for). */
  starts: string[];
  /** Already loaded before, so not counted again. */
  after?: string[];
  budget: number;
}

const GATE = ['index.html'];
const LOADS: Load[] = [
  { what: 'Sign-in page', starts: GATE, budget: 100 * KB },
  {
    what: "Factory Overview (the game's shell and its first page)",
    starts: [...GATE, 'src/app/GameRouter.tsx', 'src/app/pages/FactoryOverviewPage.tsx'],
    budget: 250 * KB,
  },
  {
    what: "Sign-up page's name and password checks (after the sign-in page)",
    starts: ['src/shared/lib/field-rules.ts'],
    after: GATE,
    budget: 100 * KB,
  },
];

/** Every JavaScript file the chunk `key` loads before it runs: itself and its static imports, transitively. */
export function staticGraph(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: was it moved or renamed?`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const outDir = mkdtempSync(join(tmpdir(), 'forgeworks-budgets-'));
try {
  await build({ root: WEB, logLevel: 'warn', build: { outDir, manifest: true, sourcemap: false } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipped = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;

  let over = 0;
  for (const { what, starts, after = [], budget } of LOADS) {
    const before = staticGraph(manifest, after);
    const files = [...staticGraph(manifest, starts)].filter((file) => !before.has(file));
    const sizes = files.map((file) => ({ file, size: gzipped(file) })).sort((a, b) => b.size - a.size);
    const total = sizes.reduce((sum, { size }) => sum + size, 0);
    const fits = total <= budget;
    if (!fits) over++;
    console.log(
      `${fits ? 'ok  ' : 'OVER'} ${what}: ${(total / KB).toFixed(1)} KB gzipped in ${files.length} files (budget ${budget / KB} KB)`,
    );
    for (const { file, size } of sizes.slice(0, 6))
      console.log(`       ${(size / KB).toFixed(1).padStart(6)} KB  ${file}`);
  }
  if (over > 0) {
    console.error(`${over} first-load budget(s) exceeded (scripts/web-budgets.ts)`);
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
