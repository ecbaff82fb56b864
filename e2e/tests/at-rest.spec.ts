import type { Browser, CDPSession, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Player } from '../support/game';
import { settled, signInThroughGate } from '../support/game';
import { PAGES } from '../support/pages';
import { workingFactory } from '../support/setup';

/**
 * A signed-in page nobody touches does no work between ticks: at most a layout and a style pass a
 * second (the countdown's text), on every page of the shell at both sizes. Counted by Chromium
 * itself through the DevTools protocol (Performance.getMetrics), over a few seconds of rest.
 */
const GRACE: Player = { name: 'Grace Hopper', email: 'grace@forgeworks.test', password: 'correct-horse-battery' };
const REST_MS = 2_000;
/** One a second, and one more for a second's beat that falls on the window's edge. */
const MOST = REST_MS / 1_000 + 1;
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function countsOf(cdp: CDPSession) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const of = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { layouts: of('LayoutCount'), styles: of('RecalcStyleCount') };
}

/** Layouts and style passes while the page rests for REST_MS. */
async function restingFor(page: Page, cdp: CDPSession) {
  const before = await countsOf(cdp);
  await page.waitForTimeout(REST_MS);
  const after = await countsOf(cdp);
  return { layouts: after.layouts - before.layouts, styles: after.styles - before.styles };
}

const busy = (n: { layouts: number; styles: number }) => n.layouts > MOST || n.styles > MOST;

/**
 * What the page does at rest, the pointer off it, once its requests are answered. A page that
 * still moves then gets one more window: a chart's entrance (a second and a half) is no rest's work.
 */
async function atRest(page: Page, cdp: CDPSession) {
  await page.mouse.move(0, 0);
  await settled(page);
  const first = await restingFor(page, cdp);
  return busy(first) ? restingFor(page, cdp) : first;
}

test.beforeAll(async ({ request }) => {
  await workingFactory(request, GRACE);
});

/** Every page of the shell in turn at one size, in a browser of its own: what each does at rest. */
async function restsAt(browser: Browser, size: (typeof SIZES)[number]) {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await signInThroughGate(page, GRACE);
  await page.waitForURL(/\/game$/);
  const found: Record<string, { layouts: number; styles: number }> = {};
  for (const { title, path } of PAGES) {
    // In the page, as a link would: the shell stays, the page under it changes.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('banner').getByRole('heading', { name: title })).toBeVisible();
    found[`${title}, ${size.name}`] = await atRest(page, cdp);
    // A hidden page would skip its frames and pass for one at rest: the other size's page is no cover.
    expect(await page.evaluate(() => document.visibilityState), `${title}, ${size.name}`).toBe('visible');
  }
  await context.close();
  return found;
}

test('every page of the shell rests between ticks, at both sizes', async ({ browser }) => {
  // Two to four seconds of rest on each of twenty-odd pages, at each size.
  test.setTimeout(5 * 60_000);
  // The sizes rest side by side, each page counted by its own DevTools session: the windows of rest
  // are waits, so two at once take the time of one.
  const found = Object.assign({}, ...(await Promise.all(SIZES.map((size) => restsAt(browser, size))))) as Record<
    string,
    { layouts: number; styles: number }
  >;
  expect(
    Object.entries(found).filter(([, n]) => busy(n)),
    `at most ${MOST} layouts and style passes in ${REST_MS} ms`,
  ).toEqual([]);
});
