import { Gem } from 'lucide-react';
import { Badge } from '@/shared/ui/Badge';
import { Card } from '@/shared/ui/Card';
import { CardError, CardLoading } from '@/shared/ui/CardState';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { useAchievementStats } from '../api/standings';
import { holdersText, rarityLabel } from '../lib/standings';

/** Each achievement of the game and the share of players holding it. */
export function RarityCard({ className }: { className?: string }) {
  const stats = useAchievementStats();
  return (
    <Card title="Achievement rarity" icon={<Gem aria-hidden />} className={className}>
      {stats.isPending ? (
        <CardLoading text="Loading achievement stats..." />
      ) : stats.isError ? (
        <CardError message="Failed to load achievement stats" onRetry={() => void stats.refetch()} />
      ) : (
        <ul className="grid grid-cols-1 gap-x-6 gap-y-4 md:grid-cols-2">
          {stats.data.achievements.map((a) => {
            const text = holdersText(a.holders, stats.data.totalPlayers, a.share);
            return (
              <li key={a.id} className="space-y-1.5">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-medium text-ink">{a.name}</span>
                  <Badge tone={a.share === 0 ? 'neutral' : a.share < 0.2 ? 'warning' : 'info'}>
                    {rarityLabel(a.share)}
                  </Badge>
                </div>
                <p className="text-xs text-ink-muted">{a.description}</p>
                <ProgressBar value={a.share} label={`${a.name}: players holding it`} valueText={text} />
                <p className="text-xs text-ink-muted tabular-nums">{text}</p>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
