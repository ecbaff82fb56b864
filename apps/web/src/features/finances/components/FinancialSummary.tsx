import { CircleDollarSign, HandCoins, Landmark, Wallet } from 'lucide-react';
import { KpiTile } from '@/shared/ui/KpiTile';
import { formatMoney } from '@/shared/lib/format';
import { cashTone, debtTone, isLowCash } from '@/shared/lib/tones';
import { periodUnit, scaleProjection, type Period } from '../lib/projections';
import { signTone } from './FinanceLines';
import { FINANCIAL_ERROR_TEXT, useFinancialData } from './use-financial-data';

/** The four figures a player checks first: what the factory is worth, holds, owes and earns. */
export function FinancialSummary({ period }: { period: Period }) {
  const { state, factory, costs, retry } = useFinancialData();
  const netProfit = costs ? scaleProjection(costs.projection, period).netProfit : 0;
  const common = { state, errorText: FINANCIAL_ERROR_TEXT, onRetry: retry };
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <KpiTile
        {...common}
        label="Net worth"
        icon={<Landmark aria-hidden />}
        value={factory && formatMoney(factory.netWorth)}
        hint="Cash, stock and machines, less debt"
      />
      <KpiTile
        {...common}
        label="Cash position"
        icon={<Wallet aria-hidden />}
        value={factory && formatMoney(factory.cash)}
        tone={factory && cashTone(factory.cash)}
        hint={factory && (isLowCash(factory.cash) ? 'Low: sell stock before you build' : 'Available to spend')}
      />
      <KpiTile
        {...common}
        label="Outstanding debt"
        icon={<HandCoins aria-hidden />}
        value={factory && formatMoney(factory.debt)}
        tone={factory && debtTone(factory.debt)}
        hint={factory && (factory.debt > 0 ? 'Repaid 5% a tick (at least $10)' : 'Debt-free')}
      />
      <KpiTile
        {...common}
        label={`Net profit per ${periodUnit(period)}`}
        icon={<CircleDollarSign aria-hidden />}
        value={costs && formatMoney(netProfit)}
        tone={signTone(netProfit)}
        hint="Projected: value made minus all costs"
      />
    </div>
  );
}
