import { HallOfFameCard } from './HallOfFameCard';
import { PerformanceCard } from './PerformanceCard';
import { SeasonCard } from './SeasonCard';
import { TopFactoriesCard } from './TopFactoriesCard';

/**
 * Global Rankings: this season's board first (the race that matters now, in the player's league),
 * then the lifetime top 10 by net worth with the player's own standing, and the hall of fame.
 */
export default function LeaderboardPage() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
      <SeasonCard className="lg:col-span-7" />
      <HallOfFameCard className="lg:col-span-5" />
      <TopFactoriesCard className="lg:col-span-7" />
      <PerformanceCard className="lg:col-span-5" />
    </div>
  );
}
