import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NotificationKind } from '@forgeworks/contract';
import { expect, test } from '@playwright/test';
import { BASE_URL, PUSH_SERVICE_PORT, SCREENSHOTS_DIR } from '../env';
import { PushServiceStandIn } from '../../apps/server/test/push-service';
import { api, openAccountSettings, shoot, signUpThroughGate, watchConsole } from '../support/game';
import { playerMaker } from '../support/player';
import {
  clickNotification,
  controlled,
  deliverPush,
  pushServiceOf,
  shownNotifications,
  subscribedKey,
} from '../support/push';

const FOLDER = `${SCREENSHOTS_DIR}/installable`;
const service = new PushServiceStandIn();
const newPlayer = playerMaker('pocket');

test.beforeAll(async () => {
  mkdirSync(FOLDER, { recursive: true });
  await service.start(PUSH_SERVICE_PORT);
});
test.afterAll(() => service.stop());

test('a player turns alerts on in Account settings; a push shows a notification, its click opens the page', async ({
  page,
  context,
}) => {
  const errors = watchConsole(page);
  await context.grantPermissions(['notifications'], { origin: BASE_URL });
  const device = service.device();
  await pushServiceOf(context, device);
  const player = newPlayer('Grace Hopper');
  await signUpThroughGate(page, player);
  await controlled(page);
  await openAccountSettings(page, player);

  const card = page.getByRole('region', { name: 'Alerts while away' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Turn on for this device' })).toBeVisible();
  await shoot(page, FOLDER, 'alerts-off');
  await card.getByRole('checkbox', { name: /Leaderboard/ }).uncheck();
  await card.getByRole('button', { name: 'Turn on for this device' }).click();
  await expect(card.getByRole('button', { name: 'Turn off' })).toBeVisible();
  const settings = await api<{ publicKey: string; devices: { endpoint: string; kinds: string[] }[] }>(page, '/push');
  expect(settings.devices).toEqual([
    expect.objectContaining({
      endpoint: device.endpoint,
      // Every kind is on for a new device but the one the player turned off.
      kinds: NotificationKind.options.filter((kind) => kind !== 'leaderboard'),
    }),
  ]);
  expect(await subscribedKey(page)).toBe(settings.publicKey);
  await card.getByRole('checkbox', { name: 'Quiet hours' }).check();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, FOLDER, 'alerts-on');
  for (const [width, height, name] of [
    [1280, 800, 'alerts-card'],
    [390, 844, 'alerts-card-phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await card.screenshot({ path: `${FOLDER}/${name}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.getByRole('checkbox', { name: 'Quiet hours' }).uncheck();

  // A loan taken on another device: the server encrypts it to this device and sends it to its push service.
  await api(page, '/factory/emergency-loan', { loanAmount: 1_000 });
  await expect.poll(() => service.messages(device).length).toBe(1);
  const [message] = service.messages(device);
  expect(message).toMatchObject({ kind: 'cash', title: 'Loan taken', url: '/game/finances', tag: 'cash' });
  expect(service.faults).toEqual([]);

  // The push service hands it to the browser: here through the DevTools protocol, twice (the server
  // sends at least once): one notification, under the event's id.
  await deliverPush(page, message!);
  await deliverPush(page, message!);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: 'Loan taken',
        body: message!.body,
        tag: message!.id,
        data: { url: '/game/finances', kind: 'cash', subject: 'cash' },
      },
    ]);
  await clickNotification(context);
  await expect(page).toHaveURL(/\/game\/finances$/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Financial Dashboard' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the installed game opens without a network, says it is offline and retrying, and carries on', async ({
  page,
  context,
}) => {
  const errors = watchConsole(page);
  await signUpThroughGate(page, newPlayer('Alan Turing'));
  await controlled(page);
  // Offline at once, the cards below the fold perhaps not yet shown: the install kept their chunk.
  await context.setOffline(true);
  await page.reload();
  const offline = page.getByRole('status').filter({ hasText: 'Offline, retrying' });
  await expect(offline).toBeVisible();
  const overview = page.getByRole('banner').getByRole('heading', { name: 'Factory Overview' });
  await expect(overview).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quick Build' })).toBeAttached();
  await shoot(page, FOLDER, 'offline');
  await context.setOffline(false);
  await expect(offline).toBeHidden();
  await expect(overview).toBeVisible();
  // Offline, the page's requests fail as they must; nothing else may.
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
});

test('the installed game opens offline whole at an overview it never showed online', async ({ page, context }) => {
  const errors = watchConsole(page);
  // A player who first came by a link to another page (a notification's): the overview's code,
  // its lower cards' chunk included, was never fetched, so only the install can have kept it.
  await signUpThroughGate(page, newPlayer('Otto Offline'), '/game/finances');
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Financial Dashboard' })).toBeVisible();
  await controlled(page);

  await context.setOffline(true);
  await page.goto('/game');
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Factory Overview' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline, retrying' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quick Build' })).toBeAttached();
  await shoot(page, FOLDER, 'offline-first-overview');
  // The API's requests fail offline as they must; a chunk of the page's code may not.
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
});

test('a new version served is installed in the background and the player chooses when to reload', async ({ page }) => {
  const errors = watchConsole(page);
  await signUpThroughGate(page, newPlayer('Edsger Dijkstra'));
  await controlled(page);
  const file = fileURLToPath(new URL('../../apps/web/dist/sw.js', import.meta.url));
  const served = readFileSync(file, 'utf8');
  try {
    writeFileSync(file, `${served}\n// a new version\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const ready = page.getByRole('status').filter({ hasText: 'A new version of Forgeworks is ready.' });
    await expect(ready).toBeVisible();
    await shoot(page, FOLDER, 'new-version', { fullPage: false });
    const reloaded = page.waitForEvent('load');
    await ready.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(ready).toBeHidden();
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Factory Overview' })).toBeVisible();
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
  } finally {
    writeFileSync(file, served);
  }
  expect(errors).toEqual([]);
});
