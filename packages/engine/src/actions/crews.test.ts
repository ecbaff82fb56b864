import { describe, expect, it } from 'vitest';
import { factoryWith, machine, worker } from '../../test/fixtures.js';
import { machineConfig } from '../catalog/machines.js';
import { hiringCostFor, salaryFor } from '../catalog/workers.js';
import { newFactory } from '../factory.js';
import type { ActionResult, FactoryState } from '../state.js';
import { crewOf, staffingFor } from '../tick/staffing.js';
import { buildMachine } from './build.js';
import { hireMissingCrews, missingCrew, missingCrewQuote } from './crews.js';
import { WELCOME_SETUP } from '../reports/recommendations.js';

const ctx = { now: 0 };
function ok(result: ActionResult): Extract<ActionResult, { ok: true }> {
  if (!result.ok) throw new Error(result.error.message);
  return result;
}
function ids() {
  let n = 0;
  return { newId: () => `hire-${++n}` };
}
const unstaffed = () => factoryWith([machine('p', 'POWER_PLANT'), machine('i', 'IRON_MINE')], { staffed: false });

/** The welcome box's factory, freshly built and with no one hired. */
function welcomeFactory(): FactoryState {
  let state = newFactory(1);
  WELCOME_SETUP.forEach((type, i) => (state = ok(buildMachine(state, { type, id: `m${i}` }, ctx)).state));
  return state;
}

const fullyStaffed = (state: FactoryState) =>
  state.machines.every((m) =>
    staffingFor(machineConfig(m.type, m.level), crewOf(state.workers, m.id)).requirements.every(
      (r) => r.assigned === r.needed,
    ),
  );

describe('missing crew quote', () => {
  it('lists every empty post at the skill its requirement asks, with the hiring cost and the salaries added', () => {
    // Power plant: 1 operator (skill 1), 1 technician (skill 2); iron mine: 2 operators (1), 1 technician (2).
    const quote = missingCrewQuote(unstaffed());
    expect(quote.lines).toEqual([
      { type: 'OPERATOR', skillLevel: 1, count: 3 },
      { type: 'TECHNICIAN', skillLevel: 2, count: 2 },
    ]);
    expect(quote.workers).toBe(5);
    expect(quote.hiringCost).toBe(3 * hiringCostFor('OPERATOR', 1) + 2 * hiringCostFor('TECHNICIAN', 2));
    expect(quote.salaries).toBe(3 * salaryFor('OPERATOR', 1) + 2 * salaryFor('TECHNICIAN', 2));
  });

  it('counts only what is still missing: a filled post and a worker waiting unassigned change the list', () => {
    const state = {
      ...unstaffed(),
      workers: [worker('o', 'OPERATOR', 1, 'i'), worker('spare', 'TECHNICIAN', 2, null)],
    };
    expect(missingCrew(state)).toEqual([
      { machineId: 'p', type: 'OPERATOR', skillLevel: 1 },
      { machineId: 'p', type: 'TECHNICIAN', skillLevel: 2 },
      { machineId: 'i', type: 'OPERATOR', skillLevel: 1 },
      { machineId: 'i', type: 'TECHNICIAN', skillLevel: 2 },
    ]);
  });

  it('leaves out a post its machine has no room for: a shift full of extra hands of another type', () => {
    // A level 1 power plant holds 3: three engineers fill the shift, so neither post can be filled.
    const crowded = ['e1', 'e2', 'e3'].map((id) => worker(id, 'ENGINEER', 1, 'p'));
    expect(missingCrew({ ...unstaffed(), workers: crowded }).filter((o) => o.machineId === 'p')).toEqual([]);
  });

  it('is empty for a staffed factory', () => {
    expect(missingCrewQuote(factoryWith([machine('p', 'POWER_PLANT')]))).toEqual({
      lines: [],
      workers: 0,
      posted: 0,
      hiringCost: 0,
      salaries: 0,
    });
  });
});

