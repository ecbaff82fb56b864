import type { Leaderboard, LeaderboardEntry, LeaderboardShow } from '@forgeworks/contract';
import { Bot, Trophy } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '@/shared/lib/format';
import { useAuthStore } from '@/shared/stores/auth';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { type Column, FitTable } from '@/shared/ui/Table';
import { Segmented } from '@/shared/ui/Tabs';
import { useLeaderboard } from '../api/leaderboard';
import {
  climbHint,
  EMPTY_LEADERBOARD,
  emptyFilterText,
  isMe,
  leaderboardErrorText,
  netWorthNow,
  ownRowOutsideTop,
  TOP_SIZE,
} from '../lib/leaderboard';
import { BelowTop } from './BelowTop';
import { BoardRow } from './BoardRow';

const SHOWS: { value: LeaderboardShow; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'players', label: 'Players' },
  { value: 'rivals', label: 'Rivals' },
];

const COLUMNS: readonly Column[] = [
  { label: 'Rank', className: 'w-16' },
  { label: 'Factory' },
  { label: 'Net worth', numeric: true },
];

/**
 * The top 10 by net worth, the player's own row marked '(You)' (and listed below when outside), the
 * computer-run rivals marked with an icon; a filter shows all factories, the players' or the rivals'.
 */
export function TopFactoriesCard({ className }: { className?: string }) {
  const [show, setShow] = useState<LeaderboardShow>('all');
  const board = useLeaderboard(show);
  const userId = useAuthStore((s) => s.user?.id);
  const filter = <Segmented label="Show" value={show} onValueChange={setShow} options={SHOWS} />;

  return (
    <Card title={`Top ${TOP_SIZE} Factories`} icon={<Trophy aria-hidden />} actions={filter} className={className}>
      {board.isPending ? (
        <CardLoading text="Loading leaderboard..." />
      ) : board.isError ? (
        <CardError message={leaderboardErrorText(board.error.message)} onRetry={() => void board.refetch()} />
      ) : board.data.topFactories.length === 0 ? (
        <CardEmpty text={show === 'all' ? EMPTY_LEADERBOARD : emptyFilterText(show)} />
      ) : (
        <>
          <FitTable label={`Top ${TOP_SIZE} factories by net worth`} columns={COLUMNS}>
            {board.data.topFactories.map((entry) => (
              <EntryRow key={entry.userId} entry={entry} mine={isMe(entry, userId)} />
            ))}
            {show !== 'rivals' && <OwnRowBelow entry={ownRowOutsideTop(board.data)} />}
          </FitTable>
          {board.data.me && climbHint(board.data.me.rank) && (
            <p className="mt-4 text-sm text-ink-muted">{climbHint(board.data.me.rank)}.</p>
          )}
          <NetWorthNote board={board.data} />
        </>
      )}
    </Card>
  );
}

/** Why the player's row may differ from their factory page: the board is the last tick's. */
function NetWorthNote({ board }: { board: Leaderboard }) {
  const now = netWorthNow(board);
  return (
    <p className="mt-3 text-xs text-ink-muted" data-testid="net-worth-note">
      Ranked on net worth as the last tick valued it, escrow included.{' '}
      {now === null
        ? 'Yours is the figure your factory page shows.'
        : `Yours now is ${formatMoney(now)}, the figure your factory page shows: it values stock at this moment's prices and counts what you did since the tick.`}
    </p>
  );
}

function OwnRowBelow({ entry }: { entry: LeaderboardEntry | null }) {
  if (!entry) return null;
  return (
    <BelowTop rank={entry.rank} columns={COLUMNS.length}>
      <EntryRow entry={entry} mine />
    </BelowTop>
  );
}

function EntryRow({ entry, mine }: { entry: LeaderboardEntry; mine: boolean }) {
  return (
    <BoardRow entry={entry} mine={mine} mark={entry.rival && <RivalMark />}>
      {formatMoney(entry.netWorth)}
    </BoardRow>
  );
}

/** A computer-run rival's mark beside its name: an icon, named for screen readers and on hover. */
function RivalMark() {
  return (
    <span role="img" aria-label="Rival factory" title="Rival factory (computer-run)" className="ml-2 inline-flex">
      <Bot aria-hidden className="h-4 w-4 align-text-bottom text-sky-300" />
    </span>
  );
}
