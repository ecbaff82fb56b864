import { machineConfig } from '../catalog/machines.js';
import { formatUsd } from '../market/format.js';
import { POWER, THRESHOLDS } from '../rules.js';
import type { FactoryState } from '../state.js';
import type { ProductionPlan } from '../tick/plan.js';
import { planProduction } from '../tick/plan.js';
import { powerBudget } from '../tick/power-budget.js';
import { productionChain } from './production.js';
import { workforceAnalysis } from './workforce.js';

/** Advice, most urgent first; the UI shows the first few. */
export function recommendations(state: FactoryState, plan: ProductionPlan = planProduction(state)): string[] {
  if (state.machines.length === 0) {
    return ['Start with a Power Plant, then an Iron Mine and a Smelter, and sell your steel bars.'];
  }
  const advice: string[] = [];
  const deficit = plan.actualConsumption - plan.actualGeneration;
  if (deficit > 0) {
    const plants = Math.ceil(deficit / POWER.ADVICE_PLANT_OUTPUT);
    advice.push(
      `Power deficit of ${deficit.toFixed(1)}: build ${plants} more power plant${plants === 1 ? '' : 's'}, or lower the capacity of some machines.`,
    );
  }
  const plants = state.machines.filter((m) => m.type === 'POWER_PLANT' && m.condition > 0);
  const coalForPlants = plants.reduce(
    (s, m) => s + (machineConfig(m.type, m.level).inputs[0]?.quantity ?? 0) * m.capacity,
    0,
  );
  if (coalForPlants > 0 && state.inventory.COAL < coalForPlants)
    advice.push('Your power plants are running out of coal: build a Coal Mine.');
  if (plan.fundingFactor < 1)
    advice.push(
      "Cash does not cover this tick's running costs, so production is halved: sell stock or take an emergency loan.",
    );
  else if (state.cash < THRESHOLDS.LOW_CASH)
    advice.push(`Cash is low (under ${formatUsd(THRESHOLDS.LOW_CASH)}): sell some stock before you build again.`);
  const broken = state.machines.filter((m) => m.condition <= 0).length;
  if (broken > 0)
    advice.push(
      `${broken} machine${broken === 1 ? ' is' : 's are'} broken: an emergency repair gets ${broken === 1 ? 'it' : 'them'} running again.`,
    );
  const understaffed = workforceAnalysis(state).understaffedMachines.length;
  if (understaffed > 0)
    advice.push(
      `${understaffed} machine${understaffed === 1 ? ' misses' : 's miss'} workers: hire staff to reach full output.`,
    );
  const chain = productionChain(state, plan);
  const starved = plan.machines.filter(
    (mp) =>
      mp.active &&
      machineConfig(mp.machine.type, mp.machine.level).inputs.length > 0 &&
      mp.runFactor < mp.machine.capacity * 0.5,
  );
  if (starved.length > 0) advice.push('Some machines are short of inputs: build more mines to feed them.');
  const netIron = chain.find((c) => c.resource === 'IRON_ORE')?.netRate ?? 0;
  if (netIron >= THRESHOLDS.EXPANSION_NET_IRON && state.cash >= THRESHOLDS.EXPANSION_CASH) {
    advice.push('You have spare iron ore and cash: a Smelter or Steel Furnace would turn it into steel bars.');
  }
  if (powerBudget(state).spare < POWER.LOW_NET_POWER)
    advice.push('Little spare power is left: add a Power Plant before your next machine.');
  return advice;
}
