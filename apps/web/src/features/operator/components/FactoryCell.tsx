import type { FairPlayReport } from '@forgeworks/contract';
import { formatInteger } from '@/shared/lib/format';
import { cn } from '@/shared/lib/cn';
import { FindPlayerLink } from './find-player';

type Factory = FairPlayReport['flows'][number]['giver'];

/** How many accounts signed up from the factory's player's address: one alone is no signal. */
function addressNote(accounts: number): string {
  if (accounts === 0) return 'Sign-up address not kept';
  if (accounts === 1) return 'Alone at its sign-up address';
  return `${formatInteger(accounts)} accounts at its sign-up address`;
}

/** A factory of the fair-play report: its name finding its player, the player's name, its sign-up address's accounts. */
export function FactoryCell({ factory }: { factory: Factory }) {
  return (
    <div className="min-w-0 space-y-0.5">
      <FindPlayerLink factoryId={factory.factoryId}>{factory.factoryName}</FindPlayerLink>
      <span className="block text-xs break-words text-ink-muted">{factory.playerName}</span>
      <span className={cn('block text-xs', factory.accountsAtSignUpAddress > 1 ? 'text-amber-300' : 'text-ink-muted')}>
        {addressNote(factory.accountsAtSignUpAddress)}
      </span>
    </div>
  );
}
