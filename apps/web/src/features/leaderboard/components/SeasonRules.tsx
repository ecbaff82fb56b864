import { seasonRules } from '../lib/seasons';

/** The season's rules, folded: every number from the engine. */
export function SeasonRules() {
  return (
    <details className="rounded-lg border border-line/60 p-3 text-sm">
      <summary className="cursor-pointer font-medium text-ink">How seasons work</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-muted">
        {seasonRules().map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </details>
  );
}
