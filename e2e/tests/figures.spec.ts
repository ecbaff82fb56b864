import { expect, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import { settled, watchConsole } from '../support/game';
import { useGrownWorld } from '../support/grown-factory';
import { PAGES, slug } from '../support/pages';
import { playerMaker } from '../support/player';
import { expectFiguresWhole } from '../support/stat';

/**
 * A Coal Basin factory late in its season, worth tens of millions as the world's leaders are by day
 * 90 (docs/balance-notes.md): at a phone, where two stats share a card's width, every figure on every
 * page shows whole, shrunk to fit rather than cut ("$92,4…").
 */
const folder = `${SCREENSHOTS_DIR}/figures`;
const player = playerMaker('figures')('Grace Hopper');
const MACHINES = [
  ...Array.from({ length: 4 }, () => 'POWER_PLANT'),
  ...Array.from({ length: 4 }, () => 'COAL_MINE'),
  ...Array.from({ length: 6 }, () => 'COKE_OVEN'),
  'IRON_MINE',
  'SMELTER',
  'STEEL_FURNACE',
  'STEEL_MILL',
];
const grown = useGrownWorld(folder, [{ player, site: 'COAL_BASIN', machines: MACHINES, cash: 92_345_678 }]);

test('at a phone, a factory worth millions shows every figure whole on every page', async ({ browser }) => {
  test.setTimeout(5 * 60_000);
  const page = await grown.open(browser, player, 'phone');
  const errors = watchConsole(page);
  for (const { title, path } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('heading', { name: title })).toBeVisible();
    await settled(page);
    await expectFiguresWhole(page, title);
  }
  await page.goto('/game');
  await settled(page);
  await expect(page.getByRole('region', { name: /Grace Hopper/ }).getByText('$92,345,678.00')).toBeVisible();
  await page.screenshot({ path: `${folder}/${slug(PAGES[0].title)}-phone.png`, fullPage: true });
  expect(errors).toEqual([]);
  await page.context().close();
});
