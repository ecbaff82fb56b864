/**
 * The characters a name shown to other players may not hide in (fields.ts refuses them; the skeleton
 * of name-skeleton.ts drops them). Apart from the skeleton's table, which only the server loads.
 */

/**
 * Characters drawn as nothing: format characters (U+200B, U+2060, U+00AD, U+180E, the direction
 * marks…) and the rest of Unicode's default-ignorable set (U+3164, U+115F, variation selectors…).
 */
export const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** Characters drawn as blank space though they are letters or symbols: U+2800 (Braille blank) and the whitespace. */
const BLANK = /[\p{White_Space}\u2800]/gu;

/**
 * An emoji's own invisible parts, which do not hide anything: the joiner inside a family or a job
 * (between two pictographs) and the variation selector that asks for the colour or text form.
 */
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}(?:[\u{1F3FB}-\u{1F3FF}]|\uFE0F)?)\u200D(?=\p{Extended_Pictographic})/gu;
const VARIATION_SELECTOR = /(?<=\S)[\uFE0E\uFE0F]/gu;

export const INVISIBLE_NAME_MESSAGE = 'must not contain invisible or formatting characters';
export const BLANK_NAME_MESSAGE = 'must contain letters, digits or symbols that can be seen';

/** Whether a name holds a character drawn as nothing (an emoji's own joiner and variation selectors aside). */
export function hasInvisibleCharacters(name: string): boolean {
  return new RegExp(INVISIBLE.source, 'u').test(name.replace(EMOJI_JOINER, '').replace(VARIATION_SELECTOR, ''));
}

/** Whether a name is drawn as blank space only (U+3164, U+2800, spaces, invisible characters). */
export function looksBlank(name: string): boolean {
  return name.replace(INVISIBLE, '').replace(BLANK, '').length === 0;
}
