/**
 * The Factory Overview's cards below a phone's first screen, in a chunk of their own that the page
 * loads after its first paint (useAfterFirstPaint): their code and their first render are not
 * part of the first screen's work.
 */
import { DailyChallengeCard } from '@/features/challenges/components/DailyChallengeCard';
import { ProductionAnalysisCard } from '@/features/dashboard/components/ProductionAnalysisCard';
import { QuickBuildCard } from '@/features/dashboard/components/QuickBuildCard';
import { SeasonPlaceCard } from '@/features/leaderboard/components/SeasonPlaceCard';

export { SeasonPlaceCard };

/** The rows under the summary: quick build, then the analysis beside the daily challenge. */
export function LowerCards() {
  return (
    <>
      <QuickBuildCard className="lg:col-span-12" />
      <ProductionAnalysisCard className="lg:col-span-7" />
      <DailyChallengeCard className="lg:col-span-5" />
    </>
  );
}
