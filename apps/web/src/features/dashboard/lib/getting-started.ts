import type { Machine } from '@forgeworks/contract';

export type FactoryStage = 'empty' | 'only-power' | 'running';

/** Which first-steps help the overview shows: the welcome box, the power plant tip, or none. */
export function factoryStage(machines: readonly Pick<Machine, 'type'>[]): FactoryStage {
  if (machines.length === 0) return 'empty';
  return machines.every((m) => m.type === 'POWER_PLANT') ? 'only-power' : 'running';
}
