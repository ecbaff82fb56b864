import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's own folder, found by walking up from this module: the same answer whether
 * the server runs from its sources or from a bundle in dist/.
 */
function serverRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === '@forgeworks/server')
      return dir;
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
