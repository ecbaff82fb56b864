import type { Season } from '@forgeworks/contract';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { focusRing } from '@/shared/ui/Button';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { Stat } from '@/shared/ui/Stat';
import { useSeason } from '../api/seasons';
import { LEAGUE_NAMES, moveUpLines, signedMoney, timeLeft } from '../lib/seasons';

const TEXTS: QueryTexts<Season> = {
  loading: 'Loading your season...',
  error: (e) => `Error loading the season: ${e.message}`,
  empty: { text: 'Your factory joins the season with the next tick.', when: (s) => !s.me },
};

/** The player's place in this season's league, in brief, with what it takes to move up: for the overview and Player Stats. */
export function SeasonPlaceCard({ className }: { className?: string }) {
  return (
    <QueryCard
      title="Your Season"
      icon={<CalendarClock aria-hidden />}
      className={className}
      query={useSeason()}
      texts={TEXTS}
    >
      {(s) =>
        s.me && (
          <div className="@container space-y-3">
            {/* Side by side only where the card is wide: the overview puts it in a narrow column. */}
            <div className="grid grid-cols-1 gap-3 @md:grid-cols-2">
              <Stat label={`${LEAGUE_NAMES[s.me.league]} league`} value={`#${s.me.rank} of ${s.me.leaguePlayers}`} />
              <Stat label="Gained this season" value={signedMoney(s.me.gain)} tone={s.me.gain < 0 ? 'bad' : 'good'} />
            </div>
            <div className="space-y-1 text-sm text-ink-muted">
              {moveUpLines(s.me).map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
            <p className="text-xs text-ink-muted">
              Season {s.season}, {timeLeft(s.ticksLeft)}.{' '}
              <Link
                to="/game/leaderboard"
                className={cn('rounded text-accent underline-offset-4 hover:underline', focusRing)}
              >
                See the season's board and rules
              </Link>
            </p>
          </div>
        )
      }
    </QueryCard>
  );
}
