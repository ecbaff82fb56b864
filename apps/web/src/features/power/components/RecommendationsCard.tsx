import { Lightbulb } from 'lucide-react';
import { useFactoryStats } from '@/shared/api/factory-stats';
import { Card } from '@/shared/ui/Card';
import { CardError, CardLoading } from '@/shared/ui/CardState';
import { firstRecommendations } from '../lib/operations';
import { GridRoom } from './GridRoom';

/** The server's advice for the next step, the first 3 only so the most pressing stand out. */
export function RecommendationsCard({ className }: { className?: string }) {
  const stats = useFactoryStats();
  return (
    <Card title="Recommendations" icon={<Lightbulb aria-hidden />} className={className}>
      {stats.isPending ? (
        <CardLoading text="Loading recommendations..." />
      ) : stats.isError ? (
        <CardError message="Failed to load recommendations" onRetry={() => void stats.refetch()} />
      ) : (
        <div className="space-y-5">
          <RecommendationList items={firstRecommendations(stats.data.productionAnalysis.recommendations)} />
          <GridRoom />
        </div>
      )}
    </Card>
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
