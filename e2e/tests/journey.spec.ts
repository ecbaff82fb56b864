import { expect, test } from '@playwright/test';
import {
  adminTick,
  myFactory,
  notice,
  openFromSidebar,
  signInThroughGate,
  signOut,
  signUpThroughGate,
  watchConsole,
} from '../support/game';
import { PLAYER } from '../support/player';
import { quickBuild } from '../support/quick-build';

test.describe.configure({ mode: 'serial' });

test('a new player builds the recommended works, staffs it, makes steel, sells it and climbs the leaderboard', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);

  // The gate: sign up with the spec's toggle.
  await signUpThroughGate(page, PLAYER);
  await expect(page.getByRole('heading', { name: 'Welcome to your factory!' })).toBeVisible();

  // The welcome box's setup, with the quick-build buttons in its order: power, coal, two iron mines, a smelter.
  const setup = ['Power Plant', 'Coal Mine', 'Iron Mine', 'Iron Mine', 'Smelter'];
  await quickBuild(page, setup, (machine) => expect(notice(page, `${machine} built for`)).toBeVisible());

  // Every crew at once from the Workforce page: the list and the cost first, then one confirm.
  await openFromSidebar(page, 'Workforce');
  const understaffed = page.getByRole('region', { name: 'Understaffed Machines' });
  await understaffed.getByRole('button', { name: 'Hire all missing crew' }).click();
  const confirm = page.getByRole('dialog', { name: 'Hire all missing crew?' });
  await expect(confirm.getByTestId('hire-all-cost')).toHaveText('$1,368.00');
  await confirm.getByRole('button', { name: 'Hire 13 workers' }).click();
  await expect(notice(page, /^Hired 9 Operators, 4 Technicians for \$1,368\.00/)).toBeVisible();
  await expect(understaffed.getByText('Every machine has its full crew.')).toBeVisible();
  await expect(understaffed.getByRole('button', { name: 'Hire all missing crew' })).toBeDisabled();

  // Time passes: the operator runs ticks.
  for (let i = 0; i < 4; i++) await adminTick(request);

  // Production shows in the inventory (the client notices ticks run off the clock within 15 s)
  // and in production analytics.
  await openFromSidebar(page, 'Inventory');
  const steel = page
    .getByRole('list', { name: 'Resources' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Steel Bar' }) });
  await expect(steel).toContainText(/[1-9][\d.,]* units/, { timeout: 30_000 });
  const bars = (await myFactory(page)).inventory.find((i) => i.type === 'STEEL_BAR')!.quantity;
  expect(bars).toBeGreaterThanOrEqual(1);
  await openFromSidebar(page, 'Production Analytics');
  const analytics = page.getByRole('region', { name: 'Production Analytics' });
  await expect(analytics.getByRole('row', { name: /^Steel Bar [1-9]/ })).toBeVisible();

  // Sell the steel bars with a quick button; cash rises by what the sale paid.
  const cashBefore = (await myFactory(page)).cash;
  await openFromSidebar(page, 'Buy & Sell');
  const sell = page.getByRole('region', { name: 'Sell Resources' });
  await sell.getByRole('combobox', { name: 'Resource' }).selectOption('STEEL_BAR');
  await sell.getByRole('group', { name: 'Quick quantities' }).getByRole('button', { name: 'All' }).click();
  await expect(sell.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(String(Math.floor(bars)));
  await sell.getByRole('button', { name: 'Sell', exact: true }).click();
  await expect(notice(page, /^Sold \d+ Steel Bar for \$/)).toBeVisible();
  const after = await myFactory(page);
  expect(after.cash).toBeGreaterThan(cashBefore);

  // The leaderboard marks the player's own row.
  await openFromSidebar(page, 'Global Rankings');
  await expect(page.getByRole('table', { name: 'Top 10 factories by net worth' }).getByText('(You)')).toBeVisible();

  // Sign out and back in: the factory is as it was.
  await signOut(page, PLAYER);
  await signInThroughGate(page, PLAYER);
  const again = await myFactory(page);
  expect(again.id).toBe(after.id);
  expect(again.machines).toHaveLength(5);
  expect(again.cash).toBe(after.cash);
  await expect(page.getByRole('region', { name: "Ada Lovelace's Factory" })).toBeVisible();

  expect(errors).toEqual([]);
});
