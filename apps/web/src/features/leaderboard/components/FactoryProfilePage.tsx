import type { FactoryProfile } from '@forgeworks/contract';
import { Cog, Factory, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useFactory } from '@/shared/api/factory';
import { isApiError } from '@/shared/lib/api';
import { cn } from '@/shared/lib/cn';
import { formatInteger, formatMoney, formatPercent } from '@/shared/lib/format';
import { focusRing } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { CardEmpty, CardError, CardLoading } from '@/shared/ui/CardState';
import { Stat, StatGrid } from '@/shared/ui/Stat';
import { type Column, FitTable, Td, Tr } from '@/shared/ui/Table';
import { useFactoryProfile } from '../api/standings';
import { LEAGUE_NAMES, signedMoney } from '../lib/seasons';
import { RankStat } from './RankStat';
import { ReportName } from './ReportName';
import { ReachedAt } from './ReachedAt';
import { StandingCard } from './StandingChart';
import { FormerNames } from '@/shared/ui/FormerNames';

/**
 * A factory as every player may see it: name, owner, rank, its place this season, its contracts kept
 * and broken, net worth over 7 days, machines and achievements.
 */
export default function FactoryProfilePage({ social }: { social?: ProfileSocial }) {
  const { id = '' } = useParams();
  const profile = useFactoryProfile(id);
  if (profile.isPending || profile.isError)
    return (
      <Card title="Factory profile" icon={<Factory aria-hidden />}>
        {profile.isPending ? (
          <CardLoading text="Loading factory..." />
        ) : isApiError(profile.error, 404) || isApiError(profile.error, 400) ? (
          <div className="space-y-3 text-center">
            <CardEmpty text="There is no such factory: it may have been closed with its account." />
            <BackLink />
          </div>
        ) : (
          <CardError message="Failed to load the factory" onRetry={() => void profile.refetch()} />
        )}
      </Card>
    );
  return <Profile profile={profile.data} social={social} />;
}

/** What other features put on another player's profile (chat's Message, Add friend, Block: app/pages). */
export type ProfileSocial = (factory: { factoryId: string; name: string }) => ReactNode;

function BackLink() {
  return (
    <Link
      to="/game/leaderboard"
      className={cn('rounded text-sm text-accent underline-offset-4 hover:underline', focusRing)}
    >
      Back to Global Rankings
    </Link>
  );
}

const COLUMNS: readonly Column[] = [
  { label: 'Machine' },
  { label: 'Level', numeric: true },
  { label: 'Count', numeric: true },
];

function Profile({ profile: p, social }: { profile: FactoryProfile; social?: ProfileSocial }) {
  const machineCount = p.machines.reduce((s, m) => s + m.count, 0);
  const mine = useFactory().data?.id === p.factoryId;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
      <Card
        title={p.name}
        icon={<Factory aria-hidden />}
        className="lg:col-span-12"
        actions={<span className="text-sm text-ink-muted">Owned by {p.ownerName}</span>}
      >
        {/* A rename is never a disguise: its last names stay in sight. */}
        <FormerNames names={p.formerNames} className="mb-3 block text-sm" />
        <StatGrid>
          <RankStat rank={p.rank} of={p.totalPlayers} />
          <Stat label="Net worth" value={formatMoney(p.netWorth)} />
          <Stat label="Machines" value={formatInteger(machineCount)} />
          <Stat label="Achievements" value={formatInteger(p.achievements.length)} />
          <Stat
            label={p.season ? `Season ${p.season.season}, ${LEAGUE_NAMES[p.season.league]}` : 'This season'}
            value={p.season ? `#${p.season.rank} of ${p.season.leaguePlayers}` : '—'}
            hint={p.season ? `${signedMoney(p.season.gain)} gained` : 'Joins with the next tick'}
          />
          <Stat
            label="Contracts kept"
            value={p.contracts.keptShare === null ? '—' : formatPercent(p.contracts.keptShare)}
            hint={`${formatInteger(p.contracts.completed)} completed, ${formatInteger(p.contracts.defaulted)} defaulted`}
          />
        </StatGrid>
        {mine ? (
          <p className="mt-4 text-xs text-ink-muted">
            This is how other players see your factory: never your cash, debt, workers, loans or maintenance.
          </p>
        ) : (
          <>
            {social?.({ factoryId: p.factoryId, name: p.name })}
            <ReportName factoryId={p.factoryId} name={p.name} />
          </>
        )}
      </Card>
      <StandingCard points={p.netWorthHistory} now={p} whose="this factory's" className="lg:col-span-12" />
      <Card title="Machines" icon={<Cog aria-hidden />} className="lg:col-span-6">
        {p.machines.length === 0 ? (
          <CardEmpty text="No machines yet." />
        ) : (
          <FitTable label="Machines by type and level" columns={COLUMNS}>
            {p.machines.map((m) => (
              <Tr key={`${m.type}-${m.level}`}>
                <Td>{m.name}</Td>
                <Td numeric>{m.level}</Td>
                <Td numeric>{formatInteger(m.count)}</Td>
              </Tr>
            ))}
          </FitTable>
        )}
      </Card>
      <Card title="Achievements" icon={<Trophy aria-hidden />} className="lg:col-span-6">
        {p.achievements.length === 0 ? (
          <CardEmpty text="No achievement reached yet." />
        ) : (
          <ul className="space-y-2 text-sm">
            {p.achievements.map((a) => (
              <li key={a.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-ink">{a.name}</span>
                <ReachedAt at={a.reachedAt} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
