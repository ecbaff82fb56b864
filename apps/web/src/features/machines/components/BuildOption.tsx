import type { MachineType } from '@forgeworks/contract';
import { floorNeeded } from '@forgeworks/engine';
import { ArrowRight, Zap } from 'lucide-react';
import { machineInfo } from '@/shared/lib/catalog';
import { formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { MachineIcon } from '@/shared/ui/GameIcons';
import { SpendPreview } from '@/shared/ui/SpendPreview';
import type { ActionState } from '../lib/machine-rules';
import { RecipeLine } from './RecipeLine';

export interface BuildOptionProps {
  type: MachineType;
  state: ActionState;
  pending: boolean;
  onBuild: (type: MachineType) => void;
}

/** One machine type in the Build Machine panel: cost, recipe, power and the Build button. */
export function BuildOption({ type, state, pending, onBuild }: BuildOptionProps) {
  const info = machineInfo(type);
  const isPlant = info.powerOutput > 0;
  const reasonId = `build-${type}-reason`;

  return (
    <li className="space-y-2 py-3 first:pt-0 last:pb-0">
      <div className="flex items-start gap-3">
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-raised text-accent">
          <MachineIcon type={type} />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <h3 className="font-medium">{info.name}</h3>
            <span className="font-semibold tabular-nums">{formatMoney(info.cost)}</span>
          </div>
          <p className="text-xs text-ink-muted">{info.description}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1.5 pl-11 text-xs">
        {info.inputs.length > 0 && (
          <>
            <RecipeLine amounts={info.inputs} />
            <ArrowRight aria-label="makes" className="size-3.5 text-ink-muted" />
          </>
        )}
        <RecipeLine amounts={info.outputs} />
        <span className="text-ink-muted">per tick</span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 pl-11">
        <span className="inline-flex items-center gap-1 text-xs text-ink-muted tabular-nums">
          <Zap aria-hidden className="size-3.5" />
          <span>{isPlant ? `Generates ${info.powerOutput} power` : `Needs ${info.powerConsumption} power`}</span>
          <span aria-hidden>·</span>
          <span>{`Takes ${floorNeeded(type, 1)} floor`}</span>
        </span>
        <Button
          size="sm"
          variant={state.enabled ? 'primary' : 'secondary'}
          disabled={!state.enabled}
          pending={pending}
          aria-describedby={state.reason ? reasonId : undefined}
          aria-label={state.enabled ? `Build ${info.name}` : undefined}
          onClick={() => onBuild(type)}
        >
          {state.label}
        </Button>
      </div>
      {state.reason && (
        <p id={reasonId} className="pl-11 text-xs text-amber-300">
          {state.reason}
        </p>
      )}
      {state.enabled && (
        <SpendPreview
          action={{ kind: 'build', type }}
          crewed={{ kind: 'build', type, crewed: true }}
          className="pl-11"
        />
      )}
    </li>
  );
}
