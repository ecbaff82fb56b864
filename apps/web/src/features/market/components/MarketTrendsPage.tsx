import { TrendingUp } from 'lucide-react';
import { ComingSoon } from '@/shared/ui/ComingSoon';

/** Market Trends: a placeholder (spec section 2). */
export default function MarketTrendsPage() {
  return (
    <ComingSoon
      icon={TrendingUp}
      title="Market Trends"
      description="Which resources are rising or falling across the market, and where demand is heading."
    />
  );
}
