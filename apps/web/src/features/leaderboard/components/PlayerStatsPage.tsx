import type { PlayerStats } from '@forgeworks/contract';
import { Factory, Scale, UserRound } from 'lucide-react';
import { formatDateTime, formatInteger, formatMoney, formatQuantity } from '@/shared/lib/format';
import { Card } from '@/shared/ui/Card';
import { QueryPage } from '@/shared/ui/QueryCard';
import { Stat, StatGrid } from '@/shared/ui/Stat';
import { type Column, FitTable, Td } from '@/shared/ui/Table';
import { usePlayerStats } from '../api/standings';
import { versusMedian } from '../lib/standings';
import { RankStat } from './RankStat';
import { SeasonPlaceCard } from './SeasonPlaceCard';
import { StandingCard } from './StandingChart';

/**
 * Player Stats: the player's net worth and rank over 7 days, their place this season, production and
 * sales, best day, and the median player.
 */
export default function PlayerStatsPage() {
  return (
    <QueryPage
      title="Your stats"
      icon={<UserRound aria-hidden />}
      query={usePlayerStats()}
      texts={{ loading: 'Loading your stats...', error: 'Failed to load your stats' }}
    >
      {(s) => <Stats s={s} />}
    </QueryPage>
  );
}

function Stats({ s }: { s: PlayerStats }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
      <Card title="Your standing" icon={<UserRound aria-hidden />} className="lg:col-span-12">
        <StatGrid>
          <Stat label="Net worth" value={formatMoney(s.netWorth)} hint={versusMedian(s.netWorth, s.median.netWorth)} />
          <RankStat rank={s.rank} of={s.totalPlayers} />
          <Stat
            label="Achievements"
            value={formatInteger(s.achievements)}
            hint={versusMedian(s.achievements, s.median.achievements, (v) => formatQuantity(v))}
          />
          <BestDay best={s.bestDay} />
        </StatGrid>
      </Card>
      <SeasonPlaceCard className="lg:col-span-12" />
      <StandingCard points={s.history} now={s} whose="your" className="lg:col-span-8" />
      <Card title="You and the median player" icon={<Scale aria-hidden />} className="lg:col-span-4">
        <dl className="space-y-3 text-sm">
          <Compare label="Net worth" mine={formatMoney(s.netWorth)} median={formatMoney(s.median.netWorth)} />
          <Compare
            label="Achievements"
            mine={formatInteger(s.achievements)}
            median={formatQuantity(s.median.achievements)}
          />
        </dl>
        <p className="mt-4 text-xs text-ink-muted">
          The median player is the middle one of all {formatInteger(s.totalPlayers)}: half have more, half less.
        </p>
      </Card>
      <Totals stats={s} />
    </div>
  );
}

function BestDay({ best }: { best: PlayerStats['bestDay'] }) {
  if (!best) return <Stat label="Best day" value="—" hint="No game day recorded yet" />;
  return (
    <Stat
      label="Best day"
      value={formatMoney(best.profit)}
      tone={best.profit >= 0 ? 'good' : 'bad'}
      hint={
        best.inProgress
          ? `profit so far on game day ${formatInteger(best.day)}, which ends ${formatDateTime(best.endsAt)}`
          : `profit on game day ${formatInteger(best.day)}, ended ${formatDateTime(best.endsAt)}`
      }
    />
  );
}

function Compare({ label, mine, median }: { label: string; mine: string; median: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-line/50 pb-2">
      <dt className="whitespace-nowrap text-ink-muted">{label}</dt>
      <dd className="text-right tabular-nums">
        <span className="font-semibold text-ink">{mine}</span>
        <span className="text-ink-muted"> you · {median} median</span>
      </dd>
    </div>
  );
}

function RowHead({ children }: { children: string }) {
  return (
    <th scope="row" className="border-b border-line/50 py-2.5 pr-4 pl-4 text-left font-normal text-ink sm:pl-0">
      {children}
    </th>
  );
}

const COLUMNS: readonly Column[] = [
  { label: 'Total' },
  { label: 'Last 7 days', numeric: true },
  { label: 'Since founding', numeric: true },
];

function Totals({ stats }: { stats: PlayerStats }) {
  return (
    <Card title="Production and sales" icon={<Factory aria-hidden />} className="lg:col-span-12">
      <FitTable label="Production and sales totals" columns={COLUMNS}>
        <tr>
          <RowHead>Units produced</RowHead>
          <Td numeric>{formatQuantity(stats.last7Days.produced)}</Td>
          <Td numeric>{formatQuantity(stats.lifetime.produced)}</Td>
        </tr>
        <tr>
          <RowHead>Units sold</RowHead>
          <Td numeric>{formatQuantity(stats.last7Days.sold)}</Td>
          <Td numeric>{formatQuantity(stats.lifetime.sold)}</Td>
        </tr>
        <tr>
          <RowHead>Sales income</RowHead>
          <Td numeric>{formatMoney(stats.last7Days.salesIncome)}</Td>
          <Td numeric className="text-ink-muted">
            —
          </Td>
        </tr>
      </FitTable>
      <p className="mt-3 text-xs text-ink-muted">
        The last 7 days come from the hourly record the server keeps; the totals since founding from your factory&apos;s
        lifetime counts, which keep no money.
      </p>
    </Card>
  );
}
