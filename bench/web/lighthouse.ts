/**
 * Lighthouse's mobile preset on the Factory Overview of a signed-in player with a working factory
 * (issues 35 and 49: performance ≥ 0.95, total blocking time ≤ 200 ms). Lighthouse is not one of the
 * repository's dependencies; install it (and puppeteer-core) in a folder of their own and name it:
 *
 *   mkdir -p /tmp/lh && (cd /tmp/lh && npm init -y && npm i lighthouse@12 puppeteer-core)
 *   npm run build
 *   LIGHTHOUSE_DIR=/tmp/lh npx tsx bench/web/lighthouse.ts [--setup bench|outside|both] [--runs 3]
 *     [--port 3410] [--debugging-port 9333] [--server <server.mjs>] [--out <dir>] [--js-samples]
 *
 * Starts the bundled server (by default apps/server/dist/server.mjs, which serves apps/web/dist
 * beside it) on a fresh embedded database, makes a player with the welcome setup, every crew hired
 * and some ticks of history through the API, keeps their session in the browser's storage as the
 * web client does, opens the overview once, and runs Lighthouse `--runs` times on it with the
 * storage kept (`disableStorageReset`), on /usr/bin/chromium (CHROMIUM_PATH). `--setup` picks the
 * browser (lighthouse-setups.ts): the bench's own (puppeteer-core, the first tab closed), the
 * issue's measurement from outside (Playwright's persistent context, the first tab left open), or
 * both, one after the other. LIGHTHOUSE_OUTSIDE_DIR names another Lighthouse for the outside setup
 * (the issue used lighthouse@12.2.3); by default it is LIGHTHOUSE_DIR's. Prints each run's score,
 * total blocking time, LCP, CLS, the main thread's work and its longest tasks, with the machine's
 * load average before and after; writes each report's JSON to `--out` when given, with its trace.
 * Nothing is written to docs/: this machine's load moves the figures, so judge a change in runs
 * alternated with the build it replaces.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { load, machine, ROOT } from '../lib/report.js';
import { startBundledServer, stopBundledServer } from '../lib/server.js';
import { openBrowser, SETUPS, workingFactory, type Setup } from './lighthouse-setups.js';

const { values: args } = parseArgs({
  options: {
    setup: { type: 'string', default: 'bench' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3410' },
    'debugging-port': { type: 'string', default: '9333' },
    server: { type: 'string', default: `${ROOT}apps/server/dist/server.mjs` },
    out: { type: 'string' },
    'js-samples': { type: 'boolean', default: false },
  },
});
const LIGHTHOUSE_DIR = process.env.LIGHTHOUSE_DIR;
if (!LIGHTHOUSE_DIR)
  throw new Error('set LIGHTHOUSE_DIR to a folder with lighthouse@12 and puppeteer-core installed (see this file)');
const setups = args.setup === 'both' ? SETUPS : [args.setup as Setup];
if (!setups.every((setup) => SETUPS.includes(setup)))
  throw new Error(`--setup: bench, outside or both, not ${args.setup}`);
const ADMIN_TOKEN = 'lighthouse-admin-token-0123456789';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The few fields of Lighthouse's report read here. */
interface Audit {
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}
interface Report {
  lighthouseVersion: string;
  categories: { performance: { score: number } };
  audits: Record<string, Audit>;
}
type RunLighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config: Record<string, unknown>,
) => Promise<{ lhr: Report; report: string; artifacts?: { Trace?: unknown } } | undefined>;

/** Resolves a package installed in `dir` (Lighthouse's folder), not in the repository. */
const resolverIn = (dir: string) => {
  const installed = createRequire(join(dir, 'package.json'));
  return (name: string) => installed.resolve(name);
};
const lighthouseIn = async (dir: string) =>
  ((await import(pathToFileURL(resolverIn(dir)('lighthouse')).href)) as { default: RunLighthouse }).default;

const ms = (n: number | undefined) => `${Math.round(n ?? NaN).toLocaleString('en-US')} ms`;

const dataDir = mkdtempSync(join(tmpdir(), 'forgeworks-lighthouse-'));
const server = await startBundledServer(
  Number(args.port),
  {
    DATA_DIR: dataDir,
    ADMIN_TOKEN,
    TICK_INTERVAL_MS: String(60 * 60 * 1000),
    SIGN_UPS_PER_ADDRESS: '1000',
    LOG_LEVEL: 'warn',
  },
  join(dataDir, 'server.log'),
  args.server,
);
try {
  console.log(`${machine()}, ${CHROMIUM}; ${args.server}`);
  for (const setup of setups) {
    const dir = setup === 'outside' ? (process.env.LIGHTHOUSE_OUTSIDE_DIR ?? LIGHTHOUSE_DIR) : LIGHTHOUSE_DIR;
    const lighthouse = await lighthouseIn(dir);
    const session = await workingFactory(server.base, ADMIN_TOKEN, setup);
    const browser = await openBrowser(
      setup,
      resolverIn(LIGHTHOUSE_DIR),
      CHROMIUM,
      server.base,
      session,
      Number(args['debugging-port']),
    );
    try {
      const out = args.out && (setups.length > 1 ? join(args.out, setup) : args.out);
      if (out) mkdirSync(out, { recursive: true });
      for (let run = 1; run <= Number(args.runs); run++) {
        const loadBefore = load();
        const result = await lighthouse(
          browser.url,
          { port: browser.port, output: 'json', logLevel: 'error' },
          {
            extends: 'lighthouse:default',
            settings: {
              onlyCategories: ['performance'],
              disableStorageReset: true,
              // The JavaScript samples long-tasks.ts --read names the tasks by; they slow what they watch.
              ...(args['js-samples'] ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
            },
          },
        );
        if (!result) throw new Error('lighthouse gave no result');
        const { lhr } = result;
        const audit = (id: string) => lhr.audits[id]!;
        const longest = (audit('long-tasks').details?.items ?? [])
          .map((t) => Math.round(t.duration as number))
          .slice(0, 5)
          .join(', ');
        console.log(
          [
            `${setup} run ${run} (lighthouse ${lhr.lighthouseVersion}): load ${loadBefore}→${load()}`,
            `performance ${lhr.categories.performance.score.toFixed(2)}`,
            `TBT ${ms(audit('total-blocking-time').numericValue)}`,
            `LCP ${ms(audit('largest-contentful-paint').numericValue)}`,
            `FCP ${ms(audit('first-contentful-paint').numericValue)}`,
            `CLS ${audit('cumulative-layout-shift').numericValue?.toFixed(3)}`,
            `main thread ${ms(audit('mainthread-work-breakdown').numericValue)}`,
            `longest tasks ${longest} ms`,
          ].join('; '),
        );
        if (out) {
          writeFileSync(join(out, `run-${run}.json`), result.report);
          // The trace the figures come from, for Chromium's Performance panel.
          writeFileSync(join(out, `run-${run}.trace.json`), JSON.stringify(result.artifacts?.Trace ?? null));
        }
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await stopBundledServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
