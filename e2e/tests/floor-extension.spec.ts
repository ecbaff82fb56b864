import { expect, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import { myFactory, watchConsole } from '../support/game';
import type { GrownSize } from '../support/grown-factory';
import { GROWN_SIZES, useGrownWorld } from '../support/grown-factory';
import { playerMaker } from '../support/player';

/**
 * A Free Port factory whose floor is full (twenty Power Plants, 60 of 60) and that has saved $5M:
 * where it builds, it is offered 10 more floor at the engine's price, asked first, and builds on it.
 */
const folder = `${SCREENSHOTS_DIR}/floor-extension`;
const player = playerMaker('floor-extension');
const players = { phone: player('Ada Lovelace'), desktop: player('Charles Babbage') };
const FULL_FLOOR = Array.from({ length: 20 }, () => 'POWER_PLANT');
const grown = useGrownWorld(
  folder,
  Object.values(players).map((p) => ({ player: p, site: 'FREE_PORT', machines: FULL_FLOOR, cash: 5_000_000 })),
);

for (const size of Object.keys(GROWN_SIZES) as GrownSize[]) {
  test(`at ${size} size, a player with a full floor extends it and builds on it`, async ({ browser }) => {
    const page = await grown.open(browser, players[size], size);
    const errors = watchConsole(page);
    await page.goto('/game/machines');
    const build = page.getByRole('region', { name: 'Build Machine' });
    await expect(build.getByText('60 / 60')).toBeVisible();
    await expect(build.getByRole('button', { name: 'Build Coal Mine' })).toHaveCount(0);
    const extend = build.getByRole('button', { name: 'Add 10 floor for $2,000,000.00' });
    await extend.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${folder}/${size}-full.png` });

    // Asked first (the spend is 40% of the cash), then the floor is wider and the next costs twice.
    await extend.click();
    const ask = page.getByRole('dialog', { name: 'Extend your floor by 10 for $2,000,000.00?' });
    await expect(ask).toContainText('40% of your $5,000,000.00 cash');
    await page.screenshot({ path: `${folder}/${size}-asked.png` });
    await ask.getByRole('button', { name: 'Extend', exact: true }).click();
    await expect(build.getByText('60 / 70')).toBeVisible();
    await expect(build.getByText('Free Port, 10 of it added')).toBeVisible();
    expect(await myFactory(page)).toMatchObject({ cash: 3_000_000, floor: { used: 60, total: 70, extra: 10 } });
    await expect(build.getByRole('button', { name: 'Add 10 floor for $4,000,000.00' })).toHaveCount(0);

    // What did not fit now does.
    await build.getByRole('button', { name: 'Build Coal Mine' }).click();
    await expect(build.getByText('62 / 70')).toBeVisible();
    await page.screenshot({ path: `${folder}/${size}-built.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });
}
