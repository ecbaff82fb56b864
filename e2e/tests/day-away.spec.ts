import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import {
  adminTick,
  myFactory,
  notice,
  openFromSidebar,
  signUpThroughGate,
  watchConsole,
  settled,
} from '../support/game';
import { quickBuild } from '../support/quick-build';

const PLAYER = { name: 'Mary Somerville', email: 'mary@forgeworks.test', password: 'correct-horse-battery' };
const FOLDER = `${SCREENSHOTS_DIR}/day-away`;
/** One game day of five-minute ticks. */
const DAY_OF_TICKS = 288;

/**
 * Issue 12's promise, as a player lives it: follow the welcome box, hire the crews, close the game
 * for a game night, and come back to a factory that looked after itself.
 */
test('a player who follows the welcome box and leaves for a game day comes back no poorer and out of debt', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  mkdirSync(FOLDER, { recursive: true });
  const context = await browser.newContext();
  let page = await context.newPage();
  const errors = watchConsole(page);
  await signUpThroughGate(page, PLAYER);
  const start = await myFactory(page);

  // The welcome box's steps, read from the box itself: 'N × Machine' means N of them.
  const welcome = page.getByRole('region', { name: 'Welcome to your factory!' });
  await expect(welcome).toBeVisible();
  await welcome.screenshot({ path: `${FOLDER}/welcome-box.png` });
  // Each step's first paragraph is its title.
  const titles = await welcome
    .getByRole('listitem')
    .evaluateAll((steps) => steps.map((step) => step.querySelector('p')?.textContent ?? ''));
  const builds = titles
    .map((title) => /^(?:(\d+) × )?(.+)$/.exec(title.trim())!)
    .flatMap(([, count, name]) => Array.from({ length: Number(count ?? 1) }, () => name!))
    .filter((name) => name !== 'Hire the crews');
  expect(builds).toEqual(['Power Plant', 'Coal Mine', 'Iron Mine', 'Iron Mine', 'Smelter']);
  expect(titles.map((t) => t.trim())).toContain('Hire the crews');

  await quickBuild(page, builds);
  await openFromSidebar(page, 'Workforce');
  await page
    .getByRole('region', { name: 'Understaffed Machines' })
    .getByRole('button', { name: 'Hire all missing crew' })
    .click();
  await page.getByRole('button', { name: /^Hire \d+ workers$/ }).click();
  await expect(notice(page, /^Hired \d+ Operators?, \d+ Technicians?/)).toBeVisible();
  await openFromSidebar(page, 'Factory Overview');
  await settled(page);
  const walksAway = await myFactory(page);
  expect(errors).toEqual([]);

  // The game is closed for a game day; the server keeps ticking.
  await page.close();
  for (let i = 0; i < DAY_OF_TICKS; i++) await adminTick(request);

  page = await context.newPage();
  const errorsOnReturn = watchConsole(page);
  await page.goto('/game');
  const away = page.getByRole('dialog', { name: 'While you were away' });
  await expect(away).toBeVisible();
  await expect(away.getByText(/1 game day/)).toBeVisible();
  await expect(away.getByRole('row', { name: /^Steel Bar/ })).toBeVisible();
  await settled(page);
  await page.screenshot({ path: `${FOLDER}/while-you-were-away.png`, fullPage: true });

  const back = await myFactory(page);
  // Sold by its standing order, repaid nothing because it borrowed nothing.
  expect(back.debt).toBe(0);
  expect(back.netWorth).toBeGreaterThanOrEqual(0.95 * start.netWorth);
  expect(back.netWorth).toBeGreaterThan(walksAway.netWorth);
  expect(back.cash).toBeGreaterThan(walksAway.cash);

  await away.getByRole('button', { name: 'Back to the factory' }).click();
  await expect(away).toBeHidden();
  await page.screenshot({ path: `${FOLDER}/overview-next-day.png`, fullPage: true });
  expect(errorsOnReturn).toEqual([]);
  await context.close();
});
