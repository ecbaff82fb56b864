import type { Machine, MachineType } from '@forgeworks/contract';
import { missingCrewQuote, toDollars, WELCOME_SETUP } from '@forgeworks/engine';
import { machineInfo } from '@/shared/lib/catalog';

export type FactoryStage = 'empty' | 'only-power' | 'running';

/** Which first-steps help the overview shows: the welcome box, the power plant tip, or none. */
export function factoryStage(machines: readonly Pick<Machine, 'type'>[]): FactoryStage {
  if (machines.length === 0) return 'empty';
  return machines.every((m) => m.type === 'POWER_PLANT') ? 'only-power' : 'running';
}

/** What staffing the whole welcome setup takes, as 'Hire all missing crew' quotes it: workers and dollars. */
export function welcomeCrew(setup: readonly MachineType[] = WELCOME_SETUP) {
  const quote = missingCrewQuote({
    machines: setup.map((type, i) => ({ id: `welcome-${i}`, type, level: 1 })),
    workers: [],
  });
  return { workers: quote.workers, hiringCost: toDollars(quote.hiringCost), salaries: toDollars(quote.salaries) };
}

/** How many of a machine's output one of another eats: the iron mines one smelter keeps busy. */
export function feedsPerConsumer(producer: MachineType, consumer: MachineType): number {
  const made = machineInfo(producer).outputs[0];
  const eaten = made && machineInfo(consumer).inputs.find((i) => i.resource === made.resource);
  return made && eaten ? Math.ceil(eaten.quantity / made.quantity) : 0;
}
