import type { AdviceAction, MachineType } from '@forgeworks/contract';
import { Hammer } from 'lucide-react';
import { Link } from 'react-router';
import { useFactory } from '../api/factory';
import { useFactoryState } from '../api/factory-state';
import { useBuildMachine } from '../api/machines';
import { machineInfo } from '../lib/catalog';
import { crewQuote, hireAllBlocker } from '../lib/crew-quote';
import { Button } from './Button';
import { textLinkClass } from './CardLink';
import { ExtendFloorButton } from './ExtendFloorButton';
import { HireAllCrewButton } from './HireAllCrewButton';
import { buildSpend, useSpendCheck } from './SpendCheck';

/** Where the fix is made, for the advice no single button carries out. */
const PAGE_OF: Record<
  Exclude<AdviceAction['kind'], 'build' | 'hire' | 'scrap' | 'extendFloor'>,
  { to: string; label: string }
> = {
  sell: { to: '/game/market', label: 'Sell on Buy & Sell' },
  buy: { to: '/game/market', label: 'Buy on Buy & Sell' },
  emergencyRepair: { to: '/game/maintenance', label: 'Repair on Maintenance' },
  overhaul: { to: '/game/maintenance', label: 'Schedule on Maintenance' },
  upgrade: { to: '/game/machines', label: 'Upgrade on Machines' },
};

/**
 * What a piece of the engine's advice asks, as a button where the advice is read: hiring the
 * missing crews, building the machine (asked first when it is a large spend), or a link to the page
 * that does the rest.
 */
export function AdviceButton({ action }: { action: AdviceAction }) {
  if (action.kind === 'hire') return <HireCrews />;
  if (action.kind === 'build') return <Build type={action.machine} />;
  if (action.kind === 'extendFloor') return <ExtendFloor />;
  // Scrapping is final: the link opens the named machine's page on Maintenance, where its Scrap asks first.
  const page =
    action.kind === 'scrap'
      ? { to: `/game/maintenance?machine=${encodeURIComponent(action.machineId)}`, label: 'Scrap on Maintenance' }
      : PAGE_OF[action.kind];
  return (
    <Link to={page.to} className={textLinkClass}>
      {page.label}
    </Link>
  );
}

function HireCrews() {
  const factory = useFactory().data;
  const state = useFactoryState().data;
  if (!factory || !state) return null;
  const quote = crewQuote(factory.machines, state.state.workers);
  return <HireAllCrewButton quote={quote} cash={factory.cash} blocker={hireAllBlocker(quote, factory.cash)} />;
}

function ExtendFloor() {
  const factory = useFactory().data;
  return factory ? <ExtendFloorButton floor={factory.floor} cash={factory.cash} /> : null;
}

function Build({ type }: { type: MachineType }) {
  const build = useBuildMachine();
  const spend = useSpendCheck({ pending: build.isPending, cash: useFactory().data?.cash });
  const info = machineInfo(type);
  return (
    <>
      <Button
        size="sm"
        pending={build.isPending}
        icon={<Hammer aria-hidden className="size-4" />}
        onClick={() => spend.check(buildSpend(type, (done) => build.mutate({ type }, { onSettled: done })))}
      >
        Build {info.name}
      </Button>
      {spend.dialog}
    </>
  );
}
