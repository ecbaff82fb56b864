import type { ActionResult, FactoryState } from '@forgeworks/engine';
import {
  advanceFactory,
  buildMachine,
  DEFAULT_STANDING_ORDERS,
  emptyInventory,
  hireWorker,
  newFactory,
  scheduleMaintenance,
} from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { columnsFromState, stateFromColumns } from '../src/codecs/state-columns.js';
import { ByteWriter } from '../src/codecs/bytes.js';
import { decodeState, encodeState, STATE_VERSION } from '../src/codecs/state.js';
import { decodeJsonState } from '../src/upgrades/legacy-state.js';
import { VERSION_2_MONEY, VERSION_2_STATE } from './legacy-states.js';

const roundTrip = (state: FactoryState) => stateFromColumns(columnsFromState(state));

function ok(result: ActionResult): FactoryState {
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

describe('the stored state', () => {
  it('gives back exactly the state the engine made, tick after tick of a working factory', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    let state = newFactory(7);
    for (const [i, type] of (['POWER_PLANT', 'COAL_MINE', 'IRON_MINE', 'SMELTER'] as const).entries())
      state = ok(buildMachine(state, { type, id: `m${i}` }, { now }));
    state = ok(hireWorker(state, { id: 'w1', type: 'OPERATOR', skillLevel: 1 }, { now }));
    state = ok(hireWorker(state, { id: 'w2', type: 'ENGINEER', skillLevel: 3, assignedMachineId: null }, { now }));
    state = ok(scheduleMaintenance(state, { machineId: 'm2', maintenanceType: 'PREVENTIVE' }, { now }));
    for (let t = 1; t <= 40; t++) {
      state = advanceFactory(state, { tick: t, now: now + t * 300_000 }).state;
      expect(roundTrip(state)).toEqual(state);
    }
    expect(state.achievements.FIRST_SMELTER).toBeDefined();
    expect(state.challenge).not.toBeNull();
  });

  it('keeps broken machines, claimed challenges and lifetime counters', () => {
    const state: FactoryState = {
      ...newFactory(1),
      tick: 99,
      cash: 123_456,
      debt: 789,
      machines: [
        {
          id: 'b',
          type: 'STEEL_MILL',
          level: 3,
          capacity: 0.25,
          condition: 0,
          invested: 28_000_000,
          builtAtTick: 4,
          operatingTicks: 80,
          lastMaintenanceTick: 50,
          maintenance: null,
        },
      ],
      achievements: { FIRST_MACHINE: 1000, TEN_MACHINES: 0 },
      challenge: { day: 20415, challengeId: 'D20415-REACH_CASH', current: 42, completedAt: 5, claimedAt: 6 },
    };
    expect(roundTrip(state)).toEqual(state);
  });

  it('keeps the standing orders and automatic maintenance the player set, and the defaults as the shared defaults', () => {
    const base = newFactory(2);
    expect(roundTrip(base).standingOrders).toBe(DEFAULT_STANDING_ORDERS);
    const set: FactoryState = {
      ...base,
      standingOrders: [
        { resource: 'COAL', keep: 40.5, minPrice: null },
        { resource: 'STEEL_BAR', keep: null, minPrice: 9_000 },
        { resource: 'ADVANCED_STEEL', keep: 0, minPrice: 1 },
      ],
      autoMaintenance: false,
    };
    expect(roundTrip(set)).toEqual(set);
    const none = { ...base, standingOrders: [] };
    expect(roundTrip(none)).toEqual(none);
  });

  it('reads rows written before standing instructions as a new factory’s: products sold, maintenance on', () => {
    const { tick, cash, debt, ...stored } = { ...newFactory(8), standingOrders: [], autoMaintenance: false };
    const bytes = encodeState(stored);
    // Such a row ends after the sales of the tick: the orders (an empty list, 1 byte), the switch (1 byte),
    // the purchases (two empty inventories, 1 byte each), what was conceded (0, 1 byte), the bought stock
    // (an empty inventory, 1 byte) and the extra floor (0, 1 byte) are not there.
    const older = bytes.subarray(0, bytes.length - 7);
    const read = decodeState(older, { tick, cash, debt });
    expect(read.standingOrders).toBe(DEFAULT_STANDING_ORDERS);
    expect(read.autoMaintenance).toBe(true);
    expect({ ...read, standingOrders: [], autoMaintenance: false }).toEqual({ ...stored, tick, cash, debt });
    expect(() => decodeState(bytes.subarray(0, bytes.length - 4), { tick, cash, debt })).toThrow();
  });

  it('reads rows written before buying as having bought nothing, and keeps purchases', () => {
    const { tick, cash, debt, ...stored } = newFactory(9);
    const bytes = encodeState(stored);
    // The two empty inventories (this tick's purchases and the lifetime count), nothing conceded, no bought
    // stock and no extra floor take a byte each.
    const read = decodeState(bytes.subarray(0, bytes.length - 5), { tick, cash, debt });
    expect(read).toEqual({ ...stored, tick, cash, debt });
    const buyer = {
      ...stored,
      purchasesThisTick: { ...stored.purchasesThisTick, COAL: 12 },
      counters: { ...stored.counters, bought: { ...stored.counters.bought, COAL: 40, IRON_ORE: 7 } },
    };
    expect(decodeState(encodeState(buyer), { tick, cash, debt })).toEqual({ ...buyer, tick, cash, debt });
  });

  it('reads rows written before fair play as having conceded nothing, and keeps what was conceded', () => {
    const { tick, cash, debt, ...stored } = newFactory(10);
    const bytes = encodeState(stored);
    expect(decodeState(bytes.subarray(0, bytes.length - 3), { tick, cash, debt })).toEqual({
      ...stored,
      tick,
      cash,
      debt,
    });
    const giver = { ...stored, counters: { ...stored.counters, conceded: 123_456 } };
    expect(decodeState(encodeState(giver), { tick, cash, debt })).toEqual({ ...giver, tick, cash, debt });
  });

  it('reads rows written before bought stock was kept apart as holding none, and keeps bought stock (issue 45)', () => {
    const { tick, cash, debt, ...stored } = newFactory(11);
    const holder = { ...stored, boughtStock: { ...stored.boughtStock, STEEL_BAR: 13, COAL: 2.5 } };
    const bytes = encodeState(holder);
    expect(decodeState(encodeState(holder), { tick, cash, debt })).toEqual({ ...holder, tick, cash, debt });
    // Such a row ends after what was conceded: the bought stock and the extra floor (a byte each here) are not there.
    const older = encodeState(stored).subarray(0, encodeState(stored).length - 2);
    expect(decodeState(older, { tick, cash, debt })).toEqual({ ...stored, tick, cash, debt });
    expect(bytes.length).toBeGreaterThan(encodeState(stored).length);
  });

  it('reads rows written before floor extensions as having none, and keeps the floor a factory bought', () => {
    const { tick, cash, debt, ...stored } = newFactory(12);
    const extended = { ...stored, extraFloor: 30 };
    expect(decodeState(encodeState(extended), { tick, cash, debt })).toEqual({ ...extended, tick, cash, debt });
    // Such a row ends after the bought stock: the extra floor (0, one byte) is not there.
    const older = encodeState(stored).subarray(0, encodeState(stored).length - 1);
    expect(decodeState(older, { tick, cash, debt })).toEqual({ ...stored, tick, cash, debt });
  });

  it("reads a row of the four goods' days (before the works) with the works' goods as none, and writes it back with them", () => {
    // The byte form as it was written then: every inventory four numbers long, six machine types counted.
    const four = (...values: number[]) =>
      w.number(4).number(values[0]!).number(values[1]!).number(values[2]!).number(values[3]!);
    const w = new ByteWriter();
    w.number(STATE_VERSION);
    four(40, 3, 100, 1);
    w.number(0).number(0).number(77).number(2).number(0).number(6);
    for (let i = 0; i < 6; i++) w.number(i === 0 ? 2 : 0);
    four(50, 3, 0, 1);
    four(10, 0, 0, 0);
    w.number(12).number(0).number(null);
    four(0, 0, 0, 0);
    w.number(null).number(1).number(0).number(0).number(0).number(0);
    const read = decodeState(w.finish(), { tick: 9, cash: 100, debt: 0 });
    expect(read.inventory).toEqual({ ...emptyInventory(), IRON_ORE: 40, STEEL_BAR: 3, COAL: 100, ADVANCED_STEEL: 1 });
    expect(read.counters.produced).toEqual({ ...emptyInventory(), IRON_ORE: 50, STEEL_BAR: 3, ADVANCED_STEEL: 1 });
    expect(read.counters.builtByType).toEqual({ IRON_MINE: 2 });
    expect(read.standingOrders).toBe(DEFAULT_STANDING_ORDERS);
    const { tick, cash, debt, ...stored } = read;
    expect(decodeState(encodeState(stored), { tick, cash, debt })).toEqual(read);
  });

  it('is much smaller than the engine’s objects', () => {
    const state = newFactory(3);
    expect(columnsFromState(state).state.length).toBeLessThan(JSON.stringify(state).length / 3);
  });

  it("keeps a worker's machine by its place, and a machine the list lacks by its id", () => {
    const now = Date.UTC(2026, 10, 23, 12);
    let state = ok(buildMachine(newFactory(5), { type: 'POWER_PLANT', id: 'power-plant-id' }, { now }));
    state = ok(buildMachine(state, { type: 'COAL_MINE', id: 'coal-mine-id' }, { now }));
    state = ok(
      hireWorker(state, { id: 'w1', type: 'OPERATOR', skillLevel: 1, assignedMachineId: 'coal-mine-id' }, { now }),
    );
    expect(state.workers[0]!.assignedMachineId).toBe('coal-mine-id');
    expect(
      columnsFromState(state)
        .state.toString('latin1')
        .match(/coal-mine-id/g),
    ).toHaveLength(1);
    expect(roundTrip(state)).toEqual(state);
    const stray = { ...state, workers: [{ ...state.workers[0]!, assignedMachineId: 'scrapped-id' }] };
    expect(roundTrip(stray)).toEqual(stray);
  });

  it('keeps every kind of number exactly: negative, fractional, beyond 2^50, and the ends of the safe range', () => {
    const numbers = [0, 1, -1, 63, 64, -64, 2 ** 31, -(2 ** 31) - 1, 2 ** 50 - 1, 2 ** 50, -(2 ** 50), 0.1, -2.5, 1e-9];
    // Where the writer changes arithmetic: beyond 32 bits once scaled, and low 28 bits all zero or all one.
    const widths = [2 ** 29 - 1, 2 ** 29, -(2 ** 29), 2 ** 30, 2 ** 32 - 1, 2 ** 32, 2 ** 40 + 2 ** 26, -(2 ** 40)];
    const edges = [...numbers, ...widths, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 1795435200000];
    const base = newFactory(9);
    for (const x of edges) {
      const state: FactoryState = { ...base, rng: x, counters: { ...base.counters, powerSpent: x } };
      expect(roundTrip(state)).toEqual(state);
    }
  });

  it('keeps ids of any text: non-ASCII, long, empty', () => {
    const base = newFactory(6);
    const shortOnes = ['a', 'Ab3_-x9QzT0k', 'x'.repeat(16), 'x'.repeat(17), 'abcdefghijkl\u00e9', 'é'];
    for (const id of ['Zoë’s mill ⚙', 'x'.repeat(70), 'é'.repeat(40), '', ...shortOnes]) {
      const state: FactoryState = {
        ...base,
        challenge: { day: 1, challengeId: id, current: 0, completedAt: null, claimedAt: null },
      };
      expect(roundTrip(state)).toEqual(state);
    }
  });

  it('refuses bytes that are cut short or run on, rather than reading a wrong factory', () => {
    const { tick, cash, debt, ...stored } = newFactory(4);
    const bytes = encodeState(stored);
    expect(() => decodeState(bytes.subarray(0, bytes.length - 6), { tick, cash, debt })).toThrow();
    expect(() => decodeState(Buffer.concat([bytes, Buffer.from([0])]), { tick, cash, debt })).toThrow();
  });
});

