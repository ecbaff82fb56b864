import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import type { Player } from '../support/game';
import { adminTick, api, openFromSidebar, shoot, signInThroughGate, watchConsole } from '../support/game';
import { workingFactory } from '../support/setup';

const BARBARA: Player = { name: 'Barbara Liskov', email: 'barbara@forgeworks.test', password: 'correct-horse-battery' };
const EDSGER: Player = { name: 'Edsger Dijkstra', email: 'edsger@forgeworks.test', password: 'correct-horse-battery' };
const folder = `${SCREENSHOTS_DIR}/season`;

type Season = {
  season: number;
  league: string;
  me: { rank: number; leaguePlayers: number; league: string; gain: number } | null;
};

test.beforeAll(async ({ request }) => {
  await workingFactory(request, EDSGER);
  await workingFactory(request, BARBARA);
  for (let i = 0; i < 12; i++) await adminTick(request);
});

test('the season: its board, the player’s place and what it takes to move up, on every page of their standing', async ({
  page,
}) => {
  mkdirSync(folder, { recursive: true });
  const errors = watchConsole(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInThroughGate(page, BARBARA);
  // The suite's other players share this server: the page shows the server's own figures.
  const season = await api<Season>(page, '/leaderboard/season');
  expect(season.me).not.toBeNull();
  const me = season.me!;
  const place = `#${me.rank} of ${me.leaguePlayers}`;

  await openFromSidebar(page, 'Global Rankings');
  const card = page.getByRole('region', { name: 'This Season' });
  await expect(card).toContainText(`Season ${season.season}`);
  await expect(card.getByTestId('season-place')).toContainText(place);
  await expect(card.getByTestId('season-place')).toContainText('in Bronze');
  await expect(card.getByText(/^Reach \$250,000\.00 net worth to move up to Silver\.$/)).toBeVisible();
  const board = card.getByRole('table', { name: 'Top 10 of the Bronze league by net worth gained' });
  await expect(board.getByRole('row', { name: /Barbara Liskov's Factory\s*\(You\)/ })).toBeVisible();
  // The rules are on screen, folded: opening them shows the season's length and the leagues.
  await card.getByText('How seasons work').click();
  await expect(card.getByText(/^A season lasts 14 game days\./)).toBeVisible();
  await expect(
    card.getByText(/Bronze under \$250,000\.00; Silver \$250,000\.00 to \$2,500,000\.00; Gold from/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hall of Fame' })).toContainText('No season has ended yet');
  await shoot(page, folder, 'global-rankings');

  // Another league's board: nobody has reached Gold on this young server.
  await card.getByRole('radio', { name: 'Gold' }).click();
  await expect(card.getByText('No factory plays this league this season.')).toBeVisible();
  await expect(card.getByTestId('season-place')).toContainText(place);

  await openFromSidebar(page, 'Factory Overview');
  const summary = page.getByRole('region', { name: 'Your Season' });
  await expect(summary).toContainText('Bronze league');
  await expect(summary).toContainText(place);
  await expect(summary.getByRole('link', { name: "See the season's board and rules" })).toBeVisible();
  await shoot(page, folder, 'overview');

  await openFromSidebar(page, 'Player Stats');
  await expect(page.getByRole('region', { name: 'Your Season' })).toContainText(place);
  await shoot(page, folder, 'player-stats');

  // The profile others see carries the season's place too.
  await openFromSidebar(page, 'Global Rankings');
  await page
    .getByRole('region', { name: 'This Season' })
    .getByRole('link', { name: "Barbara Liskov's Factory" })
    .click();
  await expect(page.getByRole('heading', { name: "Barbara Liskov's Factory" })).toBeVisible();
  await expect(page.getByText(`Season ${season.season}, Bronze`)).toBeVisible();
  await expect(page.getByText(place, { exact: true })).toBeVisible();
  await shoot(page, folder, 'profile');
  expect(errors).toEqual([]);
});
