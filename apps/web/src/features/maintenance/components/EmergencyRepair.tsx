import type { Machine } from '@forgeworks/contract';
import { Siren } from 'lucide-react';
import { formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { useEmergencyRepair, useLoanTerms } from '../api/maintenance';
import { emergencyRepairState } from '../lib/maintenance-rules';
import { EmergencyLoanButton } from './EmergencyLoanButton';

/**
 * A broken machine's way back: an emergency repair for 10% of its cost (to 50% condition). When
 * the cash is short, the repair is disabled and the largest emergency loan on offer is proposed.
 */
export function EmergencyRepair({ machine, cash }: { machine: Machine; cash: number }) {
  const terms = useLoanTerms();
  const repair = useEmergencyRepair();
  const state = emergencyRepairState(machine, cash, terms.data);

  return (
    <section
      aria-labelledby={`emergency-${machine.id}`}
      className="space-y-3 rounded-lg border border-rose-500/40 bg-rose-500/10 p-4"
    >
      <h3 id={`emergency-${machine.id}`} className="flex items-center gap-2 font-semibold text-rose-200">
        <Siren aria-hidden className="size-4" /> Broken: emergency repair needed
      </h3>
      <p className="text-sm text-rose-100/90">
        A broken machine makes nothing until it is repaired. An emergency repair costs 10% of the machine&apos;s price
        and brings it back to 50% condition.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="danger"
          pending={repair.isPending}
          disabled={!state.affordable}
          onClick={() => repair.mutate({ machineId: machine.id })}
        >
          Emergency Repair · <span className="tabular-nums">{formatMoney(state.cost)}</span>
        </Button>
        {state.showLoan && <EmergencyLoanButton />}
      </div>
      {!state.affordable && (
        <p className="text-xs text-rose-200">
          You need {formatMoney(state.cost)} in cash and have {formatMoney(cash)}.
          {state.showLoan
            ? ' An emergency loan adds the interest to your debt at once; 5% of the debt is repaid every tick.'
            : terms.isPending
              ? ''
              : ' No loan is available right now: sell stock or scrap a machine to raise the cash.'}
        </p>
      )}
    </section>
  );
}
