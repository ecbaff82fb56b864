import { useEffect, useState } from 'react';

/** The contract's own checks of what a player types, so the forms refuse what the server would. */
export interface FieldChecks {
  /** Why a new password would be refused, in words, or null when it will do. */
  passwordProblem: (password: string, userInputs?: string[]) => string | null;
  /** Why a name shown to others would be refused, in words, or null when it will do. */
  nameProblem: (name: string) => string | null;
}

let loading: Promise<FieldChecks> | undefined;

/**
 * Loads the checks on first use: zxcvbn's dictionaries and zod are large, so they come in their
 * own chunk, only for the forms that need them (sign-up, account settings).
 */
export function loadFieldChecks(): Promise<FieldChecks> {
  loading ??= Promise.all([import('@forgeworks/contract/password'), import('@forgeworks/contract/fields')]).then(
    ([password, fields]) => ({
      passwordProblem: password.passwordProblem,
      nameProblem: (name) => {
        const result = fields.DisplayName.safeParse(name);
        return result.success ? null : `Name ${result.error.issues[0]?.message ?? 'is not valid'}`;
      },
    }),
  );
  return loading;
}

/**
 * The checks once loaded (only when `wanted`); null until then, or if the chunk fails: the
 * server's own check still stands.
 */
export function useFieldChecks(wanted = true): FieldChecks | null {
  const [checks, setChecks] = useState<FieldChecks | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    loadFieldChecks().then(
      (loaded) => mounted && setChecks(loaded),
      // A chunk that failed to load leaves the server's own check, shown when the form is sent.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [wanted]);
  return checks;
}
