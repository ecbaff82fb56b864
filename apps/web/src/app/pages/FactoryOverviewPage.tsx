import { AwayPanel } from '@/features/away/components/AwayPanel';
import { DailyChallengeCard } from '@/features/challenges/components/DailyChallengeCard';
import { useFactory } from '@/shared/api/factory';
import { cn } from '@/shared/lib/cn';
import { TickTimerCard } from '@/features/tick/components/TickTimerCard';
import { factoryStage } from '@/features/dashboard/lib/getting-started';
import { FactorySummaryCard } from '@/features/dashboard/components/FactorySummaryCard';
import { PowerPlantTip, WelcomeBox } from '@/features/dashboard/components/GettingStarted';
import { FactoryAlerts } from '@/features/dashboard/components/MaintenanceAlertsCard';
import { ProductionAnalysisCard } from '@/features/dashboard/components/ProductionAnalysisCard';
import { QuickBuildCard } from '@/features/dashboard/components/QuickBuildCard';
import { SeasonPlaceCard } from '@/features/leaderboard/components/SeasonPlaceCard';

/**
 * First steps for a new factory: the welcome box, then the power plant tip with the alerts under it
 * (a factory of power plants alone still needs to hear that one has broken down), then the alerts.
 */
export function FirstSteps({ className }: { className?: string }) {
  const { data: factory } = useFactory();
  if (!factory) return null;
  const stage = factoryStage(factory.machines);
  if (stage === 'empty')
    return (
      <div className={className}>
        <WelcomeBox />
      </div>
    );
  if (stage === 'only-power') {
    const coal = factory.inventory.find((i) => i.type === 'COAL')?.quantity ?? 0;
    return (
      <div className={cn('flex flex-col gap-4 lg:gap-6', className)}>
        <PowerPlantTip coal={coal} spare={factory.powerCapacity - factory.powerUsed} />
        <FactoryAlerts />
      </div>
    );
  }
  return (
    <div className={className}>
      <FactoryAlerts />
    </div>
  );
}

/**
 * Factory Overview (spec section 2): alerts or first steps, summary, quick build, challenge, analysis,
 * tick, and the player's place this season.
 */
export default function FactoryOverviewPage() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-12 lg:gap-6">
      <FirstSteps className="lg:col-span-12" />
      <AwayPanel className="lg:col-span-12" />
      <FactorySummaryCard className="lg:col-span-8" />
      <div className="flex flex-col gap-4 lg:col-span-4 lg:gap-6">
        <TickTimerCard />
        <SeasonPlaceCard />
      </div>
      <QuickBuildCard className="lg:col-span-12" />
      <ProductionAnalysisCard className="lg:col-span-7" />
      <DailyChallengeCard className="lg:col-span-5" />
    </div>
  );
}
