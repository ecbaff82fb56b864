import { mkdirSync } from 'node:fs';
import { STORED_RESOURCES } from '@forgeworks/engine';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import { adminTick, openFromSidebar, shoot, signInThroughGate, watchConsole } from '../support/game';
import { coalPointAt } from '../support/market';
import { workingFactory } from '../support/setup';

const PLAYER = { name: 'Emmy Noether', email: 'emmy@forgeworks.test', password: 'correct-horse-battery' };
const SOLD = 60;
const folder = `${SCREENSHOTS_DIR}/market`;

test.beforeAll(async ({ request }) => {
  await workingFactory(request, PLAYER);
});

test('a player sells coal, finds the sale on Price History, and reads Market Trends', async ({ page, request }) => {
  mkdirSync(folder, { recursive: true });
  const errors = watchConsole(page);
  await signInThroughGate(page, PLAYER);

  await openFromSidebar(page, 'Buy & Sell');
  const sell = page.getByRole('region', { name: 'Sell Resources' });
  await sell.getByRole('combobox', { name: 'Resource' }).selectOption('COAL');
  await sell.getByRole('spinbutton', { name: 'Quantity' }).fill(String(SOLD));
  await sell.getByRole('button', { name: 'Sell', exact: true }).click();
  await expect(page.getByText(new RegExp(`^Sold ${SOLD} Coal for \\$`))).toBeVisible();
  const saleTick = (await adminTick(request)) as number;
  for (let i = 0; i < 12; i++) await adminTick(request);

  // The tick that took the sale in counts it. Whether its price is below the tick before depends on
  // the demand walk as much as on 60 units against the depth of the suite's dozen factories: the API
  // test (apps/server/test/market-history.test.ts) holds the dip to the sale's pressure.
  const { point } = await coalPointAt(page, saleTick);
  expect(point.volumeSold).toBeGreaterThanOrEqual(SOLD);

  await openFromSidebar(page, 'Price History');
  await expect(page.getByRole('heading', { name: 'Steel Bar price' })).toBeVisible();
  await page.getByRole('radio', { name: 'Coal' }).click();
  const card = page.getByRole('region', { name: 'Coal price' });
  for (const label of ['Low', 'Average', 'High', 'Change'])
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  const chart = card.getByRole('figure', { name: /Price and volume chart, every tick/ });
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(card.getByText(/^Latest: /)).toBeVisible();
  // Hovering shows the exact values of the tick under the pointer.
  const box = (await chart.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await expect(card.getByText(/^Latest: /)).toBeHidden();
  await expect(card.getByText(/· tick \d+/)).toBeVisible();
  await page.mouse.move(0, 0);
  await shoot(page, folder, 'price-history-24h');

  await page.getByRole('radio', { name: 'Last 7 days' }).click();
  await expect(
    card
      .getByRole('figure', { name: /hourly candles over 7 days/ })
      .locator('canvas')
      .first(),
  ).toBeVisible();
  await expect(card.getByText(/^Open \$\d/)).toBeVisible();
  await shoot(page, folder, 'price-history-7d');

  await openFromSidebar(page, 'Market Trends');
  const movers = page.getByRole('table', { name: '24-hour movers' });
  await expect(movers.getByRole('row', { name: /^Coal/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Most traded resources' }).getByText('Coal')).toBeVisible();
  // A header row and a row for every good the market prices.
  await expect(page.getByRole('table', { name: 'Price outlook' }).getByRole('row')).toHaveCount(
    1 + STORED_RESOURCES.length,
  );
  const mine = page.getByRole('list', { name: 'Your trading by resource' });
  await expect(mine.getByText(new RegExp(`^Sold ${SOLD} for \\$`))).toBeVisible();
  await shoot(page, folder, 'market-trends');
  expect(errors).toEqual([]);
});
