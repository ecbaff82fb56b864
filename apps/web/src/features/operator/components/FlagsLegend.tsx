import type { AdminPlayer, PlayerFlag } from '@forgeworks/contract';

type FairPlayFlag = Extract<PlayerFlag, 'shared-address' | 'one-way-flow'>;

/** The fair-play flags as their badges name them. */
export const FLAG_NAMES: Record<FairPlayFlag, string> = {
  'shared-address': 'Shared address',
  'one-way-flow': 'One-way flow',
};

const MEANINGS: Record<FairPlayFlag, string> = {
  'shared-address':
    'more than one account signed up from this player’s address. Players behind one router share one too.',
  'one-way-flow': 'the factory gave or received in a pair where value went one way on the exchange (see Fair play).',
};

/** What the fair-play flags of the players listed mean, once above the list; nothing when none has one. */
export function FlagsLegend({ players }: { players: readonly AdminPlayer[] }) {
  const shown = (Object.keys(FLAG_NAMES) as FairPlayFlag[]).filter((flag) =>
    players.some((player) => player.flags.includes(flag)),
  );
  if (shown.length === 0) return null;
  return (
    <dl className="mb-4 space-y-1 rounded-lg bg-raised/40 px-3 py-2 text-xs">
      {shown.map((flag) => (
        <div key={flag}>
          <dt className="inline font-medium text-ink">{FLAG_NAMES[flag]}: </dt>
          <dd className="inline text-ink-muted">{MEANINGS[flag]}</dd>
        </div>
      ))}
    </dl>
  );
}
