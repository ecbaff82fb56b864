import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import { adminTick, api, myFactory, notice, settled, shoot, signUpThroughGate, watchConsole } from '../support/game';
import { stat } from '../support/stat';
import { money } from '../support/market';

/**
 * Issue 39: a newcomer's first hour at phone size, following only what the welcome guide shows and
 * tapping its buttons; at each step the overview's headline, Power & Operations and Workforce say
 * the same thing, and a large build asks first.
 */
const FOLDER = `${SCREENSHOTS_DIR}/first-hour`;
const NEWCOMER = { name: 'Nell Newcomer', email: 'nell@forgeworks.test', password: 'correct-horse-battery' };
const PHONE = { width: 390, height: 844 };

interface Grid {
  headline: { text: string };
  productionEfficiency: number;
}

/** Reads one figure off each page and checks they agree with each other and with the API. */
async function pagesAgree(page: Page, step: string): Promise<void> {
  const grid = await api<Grid>(page, '/factory/power-grid-status');
  const workforce = await api<{ missingPosts: number; understaffedMachines: unknown[] }>(page, '/workers/analysis');
  const factory = await myFactory(page);
  const netWorth = money(factory.netWorth);

  await page.goto('/game');
  const overview = page.getByRole('region', { name: /Factory$/ });
  await expect(overview.getByTestId('headline'), step).toHaveText(grid.headline.text);
  await expect(stat(page, 'Net worth'), step).toHaveText(netWorth);
  const efficiency = (await stat(page, 'Production efficiency').textContent())!;

  await page.goto('/game/power');
  const status = page.getByRole('region', { name: 'Power Status' });
  await expect(status.getByTestId('headline'), step).toHaveText(grid.headline.text);
  const tile = page.getByRole('region', { name: 'Production efficiency' });
  await expect(tile, step).toContainText(efficiency);

  await page.goto('/game/workforce');
  const posts = workforce.missingPosts;
  const words = posts === 0 ? 'Fully staffed' : `${posts} ${posts === 1 ? 'post' : 'posts'} empty`;
  await expect(page.getByRole('region', { name: 'Workforce Efficiency' }), step).toContainText(words);
  const understaffed = page.getByRole('region', { name: 'Understaffed Machines' });
  if (workforce.understaffedMachines.length === 0)
    await expect(understaffed.getByText('Every machine has its full crew.'), step).toBeVisible();
  else await expect(understaffed.getByText('Every machine has its full crew.'), step).toHaveCount(0);
}

/** The box is wholly within the first screen of a phone. */
async function inFirstScreen(page: Page, what: ReturnType<Page['getByRole']>) {
  const box = (await what.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
}

test('a newcomer at phone size follows the guide to its end; the pages agree at each step', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  await page.setViewportSize(PHONE);
  await signUpThroughGate(page, NEWCOMER);

  // The guide is on the first screen, its first step a button where it stands.
  const guide = page.getByRole('region', { name: 'Welcome to your factory!' });
  const current = guide.locator('li[aria-current="step"]');
  await expect(current.getByRole('button', { name: 'Build Power Plant' })).toBeEnabled();
  await inFirstScreen(page, current.getByRole('button', { name: 'Build Power Plant' }));
  await settled(page);
  await page.screenshot({ path: `${FOLDER}/01-guide-first-screen-phone.png` });
  await shoot(page, FOLDER, '02-guide');
  await page.setViewportSize(PHONE);

  // The builds, in the guide's order; a spend of more than a tenth of the cash asks first.
  const builds: [string, boolean][] = [
    ['Power Plant', true],
    ['Coal Mine', false],
    ['Iron Mine', true],
    ['Iron Mine', true],
    ['Smelter', true],
  ];
  for (const [i, [machine, asks]] of builds.entries()) {
    await page.goto('/game');
    await current.getByRole('button', { name: `Build ${machine}` }).click();
    const ask = page.getByRole('dialog', { name: new RegExp(`^Build an? ${machine} for \\$`) });
    if (asks) {
      await expect(ask).toContainText('of your');
      if (i === 0) await page.screenshot({ path: `${FOLDER}/03a-large-build-asks-phone.png` });
      await ask.getByRole('button', { name: 'Build', exact: true }).click();
    }
    await expect.poll(async () => (await myFactory(page)).machines.length, `${machine} built`).toBe(i + 1);
    // A small spend went ahead on the tap.
    if (!asks) await expect(ask).toHaveCount(0);
    // Newer notices take the older ones' place: at most two show on a phone (a build and its achievements).
    const notices = page.getByRole('region', { name: 'Notifications' }).getByRole('button');
    expect(await notices.filter({ visible: true }).count()).toBeLessThanOrEqual(2);
    if (i === 4) await page.screenshot({ path: `${FOLDER}/03b-notices-phone.png` });
    await pagesAgree(page, `after building the ${machine} (${i + 1})`);
  }

  // Every machine built and no crew: the plant makes a quarter of its power, and the headline
  // names the real fix, with its button.
  await page.goto('/game');
  const overview = page.getByRole('region', { name: /Factory$/ });
  await expect(overview.getByTestId('headline')).toContainText('Your power plants lack staff');
  await expect(overview.getByTestId('headline')).not.toContainText(/build/i);
  await expect(overview.getByRole('button', { name: 'Hire all missing crew' })).toBeVisible();
  await expect(guide).toBeVisible();
  await shoot(page, FOLDER, '04-built-no-crew');
  await page.setViewportSize(PHONE);

  // The guide's last step: every crew, asked first (more than a tenth of what cash is left).
  await current.getByRole('button', { name: 'Hire all missing crew' }).click();
  const hire = page.getByRole('dialog', { name: 'Hire all missing crew?' });
  await expect(hire.getByTestId('hire-all-cost')).toHaveText('$1,368.00');
  await hire.getByRole('button', { name: 'Hire 13 workers' }).click();
  await expect(notice(page, /^Hired 9 Operators, 4 Technicians for \$1,368\.00/)).toBeVisible();
  // Done: the guide steps aside only now.
  await expect(guide).toHaveCount(0);
  await pagesAgree(page, 'crewed');
  await page.goto('/game');
  await shoot(page, FOLDER, '05-guide-done');

  // A game hour later the pages still agree, and the newcomer is worth more than at the start.
  for (let i = 0; i < 12; i++) await adminTick(request);
  await page.setViewportSize(PHONE);
  // A game hour is long enough to be told what happened meanwhile, once: read, then put away.
  await page.goto('/game');
  await settled(page);
  const away = page.getByRole('dialog', { name: 'While you were away' });
  if (await away.isVisible()) {
    await page.screenshot({ path: `${FOLDER}/06a-away-an-hour-later-phone.png` });
    await away.getByRole('button', { name: 'Back to the factory' }).click();
  }
  await pagesAgree(page, 'a game hour later');
  expect((await myFactory(page)).netWorth).toBeGreaterThan(50_000);
  // Following the guide shows as a gain on the season's board, not a loss ('−$9,567.57 this season').
  await page.goto('/game');
  await expect(stat(page, 'Gained this season')).toHaveText(/^\+\$[\d,]+\.\d\d$/);
  await page.goto('/game/workforce');
  await shoot(page, FOLDER, '06-workforce-an-hour-later');
  await page.goto('/game/power');
  await shoot(page, FOLDER, '07-power-an-hour-later');
  expect(errors).toEqual([]);
});
