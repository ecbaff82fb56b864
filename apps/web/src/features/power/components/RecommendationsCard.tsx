import { Lightbulb } from 'lucide-react';
import { useFactoryStats } from '@/shared/api/factory-stats';
import { QueryCard } from '@/shared/ui/QueryCard';
import { firstRecommendations } from '../lib/operations';
import { GridRoom } from './GridRoom';

const TEXTS = { loading: 'Loading recommendations...', error: 'Failed to load recommendations' };

/** The server's advice for the next step, the first 3 only so the most pressing stand out. */
export function RecommendationsCard(props: { className?: string }) {
  return (
    <QueryCard
      {...props}
      title="Recommendations"
      icon={<Lightbulb aria-hidden />}
      query={useFactoryStats()}
      texts={TEXTS}
    >
      {(stats) => (
        <div className="space-y-5">
          <RecommendationList items={firstRecommendations(stats.productionAnalysis.recommendations)} />
          <GridRoom />
        </div>
      )}
    </QueryCard>
  );
}

export function RecommendationList({ items }: { items: string[] }) {
  if (items.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        Everything is running smoothly. Keep selling what you make and save up for your next machine.
      </p>
    );
  }
  return (
    <ol className="space-y-3">
      {items.map((text, i) => (
        <li key={text} className="flex gap-3 text-sm">
          <span
            aria-hidden
            className="grid size-6 shrink-0 place-items-center rounded-full bg-amber-500/15 text-xs font-semibold text-amber-300"
          >
            {i + 1}
          </span>
          <span className="pt-0.5 text-ink">{text}</span>
        </li>
      ))}
    </ol>
  );
}
