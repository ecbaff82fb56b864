import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import { adminTick, api, myFactory, notice, settled, signUpThroughGate, watchConsole } from '../support/game';
import { stat } from '../support/stat';
import { money, stockOf } from '../support/market';
import { playerMaker } from '../support/player';

/**
 * Issue 45's first week at phone size, played as a newcomer would: the day's challenge beside the
 * guide, the guide followed to its end, goods bought and kept, a contract with a second player that
 * defaults and is told to each side, the away summary reopened up to now, one net worth on the
 * factory page and the leaderboard, and twelve tabs. Ticks come from the operator's call.
 */
const FOLDER = `${SCREENSHOTS_DIR}/first-week`;
const PHONE = { width: 390, height: 844 };
const player = playerMaker('first-week');
const NEWCOMER = player('Wren Weekly');
const OTHER = player('Orla Otherside');
/** The challenge types the guide's own path meets (packages/engine, `GUIDE_CHALLENGE_TYPES`). */
const GUIDE_TYPES = ['PRODUCE_IRON_ORE', 'PRODUCE_STEEL_BAR', 'SELL_RESOURCES', 'BUILD_MACHINES'];
const TABS = 12;

const shot = async (page: Page, name: string) => {
  await settled(page);
  await page.screenshot({ path: `${FOLDER}/${name}-phone.png` });
};

type Daily = { challenge: { id: string; type: string; description: string; tip: string } };

