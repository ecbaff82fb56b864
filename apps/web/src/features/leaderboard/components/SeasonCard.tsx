import type { League, Season, SeasonEntry, SeasonStanding } from '@forgeworks/contract';
import { CalendarClock, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/shared/lib/cn';
import { formatMoney } from '@/shared/lib/format';
import { QueryCard, type QueryTexts } from '@/shared/ui/QueryCard';
import { type Column, FitTable } from '@/shared/ui/Table';
import { Segmented } from '@/shared/ui/Tabs';
import { useSeason } from '../api/seasons';
import { TOP_SIZE } from '../lib/leaderboard';
import { LEAGUE_NAMES, leagueBand, moveUpLines, ownSeasonRowBelow, signedMoney, timeLeft } from '../lib/seasons';
import { BelowTop } from './BelowTop';
import { BoardRow } from './BoardRow';
import { SeasonRules } from './SeasonRules';

const TEXTS: QueryTexts<Season> = {
  loading: 'Loading the season...',
  error: (e) => `Error loading the season: ${e.message}`,
};

const COLUMNS: readonly Column[] = [
  { label: 'Rank', className: 'w-16' },
  { label: 'Factory' },
  { label: 'Gained', numeric: true },
];

/**
 * The board that matters now: this season's top ten of a league (the player's own by default) by net
 * worth gained, the player's place and what it takes to move up, and the season's rules.
 */
export function SeasonCard({ className }: { className?: string }) {
  const [league, setLeague] = useState<League | undefined>();
  const season = useSeason(league);
  const shown = league ?? season.data?.league;
  // Only the board below changes with the league: a group of choices, not tabs with panels.
  const picker = shown && (
    <Segmented
      label="League"
      value={shown}
      onValueChange={setLeague}
      options={(Object.keys(LEAGUE_NAMES) as League[]).map((l) => ({ value: l, label: LEAGUE_NAMES[l] }))}
    />
  );
  return (
    <QueryCard
      title="This Season"
      icon={<CalendarClock aria-hidden />}
      actions={picker}
      className={className}
      query={season}
      texts={TEXTS}
    >
      {(data) => <SeasonBody season={data} />}
    </QueryCard>
  );
}

function SeasonBody({ season }: { season: Season }) {
  const below = ownSeasonRowBelow(season);
  const players = season.leagues.find((l) => l.league === season.league)?.players ?? 0;
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">
        Season {season.season}, {timeLeft(season.ticksLeft)}. {LEAGUE_NAMES[season.league]} league (net worth{' '}
        {leagueBand(season.league)}): {players} {players === 1 ? 'factory' : 'factories'}.
      </p>
      {season.me && <OwnPlace me={season.me} />}
      {season.top.length === 0 ? (
        <p className="text-sm text-ink-muted">No factory plays this league this season.</p>
      ) : (
        <FitTable
          label={`Top ${TOP_SIZE} of the ${LEAGUE_NAMES[season.league]} league by net worth gained`}
          columns={COLUMNS}
        >
          {season.top.map((e) => (
            <SeasonRow key={e.factoryId} entry={e} mine={e.factoryId === season.me?.factoryId} />
          ))}
          {below && (
            <BelowTop rank={below.rank} columns={COLUMNS.length}>
              <SeasonRow entry={below} mine />
            </BelowTop>
          )}
        </FitTable>
      )}
      <SeasonRules />
    </div>
  );
}

/** The player's place in their league and what it takes to move up. */
function OwnPlace({ me }: { me: SeasonStanding }) {
  return (
    <div className="space-y-1 rounded-lg border border-line/60 bg-raised/40 p-3 text-sm" data-testid="season-place">
      <p className="flex flex-wrap items-baseline gap-x-2 text-ink">
        <TrendingUp aria-hidden className="size-4 self-center text-accent" />
        <span className="font-semibold">
          #{me.rank} of {me.leaguePlayers}
        </span>
        <span>in {LEAGUE_NAMES[me.league]}</span>
        <span className={cn('tabular-nums', me.gain < 0 ? 'text-red-300' : 'text-emerald-300')}>
          {signedMoney(me.gain)} this season
        </span>
      </p>
      {moveUpLines(me).map((line) => (
        <p key={line} className="text-ink-muted">
          {line}
        </p>
      ))}
    </div>
  );
}

function SeasonRow({ entry, mine }: { entry: SeasonEntry; mine: boolean }) {
  return (
    <BoardRow
      entry={entry}
      mine={mine}
      detail={
        <span className="block text-xs text-ink-muted">net worth {formatMoney(entry.netWorth, { compact: true })}</span>
      }
      valueClassName={entry.gain < 0 ? 'text-red-300' : undefined}
    >
      {signedMoney(entry.gain)}
    </BoardRow>
  );
}
