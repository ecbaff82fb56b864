import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ADMIN_TOKEN, SCREENSHOTS_DIR } from '../env';
import { checkAccessibility } from '../support/a11y';
import { openAccountSettings, openFromSidebar, signInThroughGate, watchConsole, settled } from '../support/game';
import { PAGES, slug } from '../support/pages';
import { expectFiguresWhole } from '../support/stat';
import { workingFactory } from '../support/setup';

const PLAYER = { name: 'Grace Hopper', email: 'grace@forgeworks.test', password: 'correct-horse-battery' };

test.beforeAll(async ({ request }) => {
  // A worker started again after a failed test finds the player made by the one before.
  const signIn = await request.post('/api/auth/login', { data: { email: PLAYER.email, password: PLAYER.password } });
  if (!signIn.ok()) await workingFactory(request, PLAYER);
});

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** What opens on a page besides it (a dialog, a menu, a tab), checked by axe too: a fault there counts. */
interface Opening {
  what: string;
  /** Opens it; answers what was opened, to check it is shown. */
  open: (page: Page) => Promise<Locator>;
  /** A tab stays: the page is left showing it. Otherwise Escape closes it, and `after` runs. */
  stays?: boolean;
  after?: (page: Page) => Promise<void>;
  /** Where there is no such thing at the other size. */
  only?: (typeof VIEWPORTS)[number]['name'];
}

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('main').getByRole('button', { name, exact: true }).first();
const dialogAfter = (name: string | RegExp, dialog?: string) => async (page: Page) => {
  await button(page, name).click();
  return dialog ? page.getByRole('dialog', { name: dialog }) : page.getByRole('dialog');
};
const tab = (name: string) => async (page: Page) => {
  const trigger = page.getByRole('main').getByRole('tab', { name, exact: true });
  await trigger.click();
  return page.getByRole('tabpanel', { name });
};

const OPENINGS: Partial<Record<(typeof PAGES)[number]['title'], Opening[]>> = {
  'Factory Overview': [
    {
      what: 'the account menu',
      open: async (page) => {
        await page.getByRole('button', { name: `account menu for ${PLAYER.name}` }).click();
        return page.getByRole('menu');
      },
    },
    {
      what: "the collapsed sidebar's Dashboard menu",
      only: 'desktop',
      open: async (page) => {
        await page.getByRole('button', { name: 'Collapse sidebar' }).click();
        await page.getByRole('navigation', { name: 'Game' }).getByRole('button', { name: 'Dashboard' }).click();
        return page.getByRole('menu');
      },
      after: (page) => page.getByRole('button', { name: 'Expand sidebar' }).click(),
    },
    {
      what: 'the notifications',
      open: async (page) => {
        await page.getByRole('button', { name: /^Notifications/ }).click();
        return page.getByRole('dialog', { name: 'Notifications' });
      },
    },
    {
      what: 'the chat panel',
      only: 'desktop',
      open: async (page) => {
        await page.getByRole('banner').getByRole('button', { name: /^Chat/ }).click();
        return page.getByRole('complementary', { name: 'Chat' });
      },
    },
  ],
  'Production Chain': [{ what: 'the Detailed tab', open: tab('Detailed'), stays: true }],
  'Financial Dashboard': [{ what: 'the Per day tab', open: tab('Per day'), stays: true }],
  'Production Analytics': [{ what: 'the Last 7 days tab', open: tab('Last 7 days'), stays: true }],
  Workforce: [{ what: 'the dismiss dialog', open: dialogAfter(/^Dismiss /) }],
  Maintenance: [
    { what: 'the history dialog', open: dialogAfter('History', 'Maintenance history') },
    { what: 'the scrap dialog', open: dialogAfter('Scrap') },
  ],
  'Buy & Sell': [{ what: 'the Exchange tab', open: tab('Exchange'), stays: true }],
};

