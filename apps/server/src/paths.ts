import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const isServerPackage = (dir: string) => {
  const pkg = join(dir, 'package.json');
  return existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === '@forgeworks/server';
};

/**
 * The server package's own folder, found by walking up from this module: the same answer whether
 * the server runs from its sources, from its bundle in dist/, or bundled into a tool elsewhere in
 * the repository (a benchmark), which finds it at apps/server.
 */
function serverRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (isServerPackage(dir)) return dir;
    if (isServerPackage(join(dir, 'apps', 'server'))) return join(dir, 'apps', 'server');
    const parent = dirname(dir);
    if (parent === dir) throw new Error('the @forgeworks/server package folder was not found');
    dir = parent;
  }
}

export const SERVER_ROOT = serverRoot();
/** Drizzle's migrations, applied at start. */
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');
/** The web client's build (npm run build), served at / when present. */
export const WEB_DIST_DIR = join(SERVER_ROOT, '..', 'web', 'dist');
