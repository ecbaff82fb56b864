import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './fields.js';

/**
 * zxcvbn's score (0–4) a new password must reach: 2 needs about 10^8 guesses, past every
 * common-password list and keyboard walk, and still lets a player choose a memorable phrase.
 */
export const PASSWORD_MIN_SCORE = 2;

/**
 * Why a new password is refused, in words a player can act on, or null when it will do, as judged
 * by `zxcvbn` with the dictionaries it was made with: the server's has them all (password.ts), the
 * sign-up page's fewer (it only advises; the server decides). The player's own email and name
 * count as guessable (`userInputs`).
 */
export function judgePassword(zxcvbn: ZxcvbnFactory, password: string, userInputs: string[] = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  const inputs = ['forgeworks', ...userInputs]
    .flatMap((input) => [input, input.split('@')[0] ?? '', ...input.split(/[@.\s]+/)])
    .filter((s) => s.length > 2);
  const result = zxcvbn.check(password, inputs);
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  const why = result.feedback.warning ?? 'It is too easy to guess';
  const tip = result.feedback.suggestions[0];
  return `Password is too easy to guess: ${why.replace(/\.$/, '')}${tip ? `. ${tip}` : ''}`;
}
