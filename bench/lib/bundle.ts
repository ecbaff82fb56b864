import { mkdirSync } from 'node:fs';
import { build } from 'esbuild';
import { registryPackagesExternal } from '../../apps/server/scripts/registry-external.js';
import { ROOT } from './report.js';

/**
 * Bundles `entry` as the server ships (our packages compiled in, the registry's left in node_modules;
 * tsx would wrap every function) into `.bench-tmp/<name>.mjs`, and answers its path.
 */
export async function bundleForBench(entry: string, name: string): Promise<string> {
  const out = `${ROOT}.bench-tmp/${name}.mjs`;
  mkdirSync(`${ROOT}.bench-tmp`, { recursive: true });
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    logLevel: 'error',
    plugins: [registryPackagesExternal],
  });
  return out;
}
