import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import { adminTick, api, signInThroughGate, watchConsole, settled } from '../support/game';
import { money } from '../support/market';
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

const RETURNER = { name: 'Emmy Noether', email: 'emmy.noether@forgeworks.test', password: 'correct-horse-battery' };
const SUPPLIER = { name: 'Otto Hahn', email: 'otto@forgeworks.test', password: 'correct-horse-battery' };

/**
 * Issue 45: a tab left open behind others is not the player looking. It visited at every tick and
 * ended the away window early, so the player coming back read an old window; and the window leaves
 * out nothing of the contracts: deliveries, a default and its penalty.
 */
test('a tab in the background does not end the away window, which runs up to now with its contracts', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await workingFactory(request, RETURNER);
  const errors = watchConsole(page);
  await signInThroughGate(page, RETURNER);
  const buyerId = (await api<{ id: string }>(page, '/factory/my-factory')).id;
  // Another player sells 150 coal it holds 100 of: the first tick delivers 100, its due tick defaults.
  const supplier = (await (await request.post('/api/auth/register', { data: SUPPLIER })).json()) as {
    data: { token: string };
  };
  const price = (await api<{ marketPrice: number }>(page, '/market/offers?resourceType=COAL')).marketPrice;
  const offered = await request.post('/api/contracts', {
    headers: { authorization: `Bearer ${supplier.data.token}` },
    data: {
      counterpartyId: buyerId,
      side: 'sell',
      resourceType: 'COAL',
      quantity: 150,
      unitPrice: price,
      dueInTicks: 5,
    },
  });
  const { id } = ((await offered.json()) as { data: { id: string } }).data;
  await api(page, `/contracts/${id}/accept`, {});

  // A second tab stays open behind, then the player leaves the first.
  const behind = await context.newPage();
  await behind.addInitScript(() =>
    Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => 'hidden' }),
  );
  await behind.goto('/game');
  await expect(behind.getByRole('region', { name: "Emmy Noether's Factory" })).toBeVisible();
  await settled(page);
  const left = (await api<{ currentTick: number }>(page, '/factory/tick-info')).currentTick;
  await page.goto('about:blank');
  let now = left;
  for (let i = 0; i < 20; i++) now = await adminTick(request);

  await page.goto('/game');
  const dialog = page.getByRole('dialog', { name: 'While you were away' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`(ticks ${left + 1}–${now})`);
  const penalty = money(Math.round(50 * Math.round(price * 100) * 0.1) / 100);
  await expect(dialog.getByRole('heading', { name: 'Contracts' })).toBeVisible();
  await expect(dialog).toContainText(
    `100 Coal delivered from Otto Hahn's Factory. Contract defaulted: 100 of 150 delivered; you received a ${penalty} penalty`,
  );
  mkdirSync(`${SCREENSHOTS_DIR}/away`, { recursive: true });
  await settled(page);
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/away/window-to-now.png` });
  await dialog.getByRole('heading', { name: 'Contracts' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/away/contracts.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByRole('heading', { name: 'Contracts' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/away/contracts-phone.png` });
  expect(errors).toEqual([]);
});
