import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import { api, myFactory, notice, openFromSidebar, shoot, signUpThroughGate, watchConsole } from '../support/game';
import { money, stockOf } from '../support/market';

const SELLER = { name: 'Mary Jackson', email: 'mary.jackson@forgeworks.test', password: 'correct-horse-battery' };
const BUYER = {
  name: 'Katherine Johnson',
  email: 'katherine.johnson@forgeworks.test',
  password: 'correct-horse-battery',
};
const LISTED = 12;
const BOUGHT = 5;
const folder = `${SCREENSHOTS_DIR}/exchange`;

const steelOf = (factory: Awaited<ReturnType<typeof myFactory>>) => stockOf(factory, 'STEEL_BAR');

async function openExchange(page: Page) {
  await openFromSidebar(page, 'Buy & Sell');
  await page.getByRole('tab', { name: 'Exchange' }).click();
  await expect(page.getByRole('combobox', { name: 'Resource' })).toHaveValue('STEEL_BAR');
}

/** Issue 15: one player lists steel on the exchange, another buys part of it, and both see the result. */
test('two players trade steel on the exchange in their browsers', async ({ browser }) => {
  mkdirSync(folder, { recursive: true });
  const [sellerContext, buyerContext] = [await browser.newContext(), await browser.newContext()];
  const [seller, buyer] = [await sellerContext.newPage(), await buyerContext.newPage()];
  const errors = [...[seller, buyer].map(watchConsole)];

  await signUpThroughGate(seller, SELLER);
  await api(seller, '/market/buy', { resourceType: 'STEEL_BAR', quantity: 20 });
  // Bought behind the page's back: reload, or the factory it holds (fresh for 5 s) still has no steel.
  await seller.reload();
  await openExchange(seller);
  const guides = seller.getByLabel('Market guides');
  await expect(guides).toContainText('Market pays');
  const book = await api<{
    marketPrice: number;
    marketAsk: number;
    feeRate: number;
    priceRange: { min: number; max: number };
    concessionsLeft: number;
  }>(seller, '/market/offers?resourceType=STEEL_BAR');
  // Between what the market pays and what it sells at: better than both for each side.
  const price = Math.round(((book.marketPrice + book.marketAsk) / 2) * 100) / 100;

  const list = seller.getByRole('form', { name: 'List an offer' });
  // Fair play (issue 28): the allowed prices are shown before listing, and a price past them is refused.
  const range = list.getByTestId('price-range');
  await expect(range).toContainText(
    `Allowed now: ${money(book.priceRange.min)} to ${money(book.priceRange.max)} a unit, within 25% of the market's price.`,
  );
  await expect(range).toContainText(`your factory can give ${money(book.concessionsLeft)} more`);
  await list.getByLabel('Quantity to list').fill('20');
  await list.getByLabel('Unit price ($)').fill(String(Math.floor(book.priceRange.min) - 1));
  await expect(list.getByText(/^Unit price must be between/)).toBeVisible();
  await expect(list.getByRole('button', { name: 'List offer' })).toBeDisabled();
  await shoot(seller, folder, 'price-range');
  await list.getByLabel('Quantity to list').fill('500');
  await list.getByLabel('Unit price ($)').fill(String(price));
  await expect(list.getByRole('button', { name: 'List offer' })).toBeDisabled();
  await expect(list.getByText(/^Not enough Steel Bar in stock: you have 20 to list$/)).toBeVisible();
  await list.getByLabel('Quantity to list').fill(String(LISTED));
  await expect(list.getByTestId('offer-quote')).toContainText(`Buyers pay${money(LISTED * price)}`);
  await list.getByRole('button', { name: 'List offer' }).click();
  await expect(notice(seller, `Listed ${LISTED} Steel Bar at ${money(price)} each`)).toBeVisible();
  const offers = seller.getByRole('table', { name: 'My offers' });
  await expect(offers.getByText(`0 of ${LISTED}`)).toBeVisible();
  const sellerBefore = await myFactory(seller);
  expect(steelOf(sellerBefore)).toBe(20 - LISTED);

  await signUpThroughGate(buyer, BUYER);
  await openExchange(buyer);
  const levels = buyer.getByRole('table', { name: 'Steel Bar offers' });
  await expect(levels.getByRole('row').nth(1)).toContainText(money(price));
  await expect(levels.getByRole('row').nth(1)).toContainText(String(LISTED));
  const buy = buyer.getByRole('form', { name: 'Buy from offers' });
  await buy.getByLabel('Quantity to buy').fill(String(BOUGHT));
  await buy.getByLabel('Max unit price ($)').fill(String(price));
  const preview = buy.getByTestId('buy-preview');
  await expect(preview).toContainText(`Would fill${BOUGHT} Steel Bar`);
  await expect(preview).toContainText(`Average unit price${money(price)}`);
  await expect(buy.getByRole('list', { name: 'Offers that would fill' })).toHaveText(
    `${BOUGHT} Steel Bar at ${money(price)}`,
  );
  // A small spend (under a tenth of the buyer's cash) buys on the tap, as every spend does.
  await buy.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(buyer.getByRole('dialog', { name: `Buy ${BOUGHT} Steel Bar?` })).toHaveCount(0);
  await expect(notice(buyer, new RegExp(`^Bought ${BOUGHT} Steel Bar on the exchange for `))).toBeVisible();
  // The seller hears of it at once, in a toast (which goes after a few seconds) and in the bell.
  const filled = `Exchange offer partly filled: sold ${BOUGHT} Steel Bar at ${money(price)}`;
  await expect(notice(seller, filled)).toBeVisible();
  await expect(buyer.getByRole('table', { name: 'My trades' }).getByText('bought')).toBeVisible();
  await expect.poll(async () => steelOf(await myFactory(buyer))).toBe(BOUGHT);
  await shoot(buyer, folder, 'buyer');

  // The seller's page: the fill in the bell, the offer partly filled, the trade, the cash up.
  const bell = seller.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  const panel = seller.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('listitem').first()).toContainText(filled);
  await seller.keyboard.press('Escape');
  await expect(offers.getByText(`${BOUGHT} of ${LISTED}`)).toBeVisible();
  await expect(offers.getByText('partly filled')).toBeVisible();
  await expect(seller.getByRole('table', { name: 'My trades' }).getByText('sold')).toBeVisible();
  const sellerAfter = await myFactory(seller);
  const gross = Math.round(BOUGHT * price * 100);
  const proceeds = gross - Math.round(gross * book.feeRate);
  expect(Math.round((sellerAfter.cash - sellerBefore.cash) * 100)).toBe(proceeds);
  await expect(levels.getByRole('row').nth(1)).toContainText(String(LISTED - BOUGHT));
  await shoot(seller, folder, 'seller');

  expect(errors.flat()).toEqual([]);
  await sellerContext.close();
  await buyerContext.close();
});

