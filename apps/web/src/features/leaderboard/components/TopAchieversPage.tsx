import { Award } from 'lucide-react';
import { ComingSoon } from '@/shared/ui/ComingSoon';

/** Top Achievers: a placeholder (spec section 2). */
export default function TopAchieversPage() {
  return (
    <ComingSoon
      icon={Award}
      title="Top Achievers"
      description="The players who have unlocked the most achievements and completed the most daily challenges."
    />
  );
}
