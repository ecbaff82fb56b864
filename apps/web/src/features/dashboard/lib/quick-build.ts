import type { MachineType } from '@forgeworks/contract';
import { lacksSparePower, WELCOME_SETUP } from '@forgeworks/engine';
import { machineInfo } from '@/shared/lib/catalog';

/**
 * The Factory Overview's quick-build buttons: the welcome box's machines in its order, so following
 * it is left to right, then the rest of the spec's buttons (the steel furnace).
 */
export const QUICK_BUILD_TYPES: readonly MachineType[] = [...new Set<MachineType>([...WELCOME_SETUP, 'STEEL_FURNACE'])];

export type QuickBuildBlock = 'pending' | 'funds' | 'power' | null;

export interface QuickBuildOption {
  type: MachineType;
  name: string;
  /** Level-1 cost in dollars, from the catalog (the coal mine is $3,000: docs/adr/0001). */
  cost: number;
  /** Power the machine draws at level 1 (0 for a power plant). */
  powerConsumption: number;
  disabled: boolean;
  /** Why it is disabled, if it is. */
  block: QuickBuildBlock;
  /** What the button says about building now. */
  status: string;
}

export interface QuickBuildContext {
  cash: number;
  /** factory.powerCapacity − factory.powerUsed: the engine's `powerBudget`, worn machines' extra draw counted. */
  netPower: number;
  /** A build is in flight: every button waits. */
  pending: boolean;
}

/**
 * Spec section 5: disabled when cash is below the cost or a build is pending (the label then
 * reads 'Insufficient Funds' when cash is short); machines that use power are also blocked when
 * net power is below their consumption.
 */
export function quickBuildOption(type: MachineType, { cash, netPower, pending }: QuickBuildContext): QuickBuildOption {
  const info = machineInfo(type);
  const base = { type, name: info.name, cost: info.cost, powerConsumption: info.powerConsumption };
  const needsPower = lacksSparePower(netPower, info.powerConsumption);
  let block: QuickBuildBlock = null;
  let status = 'Build';
  if (cash < info.cost) {
    block = 'funds';
    status = 'Insufficient Funds';
  } else if (needsPower) {
    block = 'power';
    status = `Needs ${info.powerConsumption} power`;
  } else if (pending) {
    block = 'pending';
  }
  return { ...base, disabled: block !== null, block, status };
}
