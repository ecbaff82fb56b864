import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.1 at levels A and AA: the issue's bar (axe's tags for 2.0 and for what 2.1 added). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe leaves its experimental rules out even when their tags are asked for; among them are WCAG
 * 2.1 A/AA checks such as label-content-name-mismatch (a control's name must contain its visible
 * text), so they are turned on by name.
 */
const EXPERIMENTAL = Object.fromEntries(
  axe
    .getRules(WCAG_21_AA)
    .filter(({ tags }) => tags.includes('experimental'))
    .map(({ ruleId }) => [ruleId, { enabled: true }]),
);

/**
 * Runs axe-core on the page as it stands (an open dialog or menu included) and records every
 * WCAG 2.1 A/AA violation as a soft failure named by `where`: the tour goes on, so one run lists
 * every page's faults, and the test still fails at its end. Each line names the rule, its impact
 * and the elements, so a failure says what to fix without opening the report.
 */
export async function checkAccessibility(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    // options() replaces what came before it, so it goes first.
    .options({ rules: EXPERIMENTAL })
    .withTags(WCAG_21_AA)
    // axe.run in the page itself: the default runs a partial pass per frame, then opens a blank page
    // to join the results, about a third of each check's time. The game has no frames, so the
    // findings are the same (the same violations, passes and incompletes on a page of faults).
    .setLegacyMode()
    .analyze();
  const found = violations.map(
    ({ id, impact, nodes }) =>
      `${id} (${impact}): ${nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | ')}${nodes.length > 5 ? ` and ${nodes.length - 5} more` : ''}`,
  );
  expect.soft(found, `axe-core on ${where}`).toEqual([]);
}
