import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import { adminTick, api, myFactory, settled, shoot, signUpThroughGate, watchConsole } from '../support/game';

/**
 * Issue 45, at phone size: a build the power budget allows but the running grid cannot carry warns
 * before the money goes, whatever its size; goods bought are kept by the default standing orders,
 * and the buy form says so.
 */
const FOLDER = `${SCREENSHOTS_DIR}/true-figures`;
const PLAYER = { name: 'Tess Truth', email: 'tess@forgeworks.test', password: 'correct-horse-battery' };
const PHONE = { width: 390, height: 844 };

/** A PUT with the page's own session (the `api` helper GETs and POSTs). */
async function put(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ([url, json]) => {
      const auth = JSON.parse(localStorage.getItem('forgeworks-auth') ?? '{}') as { state?: { token?: string } };
      const res = await fetch(url, {
        method: 'PUT',
        headers: { authorization: `Bearer ${auth.state?.token}`, 'content-type': 'application/json' },
        body: json,
      });
      return res.status;
    },
    [`/api${path}`, JSON.stringify(body)] as const,
  );
}

const stock = async (page: Page, type: string) =>
  (await myFactory(page)).inventory.find((i) => i.type === type)?.quantity ?? 0;

test('a build that would starve the grid warns first; bought goods are kept and the buy form says so', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  await page.setViewportSize(PHONE);
  await signUpThroughGate(page, PLAYER);

  // A plant without its crew makes a quarter of its 15 power: 3.75, enough for a Coal Mine's 3.
  await api(page, '/factory/build-machine', { type: 'POWER_PLANT' });
  await api(page, '/factory/build-machine', { type: 'COAL_MINE' });
  expect((await myFactory(page)).machines).toHaveLength(2);

  // The budget has 12 spare, so an Iron Mine is offered; its 2 more would leave the grid short.
  await page.goto('/game/machines');
  const panel = page.getByRole('region', { name: 'Build Machine' });
  const option = panel.locator('li').filter({ has: page.getByRole('button', { name: 'Build Iron Mine' }) });
  await expect(option.getByText(/^Warning: not enough power/)).toBeVisible();
  await option.getByRole('button', { name: 'Build Iron Mine' }).click();
  const ask = page.getByRole('dialog', { name: /^Build an Iron Mine for \$/ });
  await expect(ask).toContainText(
    'Warning: your machines would then draw 5 power and your plants make 3.8: every machine that uses power would run at half speed. Your power plants lack staff',
  );
  await settled(page);
  await page.screenshot({ path: `${FOLDER}/01-build-warns-of-shortage-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${FOLDER}/01-build-warns-of-shortage.png` });
  await page.setViewportSize(PHONE);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  expect((await myFactory(page)).machines).toHaveLength(2);

  // An order on iron ore at the defaults: it keeps what is bought, and the buy form says so.
  expect(
    await put(page, '/factory/standing-orders', { orders: [{ resource: 'IRON_ORE', keep: null, minPrice: 1 }] }),
  ).toBe(200);
  await page.goto('/game/market');
  const buy = page.getByRole('region', { name: 'Buy Resources' });
  await buy.getByRole('combobox', { name: 'Resource' }).selectOption('IRON_ORE');
  await expect(buy.getByTestId('trade-afterwards')).toHaveText(
    'Your standing order for Iron Ore keeps what you buy: it sells only what your machines make beyond 12 ticks of their own use.',
  );
  await buy.getByRole('spinbutton', { name: 'Quantity' }).fill('30');
  await buy.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect.poll(() => stock(page, 'IRON_ORE'), 'bought').toBe(30);
  await shoot(page, FOLDER, '02-buy-form-says-what-is-kept');

  // Ticks later the ore is still there: the default order sold none of it.
  await adminTick(request);
  await adminTick(request);
  expect(await stock(page, 'IRON_ORE')).toBe(30);

  // The ore sold, an Iron Mine and a Steel Furnace built: the mine makes less ore than the furnace
  // wants, all of it used at once. Production Chain marks it short, as the Recommendations do.
  await api(page, '/market/sell', { resourceType: 'IRON_ORE', quantity: 30 });
  await api(page, '/factory/build-machine', { type: 'IRON_MINE' });
  await api(page, '/factory/build-machine', { type: 'STEEL_FURNACE' });
  expect((await myFactory(page)).machines).toHaveLength(4);
  await page.goto('/game/production-chain');
  const ore = page.getByRole('article', { name: 'Iron Ore' });
  await expect(ore.getByText('Short', { exact: true })).toBeVisible();
  await expect(page.getByText('Nothing runs short.')).toHaveCount(0);
  await expect(page.getByText(/^The machines that use Iron Ore need [\d.]+ more a tick than they get/)).toBeVisible();
  await shoot(page, FOLDER, '03-chain-marks-ore-short');

  // The guide reads the factory: the furnace meets the Smelter's step; a second Iron Mine comes next.
  await page.goto('/game');
  const guide = page.getByRole('region', { name: 'Welcome to your factory!' });
  await expect(guide.locator('li[aria-current="step"]').getByRole('button', { name: 'Build Iron Mine' })).toBeVisible();
  await expect(guide.getByRole('button', { name: 'Build Smelter' })).toHaveCount(0);
  await expect(guide.getByText(/^Done by your Steel Furnace, which makes the same steel bar/)).toBeVisible();
  await shoot(page, FOLDER, '04-guide-counts-the-furnace');
  expect(errors).toEqual([]);
});
