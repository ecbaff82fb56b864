import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import { adminTick, api, myFactory, notice, shoot, signUpThroughGate, watchConsole } from '../support/game';
import { money, stockOf } from '../support/market';

const SELLER = { name: 'Frances Spence', email: 'frances.spence@forgeworks.test', password: 'correct-horse-battery' };
const BUYER = {
  name: 'Kathleen Antonelli',
  email: 'kathleen.antonelli@forgeworks.test',
  password: 'correct-horse-battery',
};
const PHONE = { width: 390, height: 844 };
const folder = `${SCREENSHOTS_DIR}/contracts`;

/**
 * Issue 48: a seller at a desk offers coal in three instalments; the buyer, on a phone, counters with
 * fewer units each time; the seller accepts the counter; ticks keep the first instalment, miss the
 * second (told to both as it happens), keep the third; both read the contract as a whole and its thread.
 */
test('a counter-offer in instalments, accepted, settled instalment by instalment', async ({ browser, request }) => {
  mkdirSync(folder, { recursive: true });
  const contexts = [await browser.newContext(), await browser.newContext({ viewport: PHONE })];
  const [seller, buyer] = [await contexts[0]!.newPage(), await contexts[1]!.newPage()];
  const errors = [seller, buyer].map(watchConsole);
  await signUpThroughGate(seller, SELLER);
  await signUpThroughGate(buyer, BUYER);
  const buyerId = (await myFactory(buyer)).id;
  const price = (await api<{ marketPrice: number }>(seller, '/market/offers?resourceType=COAL')).marketPrice;
  // The seller keeps 20 of its coal: enough for the first instalment of 15, not the second.
  const held = stockOf(await myFactory(seller), 'COAL');
  await api(seller, '/market/sell', { resourceType: 'COAL', quantity: held - 20 });
  expect(stockOf(await myFactory(seller), 'COAL')).toBe(20);

  // The seller offers 20 coal three times, the first due 3 ticks after acceptance, each next 2 later.
  await seller.goto(`/game/factories/${buyerId}`);
  const form = seller.getByRole('form', { name: /^Offer Kathleen/ });
  await form.getByRole('radio', { name: 'Sell to them' }).click();
  await form.getByRole('combobox', { name: 'Resource' }).selectOption('COAL');
  await form.getByRole('combobox', { name: 'Due in' }).selectOption('3');
  await form.getByLabel('Quantity').fill('20');
  await form.getByLabel('Unit price ($)').fill(String(price));
  await form.getByLabel('Instalments').fill('3');
  await form.getByLabel('Every (ticks)').fill('2');
  await expect(form).toContainText('3 deliveries of the quantity: the first due 3 ticks after');
  await form.getByRole('button', { name: 'Offer contract' }).click();
  await expect(notice(seller, 'Contract offered')).toBeVisible();

  // The buyer, on a phone, counters: 15 each time.
  await expect(notice(buyer, new RegExp(`offers to sell you 60 Coal at ${escaped(money(price))}`))).toBeVisible();
  await buyer.goto('/game/contracts');
  const received = buyer.getByRole('region', { name: 'Offers received' });
  await expect(received).toContainText('3 instalments of 20, every 2 ticks');
  await received.getByRole('button', { name: `Counter: 60 Coal at ${money(price)}` }).click();
  const counter = buyer.getByRole('form', { name: `Counter: 60 Coal at ${money(price)}` });
  await counter.getByLabel('Quantity each time').fill('15');
  await expect(counter.getByLabel('Instalments')).toHaveValue('3');
  await expect(counter.getByLabel('Every (ticks)')).toHaveValue('2');
  await counter.scrollIntoViewIfNeeded();
  await buyer.screenshot({ path: `${folder}/counter-form-phone.png` });
  await counter.getByRole('button', { name: 'Send counter-offer' }).click();
  const sent = buyer.getByRole('region', { name: 'Offers sent' });
  await expect(sent).toContainText(`Counter to their offer: 60 Coal at ${money(price)}`);
  await expect(sent).toContainText('3 instalments of 15, every 2 ticks');
  await buyer.screenshot({ path: `${folder}/counter-sent-phone.png`, fullPage: true });

  // The seller hears of it, reads the thread, and accepts.
  await expect(
    notice(seller, `${buyerName()} countered your contract offer: 45 Coal at ${money(price)}`),
  ).toBeVisible();
  await seller.goto('/game/contracts');
  const answer = seller.getByRole('region', { name: 'Offers received' });
  await expect(answer).toContainText(`Counter to your offer: 60 Coal at ${money(price)}`);
  await shoot(seller, folder, 'counter-received');
  await answer.getByRole('button', { name: `Accept: 45 Coal at ${money(price)}` }).click();
  await expect(notice(buyer, /^Contract accepted|accepted your contract: 45 Coal/)).toBeVisible();

  // The first instalment is kept at once; the second is due short, then missed.
  await adminTick(request);
  await expect(notice(seller, 'Contract due within the hour (instalment 2 of 3): 15 Coal still owed')).toBeVisible();
  for (let i = 0; i < 4; i++) await adminTick(request);
  const cents = Math.round(price * 100);
  const penalty = money(cents / 100);
  await expect(
    notice(seller, `Contract instalment 2 of 3 missed: 10 Coal short; you paid the buyer a ${penalty} penalty`),
  ).toBeVisible();
  await expect(
    notice(
      buyer,
      `Contract instalment 2 of 3 missed: 10 Coal short; you received a ${penalty} penalty, ${money((10 * cents) / 100)} of escrow refunded`,
    ),
  ).toBeVisible();
  await buyer.screenshot({ path: `${folder}/instalment-missed-toast-phone.png` });
  await seller.reload();
  const active = seller.getByRole('region', { name: 'Active contracts' });
  await expect(active).toContainText('3 instalments of 15, every 2 ticks: 1 kept, 1 missed');
  await expect(active).toContainText(`Counter to your offer: 60 Coal at ${money(price)}`);
  await shoot(seller, folder, 'instalment-missed');

  // The seller buys coal for the third, which is kept: the contract closes, read as a whole.
  await api(seller, '/market/buy', { resourceType: 'COAL', quantity: 15 });
  await adminTick(request);
  await expect(
    notice(
      seller,
      `Contract closed: 2 of 3 instalments kept, 35 of 45 delivered; you paid the buyer ${penalty} in penalties`,
    ),
  ).toBeVisible();
  await expect(
    notice(
      buyer,
      `Contract closed: 2 of 3 instalments kept, 35 of 45 delivered; you received ${penalty} in penalties, ${money((10 * cents) / 100)} of escrow refunded`,
    ),
  ).toBeVisible();
  // The bell's line at phone size, before the toast is dismissed.
  await buyer.screenshot({ path: `${folder}/instalments-closed-toast-phone.png` });
  for (const page of [seller, buyer]) {
    await page.goto('/game/contracts');
    const history = page.getByRole('table', { name: 'Contract history' });
    await expect(history.getByText('3 instalments of 15, every 2 ticks: 2 kept, 1 missed')).toBeVisible();
    await expect(history.getByText('defaulted')).toBeVisible();
    await expect(history.getByText('countered')).toBeVisible();
    await expect(history.getByText('3 instalments of 20, every 2 ticks', { exact: true })).toBeVisible();
  }
  await expect(buyer.getByText(`Counter to their offer: 60 Coal at ${money(price)}`)).toBeVisible();
  await expect(buyer.getByText(`penalty received ${penalty}`)).toBeVisible();
  await shoot(seller, folder, 'instalments-closed-seller');
  await shoot(buyer, folder, 'instalments-closed-buyer');
  // The seller's record: one contract defaulted, two of three instalments kept.
  await buyer.goto(`/game/factories/${(await myFactory(seller)).id}`);
  await expect(buyer.getByText('0 completed, 1 defaulted')).toBeVisible();
  await expect(buyer.getByRole('definition').filter({ hasText: /^67%$/ })).toBeVisible();
  await buyer.screenshot({ path: `${folder}/instalments-record-phone.png`, fullPage: true });

  expect(errors.flat()).toEqual([]);
  for (const context of contexts) await context.close();
});

const buyerName = () => `${BUYER.name}'s Factory`;
const escaped = (text: string) => text.replace(/[$.]/g, (c) => `\\${c}`);
