import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

/**
 * Names shown to other players are checked against obscenity's English word list (a maintained
 * dataset with its own exceptions, so "Scunthorpe Steel" passes), through its transformers, which
 * also catch look-alike characters and doubled letters ("Sh1t", "fuuuck").
 */
let matcher: RegExpMatcher | undefined;

/** Whether a name holds a word the list marks as abusive. The matcher is built on first use. */
export function isAbusiveName(name: string): boolean {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return matcher.hasMatch(name);
}

export const ABUSIVE_NAME_MESSAGE = 'contains a word that is not allowed in names shown to other players';
