import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { OPERATOR_EMAIL, SCREENSHOTS_DIR } from '../env';
import {
  api,
  notice,
  openFromSidebar,
  shoot,
  signInThroughGate,
  signOut,
  signUpThroughGate,
  watchConsole,
  type Player,
} from '../support/game';

const FOLDER = `${SCREENSHOTS_DIR}/operator`;
const PASSWORD = 'correct-horse-battery';
const OPERATOR: Player = { name: 'Oper Ator', email: OPERATOR_EMAIL, password: PASSWORD };
const PUSHER: Player = { name: 'Pushy Pete', email: 'pushy@forgeworks.test', password: PASSWORD };
const REPORTER: Player = { name: 'Rita Report', email: 'rita@forgeworks.test', password: PASSWORD };

test.beforeAll(() => mkdirSync(FOLDER, { recursive: true }));

/** The player's own events in the bell on this device, by player (localStorage). */
const bellOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('forgeworks-inbox') ?? '{}') as { state?: { byPlayer?: object } }).state
        ?.byPlayer ?? {},
  );

test('the operator finds a reported player, renames, suspends and lifts them; the audit keeps it all', async ({
  browser,
  page,
}) => {
  const errors = watchConsole(page);
  // The pusher lists coal on the exchange: the suspension must give it back.
  await signUpThroughGate(page, PUSHER);
  const pusherFactory = await api<{ id: string }>(page, '/factory/my-factory');
  await api(page, '/market/offers', { resourceType: 'COAL', quantity: 20, unitPrice: 9 });
  await signOut(page, PUSHER);

  // Another player reports the name from the pusher's profile; a player sees no operator page.
  await signUpThroughGate(page, REPORTER);
  await expect(page.getByRole('navigation', { name: 'Game' }).getByRole('link', { name: 'Moderation' })).toHaveCount(0);
  await page.goto(`/game/factories/${pusherFactory.id}`);
  await page.getByRole('button', { name: 'Report name' }).click();
  await expect(notice(page, 'Thank you: the operator will look at this name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reported' })).toBeDisabled();
  await signOut(page, REPORTER);

  await signUpThroughGate(page, OPERATOR);
  await openFromSidebar(page, 'Moderation');
  const reported = page.getByRole('list', { name: 'Reported names' });
  await expect(reported).toContainText("Pushy Pete's Factory");
  await page.getByLabel('Find a player').fill('pushy');
  await page.getByRole('button', { name: 'Find' }).click();
  const row = page.getByRole('list', { name: 'Players found' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Name reported 1 time');
  await expect(row).toContainText(PUSHER.email);
  await shoot(page, FOLDER, 'found');

  // Rename: the checks players get refuse an abusive name before it is sent.
  await row.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: /^Rename / });
  await rename.getByLabel('Factory name').fill('Shit Works');
  await expect(rename.getByText('contains a word that is not allowed')).toBeVisible();
  await rename.getByLabel('Factory name').fill('Tidy Works');
  await rename.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(rename).toBeHidden();
  await expect(row).toContainText('Tidy Works');
  await expect(row).not.toContainText('Name reported');
  await expect(reported).toHaveCount(0);

  // Suspend with a reason.
  await row.getByRole('button', { name: 'Suspend' }).click();
  const suspend = page.getByRole('dialog', { name: 'Suspend Tidy Works' });
  await suspend.getByLabel('Reason').fill('Pouring coal into another factory');
  await shoot(page, FOLDER, 'suspend-dialog', { fullPage: false });
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(suspend).toBeHidden();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(row).toContainText('Pouring coal into another factory');
  const audit = page.getByRole('list', { name: 'Operator actions' });
  await expect(audit.getByRole('listitem').first()).toContainText(`${OPERATOR_EMAIL} suspended Tidy Works`);
  await expect(audit.getByRole('listitem').nth(1)).toContainText(`${OPERATOR_EMAIL} renamed Pushy Pete's Factory`);
  await shoot(page, FOLDER, 'suspended');

  // The suspended player is told why when they try to sign in, and is off the leaderboard.
  const other = await browser.newPage();
  await other.goto('/');
  await other.getByLabel('Email').fill(PUSHER.email);
  await other.getByLabel('Password').fill(PUSHER.password);
  await other.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(other.getByText('This account is suspended: Pouring coal into another factory')).toBeVisible();
  const board = await api<{ topFactories: { factoryName: string }[] }>(page, '/leaderboard/top-factories');
  expect(board.topFactories.map((f) => f.factoryName)).not.toContain('Tidy Works');

  // Lifted: back on the board, and signing in works, the coal back in stock.
  await row.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(row.getByText('Suspended', { exact: true })).toHaveCount(0);
  await expect(audit.getByRole('listitem').first()).toContainText('lifted the suspension of Tidy Works');
  await shoot(page, FOLDER, 'lifted');
  await signInThroughGate(other, PUSHER);
  const offers = await api<{ status: string }[]>(other, '/market/my-offers');
  expect(offers.map((o) => o.status)).toEqual(['cancelled']);
  await other.close();
  expect(errors).toEqual([]);
});

test("signing out forgets the player's bell on this device", async ({ page }) => {
  const player: Player = { name: 'Bella Bell', email: 'bella@forgeworks.test', password: PASSWORD };
  await signUpThroughGate(page, player);
  await expect(page.getByRole('banner').getByRole('status', { name: 'Live' })).toBeVisible();
  await api(page, '/factory/build-machine', { type: 'POWER_PLANT' });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  const id = (await api<{ user: { id: string } }>(page, '/account')).user.id;
  expect(Object.keys(await bellOnDevice(page))).toContain(id);
  await signOut(page, player);
  expect(Object.keys(await bellOnDevice(page))).not.toContain(id);
  await signInThroughGate(page, player);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Notifications' })).toBeVisible();
});
