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

test.describe.configure({ mode: 'serial' });

test('a new player builds the recommended works, staffs it, makes steel, sells it and climbs the leaderboard', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);

  // The gate: sign up with the spec's toggle.
  await signUpThroughGate(page, PLAYER);
  await expect(page.getByRole('heading', { name: 'Welcome to your factory!' })).toBeVisible();

  // The recommended flow, with the quick-build buttons: power first, then coal, iron and a smelter.
  const quickBuild = page.getByRole('region', { name: 'Quick Build' });
  for (const machine of ['Power Plant', 'Coal Mine', 'Iron Mine', 'Smelter']) {
    await quickBuild.getByRole('button', { name: new RegExp(`^${machine}`) }).click();
    await expect(notice(page, `${machine} built for`)).toBeVisible();
  }
  expect((await myFactory(page)).machines).toHaveLength(4);

  // Hire the staff each machine misses, from the Workforce page.
  await openFromSidebar(page, 'Workforce');
  const understaffed = page.getByRole('region', { name: 'Understaffed Machines' });
  const hireMissing = understaffed.getByRole('button', { name: /^Hire missing/ }).first();
  const fullCrew = understaffed.getByText('Every machine has its full crew.');
  for (let hires = 0; hires < 12; hires++) {
    await expect(hireMissing.or(fullCrew)).toBeVisible();
    if (await fullCrew.isVisible()) break;
    // The card is only read again once it shows this hire, so a refetch still in flight
    // cannot take the button away between looking for it and clicking it.
    const crewsBefore = await understaffed.innerText();
    await hireMissing.click();
    await page.getByRole('button', { name: /^Hire (Operator|Technician|Engineer)$/ }).click();
    await expect(notice(page, /^Hired a skill/)).toBeVisible();
    await expect.poll(() => understaffed.innerText()).not.toBe(crewsBefore);
  }
  await expect(fullCrew).toBeVisible();

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
  await page.getByRole('combobox', { name: 'Resource' }).selectOption('STEEL_BAR');
  await page.getByRole('group', { name: 'Quick quantities' }).getByRole('button', { name: 'All' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(String(Math.floor(bars)));
  await page.getByRole('button', { name: 'Sell', exact: true }).click();
  await expect(notice(page, /^Sold \d+ Steel Bar for \$/)).toBeVisible();
  const after = await myFactory(page);
  expect(after.cash).toBeGreaterThan(cashBefore);

  // The leaderboard marks the player's own row.
  await openFromSidebar(page, 'Global Rankings');
  await expect(page.getByText('(You)')).toBeVisible();

  // Sign out and back in: the factory is as it was.
  await signOut(page, PLAYER);
  await signInThroughGate(page, PLAYER);
  const again = await myFactory(page);
  expect(again.id).toBe(after.id);
  expect(again.machines).toHaveLength(4);
  expect(again.cash).toBe(after.cash);
  await expect(page.getByRole('region', { name: "Ada Lovelace's Factory" })).toBeVisible();

  expect(errors).toEqual([]);
});
