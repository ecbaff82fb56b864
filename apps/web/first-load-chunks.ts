import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

/** Set while the survey build runs: the config it loads then makes no groups (and no service worker). */
export const SURVEY = 'FORGEWORKS_CHUNK_SURVEY';

const configFile = fileURLToPath(new URL('./vite.config.ts', import.meta.url));

/**
 * The lazy steps of the overview's first load, in the order the game takes them (app/first-data.ts):
 * the game's shell while the token is checked, the overview, then its cards below the fold after the
 * first paint. `group` names the chunk that holds what the step needs beyond the steps before it.
 */
export const FIRST_LOAD = [
  { group: 'game-shell', source: 'src/app/GameRouter.tsx' },
  { group: 'overview-page', source: 'src/app/pages/FactoryOverviewPage.tsx' },
  { group: 'overview-below-fold', source: 'src/app/pages/OverviewBelowFold.tsx' },
] as const;

type Chunks = Map<string, Rolldown.OutputChunk>;

/** Every chunk `start` imports before it runs: itself and its static imports, transitively. */
function staticClosure(chunks: Chunks, start: string, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const imported of chunks.get(start)?.imports ?? []) staticClosure(chunks, imported, into);
  return into;
}

/** Each step's own chunk and the chunks it loads that the entry and the steps before it did not. */
function firstLoadSteps(chunks: Chunks) {
  const loaded = new Set<string>();
  for (const chunk of chunks.values()) if (chunk.isEntry) staticClosure(chunks, chunk.fileName, loaded);
  return FIRST_LOAD.map((step) => {
    const own = [...chunks.values()].find((c) => c.isDynamicEntry && c.facadeModuleId?.endsWith(`/${step.source}`));
    if (!own) throw new Error(`${step.source} is no lazy chunk of the web build (apps/web/first-load-chunks.ts)`);
    const added = [...staticClosure(chunks, own.fileName)].filter((file) => !loaded.has(file));
    added.forEach((file) => loaded.add(file));
    return { ...step, own, added };
  });
}

const chunksOf = (files: Iterable<Rolldown.OutputChunk | Rolldown.OutputAsset>): Chunks =>
  new Map([...files].filter((o): o is Rolldown.OutputChunk => o.type === 'chunk').map((c) => [c.fileName, c]));

/**
 * What the overview's first load fetches beyond index.html's files, as paths: each step's chunks
 * and the styles and assets they import. The service worker keeps them at install (sw/build.ts),
 * so the installed game opens whole offline though its first load came before the worker.
 */
export function firstLoadFiles(bundle: Rolldown.OutputBundle): string[] {
  const chunks = chunksOf(Object.values(bundle));
  const files = firstLoadSteps(chunks).flatMap(({ added }) =>
    added.flatMap((file) => {
      const meta = chunks.get(file)?.viteMetadata;
      return [file, ...(meta?.importedCss ?? []), ...(meta?.importedAssets ?? [])];
    }),
  );
  return [...new Set(files)].map((file) => `/${file}`);
}

/** The chunks of the client built without groups: what each holds and imports. */
async function survey(mode: string): Promise<Chunks> {
  process.env[SURVEY] = '1';
  try {
    const output = await build({
      configFile,
      mode,
      logLevel: 'silent',
      build: { write: false, sourcemap: false, minify: false, reportCompressedSize: false },
    });
    return chunksOf((Array.isArray(output) ? output : [output as Rolldown.RolldownOutput]).flatMap((o) => o.output));
  } finally {
    delete process.env[SURVEY];
  }
}

/**
 * Fewer, larger chunks for the overview's first load (issue 49). Left to itself the bundler splits the
 * shell and the overview into some sixty chunks (a chunk per set of pages sharing its modules), and the
 * browser appends a `<link rel=modulepreload>` for each of a lazy step's chunks in one long task. A
 * build without groups says which modules each step's chunks really hold (what the code uses, not
 * every module an index file names); the real build then puts those of each step in one group's chunk,
 * so each step loads its own module's chunk and one more. Every other page keeps chunks of its own and
 * loads them when opened, with the groups' chunks it shares modules with.
 *
 * Each group's modules import only modules of the entry and of the steps before it (the survey's
 * chunks import nothing else), so no group pulls in its dependencies: by default a group would take
 * them from the entry's chunks too, and the sign-in page would then load the game. `check` fails the
 * build if a step needs more than its two chunks.
 */
export async function firstLoadChunks(mode: string): Promise<{ groups: Rolldown.CodeSplittingGroup[]; check: Plugin }> {
  const surveyed = await survey(mode);
  const steps = firstLoadSteps(surveyed);
  const groups = steps.map(({ group, own, added }, index) => {
    const modules = new Set(added.flatMap((file) => surveyed.get(file)!.moduleIds));
    // The step's own module keeps a chunk of its own: the manifest still names it by its source
    // (scripts/web-budgets.ts, bench/web/chunks.ts).
    if (own.facadeModuleId) modules.delete(own.facadeModuleId);
    return {
      name: group,
      test: (id: string) => modules.has(id),
      priority: steps.length - index,
      includeDependenciesRecursively: false,
    };
  });
  let trouble: string | undefined;
  const check: Plugin = {
    name: 'forgeworks:first-load-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const steps = firstLoadSteps(chunksOf(Object.values(bundle)));
      trouble = steps
        .filter(({ added }) => added.length > 2)
        .map(({ source, added }) => `${source} loads ${added.length} chunks, not 2`)
        .join('; ');
    },
    // Told when the bundle is closed, before the service worker's plugin looks for what was not written.
    closeBundle: {
      order: 'pre',
      handler() {
        if (trouble) this.error(`the overview's first load (apps/web/first-load-chunks.ts): ${trouble}`);
      },
    },
  };
  return { groups, check };
}