describe('hire missing crews', () => {
  it('staffs the welcome setup in one action for the quoted cost, each worker on its machine', () => {
    const start = welcomeFactory();
    const quote = missingCrewQuote(start);
    const result = ok(hireMissingCrews(start, ids(), ctx));
    expect(result.state.workers).toHaveLength(quote.workers);
    expect(start.cash - result.state.cash).toBe(quote.hiringCost);
    expect(result.state.workers.reduce((sum, w) => sum + w.salary, 0)).toBe(quote.salaries);
    expect(fullyStaffed(result.state)).toBe(true);
    expect(result.state.workers.every((w) => w.satisfaction === 80 && w.hiredAtTick === start.tick)).toBe(true);
    expect(result.message).toMatch(/^Hired 9 Operators, 4 Technicians for \$1,368\.00 \(\$34\.20 more in salaries/);
  });

  it('records one hiring cost for the ledger and a hire event per worker', () => {
    const result = ok(hireMissingCrews(unstaffed(), ids(), ctx));
    const costs = result.events.filter((e) => e.kind === 'cash');
    expect(costs).toEqual([{ kind: 'cash', reason: 'hiring', amount: -missingCrewQuote(unstaffed()).hiringCost }]);
    expect(result.events.filter((e) => e.kind === 'workerHired').map((e) => e.workerId)).toEqual(
      result.state.workers.map((w) => w.id),
    );
  });

  it('hires nobody when the cash falls short of the total, and says the total', () => {
    const quote = missingCrewQuote(unstaffed());
    const short = { ...unstaffed(), cash: quote.hiringCost - 1 };
    const result = hireMissingCrews(short, ids(), ctx);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'INSUFFICIENT_FUNDS',
        message: 'Insufficient funds: hiring the 5 missing crew members costs $564.00 and you have $563.99',
      },
    });
    expect(ok(hireMissingCrews({ ...short, cash: quote.hiringCost }, ids(), ctx)).state.cash).toBe(0);
  });

  it('puts workers on no machine on posts of their type first, the most skilled first, and hires the rest', () => {
    const idle = [worker('slow', 'OPERATOR', 1, null), worker('keen', 'OPERATOR', 3, null)];
    const state = { ...unstaffed(), cash: 0, workers: idle };
    // Three operator posts: the two idle operators take the first two (the skilled one first), one is hired.
    expect(missingCrewQuote(state)).toMatchObject({ workers: 3, posted: 2 });
    const rich = { ...state, cash: 1_000_000 };
    const done = ok(hireMissingCrews(rich, ids(), ctx));
    expect(done.state.workers.find((w) => w.id === 'keen')?.assignedMachineId).toBe('p');
    expect(done.state.workers.find((w) => w.id === 'slow')?.assignedMachineId).toBe('i');
    expect(done.state.workers).toHaveLength(5);
    expect(fullyStaffed(done.state)).toBe(true);
    expect(rich.cash - done.state.cash).toBe(hiringCostFor('OPERATOR', 1) + 2 * hiringCostFor('TECHNICIAN', 2));
    expect(done.message).toMatch(/; 2 workers on no machine put to work$/);
  });

  it('only puts idle workers to work, with no cash and no hiring cost, when they fill every post', () => {
    const state = {
      ...factoryWith([machine('p', 'POWER_PLANT')], { staffed: false }),
      cash: 0,
      workers: [worker('o', 'OPERATOR', 1, null), worker('t', 'TECHNICIAN', 2, null)],
    };
    const done = ok(hireMissingCrews(state, ids(), ctx));
    expect(done.state.cash).toBe(0);
    expect(done.events.filter((e) => e.kind === 'cash')).toEqual([]);
    expect(fullyStaffed(done.state)).toBe(true);
    expect(done.message).toBe('2 workers on no machine put to work');
  });

  it('refuses when every machine has its crew', () => {
    expect(hireMissingCrews(factoryWith([machine('p', 'POWER_PLANT')]), ids(), ctx)).toMatchObject({
      ok: false,
      error: { code: 'FULLY_STAFFED' },
    });
    expect(hireMissingCrews(newFactory(1), ids(), ctx)).toMatchObject({ ok: false, error: { code: 'FULLY_STAFFED' } });
  });
});
