import type { MachineType } from '@forgeworks/contract';
import type { PreviewAction } from '@forgeworks/engine';
import { isLargeSpend, SPENDING } from '@forgeworks/engine';
import { useState, type ReactNode } from 'react';
import { useFactoryState } from '../api/factory-state';
import { machineArticle, machineInfo } from '../lib/catalog';
import { formatMoney, formatPercent } from '../lib/format';
import { previewOn, shortageWarnings } from '../lib/preview';
import { ConfirmDialog } from './ConfirmDialog';

/** A spend a button is about to make: what it buys, in words, and its cost in dollars. */
export interface Spend {
  /** What is bought, as the question names it: 'a Power Plant', '13 workers'. */
  what: string;
  cost: number;
  /** The confirming button's text: 'Build', 'Upgrade', 'Hire', 'Buy'. */
  confirmLabel: string;
  /** Spends it (the mutation); `done` closes the question when it settles. */
  run: (done: () => void) => void;
  /** Said under the question, when the spend has more to tell (what the hire adds to salaries). */
  detail?: ReactNode;
  /** The action as the engine previews it: a spend that would leave the factory short asks first, and says so. */
  preview?: PreviewAction;
}

/** Building a machine of `type`: the spend every Build button makes. */
export function buildSpend(type: MachineType, run: Spend['run']): Spend {
  return {
    what: machineArticle(type),
    cost: machineInfo(type).cost,
    confirmLabel: 'Build',
    run,
    preview: { kind: 'build', type },
  };
}

/**
 * The one rule before a build, an upgrade, a hire or a purchase (`isLargeSpend`): more than a
 * tenth of the cash in hand asks first, anything less goes ahead on the tap (with the cash not yet
 * known, it asks). A spend the engine previews as leaving the factory short of power or of cash
 * to run asks whatever its size, and the question says so. `check(spend)` runs it or asks; render
 * `dialog` once where the button is.
 */
export function useSpendCheck({ pending, cash }: { pending: boolean; cash: number | undefined }): {
  check: (spend: Spend) => void;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState<(Spend & { warnings: string[] }) | null>(null);
  const factory = useFactoryState().data;
  const check = (spend: Spend) => {
    const warnings = spend.preview && factory ? shortageWarnings(previewOn(factory, spend.preview)) : [];
    if (cash === undefined || isLargeSpend(spend.cost, cash) || warnings.length > 0) setAsking({ ...spend, warnings });
    else spend.run(() => {});
  };
  const close = () => setAsking(null);
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => !open && close()}
      title={asking ? `${asking.confirmLabel} ${asking.what} for ${formatMoney(asking.cost)}?` : ''}
      description={
        asking && (
          <>
            {cash === undefined
              ? 'Your cash is not known yet.'
              : `That is ${formatPercent(asking.cost / Math.max(cash, 0.01))} of your ${formatMoney(cash)} cash (we ask before any spend over ${formatPercent(SPENDING.CONFIRM_SHARE)}); ${formatMoney(Math.max(0, cash - asking.cost))} would be left.`}
            {asking.detail && <span className="mt-2 block">{asking.detail}</span>}
            {asking.warnings.map((w) => (
              <span key={w} className="mt-2 block font-medium text-amber-300">
                {w}
              </span>
            ))}
          </>
        )
      }
      confirmLabel={asking?.confirmLabel ?? ''}
      pending={pending}
      onConfirm={() => asking?.run(close)}
    />
  );
  return { check, dialog };
}
