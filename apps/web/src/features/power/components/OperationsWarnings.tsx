import { BatteryWarning, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import type { OperationsWarning } from '../lib/operations';

const ICONS = { 'power-shortage': BatteryWarning, 'insufficient-funds': Wallet } as const;

/**
 * The two things that slow the whole factory down, said plainly with what to do about them;
 * `actions` adds a control under a warning of a kind (buying the coal the plants lack).
 */
export function OperationsWarnings({
  warnings,
  actions = {},
}: {
  warnings: OperationsWarning[];
  actions?: Partial<Record<OperationsWarning['kind'], ReactNode>>;
}) {
  if (warnings.length === 0) return null;
  return (
    <div className="space-y-3">
      {warnings.map((w) => {
        const Icon = ICONS[w.kind];
        return (
          <div
            key={w.kind}
            role="alert"
            className="flex gap-3 rounded-xl border border-rose-500/40 bg-rose-500/10 px-4 py-3 text-sm"
          >
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-rose-400" />
            <div>
              <p className="font-semibold text-rose-200">{w.title}</p>
              <p className="mt-0.5 text-slate-200">{w.message}</p>
              {actions[w.kind] && <div className="mt-2">{actions[w.kind]}</div>}
            </div>
          </div>
        );
      })}
    </div>
  );
}
