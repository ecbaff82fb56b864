import type { FairPlayReport } from '@forgeworks/contract';
import { cn } from '@/shared/lib/cn';
import { formatInteger } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/Badge';
import { FindPlayerLink } from './find-player';

type Factory = FairPlayReport['flows'][number]['giver'];

/** How many accounts signed up from the factory's player's address: one alone is no signal. */
function addressNote(accounts: number): string {
  if (accounts === 0) return 'Sign-up address not kept';
  if (accounts === 1) return 'Alone at its sign-up address';
  return `${formatInteger(accounts)} accounts at its sign-up address`;
}

/** One factory of a pair: its part in it, its name finding its player, the player's name, its sign-up address's accounts. */
function FactoryBlock({ part, factory }: { part: string; factory: Factory }) {
  return (
    <div className="min-w-0 space-y-0.5">
      <span className="block text-[0.6875rem] font-medium tracking-wide text-ink-muted uppercase">{part}</span>
      <FindPlayerLink factoryId={factory.factoryId}>{factory.factoryName}</FindPlayerLink>
      <span className="block text-xs break-words text-ink-muted">{factory.playerName}</span>
      <span className={cn('block text-xs', factory.accountsAtSignUpAddress > 1 ? 'text-amber-300' : 'text-ink-muted')}>
        {addressNote(factory.accountsAtSignUpAddress)}
      </span>
    </div>
  );
}

/**
 * The two factories of a flow or a trade, each with its part ("Gave", "Buyer"…): side by side on a
 * wide screen, one above the other on a phone, so the value's column keeps its room; and whether
 * their players signed up from one address.
 */
export function FactoryPair({
  parts,
  factories,
  sameSignUpAddress,
}: {
  parts: readonly [string, string];
  factories: readonly [Factory, Factory];
  sameSignUpAddress: boolean;
}) {
  return (
    <div className="space-y-2">
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-4">
        <FactoryBlock part={parts[0]} factory={factories[0]} />
        <FactoryBlock part={parts[1]} factory={factories[1]} />
      </div>
      {sameSignUpAddress && <Badge tone="warning">Same sign-up address</Badge>}
    </div>
  );
}
