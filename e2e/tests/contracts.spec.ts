import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import {
  adminTick,
  api,
  myFactory,
  notice,
  openFromSidebar,
  shoot,
  signUpThroughGate,
  watchConsole,
} from '../support/game';
import { money, stockOf } from '../support/market';

const SELLER = { name: 'Dorothy Vaughan', email: 'dorothy.vaughan@forgeworks.test', password: 'correct-horse-battery' };
const BUYER = { name: 'Annie Easley', email: 'annie.easley@forgeworks.test', password: 'correct-horse-battery' };
const UNITS = 50;
const folder = `${SCREENSHOTS_DIR}/contracts`;

const coalOf = (factory: Awaited<ReturnType<typeof myFactory>>) => stockOf(factory, 'COAL');

/** Issue 36: one player offers a contract from the other's profile, the other accepts, a tick delivers. */
test('two players make a contract in their browsers and a tick delivers it', async ({ browser, request }) => {
  mkdirSync(folder, { recursive: true });
  const [sellerContext, buyerContext] = [await browser.newContext(), await browser.newContext()];
  const [seller, buyer] = [await sellerContext.newPage(), await buyerContext.newPage()];
  const errors = [seller, buyer].map(watchConsole);
  await signUpThroughGate(seller, SELLER);
  await signUpThroughGate(buyer, BUYER);
  const sellerId = (await myFactory(seller)).id;
  const price = (await api<{ marketPrice: number }>(buyer, '/market/offers?resourceType=COAL')).marketPrice;

  // The buyer offers from the seller's public profile.
  await buyer.goto(`/game/factories/${sellerId}`);
  const form = buyer.getByRole('form', { name: `Offer ${SELLER.name.split(' ')[0]}`, exact: false });
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: 'Buy from them' }).click();
  await form.getByRole('combobox', { name: 'Resource' }).selectOption('COAL');
  await form.getByLabel('Quantity').fill(String(UNITS));
  await form.getByLabel('Unit price ($)').fill(String(price));
  await expect(form).toContainText(`${money(UNITS * price)} of your cash is held in escrow`);
  await shoot(buyer, folder, 'offer');
  await form.getByRole('button', { name: 'Offer contract' }).click();
  await expect(notice(buyer, 'Contract offered')).toBeVisible();

  // The seller hears of it and accepts on the Contracts page.
  await expect(notice(seller, new RegExp(`offers to buy from you ${UNITS} Coal`))).toBeVisible();
  await openFromSidebar(seller, 'Contracts');
  const received = seller.getByRole('region', { name: 'Offers received' });
  await expect(received).toContainText(`Selling to ${BUYER.name.split(' ')[0]}`);
  await shoot(seller, folder, 'received');
  await received.getByRole('button', { name: `Accept: ${UNITS} Coal at ${money(price)}` }).click();
  await expect(notice(seller, /^Contract accepted/)).toBeVisible();
  await expect(notice(buyer, new RegExp(`accepted your contract: ${UNITS} Coal`))).toBeVisible();
  // A second, larger than the seller's stock: it stays active after the tick, part delivered.
  const large = await api<{ id: string }>(buyer, '/contracts', {
    counterpartyId: sellerId,
    side: 'buy',
    resourceType: 'COAL',
    quantity: 10 * UNITS,
    unitPrice: price,
    dueInTicks: 288,
  });
  await api(seller, `/contracts/${large.id}/accept`, {});
  const before = { buyer: await myFactory(buyer), seller: await myFactory(seller) };

  // A tick delivers it: both see the contract completed, with its delivery.
  const tick = await adminTick(request);
  await expect(notice(buyer, new RegExp(`^Contract completed: ${UNITS} Coal`))).toBeVisible();
  await openFromSidebar(buyer, 'Contracts');
  for (const page of [buyer, seller]) {
    const history = page.getByRole('table', { name: 'Contract history' });
    await expect(history.getByText('completed')).toBeVisible();
    await expect(history.getByText(`${UNITS} at tick ${tick}`)).toBeVisible();
  }
  // The seller's 100 coal: 50 to the first, the other 50 to the second, which goes on.
  await expect.poll(async () => coalOf(await myFactory(buyer))).toBe(coalOf(before.buyer) + 2 * UNITS);
  expect(coalOf(await myFactory(seller))).toBe(0);
  await expect(
    buyer.getByRole('progressbar', { name: `Delivered of ${10 * UNITS} Coal at ${money(price)}` }),
  ).toHaveAttribute('aria-valuetext', `${UNITS} of ${10 * UNITS} delivered`);
  await shoot(buyer, folder, 'buyer-delivered');
  await shoot(seller, folder, 'seller-delivered');
  // The buyer's statement for the tick: delivered coal is materials, the rest of the escrow is cash held.
  await openFromSidebar(buyer, 'Financial Dashboard');
  const outside = buyer.getByLabel('Cash outside profit');
  await expect(outside).toContainText('Contract escrow');
  await expect(outside.getByRole('definition')).toHaveText(`-${money((9 * UNITS * Math.round(price * 100)) / 100)}`);
  await shoot(buyer, folder, 'buyer-statement');
  // The record on the seller's profile: one contract kept.
  await buyer.goto(`/game/factories/${sellerId}`);
  await expect(buyer.getByText('1 completed, 0 defaulted')).toBeVisible();
  await shoot(buyer, folder, 'profile-record');

  expect(errors.flat()).toEqual([]);
  await sellerContext.close();
  await buyerContext.close();
});

