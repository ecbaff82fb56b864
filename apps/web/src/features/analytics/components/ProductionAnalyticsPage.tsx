import { HourlyProductionChart } from './HourlyProductionChart';
import { ProductionAnalyticsCard } from './ProductionAnalyticsCard';

/** Production Analytics (spec section 2): what the factory made and used, and what to do about it. */
export default function ProductionAnalyticsPage() {
  return (
    <div className="space-y-4 sm:space-y-6">
      <ProductionAnalyticsCard />
      <HourlyProductionChart />
    </div>
  );
}
