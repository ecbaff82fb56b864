import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { INVISIBLE } from './name-characters.js';

/**
 * Names shown to other players are checked against obscenity's English word list (a maintained
 * dataset with its own exceptions, so "Scunthorpe Steel" passes), through its transformers, which
 * also catch look-alike characters and doubled letters ("Sh1t", "fuuuck"). Before that the text is
 * read as it is seen (`asSeen`): characters drawn as nothing are dropped ("fu\u200dck"), and a word
 * spelled apart letter by letter ("f u c k", "f.u.c.k", "f-u-c-k") is read as the word. Only runs of
 * at least three lone letters are joined, so ordinary words side by side stay apart ("of u c k" has
 * the run "u c k").
 */
let matcher: RegExpMatcher | undefined;

/** A letter or digit standing alone, then at least two more, each after separators. */
const SPELLED_APART = /(?<![\p{L}\p{N}])[\p{L}\p{N}](?:[\s.\-_*·•,+~|/\\:'"]+[\p{L}\p{N}](?![\p{L}\p{N}])){2,}/gu;
const LETTER = /[\p{L}\p{N}]/u;

/** The text as read for words, and for each of its UTF-16 units the index of the unit it came from. */
function asSeen(text: string): { seen: string; from: number[] } {
  const keep = new Array<boolean>(text.length).fill(true);
  for (const invisible of text.matchAll(INVISIBLE))
    for (let i = 0; i < invisible[0].length; i++) keep[invisible.index + i] = false;
  let visible = '';
  const visibleFrom: number[] = [];
  for (let i = 0; i < text.length; i++)
    if (keep[i]) {
      visible += text[i];
      visibleFrom.push(i);
    }
  let seen = '';
  const from: number[] = [];
  let at = 0;
  const copy = (end: number, only?: RegExp) => {
    for (; at < end; at++)
      if (!only || only.test(visible[at]!)) {
        seen += visible[at];
        from.push(visibleFrom[at]!);
      }
  };
  for (const run of visible.matchAll(SPELLED_APART)) {
    copy(run.index);
    copy(run.index + run[0].length, LETTER);
  }
  copy(visible.length);
  return { seen, from };
}

function wordMatcher(): RegExpMatcher {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return matcher;
}

/** Whether a name holds a word the list marks as abusive, however spelled apart. The matcher is built on first use. */
export function isAbusiveName(name: string): boolean {
  return wordMatcher().hasMatch(asSeen(name).seen);
}

/**
 * A message's text with each word holding one the same list marks as abusive masked ("f***",
 * "f * * *", "f******" for "fucking"): its first letter kept, its other letters and digits starred, invisible characters inside dropped. Talk
 * goes on, where a refused name would be typed again. The list's exceptions pass as in names.
 */
export function maskAbusiveWords(text: string): string {
  const { seen, from } = asSeen(text);
  const matches = wordMatcher().getAllMatches(seen, true);
  if (matches.length === 0) return text;
  const masked = Array.from({ length: text.length }, (_, i) => text[i]!);
  for (const match of matches) {
    // The whole word the match lies in: "fucking" spelled apart is masked to its end, not its fourth letter.
    let first = match.startIndex;
    let last = match.endIndex;
    while (first > 0 && LETTER.test(seen[first - 1]!)) first--;
    while (last < seen.length - 1 && LETTER.test(seen[last + 1]!)) last++;
    const start = from[first]!;
    const end = from[last]!;
    let kept = false;
    for (let i = start; i <= end; i++) {
      if (INVISIBLE_AT.test(text[i]!)) masked[i] = '';
      else if (!LETTER.test(text[i]!)) continue;
      else if (kept) masked[i] = '*';
      else kept = true;
    }
  }
  return masked.join('');
}

const INVISIBLE_AT = new RegExp(INVISIBLE.source, 'u');

export const ABUSIVE_NAME_MESSAGE = 'contains a word that is not allowed in names shown to other players';
