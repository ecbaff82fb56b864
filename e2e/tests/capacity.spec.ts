import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import { openFromSidebar, shoot, signInThroughGate, watchConsole } from '../support/game';
import { workingFactory } from '../support/setup';

const PLAYER = { name: 'Lise Meitner', email: 'lise@forgeworks.test', password: 'correct-horse-battery' };
const folder = `${SCREENSHOTS_DIR}/capacity`;

test.beforeAll(async ({ request }) => {
  await workingFactory(request, PLAYER);
});

const percentField = (page: Page, machine: string) => page.getByLabel(`${machine} capacity in percent`);

test('a player previews capacities with the engine, applies them at once, and is asked before leaving', async ({
  page,
}) => {
  mkdirSync(folder, { recursive: true });
  const errors = watchConsole(page);
  await signInThroughGate(page, PLAYER);

  // No SOON badge beside Capacity Control any more.
  const nav = page.getByRole('navigation', { name: 'Game' });
  await expect(nav.getByRole('link', { name: 'Capacity Control', exact: true })).toBeVisible();
  await openFromSidebar(page, 'Capacity Control');
  const preview = page.getByRole('region', { name: 'Preview: the next tick' });
  await expect(preview.getByText('No unapplied changes: the next tick as set now.')).toBeVisible();
  const profit = preview.getByRole('row', { name: /Profit per tick/ });
  const before = await profit.textContent();
  await shoot(page, folder, 'as-set');

  // Halving the smelter: the engine's preview changes before anything is applied.
  await percentField(page, 'Smelter').fill('50');
  await percentField(page, 'Smelter').press('Enter');
  await percentField(page, 'Iron Mine #2').fill('30');
  await percentField(page, 'Iron Mine #2').press('Tab');
  await expect(page.getByText('2 unapplied changes')).toBeVisible();
  await expect(preview.getByText('As set now → with your unapplied changes.')).toBeVisible();
  await expect(profit).not.toHaveText(before ?? '');
  await shoot(page, folder, 'preview');

  // Apply: one request with both changes.
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/factory/update-machine-capacities'));
  await page.getByRole('button', { name: 'Apply 2 changes' }).click();
  const body = (await sent).postDataJSON() as { machineCapacities: Record<string, number> };
  expect(Object.values(body.machineCapacities).sort()).toEqual([0.3, 0.5]);
  await expect(page.getByText('No unapplied changes', { exact: true })).toBeVisible();

  // A reload shows what the server holds.
  await page.reload();
  await expect(percentField(page, 'Smelter')).toHaveValue('50');
  await expect(percentField(page, 'Iron Mine #2')).toHaveValue('30');

  // Leaving with unapplied changes asks first: stay, then leave.
  await page.getByRole('button', { name: 'All to 100%' }).click();
  await expect(page.getByText(/unapplied change/).first()).toBeVisible();
  await nav.getByRole('link', { name: 'Your Machines', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without applying?' });
  await expect(dialog).toBeVisible();
  await shoot(page, folder, 'leave-asks', { fullPage: false });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/game\/capacity$/);
  await nav.getByRole('link', { name: 'Your Machines', exact: true }).click();
  await page.getByRole('dialog', { name: 'Leave without applying?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/game\/machines$/);

  // Every spend shows what it does to the next tick before it is made.
  await expect(page.getByText(/once crewed; power left/).first()).toBeVisible();
  await expect(page.getByText(/advice at current prices, which may move/).first()).toBeVisible();
  await shoot(page, folder, 'machines-previews');

  expect(errors).toEqual([]);
});
