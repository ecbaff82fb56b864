import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import { openAccountSettings, openFromSidebar, signInThroughGate, watchConsole, settled } from '../support/game';
import { PAGES, slug } from '../support/pages';
import { workingFactory } from '../support/setup';

const PLAYER = { name: 'Grace Hopper', email: 'grace@forgeworks.test', password: 'correct-horse-battery' };

test.beforeAll(async ({ request }) => {
  await workingFactory(request, PLAYER);
});

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

// A player with a working factory, so every page has something to show.
for (const viewport of VIEWPORTS) {
  test(`every page opens without a console error, ${viewport.name} ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // Charts skip their entry animation under reduced motion, so the pictures show them drawn.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors = watchConsole(page);
    const folder = `${SCREENSHOTS_DIR}/${viewport.name}`;
    mkdirSync(folder, { recursive: true });
    await page.goto('/');
    await page.screenshot({ path: `${folder}/00-sign-in.png` });
    await signInThroughGate(page, PLAYER);
    if (viewport.name === 'desktop') {
      // Every page of the sidebar is built: no link is a 'coming soon' placeholder.
      const links = page.getByRole('navigation', { name: 'Game' }).getByRole('link');
      await expect(links).toHaveText(PAGES.map((p) => p.title));
    }

    for (const [i, { title, path }] of PAGES.entries()) {
      // Desktop goes by the sidebar; the phone by deep links, as a reload or a shared link would.
      if (viewport.name === 'desktop') await openFromSidebar(page, title);
      else await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('banner').getByRole('heading', { name: title })).toBeVisible();
      // Let queries settle and charts draw before the picture.
      await settled(page);
      await page.screenshot({ path: `${folder}/${String(i + 1).padStart(2, '0')}-${slug(title)}.png`, fullPage: true });
    }

    // Account settings hangs off the avatar menu, not the sidebar.
    if (viewport.name === 'desktop') await openAccountSettings(page, PLAYER);
    else await page.goto('/game/account');
    await expect(page.getByRole('region', { name: 'Signed-in devices' })).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${folder}/${PAGES.length + 1}-account-settings.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}
