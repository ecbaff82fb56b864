import type { Factory, Leaderboard } from '@forgeworks/contract';
import { ChartLine, Flag, TrendingUp } from 'lucide-react';
import { useFactory } from '@/shared/api/factory';
import { formatInteger, formatMoney } from '@/shared/lib/format';
import { cashTone, debtTone } from '@/shared/lib/tones';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { Stat } from '@/shared/ui/Stat';
import { useLeaderboard } from '../api/leaderboard';
import { gapToNextRank, gapToTop, leaderboardErrorText, netWorthNow, TOP_SIZE } from '../lib/leaderboard';
import { RankStat } from './RankStat';

const TEXTS: QueryTexts<Leaderboard> = {
  loading: 'Loading your standing...',
  error: (e) => leaderboardErrorText(e.message),
  empty: {
    text: 'Your factory is not ranked yet: it joins the leaderboard with the next tick.',
    when: (b) => !b.me,
  },
};

/** The player's rank of all players, net worth, and (from the factory) cash, debt and machines. */
export function PerformanceCard({ className }: { className?: string }) {
  const factory = useFactory();
  return (
    <QueryCard
      title="Your Performance"
      icon={<ChartLine aria-hidden />}
      className={className}
      query={useLeaderboard()}
      texts={TEXTS}
    >
      {(board) => board.me && <Performance board={board} me={board.me} factory={factory.data} />}
    </QueryCard>
  );
}

function Performance({
  board,
  me,
  factory,
}: {
  board: Leaderboard;
  me: NonNullable<Leaderboard['me']>;
  factory: Factory | undefined;
}) {
  const gap = gapToNextRank(board);
  const above = board.topFactories.find((e) => e.rank === me.rank - 1);
  const toTop = gapToTop(board);
  const now = netWorthNow(board);

  return (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-4">
        <RankStat rank={me.rank} of={board.totalPlayers} tone={me.rank <= TOP_SIZE ? 'good' : 'neutral'} />
        <Stat
          label="Net worth"
          value={formatMoney(me.netWorth, { compact: me.netWorth >= 1_000_000 })}
          hint={now === null ? 'At the last tick' : `At the last tick; ${formatMoney(now)} now`}
        />
        <Stat
          label="Cash"
          value={factory ? formatMoney(factory.cash) : '—'}
          tone={factory ? cashTone(factory.cash) : 'neutral'}
        />
        <Stat
          label="Debt"
          value={factory ? formatMoney(factory.debt) : '—'}
          tone={factory ? debtTone(factory.debt) : 'neutral'}
        />
        <Stat label="Machines" value={factory ? formatInteger(factory.machines.length) : '—'} />
      </div>

      <div className="space-y-2 rounded-lg border border-line/60 bg-raised/40 p-3 text-sm">
        {me.rank === 1 ? (
          <p className="flex gap-2 text-emerald-300">
            <Flag aria-hidden className="mt-0.5 size-4 shrink-0" />
            You lead every factory. Keep growing to stay ahead.
          </p>
        ) : (
          gap !== null &&
          above && (
            <p className="flex gap-2 text-ink">
              <TrendingUp aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
              <span>
                <span className="font-semibold tabular-nums">{formatMoney(gap)}</span> behind #{above.rank}{' '}
                {above.factoryName}.
              </span>
            </p>
          )
        )}
        {toTop !== null && (
          <p className="text-amber-300">
            <span className="font-semibold tabular-nums">{formatMoney(toTop)}</span> more net worth passes #{TOP_SIZE}{' '}
            and puts you in the top {TOP_SIZE}.
          </p>
        )}
        {me.rank > 1 && me.rank <= TOP_SIZE && <p className="text-emerald-300">You are in the top {TOP_SIZE}.</p>}
        <p className="text-xs leading-relaxed text-ink-muted">
          Net worth is your cash, your stock at market prices, your machines at what they cost (less when worn) and your
          crew at what hiring it cost, minus debt. Building and hiring keep it; what your machines make moves you up;
          loans do not.
        </p>
      </div>
    </div>
  );
}
