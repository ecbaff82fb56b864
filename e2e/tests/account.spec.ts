import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import {
  adminTick,
  notice,
  openAccountSettings,
  openFromSidebar,
  signInThroughGate,
  signOut,
  signUpThroughGate,
  watchConsole,
} from '../support/game';
import { playerMaker } from '../support/player';

const FOLDER = `${SCREENSHOTS_DIR}/account`;
const NEW_PASSWORD = 'quiet-anvil-harbour-73';
/** A name that would draw an image, run a script and turn bold if a page took it for markup. */
const MARKUP_NAME = '<img src=x onerror=alert(1)><b>Bold</b>';

const newPlayer = playerMaker('account');

/** The factories on the leaderboard, as another player sees it. */
async function leaderboardNames(request: APIRequestContext): Promise<string[]> {
  const viewer = newPlayer('Viewer');
  const session = await (await request.post('/api/auth/register', { data: viewer })).json();
  const res = await request.get('/api/leaderboard/top-factories', {
    headers: { authorization: `Bearer ${session.data.token}` },
  });
  const board = (await res.json()).data as { topFactories: { factoryName: string }[] };
  return board.topFactories.map((entry) => entry.factoryName);
}

const gate = (page: Page) => page.getByRole('button', { name: 'Sign In', exact: true });

test.beforeAll(() => mkdirSync(FOLDER, { recursive: true }));

test('a factory renamed with markup in its name shows it as plain text, here and on the leaderboard', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const player = newPlayer('Mark Up');
  await signUpThroughGate(page, player);
  await openAccountSettings(page, player);
  await expect(page.getByTestId('factory-name')).toHaveText("Mark Up's Factory");

  const nameField = page.getByLabel('New factory name');
  await nameField.fill('   ');
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename factory' })).toBeDisabled();
  await nameField.fill(MARKUP_NAME);
  await page.getByRole('button', { name: 'Rename factory' }).click();
  await expect(notice(page, `Your factory is now called ${MARKUP_NAME}`)).toBeVisible();
  await expect(page.getByTestId('factory-name')).toHaveText(MARKUP_NAME);

  await openFromSidebar(page, 'Factory Overview');
  await expect(page.getByRole('region', { name: MARKUP_NAME })).toBeVisible();
  await openFromSidebar(page, 'Global Rankings');
  const ownRow = page.getByRole('row').filter({ hasText: '(You)' });
  await expect(ownRow).toContainText(MARKUP_NAME);
  await expect(page.locator('main img, main b')).toHaveCount(0);
  expect(await leaderboardNames(request)).toContain(MARKUP_NAME);
  expect(errors).toEqual([]);
});

