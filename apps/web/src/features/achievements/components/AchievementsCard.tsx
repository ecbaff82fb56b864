import type { FactoryStats } from '@forgeworks/contract';
import { Trophy } from 'lucide-react';
import { CardLink } from '@/shared/ui/CardLink';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { useFactoryStats } from '@/shared/api/factory-stats';
import { splitAchievements } from '../lib/achievements';
import { AchievementRow } from './AchievementRow';

/** In the compact card: the few closest to done and the latest unlocked. */
export const CARD_IN_PROGRESS = 3;
export const CARD_COMPLETED = 2;

const TEXTS: QueryTexts<FactoryStats> = {
  loading: 'Loading achievements...',
  empty: { text: 'No achievements yet.', when: (stats) => stats.achievements.length === 0 },
  keepDataOnError: true,
};

/** A compact Achievements card for other pages, linking to the full list. */
export function AchievementsCard({ className }: { className?: string }) {
  return (
    <QueryCard
      title="Achievements"
      icon={<Trophy aria-hidden />}
      actions={<CardLink to="/game/achievements">View all</CardLink>}
      className={className}
      query={useFactoryStats()}
      texts={TEXTS}
    >
      {(stats) => <Progress achievements={stats.achievements} />}
    </QueryCard>
  );
}

function Progress({ achievements: all }: { achievements: FactoryStats['achievements'] }) {
  const { completed, inProgress } = splitAchievements(all);
  return (
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
}
