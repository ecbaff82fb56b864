import type { Plugin } from 'esbuild';

/** Bundles our own workspace packages (TypeScript sources) and leaves every registry package in node_modules. */
export const registryPackagesExternal: Plugin = {
  name: 'registry-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@forgeworks/') ? undefined : { path: args.path, external: true },
    );
  },
};
