import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import { adminTick, api, myFactory, openFromSidebar, shoot, signUpThroughGate, watchConsole } from '../support/game';
import { playerMaker } from '../support/player';

const folder = `${SCREENSHOTS_DIR}/sites`;
const player = playerMaker('sites');

test('a new player chooses a site, sees the floor where they build, and moves later at a cost', async ({ page }) => {
  mkdirSync(folder, { recursive: true });
  const errors = watchConsole(page);
  await signUpThroughGate(page, player('Mary Anning'));

  // The first visit asks where the factory stands, before anything is built: a line on the overview
  // leads to the choice on Factory > Overview.
  const asked = page.getByRole('region', { name: 'Choose your site' });
  await expect(asked).toBeVisible();
  await asked.getByRole('link', { name: 'Choose your site' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Overview' })).toBeVisible();
  const choose = page.getByRole('region', { name: 'Choose your site' });
  await expect(choose).toBeVisible();
  await expect(choose.getByText('Rich iron seams: Iron Mines dig 125% more ore.')).toBeVisible();
  // What each site makes best and will likely buy from other players, from the engine's numbers.
  const basin = choose.getByRole('listitem').filter({ hasText: 'Coal Basin' });
  await expect(basin.getByRole('definition').filter({ hasText: 'iron ore, advanced steel and tools' })).toBeVisible();
  const port = choose.getByRole('listitem').filter({ hasText: 'Free Port' });
  await expect(port.getByText('Market purchases pay 1% above the price, not 5%.')).toBeVisible();
  await shoot(page, folder, 'choose');
  await page.goto('/game');
  await expect(asked).toBeVisible();
  await shoot(page, folder, 'asked');
  await openFromSidebar(page, 'Overview');
  await choose.getByRole('button', { name: 'Choose Coal Basin' }).click();
  await expect(choose).toBeHidden();
  await expect.poll(async () => ((await myFactory(page)) as { site?: string }).site).toBe('COAL_BASIN');

  // The welcome guide says what the site makes best and what the factory will buy from others.
  await page.goto('/game');
  await expect(page.getByTestId('guide-site')).toContainText(
    'At Coal Basin your Smelters and Steel Furnaces make 25% more, Coal Mines make 40% more and Coke Ovens make 150% more: sell the steel bars, coal and coke you do not use, and expect to buy iron ore, advanced steel and tools from other players.',
  );
  await shoot(page, folder, 'guide');

  // Where the player builds: the floor space and what each machine takes.
  await openFromSidebar(page, 'Your Machines');
  const build = page.getByRole('region', { name: 'Build Machine' });
  await expect(build.getByText('Coal Basin')).toBeVisible();
  const floor = build.getByText(/^\d+ \/ \d+$/);
  const total = Number((await floor.textContent())!.split('/')[1]);
  await expect(floor).toHaveText(`0 / ${total}`);
  await expect(build.getByText('Takes 3 floor').first()).toBeVisible();
  await build.getByRole('button', { name: 'Build Power Plant' }).click();
  await page
    .getByRole('dialog', { name: /^Build a Power Plant for/ })
    .getByRole('button', { name: 'Build', exact: true })
    .click();
  await expect(floor).toHaveText(`3 / ${total}`);
  await shoot(page, folder, 'build');

  // Factory > Overview: the site, and a move at the engine's cost, asked twice.
  await openFromSidebar(page, 'Overview');
  const site = page.getByRole('region', { name: 'Your site: Coal Basin' });
  await expect(site.getByText(`Floor space: 3 / ${total}`)).toBeVisible();
  const cash = (await myFactory(page)).cash;
  const river = site.getByRole('listitem').filter({ hasText: 'River Works' });
  await river.getByRole('button', { name: 'Move here for $10,750.00' }).click();
  await river.getByRole('button', { name: 'Confirm: pay $10,750.00' }).click();
  await expect(page.getByRole('region', { name: 'Your site: River Works' })).toBeVisible();
  expect((await myFactory(page)).cash).toBe(cash - 10_750);
  await shoot(page, folder, 'moved');
  expect(errors).toEqual([]);
});

test('Production Chain shows what a factory bought from other players, and from whom', async ({ browser, request }) => {
  mkdirSync(folder, { recursive: true });
  const [sellerContext, buyerContext] = [await browser.newContext(), await browser.newContext()];
  const [seller, buyer] = [await sellerContext.newPage(), await buyerContext.newPage()];
  const errors = [seller, buyer].map(watchConsole);
  await signUpThroughGate(seller, player('Dorothy Hodgkin'));
  await signUpThroughGate(buyer, player('Chien-Shiung Wu'));
  const sellerName = ((await myFactory(seller)) as { name?: string }).name!;

  // The seller lists coal at the market's price; the buyer takes it through the exchange.
  const { marketPrice } = await api<{ marketPrice: number }>(seller, '/market/offers?resourceType=COAL');
  await api(seller, '/market/offers', { resourceType: 'COAL', quantity: 30, unitPrice: marketPrice });
  await api(buyer, '/market/exchange/buy', { resourceType: 'COAL', quantity: 30, maxUnitPrice: marketPrice });
  await api(buyer, '/market/buy', { resourceType: 'IRON_ORE', quantity: 10 });
  // The market's share is the factory's ledger, which books a purchase at the next tick.
  await adminTick(request);

  await buyer.reload();
  await openFromSidebar(buyer, 'Production Chain');
  const trade = buyer.getByRole('region', { name: 'Trade Across Factories' });
  const coal = trade.getByRole('listitem', { name: 'Coal' });
  await expect(coal.getByText(`${sellerName} (30)`)).toBeVisible();
  await expect(trade.getByRole('listitem', { name: 'Iron Ore' })).toContainText('Bought from the market10 for');
  await shoot(buyer, folder, 'chain');

  await seller.reload();
  await openFromSidebar(seller, 'Production Chain');
  const sold = seller.getByRole('region', { name: 'Trade Across Factories' }).getByRole('listitem', { name: 'Coal' });
  await expect(sold).toContainText('Sold to players30 for');
  await shoot(seller, folder, 'chain-seller');
  expect(errors.flat()).toEqual([]);
});
