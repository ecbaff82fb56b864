import { Lightbulb } from 'lucide-react';
import { useFactoryStats } from '@/shared/api/factory-stats';
import type { RecommendationItem } from '@/shared/lib/recommendations';
import { recommendationItems } from '@/shared/lib/recommendations';
import { AdviceButton } from '@/shared/ui/AdviceButton';
import { QueryCard } from '@/shared/ui/QueryCard';
import { firstRecommendations } from '../lib/operations';
import { GridRoom } from './GridRoom';

const TEXTS = { loading: 'Loading recommendations...', error: 'Failed to load recommendations' };

/** The server's advice for the next step, each with its button, the first 3 only so the most pressing stand out. */
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
          <RecommendationList items={firstRecommendations(recommendationItems(stats.productionAnalysis))} />
          <GridRoom />
        </div>
      )}
    </QueryCard>
  );
}

export function RecommendationList({ items }: { items: RecommendationItem[] }) {
  if (items.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        Everything is running smoothly. Keep selling what you make and save up for your next machine.
      </p>
    );
  }
  return (
    <ol className="space-y-3">
      {items.map(({ text, action }, i) => (
        <li key={text} className="flex gap-3 text-sm">
          <span
            aria-hidden
            className="grid size-6 shrink-0 place-items-center rounded-full bg-amber-500/15 text-xs font-semibold text-amber-300"
          >
            {i + 1}
          </span>
          <div className="min-w-0 space-y-2 pt-0.5">
            <p className="text-ink">{text}</p>
            {action && <AdviceButton action={action} />}
          </div>
        </li>
      ))}
    </ol>
  );
}
