/**
 * The two ways bench/web/lighthouse.ts opens the game before Lighthouse measures it (issue 49):
 *
 * - `bench`: puppeteer-core launches Chromium, the player's first visit is a tab closed before the
 *   runs, the away summary is seen through the API; Lighthouse opens its own tab, alone.
 * - `outside`: as the measurement from outside the repository: Playwright's persistent
 *   context with `--remote-debugging-port`, the overview opened once in its first tab and that tab
 *   left open (its event stream, its clock) while Lighthouse measures in a second one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { callApi } from '../lib/api.js';

export type Setup = 'bench' | 'outside';
export const SETUPS: Setup[] = ['bench', 'outside'];

export interface Session {
  token: string;
  user: unknown;
}

/** A browser Lighthouse can reach on `port`, with the player's first visit made. */
export interface OpenBrowser {
  port: number;
  /** The page Lighthouse measures: `/game` as the bench has always measured, `/game/` as the issue did. */
  url: string;
  close(): Promise<void>;
}

interface Puppeteer {
  launch(options: Record<string, unknown>): Promise<{
    wsEndpoint(): string;
    newPage(): Promise<{
      goto(url: string, options?: Record<string, unknown>): Promise<unknown>;
      evaluate<A>(fn: (arg: A) => void, arg: A): Promise<void>;
      close(): Promise<void>;
    }>;
    close(): Promise<void>;
  }>;
}

/**
 * A player with the welcome setup (power plant, coal mine, two iron mines, smelter), every crew hired
 * and `ticks` ticks of production. The bench also makes the visit that opens "While you were away"
 * here; the outside setup leaves it to the overview's first opening, as a player's browser does.
 */
export async function workingFactory(base: string, adminToken: string, setup: Setup): Promise<Session> {
  const call = (method: string, path: string, token: string | null, body?: unknown) =>
    callApi(base, method, `/api${path}`, token, body);
  const player =
    setup === 'bench'
      ? { name: 'Lighthouse Keeper', email: 'keeper@forgeworks.test', password: 'correct-horse-battery' }
      : { name: 'Outside Keeper', email: 'outside@forgeworks.test', password: 'correct-horse-battery' };
  const session = (await call('POST', '/auth/register', null, player)) as Session;
  const act = (method: string, path: string, body?: unknown) => call(method, path, session.token, body);
  for (const type of ['POWER_PLANT', 'COAL_MINE', 'IRON_MINE', 'IRON_MINE', 'SMELTER'])
    await act('POST', '/factory/build-machine', { type });
  const analysis = (await act('GET', '/workers/analysis')) as {
    understaffedMachines: { machineId: string; missingWorkers: { type: string; needed: number; assigned: number }[] }[];
  };
  for (const m of analysis.understaffedMachines)
    for (const missing of m.missingWorkers)
      for (let i = missing.assigned; i < missing.needed; i++)
        await act('POST', '/workers/hire', { type: missing.type, skillLevel: 2, assignedMachineId: m.machineId });
  const ticks = setup === 'bench' ? 15 : 14;
  for (let i = 0; i < ticks; i++) await call('POST', '/admin/tick', adminToken);
  if (setup === 'bench') await act('POST', '/factory/visit');
  return session;
}

// Where the web client keeps its session (shared/stores/auth.ts); this file is typed without the DOM.
type InPage = { localStorage: { setItem(key: string, value: string): void } };
export const keepSession = (stored: string) =>
  (globalThis as unknown as InPage).localStorage.setItem('forgeworks-auth', stored);
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The bench's browser: puppeteer-core from LIGHTHOUSE_DIR, the first visit's tab closed before the runs. */
async function benchBrowser(
  resolve: (name: string) => string,
  chromiumPath: string,
  base: string,
  session: Session,
): Promise<OpenBrowser> {
  const puppeteer = ((await import(pathToFileURL(resolve('puppeteer-core')).href)) as { default: Puppeteer }).default;
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  await page.evaluate(keepSession, JSON.stringify({ state: session }));
  // One visit first: the service worker installs and the away summary is seen, as on a player's phone.
  // (The event stream stays open, so the network never idles: a few seconds instead.)
  await page.goto(`${base}/game`, { waitUntil: 'load' });
  await wait(5_000);
  await page.close();
  return { port: Number(new URL(browser.wsEndpoint()).port), url: `${base}/game`, close: () => browser.close() };
}

/** The browser: Playwright's persistent context on a debugging port, its overview tab left open. */
async function outsideBrowser(
  chromiumPath: string,
  base: string,
  session: Session,
  port: number,
): Promise<OpenBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'forgeworks-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${base}/`);
  await page.evaluate(keepSession, JSON.stringify({ state: session }));
  await page.goto(`${base}/game/`);
  await page.getByRole('heading', { name: 'Next Production Tick' }).waitFor();
  await wait(3_000);
  return {
    port,
    url: `${base}/game/`,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Opens the browser of `setup` with its player's first visit made. */
export function openBrowser(
  setup: Setup,
  resolve: (name: string) => string,
  chromiumPath: string,
  base: string,
  session: Session,
  debuggingPort: number,
): Promise<OpenBrowser> {
  return setup === 'bench'
    ? benchBrowser(resolve, chromiumPath, base, session)
    : outsideBrowser(chromiumPath, base, session, debuggingPort);
}
