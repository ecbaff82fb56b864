import { expect, test, type Locator, type Page } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import { myFactory, shoot, watchConsole } from '../support/game';
import type { GrownSize } from '../support/grown-factory';
import { GROWN_SIZES, useGrownWorld } from '../support/grown-factory';
import { playerMaker } from '../support/player';

/**
 * Issue 47's works advice, read and followed where the player reads the recommendations: a River
 * Works factory that has saved for days is told its site suits a Tool Works, what it will buy from
 * other factories, and that it needs a Power Plant first; each button builds what its advice asks,
 * and the advice moves on. The welcome setup's machines, crewed, with $80,000 saved.
 */
const folder = `${SCREENSHOTS_DIR}/works-advice`;
const player = playerMaker('works-advice');
const players = { phone: player('Isambard Brunel'), desktop: player('Henry Maudslay') };
const WELCOME_SETUP = ['POWER_PLANT', 'COAL_MINE', 'IRON_MINE', 'IRON_MINE', 'SMELTER'];
const grown = useGrownWorld(
  folder,
  Object.values(players).map((p) => ({ player: p, site: 'RIVER_WORKS', machines: WELCOME_SETUP, cash: 80_000 })),
);

/**
 * The whole page at both sizes (`shoot`), then the Recommendations card at the test's own size, to
 * read the advice as the player does.
 */
async function shootStage(page: Page, card: Locator, size: GrownSize, stage: string) {
  await shoot(page, folder, `${size}-${stage}`);
  await page.setViewportSize(GROWN_SIZES[size]);
  await card.screenshot({ path: `${folder}/${size}-${stage}-card.png` });
}

/** Confirms the large spend a build asks first. */
async function confirmBuild(page: Page, machine: string) {
  await page
    .getByRole('dialog', { name: new RegExp(`^Build a ${machine} for`) })
    .getByRole('button', { name: 'Build', exact: true })
    .click();
}

for (const size of Object.keys(GROWN_SIZES) as GrownSize[]) {
  test(`at ${size} size, a River Works player follows the works advice: a Power Plant, then the Tool Works`, async ({
    browser,
  }) => {
    const page = await grown.open(browser, players[size], size);
    const errors = watchConsole(page);
    // The overview's Production Analysis reads the same advice, with the same button.
    const analysis = page.getByRole('region', { name: 'Production Analysis' });
    const overviewAdvice = analysis.getByRole('listitem').filter({ hasText: 'Your site suits a Tool Works' });
    await expect(overviewAdvice.getByRole('button', { name: 'Build Power Plant' })).toBeVisible();
    await analysis.screenshot({ path: `${folder}/${size}-overview-card.png` });
    await page.goto('/game/power');
    const card = page.getByRole('region', { name: 'Recommendations' });
    const works = card.getByRole('listitem').filter({ hasText: 'Your site suits a Tool Works' });

    // Too little power is spare for the Tool Works: the advice's button builds the plant first.
    await expect(works).toContainText(
      'Your site suits a Tool Works, but too little power is spare for it: build a Power Plant first. A Tool Works makes 50% more tools here and pays back in about',
    );
    await expect(works).toContainText('your own machines feed it steel bar');
    const room = card.getByRole('region', { name: 'Room on the grid' });
    const toolWorksRoom = room.getByRole('listitem').filter({ hasText: 'Tool Works' });
    await expect(toolWorksRoom.getByLabel('needs more power')).toBeVisible();
    await shootStage(page, card, size, 'power-first');
    await works.getByRole('button', { name: 'Build Power Plant' }).click();
    await confirmBuild(page, 'Power Plant');

    // The new plant's crew, then the Tool Works itself, buying coke from other factories.
    const crew = card.getByRole('listitem').filter({ hasText: 'misses workers' });
    await crew.getByRole('button', { name: 'Hire all missing crew' }).click();
    await expect(works).toContainText(
      'You will buy coke from other factories (the exchange, contracts or the market); your own machines feed it steel bar.',
    );
    await expect(works).toContainText(
      'Your site suits a Tool Works: it makes 50% more tools here and pays back in about',
    );
    await expect(works).not.toContainText('build a Power Plant first');
    await expect(toolWorksRoom.getByLabel('fits')).toBeVisible();
    await shootStage(page, card, size, 'tool-works');
    await works.getByRole('button', { name: 'Build Tool Works' }).click();
    await confirmBuild(page, 'Tool Works');

    // Built: the advice moves on from it, to the coke it said to buy from other factories.
    await expect(works).toHaveCount(0);
    const coke = card.getByRole('listitem').filter({ hasText: 'Your Tool Works is short of Coke' });
    await expect(coke).toContainText('buy it from other factories (the exchange, contracts or the market).');
    await expect(coke.getByRole('link', { name: 'Buy on Buy & Sell' })).toHaveAttribute('href', '/game/market');
    const types = ((await myFactory(page)).machines as { type: string }[]).map((m) => m.type);
    expect(types.filter((t) => t === 'TOOL_WORKS')).toHaveLength(1);
    expect(types.filter((t) => t === 'POWER_PLANT')).toHaveLength(2);
    await shootStage(page, card, size, 'built');
    expect(errors).toEqual([]);
    await page.context().close();
  });
}
