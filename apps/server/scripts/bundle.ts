/**
 * Bundles the server for `npm start`: our own packages (engine, contract) are compiled in,
 * everything from the registry stays in node_modules. tsx is for development only: at run
 * time it wraps every function (keepNames), which costs the tick's hot path about 30%.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { registryPackagesExternal } from './registry-external.js';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  entryPoints: [`${root}src/server.ts`],
  outfile: `${root}dist/server.mjs`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [registryPackagesExternal],
});
console.log('apps/server/dist/server.mjs');