describe('states stored as JSON before the byte form', () => {
  const money = VERSION_2_MONEY;
  const version2 = VERSION_2_STATE;

  it('reads version 2 rows, as text and as the bytes the migration made of them, and re-encodes them to the same state', () => {
    const state = decodeJsonState(version2, money);
    expect(state.machines.map((m) => m.id)).toEqual(['power-plant-id', 'coal-mine-id']);
    expect(state.workers[0]!.assignedMachineId).toBe('coal-mine-id');
    expect(state.inventory.COAL).toBe(108.25);
    expect(state.standingOrders).toBe(DEFAULT_STANDING_ORDERS);
    expect(state.autoMaintenance).toBe(true);
    expect(state.achievements.FIRST_MACHINE).toBe(1795435200000);
    expect(decodeJsonState(Buffer.from(version2, 'utf8'), money)).toEqual(state);
    expect(roundTrip(state)).toEqual(state);
  });

  it("reads version 2 rows written before workers' machines went by place", () => {
    const byId = version2.replace('["w1",0,1,200,86,1,0]', '["w1",0,1,200,86,"coal-mine-id",0]');
    expect(decodeJsonState(byId, money)).toEqual(decodeJsonState(version2, money));
  });

  it('reads version 1 rows (the engine’s objects), parsed or as text', () => {
    const factory = newFactory(3);
    const { tick, cash, debt, ...stored } = factory;
    expect(decodeJsonState(JSON.stringify(stored), { tick, cash, debt })).toEqual(factory);
    expect(decodeJsonState(stored, { tick, cash, debt })).toEqual(factory);
    expect(decodeJsonState(Buffer.from(JSON.stringify(stored)), { tick, cash, debt })).toEqual(factory);
  });
});
