import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { judgePassword } from './password-judge.js';

export { PASSWORD_MIN_SCORE } from './password-judge.js';

let estimator: ZxcvbnFactory | undefined;

/** zxcvbn with every dictionary (about 1.7 MB): the server's check, the one that decides. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

/**
 * Why a new password is refused, in words a player can act on, or null when it will do. The
 * player's own email and name count as guessable (`userInputs`).
 */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  return judgePassword(zxcvbn(), password, userInputs);
}
