import type { Achievement } from '@forgeworks/contract';
import { CircleCheck, Hourglass, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatInteger } from '@/shared/lib/format';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { useFactoryStats } from '@/shared/api/factory-stats';
import { splitAchievements } from '../lib/achievements';
import { AchievementRow } from './AchievementRow';

function ListCard({
  title,
  icon,
  items,
  empty,
}: {
  title: string;
  icon: ReactNode;
  items: Achievement[];
  empty: string;
}) {
  return (
    <Card title={`${title} (${items.length})`} icon={icon} className="lg:col-span-6">
      {items.length === 0 ? (
        <CardEmpty text={empty} />
      ) : (
        <ul className="flex flex-col gap-2" aria-label={title}>
          {items.map((a) => (
            <AchievementRow key={a.id} achievement={a} />
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Achievements (spec section 2): how many are unlocked, then the completed and in-progress lists. */
export default function AchievementsPage() {
  const stats = useFactoryStats();

  if (!stats.data) {
    return (
      <Card title="Achievements" icon={<Trophy aria-hidden />}>
        {stats.isError ? (
          <CardError message={stats.error.message} onRetry={() => void stats.refetch()} />
        ) : (
          <CardLoading text="Loading achievements..." />
        )}
      </Card>
    );
  }

  const all = stats.data.achievements;
  const { completed, inProgress } = splitAchievements(all);
  const next = inProgress[0];
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-12 lg:gap-6">
      <Card title="Achievements" icon={<Trophy aria-hidden />} className="lg:col-span-12">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="text-3xl font-semibold text-ink tabular-nums">
            {formatInteger(completed.length)}
            <span className="text-lg text-ink-muted"> of {formatInteger(all.length)} unlocked</span>
          </div>
          {next && (
            <p className="text-sm text-ink-muted">
              Next up: <span className="font-medium text-ink">{next.name}</span> · {next.description}
            </p>
          )}
        </div>
        <ProgressBar
          className="mt-3"
          value={all.length ? completed.length / all.length : 0}
          label="Achievements unlocked"
          valueText={`${completed.length} of ${all.length}`}
        />
      </Card>
      <ListCard
        title="Completed"
        icon={<CircleCheck aria-hidden />}
        items={completed}
        empty="No achievements unlocked yet. Build your first machine to earn one!"
      />
      <ListCard
        title="In Progress"
        icon={<Hourglass aria-hidden />}
        items={inProgress}
        empty="Every achievement unlocked. Well done!"
      />
    </div>
  );
}
