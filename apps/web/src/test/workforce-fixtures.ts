import type { HiringCosts, Machine, Worker } from '@forgeworks/contract';

export const option = (skillLevel: number, hiringCost: number, salary: number) => ({ skillLevel, hiringCost, salary });
export const COSTS: HiringCosts = {
  OPERATOR: [option(1, 80, 2), option(2, 108, 2.7), option(3, 136, 3.4), option(4, 164, 4.1), option(5, 192, 4.8)],
  TECHNICIAN: [option(1, 120, 3), option(2, 162, 4.05), option(3, 204, 5.1), option(4, 246, 6.15), option(5, 288, 7.2)],
  ENGINEER: [option(1, 200, 5), option(2, 270, 6.75), option(3, 340, 8.5), option(4, 410, 10.25), option(5, 480, 12)],
};

export function machine(id: string, type: Machine['type'], name: string, level = 1): Machine {
  return {
    id,
    type,
    level,
    maxLevel: 3,
    name,
    capacity: 1,
    condition: 1,
    conditionStatus: { label: 'Excellent', color: 'green' },
    totalOperatingHours: 0,
    lastMaintenanceDate: null,
    maintenance: null,
  };
}

export function worker(id: string, type: Worker['type'], assignedMachineId: string | null, skillLevel = 1): Worker {
  return { id, type, skillLevel, salary: 2, satisfaction: 80, assignedMachineId };
}
