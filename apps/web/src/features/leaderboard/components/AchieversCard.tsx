import type { TopAchiever, TopAchievers } from '@forgeworks/contract';
import { Award } from 'lucide-react';
import { formatDateTime, formatInteger } from '@/shared/lib/format';
import { cn } from '@/shared/lib/cn';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { type Column, FitTable, Td, Tr } from '@/shared/ui/Table';
import { useTopAchievers } from '../api/standings';
import { TOP_SIZE } from '../lib/leaderboard';
import { playersText } from '../lib/standings';
import { ProfileLink } from '@/shared/ui/ProfileLink';
import { RankBadge } from './RankBadge';

const TEXTS: QueryTexts<TopAchievers> = {
  loading: 'Loading top achievers...',
  error: 'Failed to load top achievers',
  empty: { text: 'No players yet.', when: (b) => b.players.length === 0 },
};

/** The players with the most achievements; of equal counts, whoever got there first ranks higher. */
export function AchieversCard(props: { className?: string }) {
  return (
    <QueryCard
      {...props}
      title="Most achievements"
      icon={<Award aria-hidden />}
      query={useTopAchievers()}
      texts={TEXTS}
    >
      {(board) => <AchieversTable board={board} />}
    </QueryCard>
  );
}

const COLUMNS: readonly Column[] = [
  { label: 'Rank', className: 'w-16' },
  { label: 'Factory' },
  { label: 'Achievements', numeric: true },
  { label: 'Reached', className: 'hidden md:table-cell' },
];

function AchieversTable({ board }: { board: TopAchievers }) {
  return (
    <>
      <FitTable label={`Top ${TOP_SIZE} players by achievements`} columns={COLUMNS}>
        {board.players.map((p) => (
          <AchieverRow
            key={p.factoryId}
            entry={p}
            of={board.achievementCount}
            mine={p.factoryId === board.me?.factoryId}
          />
        ))}
        {board.me && board.me.rank > TOP_SIZE && (
          <>
            {board.me.rank > TOP_SIZE + 1 && (
              <tr aria-hidden>
                <td colSpan={COLUMNS.length} className="py-1 text-center text-ink-muted">
                  ⋯
                </td>
              </tr>
            )}
            <AchieverRow entry={board.me} of={board.achievementCount} mine />
          </>
        )}
      </FitTable>
      <p className="mt-3 text-xs text-ink-muted">
        Of two players with as many achievements, the one who reached that count first ranks higher.{' '}
        {playersText(board.totalPlayers)} in all.
      </p>
    </>
  );
}

function AchieverRow({ entry, of, mine }: { entry: TopAchiever; of: number; mine: boolean }) {
  return (
    <Tr highlight={mine} aria-current={mine ? 'true' : undefined}>
      <Td>
        <RankBadge rank={entry.rank} />
      </Td>
      <Td className={cn(mine && 'text-amber-100')}>
        <ProfileLink factoryId={entry.factoryId} className="font-medium">
          {entry.factoryName}
        </ProfileLink>
        {mine && <span className="ml-2 text-sm font-medium text-accent">(You)</span>}
        <span className="block text-xs text-ink-muted">by {entry.ownerName}</span>
      </Td>
      <Td numeric>
        {formatInteger(entry.achievements)}
        <span className="text-ink-muted"> / {formatInteger(of)}</span>
      </Td>
      <Td className="hidden text-ink-muted md:table-cell">{entry.reachedAt ? formatDateTime(entry.reachedAt) : '—'}</Td>
    </Tr>
  );
}
