import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import {
  adminTick,
  api,
  myFactory,
  notice,
  openFromSidebar,
  shoot,
  signUpThroughGate,
  watchConsole,
} from '../support/game';
import { coalPointAt, stockOf } from '../support/market';

const PLAYER = { name: 'Annie Easley', email: 'annie@forgeworks.test', password: 'correct-horse-battery' };
/** Enough coal to move its price past the demand's own wander, and more than a quarter of the cash (a confirmation). */
const BOUGHT = 3000;
const folder = `${SCREENSHOTS_DIR}/market`;

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));
const coalOf = (factory: Awaited<ReturnType<typeof myFactory>>) => stockOf(factory, 'COAL');

test('a new player buys coal, sees the purchase and the price move on Price History after a tick, and on Trends', async ({
  page,
  request,
}) => {
  mkdirSync(folder, { recursive: true });
  const errors = watchConsole(page);
  await signUpThroughGate(page, PLAYER);
  // A tick first, so the price history has a price from before the purchase to compare with.
  await adminTick(request);
  const before = await myFactory(page);

  await openFromSidebar(page, 'Buy & Sell');
  const prices = page.getByRole('table', { name: 'Market prices' });
  await expect(prices.getByRole('columnheader', { name: 'Ask' })).toBeVisible();
  const buy = page.getByRole('region', { name: 'Buy Resources' });
  await buy.getByRole('combobox', { name: 'Resource' }).selectOption('COAL');
  await expect(buy.getByText(/^[\d,]+ affordable$/)).toBeVisible();
  await buy.getByRole('spinbutton', { name: 'Quantity' }).fill(String(BOUGHT));
  const estimate = buy.getByTestId('buy-estimate');
  await expect(estimate).toHaveText(/^\$[\d,]+\.\d\d$/);
  const estimated = dollars(await estimate.innerText());
  await shoot(page, folder, 'buy-and-sell');

  // A purchase of more than a quarter of the cash asks first.
  await buy.getByRole('button', { name: 'Buy', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Buy ${BOUGHT.toLocaleString('en-US')} Coal?` });
  await expect(confirm).toContainText(`About $${estimated.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await confirm.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(notice(page, new RegExp(`^Bought ${BOUGHT.toLocaleString('en-US')} Coal for \\$`))).toBeVisible();

  // Cash drops by what the engine estimated in the browser, and the coal is in stock.
  await expect.poll(async () => coalOf(await myFactory(page))).toBe(coalOf(before) + BOUGHT);
  const after = await myFactory(page);
  expect(Math.round((before.cash - after.cash) * 100)).toBe(Math.round(estimated * 100));
  await expect(buy.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('');

  const { point, before: previous } = await coalPointAt(page, await adminTick(request));
  expect(point.volumeBought).toBeGreaterThanOrEqual(BOUGHT);
  // The price moves on the tick's point. Which way is the engine's to say (pricing.test.ts:
  // purchases push it up), not this world's: every earlier spec's players keep ticking on this server,
  // their sales, the fading pressure of their earlier buys and the demand's wander move it too.
  expect(point.price).not.toBe(previous.price);

  await openFromSidebar(page, 'Price History');
  await page.getByRole('radio', { name: 'Coal' }).click();
  const card = page.getByRole('region', { name: 'Coal price' });
  await expect(card.getByText(new RegExp(`${BOUGHT.toLocaleString('en-US')} bought`))).toBeVisible();
  await expect(
    card
      .getByRole('figure', { name: /Price and volume chart/ })
      .locator('canvas')
      .first(),
  ).toBeVisible();
  await shoot(page, folder, 'price-history-bought');

  await openFromSidebar(page, 'Market Trends');
  const mine = page.getByRole('list', { name: 'Your trading by resource' });
  await expect(mine.getByText(new RegExp(`^Bought ${BOUGHT.toLocaleString('en-US')} for \\$`))).toBeVisible();
  await expect(page.getByRole('list', { name: 'Most traded resources' }).getByText('Coal')).toBeVisible();
  await shoot(page, folder, 'market-trends-bought');
  expect(errors).toEqual([]);
});

test('a player whose coal runs low is offered twelve ticks of it beside the warning, and buys it', async ({ page }) => {
  const errors = watchConsole(page);
  await signUpThroughGate(page, { ...PLAYER, name: 'Dorothy Vaughan', email: 'dorothy@forgeworks.test' });
  await api(page, '/factory/build-machine', { type: 'POWER_PLANT' });
  // Sold down to 10 coal, the plant's tip says it lasts 2 ticks and offers 12 ticks' worth.
  const coal = coalOf(await myFactory(page));
  await api(page, '/market/sell', { resourceType: 'COAL', quantity: coal - 10 });
  await page.reload();

  const tip = page.getByRole('complementary', { name: 'Tip' });
  await expect(tip).toContainText('coal lasts about 2 ticks');
  const offer = tip.getByRole('button', { name: /^Buy (\d+) Coal for \$[\d,]+\.\d\d$/ });
  await expect(offer).toBeEnabled();
  const units = Number(/^Buy (\d+)/.exec(await offer.innerText())![1]);
  await tip.screenshot({ path: `${folder}/shortage-offer.png` });
  // A small spend (under a tenth of the cash) buys on the tap, as every spend does.
  await offer.click();
  await expect(page.getByRole('dialog', { name: `Buy ${units} Coal?` })).toHaveCount(0);
  await expect(notice(page, new RegExp(`^Bought ${units} Coal for \\$`))).toBeVisible();
  await expect.poll(async () => coalOf(await myFactory(page))).toBe(10 + units);
  // The stock now lasts the twelve ticks: no more offer.
  await expect(offer).toBeHidden();
  expect(errors).toEqual([]);
});
