import { expect, test } from '@playwright/test';
import { adminTick, signUpThroughGate, watchConsole } from '../support/game';

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
