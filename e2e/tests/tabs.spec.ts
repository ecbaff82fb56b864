import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import { adminTick, shoot, signInThroughGate, watchConsole } from '../support/game';
import { workingFactory } from '../support/setup';

/**
 * Issue 45: a player with many tabs. A browser gives a host six HTTP/1.1 connections; a stream per
 * tab spent them, and with eleven tabs the overview never loaded. The tabs now share one stream.
 */
const PLAYER = { name: 'Tabitha Tabs', email: 'tabitha@forgeworks.test', password: 'correct-horse-battery' };
const TABS = 12;

test.beforeAll(async ({ request }) => {
  await workingFactory(request, PLAYER);
});

const overview = (page: Page) => page.getByRole('region', { name: "Tabitha Tabs's Factory" });

test('twelve tabs of one player each load the overview, sharing one event stream that moves on when its tab closes', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  // Every stream any tab opens, and which tab opened it.
  const streams: Page[] = [];
  context.on('request', (req) => {
    if (new URL(req.url()).pathname !== '/api/events') return;
    // A service worker's own requests have no page: the tabs' streams are the pages'.
    const from = req.serviceWorker() ? null : req.frame().page();
    if (from) streams.push(from);
  });
  await signInThroughGate(page, PLAYER);
  await expect(overview(page)).toBeVisible();
  const tabs = [page];
  for (let i = 1; i < TABS; i++) {
    const tab = await context.newPage();
    const start = Date.now();
    await tab.goto('/game');
    // Where a stream per tab left the seventh on "Loading…" for good; how long each took is noted.
    await expect(overview(tab)).toBeVisible();
    test.info().annotations.push({ type: `tab ${i + 1} loaded in`, description: `${Date.now() - start} ms` });
    await expect(tab.getByRole('status', { name: 'Live' })).toBeVisible();
    tabs.push(tab);
  }
  expect(streams).toEqual([page]);

  // A tick reaches every tab through the one stream: each refetches its tick info.
  const heard = tabs.map((tab) => tab.waitForRequest((req) => req.url().endsWith('/api/factory/tick-info')));
  await adminTick(request);
  await Promise.all(heard);

  // The leading tab closes: another takes the stream over, and ticks still reach the rest.
  await page.close();
  await expect.poll(() => streams.length).toBe(2);
  const leader = streams[1]!;
  expect(tabs.slice(1)).toContain(leader);
  const rest = tabs.slice(1);
  const again = rest.map((tab) => tab.waitForRequest((req) => req.url().endsWith('/api/factory/tick-info')));
  await adminTick(request);
  await Promise.all(again);
  await leader.reload();
  await expect(overview(leader)).toBeVisible();
  mkdirSync(`${SCREENSHOTS_DIR}/tabs`, { recursive: true });
  await shoot(leader, `${SCREENSHOTS_DIR}/tabs`, 'overview-of-twelve', { fullPage: false });
  expect(errors).toEqual([]);
});
