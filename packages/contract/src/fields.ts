import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './field-limits.js';
import { BLANK_NAME_MESSAGE, hasInvisibleCharacters, INVISIBLE_NAME_MESSAGE, looksBlank } from './name-characters.js';
import { ABUSIVE_NAME_MESSAGE, isAbusiveName } from './names.js';

export * from './field-limits.js';

/**
 * The fields a player types, bounded the same on every route that takes them (the game's own and
 * better-auth's): the server validates every one of them with these, the web client's forms too.
 */

/** Control characters and the bidirectional marks that reorder what is shown after them. */
export const UNSAFE_CHARACTERS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/**
 * A name shown to other players: plain text, trimmed, 1–60 characters, no control, direction or
 * invisible characters, not blank-looking, no word the word list marks as abusive (names.ts).
 */
export const DisplayName = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`)
  .refine((name) => !UNSAFE_CHARACTERS.test(name), 'must not contain control or text-direction characters')
  .refine((name) => !looksBlank(name), BLANK_NAME_MESSAGE)
  .refine((name) => !hasInvisibleCharacters(name), INVISIBLE_NAME_MESSAGE)
  .refine((name) => !isAbusiveName(name), ABUSIVE_NAME_MESSAGE);

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters`)
  .email('must be a valid email address');

/** A new password: its length here; how guessable it is is the server's check (and the sign-up form's). */
export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A password given to prove who you are: any length up to the maximum. */
export const GivenPassword = z
  .string()
  .min(1, 'is required')
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);
