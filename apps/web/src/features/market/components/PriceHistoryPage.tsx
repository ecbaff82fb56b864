import { ChartLine } from 'lucide-react';
import { ComingSoon } from '@/shared/ui/ComingSoon';

/** Price History: a placeholder (spec section 2). */
export default function PriceHistoryPage() {
  return (
    <ComingSoon
      icon={ChartLine}
      title="Price History"
      description="Charts of each resource's market price over past ticks, so you can pick the best moment to sell."
    />
  );
}
