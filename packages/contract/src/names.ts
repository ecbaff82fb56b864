import {
  asteriskCensorStrategy,
  englishDataset,
  englishRecommendedTransformers,
  keepStartCensorStrategy,
  RegExpMatcher,
  TextCensor,
} from 'obscenity';

/**
 * Names shown to other players are checked against obscenity's English word list (a maintained
 * dataset with its own exceptions, so "Scunthorpe Steel" passes), through its transformers, which
 * also catch look-alike characters and doubled letters ("Sh1t", "fuuuck").
 */
let matcher: RegExpMatcher | undefined;
let censor: TextCensor | undefined;

/** Whether a name holds a word the list marks as abusive. The matcher is built on first use. */
export function isAbusiveName(name: string): boolean {
  return wordMatcher().hasMatch(name);
}

function wordMatcher(): RegExpMatcher {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return matcher;
}

/**
 * A message's text with each word the same list marks as abusive masked by asterisks ("f***"):
 * talk goes on, where a refused name would be typed again. The list's exceptions pass as in names.
 */
export function maskAbusiveWords(text: string): string {
  const matches = wordMatcher().getAllMatches(text, true);
  if (matches.length === 0) return text;
  censor ??= new TextCensor().setStrategy(keepStartCensorStrategy(asteriskCensorStrategy()));
  return censor.applyTo(text, matches);
}

export const ABUSIVE_NAME_MESSAGE = 'contains a word that is not allowed in names shown to other players';
