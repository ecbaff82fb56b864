/**
 * Lighthouse's mobile preset on the Factory Overview of a signed-in player with a working factory
 * (issue 35: performance ≥ 0.95, total blocking time ≤ 200 ms). Lighthouse is not one of the
 * repository's dependencies; install it (and puppeteer-core) in a folder of their own and name it:
 *
 *   mkdir -p /tmp/lh && (cd /tmp/lh && npm init -y && npm i lighthouse@12 puppeteer-core)
 *   npm run build
 *   LIGHTHOUSE_DIR=/tmp/lh npx tsx bench/web/lighthouse.ts [--runs 3] [--port 3410] [--server <server.mjs>] [--out <dir>]
 *
 * Starts the bundled server (by default apps/server/dist/server.mjs, which serves apps/web/dist
 * beside it) on a fresh embedded database, makes a player with five staffed machines and some ticks
 * of history through the API, keeps their session in the browser's storage as the web client does,
 * and runs Lighthouse `--runs` times on /game with the storage kept (`disableStorageReset`), on
 * /usr/bin/chromium (CHROMIUM_PATH). Prints each run's score, total blocking time, LCP, CLS, the
 * main thread's work and its longest tasks, with the machine's load; writes each report's JSON to
 * `--out` when given, with its trace. Nothing is written to docs/: this machine's load moves the figures, so
 * judge a change in runs alternated with the build it replaces.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { callApi } from '../lib/api.js';
import { pathToFileURL } from 'node:url';
import { load, machine, ROOT } from '../lib/report.js';
import { startBundledServer, stopBundledServer } from '../lib/server.js';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3410' },
    server: { type: 'string', default: `${ROOT}apps/server/dist/server.mjs` },
    out: { type: 'string' },
  },
});
const LIGHTHOUSE_DIR = process.env.LIGHTHOUSE_DIR;
if (!LIGHTHOUSE_DIR)
  throw new Error('set LIGHTHOUSE_DIR to a folder with lighthouse@12 and puppeteer-core installed (see this file)');
const ADMIN_TOKEN = 'lighthouse-admin-token-0123456789';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The few fields of Lighthouse's report read here. */
interface Audit {
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}
interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, Audit>;
}
type RunLighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config: Record<string, unknown>,
) => Promise<{ lhr: Report; report: string; artifacts?: { Trace?: unknown } } | undefined>;
interface Browser {
  wsEndpoint(): string;
  newPage(): Promise<{
    goto(url: string, options?: Record<string, unknown>): Promise<unknown>;
    evaluate<A>(fn: (arg: A) => void, arg: A): Promise<void>;
    close(): Promise<void>;
  }>;
  close(): Promise<void>;
}

const installed = createRequire(join(LIGHTHOUSE_DIR, 'package.json'));
const lighthouse = ((await import(pathToFileURL(installed.resolve('lighthouse')).href)) as { default: RunLighthouse })
  .default;
const puppeteer = (
  (await import(pathToFileURL(installed.resolve('puppeteer-core')).href)) as {
    default: { launch(options: Record<string, unknown>): Promise<Browser> };
  }
).default;

const call = (base: string, method: string, path: string, token: string | null, body?: unknown) =>
  callApi(base, method, `/api${path}`, token, body);

/** A player with the recommended machines fully staffed and a few ticks of production (e2e's working factory). */
async function workingFactory(base: string) {
  const player = { name: 'Lighthouse Keeper', email: 'keeper@forgeworks.test', password: 'correct-horse-battery' };
  const session = (await call(base, 'POST', '/auth/register', null, player)) as { token: string; user: unknown };
  const act = (method: string, path: string, body?: unknown) => call(base, method, path, session.token, body);
  for (const type of ['POWER_PLANT', 'COAL_MINE', 'IRON_MINE', 'IRON_MINE', 'SMELTER'])
    await act('POST', '/factory/build-machine', { type });
  const analysis = (await act('GET', '/workers/analysis')) as {
    understaffedMachines: { machineId: string; missingWorkers: { type: string; needed: number; assigned: number }[] }[];
  };
  for (const m of analysis.understaffedMachines)
    for (const missing of m.missingWorkers)
      for (let i = missing.assigned; i < missing.needed; i++)
        await act('POST', '/workers/hire', { type: missing.type, skillLevel: 2, assignedMachineId: m.machineId });
  for (let i = 0; i < 15; i++) await call(base, 'POST', '/admin/tick', ADMIN_TOKEN);
  // The visit that opens "While you were away" is made here, so the runs find the overview as a player at the table does.
  await act('POST', '/factory/visit');
  return session;
}

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
const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});
try {
  const session = await workingFactory(server.base);
  const page = await browser.newPage();
  await page.goto(`${server.base}/`);
  // Where the web client keeps its session (shared/stores/auth.ts); this file is typed without the DOM.
  type InPage = { localStorage: { setItem(key: string, value: string): void } };
  await page.evaluate(
    (stored) => (globalThis as unknown as InPage).localStorage.setItem('forgeworks-auth', stored),
    JSON.stringify({ state: session }),
  );
  // One visit first: the service worker installs and the away summary is seen, as on a player's phone.
  // (The event stream stays open, so the network never idles: a few seconds instead.)
  await page.goto(`${server.base}/game`, { waitUntil: 'load' });
  await new Promise((r) => setTimeout(r, 5_000));
  await page.close();

  console.log(`${machine()}, ${CHROMIUM}; ${args.server}`);
  const port = Number(new URL(browser.wsEndpoint()).port);
  if (args.out) mkdirSync(args.out, { recursive: true });
  for (let run = 1; run <= Number(args.runs); run++) {
    const loadBefore = load();
    const result = await lighthouse(
      `${server.base}/game`,
      { port, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: { onlyCategories: ['performance'], disableStorageReset: true },
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
        `run ${run}: load ${loadBefore}→${load()}`,
        `performance ${lhr.categories.performance.score.toFixed(2)}`,
        `TBT ${ms(audit('total-blocking-time').numericValue)}`,
        `LCP ${ms(audit('largest-contentful-paint').numericValue)}`,
        `FCP ${ms(audit('first-contentful-paint').numericValue)}`,
        `CLS ${audit('cumulative-layout-shift').numericValue?.toFixed(3)}`,
        `main thread ${ms(audit('mainthread-work-breakdown').numericValue)}`,
        `longest tasks ${longest} ms`,
      ].join('; '),
    );
    if (args.out) {
      writeFileSync(join(args.out, `run-${run}.json`), result.report);
      // The trace the figures come from, for Chromium's Performance panel.
      writeFileSync(join(args.out, `run-${run}.trace.json`), JSON.stringify(result.artifacts?.Trace ?? null));
    }
  }
} finally {
  await browser.close();
  await stopBundledServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
