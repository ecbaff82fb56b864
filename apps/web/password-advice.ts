import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import type { Plugin } from 'vite';

/**
 * The sign-up page's password advice weighs a password with zxcvbn as the server does, but with the
 * most common entries of each of its lists rather than all 1.7 MB of them (850 kB gzipped): the page
 * only advises, the server decides with every list (packages/contract/src/password.ts). The lists
 * are ranked, most common first, so what is kept is what players type most; a password found only
 * further down is refused by the server, which says why. With fewer words to match, the advice
 * never refuses what the server accepts.
 *
 * Kept per list (the rest: `OTHER_LISTS`), sized for the first-load budget (scripts/web-budgets.ts).
 */
const KEPT: Record<string, number> = {
  'passwords-common': 6_000,
  'commonWords-en': 3_000,
  // In alphabetical order, not by use: no part of it is more common than the rest.
  'diceware-common': 0,
};
const OTHER_LISTS = 1_000;

/** `import advice from 'virtual:password-advice'`: the options of a ZxcvbnFactory, made when the web is built. */
export const VIRTUAL_ID = 'virtual:password-advice';

export function passwordAdvice(): Plugin {
  const resolved = `\0${VIRTUAL_ID}`;
  return {
    name: 'forgeworks:password-advice',
    resolveId: (id) => (id === VIRTUAL_ID ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const lists = { ...common.dictionary, ...english.dictionary } as Record<string, string[]>;
      const dictionary = Object.fromEntries(
        Object.entries(lists).map(([name, words]) => [name, words.slice(0, KEPT[name] ?? OTHER_LISTS)]),
      );
      const options = { dictionary, graphs: common.adjacencyGraphs, translations: english.translations };
      return `export default ${JSON.stringify(options)};`;
    },
  };
}
