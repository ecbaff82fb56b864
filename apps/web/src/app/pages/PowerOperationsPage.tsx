import { BatteryCharging, CircleDollarSign, Gauge, SlidersHorizontal } from 'lucide-react';
import { useFactoryStats } from '@/shared/api/factory-stats';
import { useOperatingCosts } from '@/features/finances/api/finances';
import { OperatingCostsCard, OPERATING_COSTS_ERROR_TEXT } from '@/features/finances/components/OperatingCostsCard';
import { formatMoney, formatPercent, formatQuantity } from '@/shared/lib/format';
import { capacityTone, efficiencyTone, netPowerTone, powerEfficiencyTone } from '@/shared/lib/tones';
import { toneText } from '@/shared/ui/Badge';
import { usePowerGrid } from '@/shared/api/power-grid';
import { netPowerHint, operationsWarnings } from '@/features/power/lib/operations';
import { BuyShortfallButton } from '@/shared/ui/BuyShortfallButton';
import { KpiTile } from '@/shared/ui/KpiTile';
import { EmergencyLoanButton } from '@/features/maintenance/components/EmergencyLoanButton';
import { OperationsWarnings } from '@/features/power/components/OperationsWarnings';
import { GRID_ERROR_TEXT, PowerGridStatusCard } from '@/features/power/components/PowerGridStatusCard';
import { PowerStatusCard } from '@/features/power/components/PowerStatusCard';
import { RecommendationsCard } from '@/features/power/components/RecommendationsCard';

const stateOf = (q: { isPending: boolean; isError: boolean }) =>
  q.isPending ? 'pending' : q.isError ? 'error' : 'ready';

/** Power & Operations (spec section 2): is the factory running at full speed, and what does it cost? */
export default function PowerOperationsPage() {
  const grid = usePowerGrid();
  const costs = useOperatingCosts();
  const stats = useFactoryStats();
  const g = grid.data;
  const netProfit = costs.data?.projection.netProfit ?? 0;
  const averageCapacity = stats.data?.averageCapacity ?? 1;
  const coalDeficit = -Math.min(0, stats.data?.productionChain.find((r) => r.resource === 'COAL')?.netRate ?? 0);

  return (
    <div className="space-y-4 sm:space-y-6">
      {g && (
        <OperationsWarnings
          warnings={operationsWarnings(g)}
          actions={{
            // Plants short of coal: the coal the factory uses faster than it digs, bought for a while.
            'power-shortage': coalDeficit > 0 && <BuyShortfallButton resource="COAL" perTick={coalDeficit} />,
            // The warning's advice is to sell stock or borrow: the loan is one click away, as beside a broken machine.
            'insufficient-funds': <EmergencyLoanButton />,
          }}
        />
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <KpiTile
          label="Production efficiency"
          icon={<Gauge aria-hidden />}
          state={stateOf(grid)}
          value={g && formatPercent(g.productionEfficiency)}
          tone={g && efficiencyTone(g.productionEfficiency)}
          hint={
            g && (
              <>
                Power <span className={toneText[powerEfficiencyTone(g.efficiency)]}>{formatPercent(g.efficiency)}</span>{' '}
                × funding{' '}
                <span className={toneText[g.fundingFactor < 1 ? 'bad' : 'good']}>{formatPercent(g.fundingFactor)}</span>{' '}
                × crew{' '}
                <span className={toneText[g.crewEfficiency < 1 ? 'warning' : 'good']}>
                  {formatPercent(g.crewEfficiency)}
                </span>
              </>
            )
          }
          errorText={GRID_ERROR_TEXT}
          onRetry={() => void grid.refetch()}
        />
        <KpiTile
          label="Net power"
          icon={<BatteryCharging aria-hidden />}
          state={stateOf(grid)}
          value={g && `${g.netPower > 0 ? '+' : ''}${formatQuantity(g.netPower)}`}
          tone={g && netPowerTone(g.netPower)}
          hint={g && netPowerHint(g.netPower, g.status)}
          errorText={GRID_ERROR_TEXT}
          onRetry={() => void grid.refetch()}
        />
        <KpiTile
          label="Net profit per tick"
          icon={<CircleDollarSign aria-hidden />}
          state={stateOf(costs)}
          value={formatMoney(netProfit)}
          tone={netProfit > 0 ? 'good' : netProfit < 0 ? 'bad' : 'neutral'}
          hint="Value made minus all costs, next tick"
          errorText={OPERATING_COSTS_ERROR_TEXT}
          onRetry={() => void costs.refetch()}
        />
        <KpiTile
          label="Average capacity"
          icon={<SlidersHorizontal aria-hidden />}
          state={stateOf(stats)}
          value={formatPercent(averageCapacity)}
          tone={capacityTone(averageCapacity)}
          hint={
            stats.data?.machineCount ? `Mean setting of your ${stats.data.machineCount} machines` : 'No machines yet'
          }
          errorText="Failed to load factory stats"
          onRetry={() => void stats.refetch()}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-12">
        <PowerStatusCard className="lg:col-span-7" />
        <RecommendationsCard className="lg:col-span-5" />
      </div>
      <PowerGridStatusCard />
      <OperatingCostsCard />
    </div>
  );
}
