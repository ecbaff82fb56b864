import { expect, test } from '@playwright/test';
import { PORT } from '../env';
import { signUpThroughGate, watchConsole } from '../support/game';
import { LAN_ADDRESS, lanAddressProblem } from '../support/lan-address';
import { LAN_PLAYER } from '../support/player';

/** The game as a player on the same network opens it: by the machine's address, over plain HTTP. */
const LAN_URL = `http://${LAN_ADDRESS}:${PORT}`;

test.use({ baseURL: LAN_URL });

test('a player on the LAN opens the game over plain HTTP, signs up and sees the factory', async ({ page }) => {
  const problem = lanAddressProblem();
  expect(problem, `no LAN address for this test: ${problem}`).toBeUndefined();

  const requested: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // Chromium cancels its own fetch of the page's icon when a newer one for the same page starts
    // (the favicon, the manifest's icons): the browser's choice, not the page failing to load.
    if (error === 'net::ERR_ABORTED' && new URL(request.url()).pathname.startsWith('/icons/')) return;
    failed.push(`${request.url()}: ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()}: ${response.status()}`);
  });
  const errors = watchConsole(page);

  // A page whose scripts were sent to https:// would stay blank: nothing may fail on the first load.
  await page.goto('/');
  expect(failed).toEqual([]);

  await signUpThroughGate(page, LAN_PLAYER);
  await expect(page.getByRole('heading', { name: 'Welcome to your factory!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quick Build' })).toBeVisible();

  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
  expect(requested.filter((url) => !url.startsWith(`${LAN_URL}/`))).toEqual([]);
});
