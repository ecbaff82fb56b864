import { MostTradedCard } from './MostTradedCard';
import { MoversCard } from './MoversCard';
import { OutlookCard } from './OutlookCard';
import { PlayerRecordCard } from './PlayerRecordCard';

/** Market Trends (spec section 2): what moved, what traded, where prices head, and how the player traded. */
export default function MarketTrendsPage() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-12">
      <MoversCard className="lg:col-span-6" />
      <MostTradedCard className="lg:col-span-6" />
      <OutlookCard className="lg:col-span-7" />
      <PlayerRecordCard className="lg:col-span-5" />
    </div>
  );
}
