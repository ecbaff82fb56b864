import type { Page } from '@playwright/test';

/** A stat's figure (a `<dl>` whose term is `label`), as the page shows it. */
export const stat = (page: Page, label: string) =>
  page
    .locator('dl')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`, 'i') }) })
    .locator('dd')
    .first();
