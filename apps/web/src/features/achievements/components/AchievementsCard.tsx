import { ArrowRight, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { focusRing } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { useFactoryStats } from '@/shared/api/factory-stats';
import { splitAchievements } from '../lib/achievements';
import { AchievementRow } from './AchievementRow';

/** In the compact card: the few closest to done and the latest unlocked. */
export const CARD_IN_PROGRESS = 3;
export const CARD_COMPLETED = 2;

/** A compact Achievements card for other pages, linking to the full list. */
export function AchievementsCard({ className }: { className?: string }) {
  const stats = useFactoryStats();
  const link = (
    <Link
      to="/game/achievements"
      className={cn(
        'inline-flex items-center gap-1 rounded text-sm font-medium text-accent hover:underline',
        focusRing,
      )}
    >
      View all <ArrowRight aria-hidden className="size-4" />
    </Link>
  );

  let body;
  if (stats.data) {
    const all = stats.data.achievements;
    const { completed, inProgress } = splitAchievements(all);
    body =
      all.length === 0 ? (
        <CardEmpty text="No achievements yet." />
      ) : (
        <div className="flex flex-col gap-4">
          <div>
            <p className="text-sm text-ink-muted tabular-nums">
              <span className="text-xl font-semibold text-ink">{completed.length}</span> of {all.length} unlocked
            </p>
            <ProgressBar className="mt-2" value={completed.length / all.length} label="Achievements unlocked" />
          </div>
          {[
            { title: 'In progress', items: inProgress.slice(0, CARD_IN_PROGRESS) },
            { title: 'Completed', items: completed.slice(0, CARD_COMPLETED) },
          ].map(
            ({ title, items }) =>
              items.length > 0 && (
                <div key={title}>
                  <h3 className="text-xs font-medium tracking-wide text-ink-muted uppercase">{title}</h3>
                  <ul className="divide-y divide-line/50" aria-label={title}>
                    {items.map((a) => (
                      <AchievementRow key={a.id} achievement={a} compact />
                    ))}
                  </ul>
                </div>
              ),
          )}
        </div>
      );
  } else if (stats.isError) {
    body = <CardError message={stats.error.message} onRetry={() => void stats.refetch()} />;
  } else {
    body = <CardLoading text="Loading achievements..." />;
  }

  return (
    <Card title="Achievements" icon={<Trophy aria-hidden />} actions={link} className={className}>
      {body}
    </Card>
  );
}
