import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_TOKEN, OPERATOR_EMAIL, SCREENSHOTS_DIR } from '../env';
import { checkAccessibility } from '../support/a11y';
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
import { operatorSignsIn } from '../support/operator';

const FOLDER = `${SCREENSHOTS_DIR}/operator`;
const PASSWORD = 'correct-horse-battery';
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
  request,
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
  // Opened by its address, the operator's page is the game's not-found page, and asks nothing of /api/admin.
  const adminAsks: string[] = [];
  page.on('request', (r) => r.url().includes('/api/admin/') && adminAsks.push(r.url()));
  await page.goto('/game/operator');
  await expect(page.getByRole('heading', { name: "This page doesn't exist" })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(adminAsks).toEqual([]);
  await page.goto(`/game/factories/${pusherFactory.id}`);
  await page.getByRole('button', { name: 'Report name' }).click();
  const ask = page.getByRole('dialog', { name: 'Report this name?' });
  await ask.getByRole('radio', { name: 'Advertising or a link' }).check();
  await ask.getByRole('textbox').fill('sells coal below the market');
  await ask.getByRole('button', { name: 'Report' }).click();
  await expect(notice(page, 'Thank you: the operator will look at this name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reported' })).toBeDisabled();
  await signOut(page, REPORTER);

  await operatorSignsIn(page, request);
  await openFromSidebar(page, 'Moderation');
  const reported = page.getByRole('list', { name: 'Reported names' });
  await expect(reported).toContainText("Pushy Pete's Factory");
  await expect(reported).toContainText('Advertising or a link: “sells coal below the market”');
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

/** A script's call to the API, as a cheater makes it: no browser, the bearer token given. */
async function call<T>(request: APIRequestContext, token: string | null, path: string, body?: unknown): Promise<T> {
  const res = await request.fetch(`/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: body,
  });
  const json = (await res.json()) as { success: boolean; data: T; message?: string };
  expect(json.success, `${path}: ${json.message}`).toBe(true);
  return json.data;
}

const register = async (request: APIRequestContext, player: Player) =>
  (await call<{ token: string }>(request, null, '/auth/register', player)).token;

interface ReportFactory {
  factoryId: string;
}
const oneWayPairs = async (request: APIRequestContext) =>
  (await call<{ flows: { giver: ReportFactory; receiver: ReportFactory }[] }>(request, ADMIN_TOKEN, '/admin/fair-play'))
    .flows;

test('the operator sees value poured at the edge of the price band in the fair-play report, and the flag on both players', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  // Two accounts from one address (every request here comes from this machine): a throwaway buys
  // the main account's coal at the top of the band the exchange allows, round after round, until
  // the report marks the pair one-way.
  const main: Player = { name: 'Mia Main', email: 'mia@forgeworks.test', password: PASSWORD };
  const throwaway: Player = { name: 'Tom Throwaway', email: 'tom@forgeworks.test', password: PASSWORD };
  const [mainToken, throwawayToken] = [await register(request, main), await register(request, throwaway)];
  const mainFactory = await call<{ id: string }>(request, mainToken, '/factory/my-factory');
  const throwawayFactory = await call<{ id: string }>(request, throwawayToken, '/factory/my-factory');
  const ROUND = 150;
  for (let round = 0; ; round++) {
    expect(round, 'rounds before the pair is one-way').toBeLessThan(10);
    const { priceRange } = await call<{ priceRange: { max: number } }>(
      request,
      mainToken,
      '/market/offers?resourceType=COAL',
    );
    await call(request, mainToken, '/market/buy', { resourceType: 'COAL', quantity: ROUND });
    await call(request, mainToken, '/market/offers', {
      resourceType: 'COAL',
      quantity: ROUND,
      unitPrice: priceRange.max,
    });
    const bought = await call<{ quantity: number }>(request, throwawayToken, '/market/exchange/buy', {
      resourceType: 'COAL',
      quantity: ROUND,
      maxUnitPrice: priceRange.max,
    });
    expect(bought.quantity).toBe(ROUND);
    const pairs = await oneWayPairs(request);
    if (pairs.some((p) => p.giver.factoryId === throwawayFactory.id && p.receiver.factoryId === mainFactory.id)) break;
  }

  await operatorSignsIn(page, request);
  await openFromSidebar(page, 'Moderation');
  const fairPlay = page.getByRole('region', { name: 'Fair play' });
  const flow = fairPlay.getByRole('table', { name: 'Value going one way' }).getByRole('row').nth(1);
  const [factories, value] = [flow.getByRole('cell').nth(0), flow.getByRole('cell').nth(1)];
  await expect(factories).toContainText(/Gave\s*Tom Throwaway's Factory.*Received\s*Mia Main's Factory/);
  await expect(factories).toContainText(/\d+ accounts at its sign-up address/);
  await expect(factories).toContainText('Same sign-up address');
  await expect(value).toContainText(/^\$[\d,]+\.\d\d\d+ trades/);
  const trade = fairPlay.getByRole('table', { name: 'Trades far from the market' }).getByRole('row').nth(1);
  await expect(trade).toContainText(`${ROUND} Coal at`);
  await expect(trade).toContainText("over the market's");
  await shoot(page, FOLDER, 'fair-play');
  await checkAccessibility(page, 'the operator page with the fair-play report, desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await checkAccessibility(page, 'the operator page with the fair-play report, phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The receiver's name finds its player: the flags say why to look.
  await flow.getByRole('link', { name: /^Mia Main's Factory/ }).click();
  const players = page.getByRole('region', { name: 'Players' });
  await expect(players).toBeInViewport();
  await expect(page.getByLabel('Find a player')).toHaveValue(mainFactory.id);
  const row = players.getByRole('list', { name: 'Players found' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(main.email);
  await expect(row).toContainText('One-way flow');
  await expect(row).toContainText(/Shared address: \d+ accounts/);
  await expect(players).toContainText('value went one way on the exchange');
  await shoot(page, FOLDER, 'fair-play-found');
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
