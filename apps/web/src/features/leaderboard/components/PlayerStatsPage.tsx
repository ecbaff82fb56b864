import { ChartPie } from 'lucide-react';
import { ComingSoon } from '@/shared/ui/ComingSoon';

/** Player Stats: a placeholder (spec section 2). */
export default function PlayerStatsPage() {
  return (
    <ComingSoon
      icon={ChartPie}
      title="Player Stats"
      description="Your net worth, production and sales over time, compared with the players around your rank."
    />
  );
}