test('a newcomer’s first week at phone size: guide, challenge, goods kept, a default told, the week up to now, one net worth, twelve tabs', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  mkdirSync(FOLDER, { recursive: true });
  const contexts = [await browser.newContext({ viewport: PHONE }), await browser.newContext({ viewport: PHONE })];
  let page = await contexts[0]!.newPage();
  const other = await contexts[1]!.newPage();
  const errors = [watchConsole(page), watchConsole(other)];
  await signUpThroughGate(page, NEWCOMER);
  await signUpThroughGate(other, OTHER);

  // Day one: the day's challenge is one the guide's path meets, never "hold cash" or "upgrade".
  const guide = page.getByRole('region', { name: 'Welcome to your factory!' });
  const current = guide.locator('li[aria-current="step"]');
  const challengeCard = page.getByRole('region', { name: 'Daily Challenge' });
  const today = await api<Daily>(page, '/challenges/daily');
  expect(GUIDE_TYPES).toContain(today.challenge.type);
  await expect(challengeCard).toContainText(today.challenge.description);
  await expect(challengeCard).not.toContainText(/cash net of debt|hold off/);
  await challengeCard.scrollIntoViewIfNeeded();
  await shot(page, '01-challenge-fits-the-guide');

  // The guide, followed in its order; a spend of more than a tenth of the cash asks first.
  for (const [i, machine] of ['Power Plant', 'Coal Mine', 'Iron Mine', 'Iron Mine', 'Smelter'].entries()) {
    await page.goto('/game');
    await current.getByRole('button', { name: `Build ${machine}` }).click();
    if (machine !== 'Coal Mine')
      await page
        .getByRole('dialog', { name: new RegExp(`^Build an? ${machine} for \\$`) })
        .getByRole('button', { name: 'Build', exact: true })
        .click();
    await expect.poll(async () => (await myFactory(page)).machines.length, `${machine} built`).toBe(i + 1);
  }
  await current.getByRole('button', { name: 'Hire all missing crew' }).click();
  await page
    .getByRole('dialog', { name: 'Hire all missing crew?' })
    .getByRole('button', { name: /^Hire \d+ workers$/ })
    .click();
  await expect(guide).toHaveCount(0);
  // The challenge drawn at the day's first step is still the one shown: building did not swap it.
  expect((await api<Daily>(page, '/challenges/daily')).challenge.id).toBe(today.challenge.id);
  await expect(challengeCard).toContainText(today.challenge.description);

  // Steel bars bought are kept: the default standing orders sell only what the smelter makes beyond its needs.
  await page.goto('/game/market');
  const buy = page.getByRole('region', { name: 'Buy Resources' });
  await buy.getByRole('combobox', { name: 'Resource' }).selectOption('STEEL_BAR');
  await expect(buy.getByTestId('trade-afterwards')).toContainText(/keeps what you buy|what you buy stays in stock/);
  const before = await myFactory(page);
  const bars = stockOf(before, 'STEEL_BAR');
  const price = (await api<{ marketPrice: number }>(page, '/market/offers?resourceType=STEEL_BAR')).marketPrice;
  await buy.getByRole('spinbutton', { name: 'Quantity' }).fill('6');
  await buy.getByRole('button', { name: 'Buy', exact: true }).click();
  // More than a tenth of what the guide left in cash: asked first.
  if (6 * price > 0.1 * before.cash) {
    const ask = page.getByRole('dialog', { name: 'Buy 6 Steel Bar?' });
    await expect(ask).toContainText('of your');
    await shot(page, '02a-buy-asks-first');
    await ask.getByRole('button', { name: 'Buy', exact: true }).click();
  }
  await expect.poll(async () => stockOf(await myFactory(page), 'STEEL_BAR'), 'bought').toBe(bars + 6);
  await shot(page, '02-buy-says-what-is-kept');
  for (let i = 0; i < 3; i++) await adminTick(request);
  expect(stockOf(await myFactory(page), 'STEEL_BAR')).toBeGreaterThanOrEqual(6);

  // A contract: the newcomer buys steel from a player who holds none and makes none, due 3 ticks after acceptance.
  const otherId = (await myFactory(other)).id;
  // Under a tenth of the newcomer's cash in escrow: offered on the tap.
  const units = Math.max(1, Math.floor((0.05 * (await myFactory(page)).cash) / price));
  await page.goto(`/game/factories/${otherId}`);
  const form = page.getByRole('form', { name: /^Offer Orla/ });
  await form.getByRole('radio', { name: 'Buy from them' }).click();
  await form.getByRole('combobox', { name: 'Resource' }).selectOption('STEEL_BAR');
  await form.getByRole('combobox', { name: 'Due in' }).selectOption('3');
  await form.getByLabel('Quantity').fill(String(units));
  await form.getByLabel('Unit price ($)').fill(String(price));
  await form.scrollIntoViewIfNeeded();
  await shot(page, '03-contract-offer');
  await form.getByRole('button', { name: 'Offer contract' }).click();
  await expect(notice(page, 'Contract offered')).toBeVisible();
  await other.goto('/game/contracts');
  const received = other.getByRole('region', { name: 'Offers received' });
  await expect(received).toContainText('You hold no Steel Bar and have no machine making it');
  await received.getByRole('button', { name: `Accept: ${units} Steel Bar at ${money(price)}` }).click();
  await expect(notice(other, /^Contract accepted/)).toBeVisible();

  // The newcomer is away a game hour: the default comes meanwhile, told to the seller at once...
  await page.close();
  for (let i = 0; i < 3; i++) await adminTick(request);
  const penalty = money(Math.round(units * Math.round(price * 100) * 0.1) / 100);
  await expect(
    notice(other, `Contract defaulted: 0 of ${units} delivered; you paid the buyer a ${penalty} penalty`),
  ).toBeVisible();
  await shot(other, '04-default-told-to-the-seller');
  for (let i = 0; i < 10; i++) await adminTick(request);

  // ...and to the buyer on return, in "While you were away".
  page = await contexts[0]!.newPage();
  errors.push(watchConsole(page));
  await page.goto('/game');
  const away = page.getByRole('dialog', { name: 'While you were away' });
  await expect(away).toContainText(`Contract defaulted: 0 of ${units} delivered; you received a ${penalty} penalty`);
  await shot(page, '05-away-tells-the-buyer');
  await away.getByRole('button', { name: 'Back to the factory' }).click();
  await expect(away).toBeHidden();

  // Two ticks later, reopened by hand, the summary runs on to now.
  let tick = 0;
  for (let i = 0; i < 2; i++) tick = await adminTick(request);
  await page.getByRole('button', { name: 'While you were away' }).click();
  await expect(away).toContainText(new RegExp(`\\(ticks \\d+–${tick}, up to now\\)`));
  await shot(page, '06-away-reopened-up-to-now');
  await away.getByRole('button', { name: 'Back to the factory' }).click();

  // One net worth: the factory page's figure is the leaderboard's "now", beside the board's own.
  await page.goto('/game');
  const worth = (await stat(page, 'Net worth').textContent())!;
  await expect(stat(page, 'Net worth').locator('xpath=following-sibling::dd')).toHaveText(
    "Now; the leaderboard ranks the last tick's",
  );
  await page.getByRole('region', { name: /Factory$/ }).scrollIntoViewIfNeeded();
  await shot(page, '07-factory-net-worth');
  await page.goto('/game/leaderboard');
  const note = page.getByTestId('net-worth-note');
  await expect(note).toContainText('Ranked on net worth as the last tick valued it');
  const mine = page
    .getByRole('table', { name: 'Top 10 factories by net worth' })
    .getByRole('row')
    .filter({ hasText: '(You)' });
  const said = (await note.textContent())!;
  const now = /Yours now is (\$[\d,]+\.\d\d)/.exec(said)?.[1];
  if (now) expect(now).toBe(worth);
  else {
    expect(said).toContain('Yours is the figure your factory page shows.');
    await expect(mine).toContainText(worth);
  }
  await note.scrollIntoViewIfNeeded();
  await shot(page, '08-leaderboard-says-which-net-worth');

  // Twelve tabs of the newcomer, each with its overview.
  const overview = (tab: Page) => tab.getByRole('region', { name: `${NEWCOMER.name}'s Factory` });
  const tabs = [page];
  for (let i = 1; i < TABS; i++) {
    const tab = await contexts[0]!.newPage();
    await tab.goto('/game');
    await expect(overview(tab), `tab ${i + 1}`).toBeVisible();
    tabs.push(tab);
  }
  await expect(overview(tabs.at(-1)!)).toBeVisible();
  await shot(tabs.at(-1)!, '09-twelfth-tab');

  expect(errors.flat()).toEqual([]);
  for (const context of contexts) await context.close();
});
