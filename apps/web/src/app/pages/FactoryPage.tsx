import { AchievementsCard } from '@/features/achievements/components/AchievementsCard';
import { FactorySummaryCard } from '@/features/dashboard/components/FactorySummaryCard';
import { ProductionAnalysisCard } from '@/features/dashboard/components/ProductionAnalysisCard';
import { MachineCountsCard } from '@/features/factory/components/MachineCountsCard';
import { SiteCard } from '@/features/sites/components/SiteCard';

/** Factory > Overview (spec section 2): the factory at a glance, from the shared cards. */
export default function FactoryPage() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-12 lg:gap-6">
      <FactorySummaryCard className="lg:col-span-5" />
      <MachineCountsCard className="lg:col-span-7" />
      <ProductionAnalysisCard className="lg:col-span-7" />
      <AchievementsCard className="lg:col-span-5" />
      <SiteCard className="lg:col-span-12" />
    </div>
  );
}
