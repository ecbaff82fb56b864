import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** A stat's figure (a `<dl>` whose term is `label`), as the page shows it. */
export const stat = (page: Page, label: string) =>
  page
    .locator('dl')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`, 'i') }) })
    .locator('dd')
    .first();

/** Checks that every stat's figure on the page shows whole: shrunk to fit its box, never cut (shared/ui/Stat.tsx). */
export async function expectFiguresWhole(page: Page, where: string): Promise<void> {
  const cut = await page
    .locator('[data-figure]')
    .evaluateAll((figures) =>
      figures
        .filter((f) => f.scrollWidth > f.clientWidth)
        .map((f) => `${f.textContent} (${f.scrollWidth} px in ${f.clientWidth})`),
    );
  expect(cut, `figures cut off on ${where}`).toEqual([]);
}
