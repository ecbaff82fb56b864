import { AchieversCard } from './AchieversCard';
import { RarityCard } from './RarityCard';
import { RecentUnlocksCard } from './RecentUnlocksCard';

/** Top Achievers: players ranked by achievements, each achievement's rarity, and the server's latest unlocks. */
export default function TopAchieversPage() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
      <AchieversCard className="lg:col-span-7" />
      <RecentUnlocksCard className="lg:col-span-5" />
      <RarityCard className="lg:col-span-12" />
    </div>
  );
}
