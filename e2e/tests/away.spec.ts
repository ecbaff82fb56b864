import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import { adminTick, signInThroughGate, watchConsole, settled } from '../support/game';
import { workingFactory } from '../support/setup';

const PLAYER = { name: 'Hedy Lamarr', email: 'hedy@forgeworks.test', password: 'correct-horse-battery' };

test.beforeAll(async ({ request }) => {
  await workingFactory(request, PLAYER);
});

test('a player back after three game hours sees what the factory did, once, and can see it again', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  await signInThroughGate(page, PLAYER);
  await expect(page.getByRole('region', { name: "Hedy Lamarr's Factory" })).toBeVisible();
  // The visit is recorded as the game opens; then the player leaves.
  await settled(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('about:blank');

  for (let i = 0; i < 36; i++) await adminTick(request);

  await page.goto('/game');
  const dialog = page.getByRole('dialog', { name: 'While you were away' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('about 3 game hours', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /^Steel Bar/ })).toBeVisible();
  await expect(dialog.getByText('Running costs')).toBeVisible();
  mkdirSync(`${SCREENSHOTS_DIR}/away`, { recursive: true });
  await settled(page);
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/away/while-you-were-away.png` });

  // Dismissed, it stays closed for this window, even after a reload; the overview opens it again.
  await dialog.getByRole('button', { name: 'Back to the factory' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByText(/Last time away: about 3 game hours/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/away/overview-after.png` });
  await page.getByRole('button', { name: 'While you were away' }).click();
  await expect(dialog).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/away/while-you-were-away-phone.png` });
  expect(errors).toEqual([]);
});
