import { useEffect, useState } from 'react';

/** The checks of what a player types, so the forms say what the server would refuse. */
export interface FieldChecks {
  /** Why a new password would be refused, in words, or null when it will do (advice: the server decides). */
  passwordProblem: (password: string, userInputs?: string[]) => string | null;
  /** Why a name shown to others would be refused, in words, or null when it will do. */
  nameProblem: (name: string) => string | null;
}

let loading: Promise<FieldChecks> | undefined;

/**
 * Loads the checks on first use, as a chunk of their own (field-rules.ts: zod, and zxcvbn with the
 * most common entries of its lists), only for the forms that need them (sign-up, account settings).
 */
export function loadFieldChecks(): Promise<FieldChecks> {
  loading ??= import('./field-rules');
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
