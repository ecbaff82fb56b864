import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import { checkAccessibility } from '../support/a11y';
import type { Player } from '../support/game';
import { adminTick, api, openFromSidebar, settled, signInThroughGate, watchConsole } from '../support/game';
import { workingFactory } from '../support/setup';

const JEAN: Player = { name: 'Jean Bartik', email: 'jean@forgeworks.test', password: 'correct-horse-battery' };
const ALAN: Player = { name: 'Alan Turing', email: 'alan@forgeworks.test', password: 'correct-horse-battery' };
const folder = `${SCREENSHOTS_DIR}/pages`;

test.beforeAll(async ({ request }) => {
  // Two working factories, then two game hours more: both have several hours on record.
  await workingFactory(request, ALAN);
  await workingFactory(request, JEAN);
  for (let i = 0; i < 24; i++) await adminTick(request);
});

/** Pictures the page at both sizes, and checks it with axe at each (the tour does the sidebar's pages). */
async function shoot(page: Page, name: string) {
  // No tooltip under a resting pointer.
  await page.mouse.move(0, 0);
  await settled(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
  await checkAccessibility(page, `${name}, desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  await page.screenshot({ path: `${folder}/${name}-phone.png`, fullPage: true });
  await checkAccessibility(page, `${name}, phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('Top Achievers, Player Stats and a factory profile, reached from the sidebar and the rankings', async ({
  page,
}) => {
  mkdirSync(folder, { recursive: true });
  const errors = watchConsole(page);
  // Charts then draw at once (chart-theme.ts): screenshots show them whole, not mid-animation.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInThroughGate(page, JEAN);

  // Neither page is still to come: their sidebar links carry their titles alone.
  const nav = page.getByRole('navigation', { name: 'Game' });
  for (const title of ['Top Achievers', 'Player Stats'])
    await expect(nav.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^(Top Achievers|Player Stats) Soon$/ })).toHaveCount(0);

  await openFromSidebar(page, 'Top Achievers');
  // The suite's other players share this server: the figures are the server's own, whoever they count.
  const stats = await api<{ totalPlayers: number; achievements: { name: string; holders: number }[] }>(
    page,
    '/achievements/stats',
  );
  const breakingGround = stats.achievements.find((a) => a.name === 'Breaking Ground')!;
  expect(breakingGround.holders).toBeGreaterThanOrEqual(2);
  const ranking = page.getByRole('table', { name: 'Top 10 players by achievements' });
  await expect(ranking.getByRole('row', { name: /Jean Bartik's Factory\s*\(You\)/ })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Breaking Ground: players holding it' })).toHaveAttribute(
    'aria-valuetext',
    new RegExp(`^${breakingGround.holders} of ${stats.totalPlayers} players \\(\\d+%\\)$`),
  );
  await expect(page.getByRole('list', { name: 'Latest achievements reached, newest first' })).toContainText(
    "Jean Bartik's Factory reached",
  );
  await shoot(page, 'top-achievers');

  await openFromSidebar(page, 'Player Stats');
  await expect(page.getByRole('region', { name: 'Your standing' })).toContainText(`of ${stats.totalPlayers} players`);
  await expect(page.getByText(/^Over the last \d+ game hours, your net worth went from \$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Production and sales totals' })).toContainText('Units sold');
  await shoot(page, 'player-stats');

  // Every row links to its profile, the player's own (shown wherever it ranks) too; the keyboard
  // reaches and follows it. Which others are in the top 10 depends on the suite's other players.
  await openFromSidebar(page, 'Global Rankings');
  const own = page
    .getByRole('table', { name: 'Top 10 factories by net worth' })
    .getByRole('link', { name: "Jean Bartik's Factory" });
  await own.focus();
  await expect(own).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/game\/factories\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: "Jean Bartik's Factory" })).toBeVisible();
  await expect(page.getByText('Owned by Jean Bartik')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Machines by type and level' })).toContainText('Iron Mine');
  await expect(page.getByText(/this factory's net worth went from \$/)).toBeVisible();
  // The owner is told what others never see; nothing else on the page names those things.
  await expect(page.getByText(/^This is how other players see your factory/)).toBeVisible();
  for (const secret of [/cash/i, /debt/i, /worker/i, /loan/i])
    await expect(
      page
        .getByRole('main')
        .getByText(secret)
        .filter({ hasNotText: /^This is how other players see your factory/ }),
    ).toHaveCount(0);
  await shoot(page, 'factory-profile');
  expect(errors).toEqual([]);

  // An unknown factory says so.
  await page.goto('/game/factories/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText(/There is no such factory/)).toBeVisible();
  await checkAccessibility(page, 'an unknown factory');
});
