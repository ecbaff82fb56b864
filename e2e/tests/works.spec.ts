import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import { adminTick, api, myFactory, shoot, signUpThroughGate, watchConsole } from '../support/game';
import { playerMaker } from '../support/player';

const folder = `${SCREENSHOTS_DIR}/works`;
const player = playerMaker('works');

type Stock = { inventory: { type: string; quantity: number }[] };
const cokeOf = (factory: unknown) => (factory as Stock).inventory.find((r) => r.type === 'COKE')?.quantity ?? 0;

test('at a phone, a Coal Basin player builds a Coke Oven, makes coke and finds it on the market', async ({
  page,
  request,
}) => {
  mkdirSync(folder, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = watchConsole(page);
  await signUpThroughGate(page, player('Abraham Darby'));
  await api(page, '/factory/site', { site: 'COAL_BASIN' });

  // The guide names the basin's ovens and what its factory will buy from others.
  await page.goto('/game');
  await expect(page.getByTestId('guide-site')).toContainText('Coke Ovens make 150% more');

  // The works stand beside the spec's machines where the player builds, with their floor.
  // A phone's menu is folded: the player follows the page's own address, as a bookmark or the guide's link does.
  await page.goto('/game/machines');
  const build = page.getByRole('region', { name: 'Build Machine' });
  for (const works of ['Coke Oven', 'Tool Works', 'Machine Shop'])
    await expect(build.getByRole('heading', { name: works, level: 3 })).toBeVisible();
  await build.getByRole('button', { name: 'Build Power Plant' }).click();
  await page
    .getByRole('dialog', { name: /^Build a Power Plant for/ })
    .getByRole('button', { name: 'Build', exact: true })
    .click();
  await build.getByRole('button', { name: 'Build Coke Oven' }).click();
  const oven = page.getByRole('dialog', { name: /^Build a Coke Oven for/ });
  await oven.getByRole('button', { name: 'Build', exact: true }).click();
  await expect(build.getByText(/^6 \/ \d+$/)).toBeVisible();
  await shoot(page, folder, 'build');

  // Staffed and fed from the starting coal, the oven makes coke at the next ticks.
  await api(page, '/workers/hire-missing', {});
  await adminTick(request);
  await adminTick(request);
  await expect.poll(async () => cokeOf(await myFactory(page))).toBeGreaterThan(0);

  // Coke is priced on the market, as the spec's goods are, and can be listed on the exchange.
  await page.goto('/game/market');
  const prices = page.getByRole('table', { name: 'Market prices' });
  await expect(prices.getByRole('row', { name: /Coke/ })).toBeVisible();
  await expect(prices.getByRole('row', { name: /Machine Parts/ })).toBeVisible();
  await shoot(page, folder, 'market');
  expect(errors).toEqual([]);
});