test("a look-alike of another factory's name is refused in words, and a rename waits a week, shown on a phone", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = newPlayer('Rita Real');
  const copier = newPlayer('Copy Cat');
  const session = await (await request.post('/api/auth/register', { data: owner })).json();
  const taken = `Rita Real Steel ${Date.now() % 100_000}`;
  const renamed = await request.post('/api/account/factory-name', {
    headers: { authorization: `Bearer ${session.data.token}` },
    data: { name: taken },
  });
  expect(renamed.status()).toBe(200);

  await signUpThroughGate(page, copier);
  await openAccountSettings(page, copier);
  const nameField = page.getByLabel('New factory name');
  // Cyrillic а and е, in capitals: the same look.
  await nameField.fill(taken.replace('a', '\u0430').replace('e', '\u0435').toUpperCase());
  await page.getByRole('button', { name: 'Rename factory' }).click();
  await expect(page.getByRole('alert')).toContainText("Another factory's name looks the same as this one");
  await page.screenshot({ path: `${FOLDER}/rename-refused-phone.png`, fullPage: false });

  await nameField.fill('Copy Cat Forge');
  await page.getByRole('button', { name: 'Rename factory' }).click();
  await expect(page.getByTestId('factory-name')).toHaveText('Copy Cat Forge');
  await expect(page.getByTestId('former-names')).toHaveText("formerly Copy Cat's Factory");
  await expect(page.getByText(/You can rename your factory once every 7 days: next from/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename factory' })).toBeDisabled();
  await page.screenshot({ path: `${FOLDER}/rename-waits-phone.png`, fullPage: false });

  // The profile shows the former name to everyone.
  const login = await (
    await request.post('/api/auth/login', { data: { email: copier.email, password: copier.password } })
  ).json();
  const mine = await request.get('/api/factory/my-factory', {
    headers: { authorization: `Bearer ${login.data.token}` },
  });
  const factoryId = (await mine.json()).data.id as string;
  await page.goto(`/game/factories/${factoryId}`);
  await expect(page.getByTestId('former-names')).toHaveText("formerly Copy Cat's Factory");
  await page.screenshot({ path: `${FOLDER}/profile-formerly-phone.png`, fullPage: false });
});

test('a changed password keeps this device signed in, and is the one that signs in next', async ({ page }) => {
  const player = newPlayer('Pat Word');
  await signUpThroughGate(page, player);
  await openAccountSettings(page, player);

  await page.getByLabel('Current password').fill(player.password);
  await page.getByLabel('New password').fill('12345678');
  await expect(page.getByText(/^Password is too easy to guess/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change password' })).toBeDisabled();
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await expect(page.getByText(/too easy to guess/)).toHaveCount(0);
  await expect(page.getByLabel('Sign out of my other devices')).toBeChecked();
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The current password is not right' })).toBeVisible();

  await page.getByLabel('Current password').fill(player.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(notice(page, 'Password changed')).toBeVisible();
  // The new token was kept: a reload is still signed in.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Account settings' })).toBeVisible();

  await signOut(page, player);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password').fill(player.password);
  await gate(page).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await signInThroughGate(page, { ...player, password: NEW_PASSWORD });
});

test('another device is ended from the list, and "Sign out of every device" ends them all', async ({
  page,
  browser,
}) => {
  const player = newPlayer('Dee Vice');
  await signUpThroughGate(page, player);
  const other = await browser.newContext();
  const phone = await other.newPage();
  await signInThroughGate(phone, player);

  await openAccountSettings(page, player);
  const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(page.getByRole('listitem', { name: 'This device' })).toContainText('This device');
  await page.screenshot({ path: `${FOLDER}/settings-desktop.png`, fullPage: true });
  await devices.getByRole('button', { name: 'End' }).click();
  await expect(devices).toHaveCount(1);
  await phone.reload();
  await expect(gate(phone)).toBeVisible();

  await signInThroughGate(phone, player);
  await page.reload();
  await expect(devices).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out of every device' }).click();
  await expect(gate(page)).toBeVisible();
  await phone.reload();
  await expect(gate(phone)).toBeVisible();
  await other.close();
});

test('the account is deleted only with the factory name typed exactly, and the factory leaves the leaderboard', async ({
  page,
  request,
}) => {
  const player = newPlayer('Del Ete');
  const factory = "Del Ete's Factory";
  await signUpThroughGate(page, player);
  // The factory is made on its first read, by the dashboard.
  await expect(page.getByRole('region', { name: factory })).toBeVisible();
  // The board is as the last tick left it (docs/game-rules.md, "Standings between ticks").
  await adminTick(request);
  expect(await leaderboardNames(request)).toContain(factory);
  await openAccountSettings(page, player);

  const danger = page.getByRole('region', { name: 'Danger zone' });
  const remove = danger.getByRole('button', { name: 'Delete account' });
  const typedName = danger.getByLabel("Type your factory's name to confirm");
  await typedName.fill(factory);
  await expect(remove).toBeDisabled();
  await danger.getByLabel('Password').fill(player.password);
  await typedName.fill("del ete's factory");
  await expect(remove).toBeDisabled();
  await typedName.fill(factory);
  await expect(remove).toBeEnabled();
  await remove.click();

  await expect(gate(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/sign-in$/);
  expect(await leaderboardNames(request)).not.toContain(factory);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password').fill(player.password);
  await gate(page).click();
  await expect(page.getByRole('alert')).toBeVisible();
});

test('the sign-up page says a guessable password is too easy before anything is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (req) => req.url().includes('/api/auth/') && sent.push(req.url()));
  await page.goto('/#/sign-up');
  await page.getByLabel('Name').fill('Weak Link');
  await page.getByLabel('Email').fill('weak@forgeworks.test');
  await page.getByLabel('Password').fill('12345678');
  await expect(page.getByText(/^Password is too easy to guess/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeDisabled();
  await page.screenshot({ path: `${FOLDER}/sign-up-weak-password.png` });
  expect(sent).toEqual([]);
});

test("'/' opens the game's address, and a deep link opened signed out is where signing in lands", async ({ page }) => {
  const player = newPlayer('Deep Linker');
  await signUpThroughGate(page, player);
  await signOut(page, player);

  await page.goto('/');
  await expect(gate(page)).toBeVisible();
  await expect(page).toHaveURL(/\/game#\/sign-in$/);

  await page.goto('/game/market/trends');
  await expect(gate(page)).toBeVisible();
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password').fill(player.password);
  await gate(page).click();
  await expect(page).toHaveURL(/\/game\/market\/trends$/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Market Trends' })).toBeVisible();
});
