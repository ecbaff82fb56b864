import { PerformanceCard } from './PerformanceCard';
import { TopFactoriesCard } from './TopFactoriesCard';

/** Global Rankings (spec section 2): the top 10 by net worth and the player's own standing. */
export default function LeaderboardPage() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
      <TopFactoriesCard className="lg:col-span-7" />
      <PerformanceCard className="lg:col-span-5" />
    </div>
  );
}
