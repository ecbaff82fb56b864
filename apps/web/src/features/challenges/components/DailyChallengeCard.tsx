import { Target } from 'lucide-react';
import { isApiError } from '@/shared/lib/api';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { useClaimChallenge, useDailyChallenge } from '../api/daily-challenge';
import { DailyChallengeView } from './DailyChallengeView';

export const CHALLENGE_EMPTY_TEXT = 'No challenge available today. Check back tomorrow!';
export const CHALLENGE_LOADING_TEXT = "Loading today's challenge...";

/** The Daily Challenge card (spec section 2), for any page. */
export function DailyChallengeCard({ className }: { className?: string }) {
  const query = useDailyChallenge();
  const claim = useClaimChallenge();

  const daily = query.data;
  let body;
  // A challenge already shown stays on screen through a failed refresh.
  if (daily)
    body = (
      <DailyChallengeView
        daily={daily}
        claiming={claim.isPending}
        onClaim={() => claim.mutate({ challengeId: daily.challenge.id })}
      />
    );
  else if (query.isPending) body = <CardLoading text={CHALLENGE_LOADING_TEXT} />;
  // No challenge today (nothing, or a 404): the empty state, not a failure.
  else if (!query.isError || isApiError(query.error, 404)) body = <CardEmpty text={CHALLENGE_EMPTY_TEXT} />;
  else body = <CardError message={query.error.message} onRetry={() => void query.refetch()} />;

  return (
    <Card title="Daily Challenge" icon={<Target aria-hidden />} className={className}>
      {body}
    </Card>
  );
}
