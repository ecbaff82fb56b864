import { useQueries } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { awaySummaryQueryOptions } from '@/features/away/api/away-summary';
import { AwayPanel } from '@/features/away/components/AwayPanel';
import { factoryQueryOptions, useFactory } from '@/shared/api/factory';
import { cn } from '@/shared/lib/cn';
import { useAfterFirstPaint } from '@/shared/lib/use-after-first-paint';
import { useSignedIn } from '@/shared/lib/use-authed-query';
import { tickInfoQueryOptions } from '@/features/tick/api/tick-info';
import { TickTimerCard } from '@/features/tick/components/TickTimerCard';
import { factoryStatsQueryOptions } from '@/shared/api/factory-stats';
import { powerGridQueryOptions } from '@/shared/api/power-grid';
import { CardLoading } from '@/shared/ui/CardState';
import { guideProgress, showsGuide } from '@/features/dashboard/lib/getting-started';
import { factoryStateQueryOptions, useFactoryState } from '@/shared/api/factory-state';
import { crewQuote } from '@/shared/lib/crew-quote';
import { FactorySummaryCard } from '@/features/dashboard/components/FactorySummaryCard';
import { WelcomeGuide } from '@/features/dashboard/components/GettingStarted';
import { FactoryAlerts } from '@/features/dashboard/components/MaintenanceAlertsCard';
import { ChooseSiteWhileNeeded } from '@/features/sites/components/SiteCard';

/** The welcome guide, while the factory needs it (see showsGuide). */
function GuideWhileNeeded() {
  const { data: factory } = useFactory();
  const { data: state, isPending: crewPending } = useFactoryState();
  if (!factory) return null;
  const crew = crewQuote(factory.machines, state?.state.workers ?? []);
  const progress = guideProgress(factory.machines, crew);
  if (!showsGuide(progress, factory.machines.length, !crewPending)) return null;
  return (
    <WelcomeGuide
      progress={progress}
      cash={factory.cash}
      crew={crew}
      coal={factory.inventory.find((i) => i.type === 'COAL')?.quantity ?? 0}
      site={factory.site}
    />
  );
}

/**
 * First steps for a new factory: the welcome guide until every step of it is done, then the
 * alerts (which show under the guide too: a plant of a new factory can break down). The alerts
 * show from the start, loading or not, so the cards under them never move down.
 */
export function FirstSteps({ className }: { className?: string }) {
  return (
    <div className={cn('flex flex-col gap-4 lg:gap-6', className)}>
      <ChooseSiteWhileNeeded />
      <GuideWhileNeeded />
      <FactoryAlerts />
    </div>
  );
}

/**
 * What the overview's first screen shows: the factory, its power grid, alerts and crew, the tick and
 * the last away window. The game asks for them while this page's code loads (app/first-data.ts).
 */
export const firstScreenQueries = [
  factoryQueryOptions,
  powerGridQueryOptions,
  factoryStatsQueryOptions,
  factoryStateQueryOptions,
  tickInfoQueryOptions,
  awaySummaryQueryOptions,
] as const;

/**
 * Whether the first screen's data is known (answered, or failed). Until then the page shows its
 * loading state whole, as while its code loads, so no card grows and pushes the others down when
 * its data lands. A query waiting for the network to come back (offline, nothing kept) counts as
 * known: each card then says what it lacks, rather than the whole page spinning until the device is
 * online. The page is drawn again only when that answer changes: later refreshes of that data
 * re-render the cards that show it, not the page.
 */
function useFirstScreenSettled(): boolean {
  const signedIn = useSignedIn();
  return useQueries({
    queries: firstScreenQueries.map((options) => ({ ...options, enabled: signedIn })),
    combine: (results) => results.every((query) => !query.isPending || query.fetchStatus === 'paused'),
  });
}

const loadBelowFold = () => import('./OverviewBelowFold');

/**
 * Factory Overview (spec section 2): alerts or first steps, summary, quick build, challenge, analysis,
 * tick, and the player's place this season.
 */
export default function FactoryOverviewPage() {
  // A deferred value: the page's first full render (its first screen's cards at once) is done in the
  // background, in slices the browser can answer between, not in one long task as the data lands.
  const settled = useDeferredValue(useFirstScreenSettled());
  if (!settled) return <CardLoading />;
  return <OverviewCards />;
}

/**
 * The cards, those below a phone's fold once the first screen has painted. They come in one commit
 * and under everything already shown (on a wide screen the season's place under the tick, then the
 * rows below), so nothing on screen moves when they do.
 */
function OverviewCards() {
  const belowFold = useAfterFirstPaint(loadBelowFold);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-12 lg:gap-6">
      <FirstSteps className="lg:col-span-12" />
      <AwayPanel className="lg:col-span-12" />
      <FactorySummaryCard className="lg:col-span-8" />
      <div className="flex flex-col gap-4 lg:col-span-4 lg:gap-6">
        <TickTimerCard />
        {belowFold && <belowFold.SeasonPlaceCard />}
      </div>
      {belowFold && <belowFold.LowerCards />}
    </div>
  );
}
