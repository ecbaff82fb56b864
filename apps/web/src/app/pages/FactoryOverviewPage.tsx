import { AwayPanel } from '@/features/away/components/AwayPanel';
import { DailyChallengeCard } from '@/features/challenges/components/DailyChallengeCard';
import { useFactory } from '@/shared/api/factory';
import { cn } from '@/shared/lib/cn';
import { TickTimerCard } from '@/features/tick/components/TickTimerCard';
import { guideProgress, showsGuide } from '@/features/dashboard/lib/getting-started';
import { useFactoryState } from '@/shared/api/factory-state';
import { crewQuote } from '@/shared/lib/crew-quote';
import { FactorySummaryCard } from '@/features/dashboard/components/FactorySummaryCard';
import { WelcomeGuide } from '@/features/dashboard/components/GettingStarted';
import { FactoryAlerts } from '@/features/dashboard/components/MaintenanceAlertsCard';
import { ProductionAnalysisCard } from '@/features/dashboard/components/ProductionAnalysisCard';
import { QuickBuildCard } from '@/features/dashboard/components/QuickBuildCard';
import { SeasonPlaceCard } from '@/features/leaderboard/components/SeasonPlaceCard';

/**
 * First steps for a new factory: the welcome guide until every step of it is done, then the
 * alerts (which show under the guide too: a plant of a new factory can break down).
 */
export function FirstSteps({ className }: { className?: string }) {
  const { data: factory } = useFactory();
  const { data: state } = useFactoryState();
  if (!factory) return null;
  const crew = crewQuote(factory.machines, state?.state.workers ?? []);
  const progress = guideProgress(factory.machines, crew);
  return (
    <div className={cn('flex flex-col gap-4 lg:gap-6', className)}>
      {showsGuide(progress, factory.machines.length) && (
        <WelcomeGuide
          progress={progress}
          cash={factory.cash}
          crew={crew}
          coal={factory.inventory.find((i) => i.type === 'COAL')?.quantity ?? 0}
        />
      )}
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
