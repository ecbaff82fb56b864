/**
 * Times advanceFactory on a 10-machine, 10-worker factory: the tick every factory of the game
 * runs every tick. Prints one JSON line; run by run.ts in a fresh process.
 */
import type { FactoryState, Machine, MachineType, WorkerType } from '@forgeworks/engine';
import { advanceFactory, machineConfig, newFactory, salaryFor, usd } from '@forgeworks/engine';

const LAYOUT: MachineType[] = [
  'POWER_PLANT',
  'POWER_PLANT',
  'COAL_MINE',
  'COAL_MINE',
  'IRON_MINE',
  'IRON_MINE',
  'IRON_MINE',
  'SMELTER',
  'SMELTER',
  'STEEL_FURNACE',
];
const CREW: [WorkerType, number, number][] = [
  ['OPERATOR', 1, 0],
  ['TECHNICIAN', 2, 0],
  ['OPERATOR', 1, 2],
  ['OPERATOR', 1, 3],
  ['OPERATOR', 1, 4],
  ['TECHNICIAN', 2, 4],
  ['OPERATOR', 1, 7],
  ['TECHNICIAN', 2, 7],
  ['OPERATOR', 2, 9],
  ['TECHNICIAN', 2, 9],
];

function factory(): FactoryState {
  const machines: Machine[] = LAYOUT.map((type, i) => ({
    id: `m${i}`,
    type,
    level: 1,
    capacity: 1,
    condition: 1,
    invested: machineConfig(type, 1).cost,
    builtAtTick: 0,
    operatingTicks: 0,
    lastMaintenanceTick: null,
    maintenance: null,
  }));
  const workers = CREW.map(([type, skillLevel, at], i) => ({
    id: `w${i}`,
    type,
    skillLevel,
    salary: salaryFor(type, skillLevel),
    satisfaction: 85,
    assignedMachineId: `m${at}`,
    hiredAtTick: 0,
  }));
  const start = newFactory(42);
  return {
    ...start,
    cash: usd(10_000_000),
    inventory: { IRON_ORE: 1e6, STEEL_BAR: 0, COAL: 1e6, ADVANCED_STEEL: 0 },
    machines,
    workers,
  };
}

const ROUND_MS = 2_000;
const ROUNDS = 5;
const now0 = Date.UTC(2026, 0, 1);
const rates: number[] = [];
let state = factory();
let tick = 0;
// Warm-up, so the JIT has settled before anything is timed.
for (let i = 0; i < 20_000; i++) state = advanceFactory(state, { tick: ++tick, now: now0 + tick * 300_000 }).state;
for (let round = 0; round < ROUNDS; round++) {
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < ROUND_MS) {
    for (let i = 0; i < 1_000; i++) state = advanceFactory(state, { tick: ++tick, now: now0 + tick * 300_000 }).state;
    n += 1_000;
    // Fresh machines now and then, so the run measures a working factory rather than a scrapyard.
    if (tick % 2_000 === 0) state = { ...state, machines: factory().machines };
  }
  rates.push((n / (performance.now() - start)) * 1000);
}
rates.sort((a, b) => a - b);
console.log(JSON.stringify({ median: rates[Math.floor(rates.length / 2)], best: rates.at(-1), rounds: rates }));
