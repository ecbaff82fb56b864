import { Sparkles } from 'lucide-react';
import { formatDateTime } from '@/shared/lib/format';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { useAchievementStats } from '../api/standings';
import { ProfileLink } from './ProfileLink';

/** The latest achievements reached across the server, newest first. */
export function RecentUnlocksCard({ className }: { className?: string }) {
  const stats = useAchievementStats();
  return (
    <Card title="Recent unlocks" icon={<Sparkles aria-hidden />} className={className}>
      {stats.isPending ? (
        <CardLoading text="Loading recent unlocks..." />
      ) : stats.isError ? (
        <CardError message="Failed to load recent unlocks" onRetry={() => void stats.refetch()} />
      ) : stats.data.recent.length === 0 ? (
        <CardEmpty text="No achievement reached yet on this server." />
      ) : (
        <ol aria-label="Latest achievements reached, newest first" className="space-y-3">
          {stats.data.recent.map((u) => (
            <li key={`${u.factoryId}-${u.achievementId}`} className="text-sm">
              <ProfileLink factoryId={u.factoryId} className="font-medium text-ink">
                {u.factoryName}
              </ProfileLink>{' '}
              <span className="text-ink-muted">reached</span>{' '}
              <span className="font-medium text-accent">{u.achievementName}</span>
              <time dateTime={u.reachedAt} className="block text-xs text-ink-muted">
                {formatDateTime(u.reachedAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