const PHONE = { width: 390, height: 844 };
const PROMISER = {
  name: 'Gladys West',
  email: 'gladys.west@forgeworks.test',
  password: 'correct-horse-battery',
};
const TAKER = { name: 'Evelyn Boyd', email: 'evelyn.boyd@forgeworks.test', password: 'correct-horse-battery' };

/**
 * Issue 45 at phone size: an offer read late keeps its length, the buyer sees what the seller holds
 * and confirms a large escrow, and a default tells each side what it paid or received.
 */
test('an offer read late, a seller with nothing, a confirmed escrow and a default told to each side', async ({
  browser,
  request,
}) => {
  mkdirSync(folder, { recursive: true });
  const contexts = [await browser.newContext({ viewport: PHONE }), await browser.newContext({ viewport: PHONE })];
  const [seller, buyer] = [await contexts[0]!.newPage(), await contexts[1]!.newPage()];
  const errors = [seller, buyer].map(watchConsole);
  await signUpThroughGate(seller, PROMISER);
  await signUpThroughGate(buyer, TAKER);
  const buyerId = (await myFactory(buyer)).id;
  const price = (await api<{ marketPrice: number }>(seller, '/market/offers?resourceType=STEEL_BAR')).marketPrice;
  // More than a tenth of the buyer's cash: it is asked before the escrow.
  const units = Math.ceil((0.11 * (await myFactory(buyer)).cash) / price);

  // The seller, with no steel and no machine, is warned on the form.
  await seller.goto(`/game/factories/${buyerId}`);
  const form = seller.getByRole('form', { name: /^Offer Evelyn/ });
  await form.getByRole('radio', { name: 'Sell to them' }).click();
  await form.getByRole('combobox', { name: 'Resource' }).selectOption('STEEL_BAR');
  await expect(form).toContainText('You hold no Steel Bar and have no machine making it');
  await form.getByRole('combobox', { name: 'Due in' }).selectOption('3');
  await form.getByLabel('Quantity').fill(String(units));
  await form.getByLabel('Unit price ($)').fill(String(price));
  await form.scrollIntoViewIfNeeded();
  await seller.screenshot({ path: `${folder}/offer-nothing-to-deliver-phone.png` });
  await form.getByRole('button', { name: 'Offer contract' }).click();
  await expect(notice(seller, 'Contract offered')).toBeVisible();

  // Four ticks on, past what would have been its due tick, the offer is still open.
  for (let i = 0; i < 4; i++) await adminTick(request);
  await buyer.goto('/game/contracts');
  const received = buyer.getByRole('region', { name: 'Offers received' });
  await expect(received).toContainText('due 3 ticks');
  await expect(received).toContainText('after it is accepted');
  await expect(received).toContainText(
    "Gladys West's Factory holds no Steel Bar and has no machine making it · its record: no contract closed yet",
  );
  await shoot(buyer, folder, 'received-seller-standing');
  await buyer.setViewportSize(PHONE);
  await received.getByRole('button', { name: `Accept: ${units} Steel Bar at ${money(price)}` }).click();
  const confirm = buyer.getByRole('dialog', { name: new RegExp(`^Accept ${units} Steel Bar`) });
  await expect(confirm).toContainText('of your cash in escrow');
  await buyer.screenshot({ path: `${folder}/escrow-confirm-phone.png` });
  await confirm.getByRole('button', { name: 'Accept' }).click();
  await expect(notice(buyer, /^Contract accepted/)).toBeVisible();
  const accepted = await api<{ contracts: { status: string; dueTick: number; acceptedTick: number }[] }>(
    buyer,
    '/contracts',
  );
  expect(accepted.contracts[0]).toMatchObject({ status: 'active' });
  expect(accepted.contracts[0]!.dueTick - accepted.contracts[0]!.acceptedTick).toBe(3);

  // Nothing delivered by the due tick: each side reads its own line.
  for (let i = 0; i < 3; i++) await adminTick(request);
  const penalty = money(Math.round(units * Math.round(price * 100) * 0.1) / 100);
  await expect(
    notice(seller, `Contract defaulted: 0 of ${units} delivered; you paid the buyer a ${penalty} penalty`),
  ).toBeVisible();
  await expect(
    notice(
      buyer,
      `Contract defaulted: 0 of ${units} delivered; you received a ${penalty} penalty, ${money((units * Math.round(price * 100)) / 100)} of escrow refunded`,
    ),
  ).toBeVisible();
  await seller.setViewportSize(PHONE);
  await seller.screenshot({ path: `${folder}/default-seller-phone.png` });
  await buyer.screenshot({ path: `${folder}/default-buyer-phone.png` });
  expect(errors.flat()).toEqual([]);
  for (const context of contexts) await context.close();
});
