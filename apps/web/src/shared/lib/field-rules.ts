import { DisplayName } from '@forgeworks/contract/fields';
import { judgePassword } from '@forgeworks/contract/password-judge';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import advice from 'virtual:password-advice';
import type { FieldChecks } from './field-checks';

/*
 * The forms' checks of what a player types, loaded as one chunk by field-checks.ts (zod and zxcvbn
 * are too large for the pages that do not ask for a name or a password).
 */

let estimator: ZxcvbnFactory | undefined;

/**
 * What the server would say of a new password, judged with the most common entries of zxcvbn's
 * lists only (apps/web/password-advice.ts): enough to advise as the player types, and never
 * stricter than the server, which decides with them all.
 */
export const passwordProblem: FieldChecks['passwordProblem'] = (password, userInputs = []) => {
  estimator ??= new ZxcvbnFactory(advice);
  return judgePassword(estimator, password, userInputs);
};

export const nameProblem: FieldChecks['nameProblem'] = (name) => {
  const result = DisplayName.safeParse(name);
  return result.success ? null : `Name ${result.error.issues[0]?.message ?? 'is not valid'}`;
};
