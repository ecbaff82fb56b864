import type { APIRequestContext, Page, Request, Response } from '@playwright/test';
import { expect } from '@playwright/test';
import { ADMIN_TOKEN } from '../env';

/** Console errors and uncaught exceptions of a page, for "no console error" checks. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A failed load names no resource in its text; its location does, which says whose call it was.
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`.trim());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** How long a page must go without a request to count as settled: Playwright's `networkidle`'s. */
const QUIET_MS = 500;
/** The game's event stream stays open as long as the page, so it never counts as a request in flight. */
const isEventStream = (url: string) => new URL(url).pathname === '/api/events';
const activity = new WeakMap<Page, { inFlight: Set<unknown>; lastAt: number }>();

/**
 * Waits until the page has made and finished no request for QUIET_MS, the event stream aside.
 * Playwright's own `networkidle` would wait for the stream forever. A request already in flight
 * when this is first called for a page is not known, but its end still counts as activity.
 */
export async function settled(page: Page): Promise<void> {
  let seen = activity.get(page);
  if (!seen) {
    const state = { inFlight: new Set<unknown>(), lastAt: Date.now() };
    seen = state;
    activity.set(page, state);
    page.on('request', (request) => {
      if (isEventStream(request.url())) return;
      state.inFlight.add(request);
      state.lastAt = Date.now();
    });
    const ended = (request: Request) => {
      if (isEventStream(request.url())) return;
      state.inFlight.delete(request);
      state.lastAt = Date.now();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  }
  await page.waitForLoadState('load');
  while (seen.inFlight.size > 0 || Date.now() - seen.lastAt < QUIET_MS) await page.waitForTimeout(100);
}

/** Runs one tick now through the operator's call; answers its number. */
export async function adminTick(request: APIRequestContext): Promise<number> {
  const res = await request.post('/api/admin/tick', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { tickNumber: number } }).data.tickNumber;
}

export interface Player {
  name: string;
  email: string;
  password: string;
}

/** Signs up on the gate at `address` (a deep link survives it; '/' lands on /game). */
export async function signUpThroughGate(page: Page, player: Player, address = '/'): Promise<void> {
  await page.goto(address);
  await page.getByRole('link', { name: "Don't have an account? Sign Up" }).click();
  await expect(page).toHaveURL(/#\/sign-up$/);
  await page.getByLabel('Name').fill(player.name);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === (address === '/' ? '/game' : address) && !url.hash);
}

export async function signInThroughGate(page: Page, player: Player): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password').fill(player.password);
  const visit = page.waitForResponse((res) => res.url().endsWith('/api/factory/visit'));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/game$/);
  await closeAwaySummary(page, visit);
}

/**
 * Another spec's ticks make a player who signs in again a returning one, whom "While you were away"
 * greets (away.spec.ts tests that dialog): closed here, so a spec starts where it means to. The
 * visit's answer says whether there is a window to show; one dismissed before in this browser
 * stays closed, hence the wait rather than a click.
 */
async function closeAwaySummary(page: Page, visit: Promise<Response>): Promise<void> {
  const { data } = (await (await visit).json()) as { data?: { summary: unknown } };
  if (!data?.summary) return;
  const dialog = page.getByRole('dialog', { name: 'While you were away' });
  const shown = await dialog.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) return;
  await dialog.getByRole('button', { name: 'Back to the factory' }).click();
  await expect(dialog).toBeHidden();
}

export async function signOut(page: Page, player: Player): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${player.name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
}

/** Opens a page from the sidebar, by its title; the header then shows it. */
export async function openFromSidebar(page: Page, title: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Game' }).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: title })).toBeVisible();
}

/** The API's answer with the page's own session: a GET, or a POST of `body`. */
export async function api<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([url, json]) => {
      const auth = JSON.parse(localStorage.getItem('forgeworks-auth') ?? '{}') as { state?: { token?: string } };
      const res = await fetch(url, {
        method: json === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${auth.state?.token}`, 'content-type': 'application/json' },
        body: json,
      });
      return ((await res.json()) as { data: unknown }).data;
    },
    [`/api${path}`, body === undefined ? undefined : JSON.stringify(body)] as const,
  ) as Promise<T>;
}

/** The player's factory as the API gives it, with the page's own session. */
export async function myFactory(page: Page) {
  return api<{
    id: string;
    cash: number;
    debt: number;
    netWorth: number;
    machines: unknown[];
    inventory: { type: string; quantity: number }[];
  }>(page, '/factory/my-factory');
}

/**
 * Screenshots the page at 1280×800 and at 390×844 into `folder`, once it has settled, and leaves
 * it at 1280×800. Toasts would cover the page's top: a click dismisses each first, all in one go
 * inside the page, so that none expires between being found and being clicked. A dialog is fixed
 * to the viewport: shoot it with `fullPage: false`, or it shows over only the page's top.
 */
export async function shoot(page: Page, folder: string, name: string, { fullPage = true } = {}): Promise<void> {
  await page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('button')
    .evaluateAll((toasts) => toasts.forEach((toast) => (toast as HTMLElement).click()));
  await settled(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${folder}/${name}-phone.png`, fullPage });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Opens Account settings from the avatar menu. */
export async function openAccountSettings(page: Page, player: Pick<Player, 'name'>): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${player.name}` }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/game\/account$/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Account settings' })).toBeVisible();
}

/** A notification (top right) carrying `text`. */
export const notice = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('button').filter({ hasText: text }).first();
