import type { CDPSession, Page } from '@playwright/test';
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

test('every page of the shell rests between ticks, at both sizes', async ({ page }) => {
  // Two to four seconds of rest on each of twenty-odd pages, twice.
  test.setTimeout(5 * 60_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await signInThroughGate(page, GRACE);
  const found: Record<string, { layouts: number; styles: number }> = {};
  await page.waitForURL(/\/game$/);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const { title, path } of PAGES) {
      // In the page, as a link would: the shell stays, the page under it changes.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.getByRole('banner').getByRole('heading', { name: title })).toBeVisible();
      found[`${title}, ${size.name}`] = await atRest(page, cdp);
    }
  }
  expect(
    Object.entries(found).filter(([, n]) => busy(n)),
    `at most ${MOST} layouts and style passes in ${REST_MS} ms`,
  ).toEqual([]);
});