const BIDDER = {
  name: 'Christine Darden',
  email: 'christine.darden@forgeworks.test',
  password: 'correct-horse-battery',
};
const BID_SELLER = { name: 'Mae Jemison', email: 'mae.jemison@forgeworks.test', password: 'correct-horse-battery' };
const BID_FOR = 10;
const SOLD_INTO = 4;

/** Issue 48: one player bids for steel, another sells into the bid, and the bidder cancels the rest. */
test('a player bids for steel, another sells into the bid, and the rest is cancelled', async ({ browser }) => {
  mkdirSync(folder, { recursive: true });
  const [bidderContext, sellerContext] = [await browser.newContext(), await browser.newContext()];
  const [bidder, seller] = [await bidderContext.newPage(), await sellerContext.newPage()];
  const errors = [...[bidder, seller].map(watchConsole)];

  await signUpThroughGate(bidder, BIDDER);
  await openExchange(bidder);
  const { marketPrice } = await api<{ marketPrice: number }>(bidder, '/market/bids?resourceType=STEEL_BAR');
  const cashBefore = (await myFactory(bidder)).cash;
  const form = bidder.getByRole('form', { name: 'Place a bid' });
  await form.getByLabel('Steel Bar wanted').fill(String(BID_FOR));
  await form.getByLabel('Bid per unit ($)').fill(String(marketPrice));
  await expect(form.getByTestId('bid-quote')).toContainText(`Held from your cash${money(BID_FOR * marketPrice)}`);
  await form.getByRole('button', { name: 'Place bid' }).click();
  await expect(
    notice(bidder, new RegExp(`^Bid ${money(marketPrice).replace('$', '\\$')} each for ${BID_FOR} Steel Bar`)),
  ).toBeVisible();
  const mine = bidder.getByRole('table', { name: 'My bids' });
  await expect(mine.getByText(`0 of ${BID_FOR}`)).toBeVisible();
  await expect
    .poll(async () => Math.round(((await myFactory(bidder)).cash - cashBefore) * 100))
    .toBe(-Math.round(BID_FOR * marketPrice * 100));

  await signUpThroughGate(seller, BID_SELLER);
  await api(seller, '/market/buy', { resourceType: 'STEEL_BAR', quantity: SOLD_INTO });
  await seller.reload();
  await openExchange(seller);
  const bids = seller.getByRole('table', { name: 'Steel Bar bids' });
  await expect(bids.getByRole('row').nth(1)).toContainText(money(marketPrice));
  await expect(seller.getByLabel('Market guides')).toContainText(`Best bid${money(marketPrice)}`);
  const sell = seller.getByRole('form', { name: 'Sell into bids' });
  await sell.getByLabel('Quantity to sell').fill(String(SOLD_INTO));
  await expect(sell.getByRole('list', { name: 'Bids that would fill' })).toHaveText(
    `${SOLD_INTO} Steel Bar at ${money(marketPrice)}`,
  );
  await shoot(seller, folder, 'sell-into-bids');
  await sell.getByRole('button', { name: 'Sell', exact: true }).click();
  await expect(notice(seller, new RegExp(`^Sold ${SOLD_INTO} Steel Bar into bids for `))).toBeVisible();
  await expect.poll(async () => stockOf(await myFactory(seller), 'STEEL_BAR')).toBe(0);

  // The bidder hears of it at once and has the steel; the bid shows what it bought, and Cancel returns the rest.
  await expect(
    notice(
      bidder,
      `Exchange bid partly filled: bought ${SOLD_INTO} Steel Bar at ${money(marketPrice)}, ${BID_FOR - SOLD_INTO} still wanted`,
    ),
  ).toBeVisible();
  await expect.poll(async () => stockOf(await myFactory(bidder), 'STEEL_BAR')).toBe(SOLD_INTO);
  await expect(mine.getByText(`${SOLD_INTO} of ${BID_FOR}`)).toBeVisible();
  await shoot(bidder, folder, 'bids');
  await mine
    .getByRole('button', {
      name: `Cancel the bid for Steel Bar at ${money(marketPrice)} (${BID_FOR - SOLD_INTO} still wanted)`,
    })
    .click();
  await expect(mine.getByText('cancelled')).toBeVisible();
  await expect
    .poll(async () => Math.round(((await myFactory(bidder)).cash - cashBefore) * 100))
    .toBe(-Math.round(SOLD_INTO * marketPrice * 100));

  expect(errors.flat()).toEqual([]);
  await bidderContext.close();
  await sellerContext.close();
});