/** Opens each of the page's openings in turn, pictures it and checks it with axe. */
async function checkOpenings(
  page: Page,
  title: (typeof PAGES)[number]['title'],
  shot: string,
  where: (typeof VIEWPORTS)[number]['name'],
) {
  for (const [i, { what, open, stays, after, only }] of (OPENINGS[title] ?? []).entries()) {
    if (only && only !== where) continue;
    const opened = await open(page);
    await expect(opened).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${shot}-${i + 1}.png` });
    await checkAccessibility(page, `${title} with ${what} open, ${where}`);
    if (stays) continue;
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
    await after?.(page);
  }
}

/** A link that sets a new password for the player, as the operator makes one (left unused: it expires). */
async function resetLink(request: APIRequestContext): Promise<string> {
  const headers = { authorization: `Bearer ${ADMIN_TOKEN}` };
  const found = await request.get(`/api/admin/players?search=${encodeURIComponent(PLAYER.email)}`, { headers });
  const { factoryId } = ((await found.json()) as { data: { players: { factoryId: string }[] } }).data.players[0]!;
  const made = await request.post(`/api/admin/players/${factoryId}/reset-link`, { headers, data: {} });
  return ((await made.json()) as { data: { link: { path: string } } }).data.link.path;
}

// A player with a working factory, so every page has something to show.
for (const viewport of VIEWPORTS) {
  test(`every page opens without a console error, ${viewport.name} ${viewport.width}×${viewport.height}`, async ({
    page,
    request,
  }) => {
    // Twenty pages, their dialogs and menus, each pictured and checked by axe: about two minutes on a
    // quiet machine, several times that on a busy one.
    test.setTimeout(15 * 60_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // Charts skip their entry animation under reduced motion, so the pictures show them drawn.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors = watchConsole(page);
    const folder = `${SCREENSHOTS_DIR}/${viewport.name}`;
    mkdirSync(folder, { recursive: true });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await page.screenshot({ path: `${folder}/00-sign-in.png` });
    await checkAccessibility(page, `the sign-in form, ${viewport.name}`);
    await page.getByRole('link', { name: "Don't have an account? Sign Up" }).click();
    // The sign-up form's password advice loads on its own: type a weak password to see it.
    await page.getByLabel('Password').fill('password1');
    await expect(page.getByText(/^Password is too easy to guess/)).toBeVisible();
    await page.screenshot({ path: `${folder}/00-sign-up.png` });
    await checkAccessibility(page, `the sign-up form, ${viewport.name}`);
    await page.getByRole('link', { name: 'Already have an account? Sign In' }).click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('button', { name: 'Send link' })).toBeVisible();
    await page.screenshot({ path: `${folder}/00-forgot-password.png` });
    await checkAccessibility(page, `the forgot-password form, ${viewport.name}`);
    await page.goto(await resetLink(request));
    await page.getByLabel('New password', { exact: true }).fill('password1');
    await expect(page.getByText(/^Password is too easy to guess/)).toBeVisible();
    await page.screenshot({ path: `${folder}/00-reset-password.png` });
    await checkAccessibility(page, `the new-password form, ${viewport.name}`);
    await signInThroughGate(page, PLAYER);
    if (viewport.name === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Forgeworks' })).toBeVisible();
      await page.screenshot({ path: `${folder}/00-menu.png` });
      await checkAccessibility(page, 'the menu, phone');
      await page.keyboard.press('Escape');
    }
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
      await checkAccessibility(page, `${title}, ${viewport.name}`);
      await expectFiguresWhole(page, `${title}, ${viewport.name}`);
      await checkOpenings(page, title, `${folder}/${String(i + 1).padStart(2, '0')}-${slug(title)}`, viewport.name);
    }

    // Account settings hangs off the avatar menu, not the sidebar.
    if (viewport.name === 'desktop') await openAccountSettings(page, PLAYER);
    else await page.goto('/game/account');
    await expect(page.getByRole('region', { name: 'Signed-in devices' })).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${folder}/${PAGES.length + 1}-account-settings.png`, fullPage: true });
    await checkAccessibility(page, `Account settings, ${viewport.name}`);
    expect(errors).toEqual([]);
  });
}
