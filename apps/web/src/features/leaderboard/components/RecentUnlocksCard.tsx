import type { AchievementStats } from '@forgeworks/contract';
import { Sparkles } from 'lucide-react';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { useAchievementStats } from '../api/standings';
import { ProfileLink } from '@/shared/ui/ProfileLink';
import { ReachedAt } from './ReachedAt';

const TEXTS: QueryTexts<AchievementStats> = {
  loading: 'Loading recent unlocks...',
  error: 'Failed to load recent unlocks',
  empty: { text: 'No achievement reached yet on this server.', when: (s) => s.recent.length === 0 },
};

/** The latest achievements reached across the server, newest first. */
export function RecentUnlocksCard(props: { className?: string }) {
  return (
    <QueryCard
      {...props}
      title="Recent unlocks"
      icon={<Sparkles aria-hidden />}
      query={useAchievementStats()}
      texts={TEXTS}
    >
      {(stats) => <UnlockList stats={stats} />}
    </QueryCard>
  );
}

function UnlockList({ stats }: { stats: AchievementStats }) {
  return (
    <ol aria-label="Latest achievements reached, newest first" className="space-y-3">
      {stats.recent.map((u) => (
        <li key={`${u.factoryId}-${u.achievementId}`} className="text-sm">
          <ProfileLink factoryId={u.factoryId} className="font-medium text-ink">
            {u.factoryName}
          </ProfileLink>{' '}
          <span className="text-ink-muted">reached</span>{' '}
          <span className="font-medium text-accent">{u.achievementName}</span>
          <ReachedAt at={u.reachedAt} className="block" />
        </li>
      ))}
    </ol>
  );
}
