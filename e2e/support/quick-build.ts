import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { myFactory } from './game';

/**
 * Builds `machines` in order from the overview's Quick Build, confirming each that asks first, and
 * waits for each to stand; `built` checks what the page says of each before that.
 */
export async function quickBuild(
  page: Page,
  machines: readonly string[],
  built: (machine: string) => Promise<void> = async () => {},
): Promise<void> {
  const card = page.getByRole('region', { name: 'Quick Build' });
  for (const [count, machine] of machines.entries()) {
    await card.getByRole('button', { name: new RegExp(`^${machine}`) }).click();
    // More than a tenth of the cash asks first (all but the $3,000 coal mine of $35,000).
    if (machine !== 'Coal Mine')
      await page
        .getByRole('dialog', { name: new RegExp(`^Build an? ${machine} for`) })
        .getByRole('button', { name: 'Build', exact: true })
        .click();
    await built(machine);
    // Two machines of a type read alike: count them instead.
    await expect.poll(async () => (await myFactory(page)).machines.length).toBe(count + 1);
  }
}
