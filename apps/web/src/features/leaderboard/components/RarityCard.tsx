import type { AchievementStats } from '@forgeworks/contract';
import { Gem } from 'lucide-react';
import { Badge } from '@/shared/ui/Badge';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { useAchievementStats } from '../api/standings';
import { holdersText, rarityLabel } from '../lib/standings';

const TEXTS: QueryTexts<AchievementStats> = {
  loading: 'Loading achievement stats...',
  error: 'Failed to load achievement stats',
};

/** Each achievement of the game and the share of players holding it. */
export function RarityCard(props: { className?: string }) {
  return (
    <QueryCard
      {...props}
      title="Achievement rarity"
      icon={<Gem aria-hidden />}
      query={useAchievementStats()}
      texts={TEXTS}
    >
      {(stats) => <RarityList stats={stats} />}
    </QueryCard>
  );
}

function RarityList({ stats }: { stats: AchievementStats }) {
  return (
    <ul className="grid grid-cols-1 gap-x-6 gap-y-4 md:grid-cols-2">
      {stats.achievements.map((a) => {
        const text = holdersText(a.holders, stats.totalPlayers, a.share);
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
  );
}
