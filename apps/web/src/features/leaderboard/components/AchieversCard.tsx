import type { TopAchiever } from '@forgeworks/contract';
import { Award } from 'lucide-react';
import { formatDateTime, formatInteger } from '@/shared/lib/format';
import { cn } from '@/shared/lib/cn';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { Td, Th, Tr } from '@/shared/ui/Table';
import { useTopAchievers } from '../api/standings';
import { TOP_SIZE } from '../lib/leaderboard';
import { ProfileLink } from './ProfileLink';
import { RankBadge } from './RankBadge';

/** The players with the most achievements; of equal counts, whoever got there first ranks higher. */
export function AchieversCard({ className }: { className?: string }) {
  const board = useTopAchievers();
  return (
    <Card title="Most achievements" icon={<Award aria-hidden />} className={className}>
      {board.isPending ? (
        <CardLoading text="Loading top achievers..." />
      ) : board.isError ? (
        <CardError message="Failed to load top achievers" onRetry={() => void board.refetch()} />
      ) : board.data.players.length === 0 ? (
        <CardEmpty text="No players yet." />
      ) : (
        <>
          <div className="-mx-4 overflow-x-auto sm:mx-0">
            <table aria-label={`Top ${TOP_SIZE} players by achievements`} className="w-full border-collapse text-sm">
              <thead>
                <tr>
                  <Th className="w-16">Rank</Th>
                  <Th>Factory</Th>
                  <Th numeric>Achievements</Th>
                  <Th className="hidden md:table-cell">Reached</Th>
                </tr>
              </thead>
              <tbody>
                {board.data.players.map((p) => (
                  <AchieverRow
                    key={p.factoryId}
                    entry={p}
                    of={board.data.achievementCount}
                    mine={p.factoryId === board.data.me?.factoryId}
                  />
                ))}
                {board.data.me && board.data.me.rank > TOP_SIZE && (
                  <>
                    {board.data.me.rank > TOP_SIZE + 1 && (
                      <tr aria-hidden>
                        <td colSpan={4} className="py-1 text-center text-ink-muted">
                          ⋯
                        </td>
                      </tr>
                    )}
                    <AchieverRow entry={board.data.me} of={board.data.achievementCount} mine />
                  </>
                )}
              </tbody>
            </table>
          </div>
          <p className="mt-3 text-xs text-ink-muted">
            Of two players with as many achievements, the one who reached that count first ranks higher.{' '}
            {formatInteger(board.data.totalPlayers)} {board.data.totalPlayers === 1 ? 'player' : 'players'} in all.
          </p>
        </>
      )}
    </Card>
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
