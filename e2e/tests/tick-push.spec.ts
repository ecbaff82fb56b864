import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import { adminTick, notice, signUpThroughGate, watchConsole } from '../support/game';

const FOLDER = `${SCREENSHOTS_DIR}/bell`;

const PLAYER = { name: 'Margaret Hamilton', email: 'margaret@forgeworks.test', password: 'correct-horse-battery' };

/**
 * Issue 16: the game hears each tick as it finishes. The operator's tick runs off the clock (the
 * e2e server's interval is an hour), so only the event stream or the fallback poll can tell the page.
 */
test('the overview and the header follow an admin tick with no reload while the link is live', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  await signUpThroughGate(page, PLAYER);
  const header = page.getByRole('banner');
  await expect(header.getByRole('status', { name: 'Live' })).toBeVisible();

  const card = page.getByRole('region', { name: 'Next Production Tick' });
  const tickLabel = card.getByText(/^Tick #[\d,]+$/);
  await expect(tickLabel).toBeVisible();
  const before = Number((await tickLabel.innerText()).replace(/\D/g, ''));

  let navigated = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigated = true;
  });
  const tick = await adminTick(request);
  expect(tick).toBeGreaterThan(before);
  await expect(card.getByText(`Tick #${tick.toLocaleString('en-US')}`)).toBeVisible();
  // The header's countdown restarted from the new tick: a full interval (an hour) ahead.
  await expect(header.getByRole('timer')).toHaveAccessibleName(/^Next production tick in (60:00|59:\d\d)\./);
  expect(navigated).toBe(false);
  await expect(header.getByRole('status', { name: 'Live' })).toBeVisible();
  expect(errors).toEqual([]);
});

const BUILDER = { name: 'Radia Perlman', email: 'radia@forgeworks.test', password: 'correct-horse-battery' };

/** Issue 16: the player's own events reach the header's bell as they happen, with a toast for the important ones. */
test('the bell counts the player’s own events and lists them in a dialog', async ({ page }) => {
  const errors = watchConsole(page);
  await signUpThroughGate(page, BUILDER);
  const header = page.getByRole('banner');
  await expect(header.getByRole('status', { name: 'Live' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Notifications' })).toBeVisible();

  // The first machine (an achievement) and a loan, through the API with the page's own session:
  // the page hears of them on its stream alone.
  const statuses = await page.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('forgeworks-auth') ?? '{}') as { state?: { token?: string } };
    const headers = { authorization: `Bearer ${auth.state?.token}`, 'content-type': 'application/json' };
    const build = await fetch('/api/factory/build-machine', {
      method: 'POST',
      headers,
      body: JSON.stringify({ type: 'POWER_PLANT' }),
    });
    const terms = (await (await fetch('/api/factory/loan-terms', { headers })).json()) as {
      data: { maxLoanAmount: number };
    };
    const loan = await fetch('/api/factory/emergency-loan', {
      method: 'POST',
      headers,
      body: JSON.stringify({ loanAmount: terms.data.maxLoanAmount }),
    });
    return [build.status, loan.status];
  });
  expect(statuses).toEqual([200, 200]);

  const bell = header.getByRole('button', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible();
  await expect(notice(page, 'Achievement unlocked: Breaking Ground')).toBeVisible();

  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel.getByRole('listitem').first()).toContainText('Loan taken');
  await expect(panel.getByRole('listitem').nth(1)).toContainText('Achievement unlocked: Breaking Ground');
  mkdirSync(FOLDER, { recursive: true });
  await page.screenshot({ path: `${FOLDER}/desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${FOLDER}/phone.png` });

  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(header.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(header.getByRole('button', { name: 'Notifications' })).toBeFocused();
  expect(errors).toEqual([]);
});
