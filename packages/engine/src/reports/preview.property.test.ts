import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { factoryArb } from '../../test/arbitraries.js';
import { buildMachine, updateMachineCapacities, upgradeMachine } from '../actions/build.js';
import type { ActionContext } from '../actions/common.js';
import { scrapMachine } from '../actions/maintenance.js';
import { hireWorker } from '../actions/workers.js';
import type { MachineType, WorkerType } from '../catalog/machines.js';
import { MACHINE_TYPES, WORKER_TYPES } from '../catalog/machines.js';
import { roundQty } from '../money.js';
import { MARKET } from '../rules.js';
import { STORED_RESOURCES } from '../resources.js';
import type { ActionResult, FactoryState } from '../state.js';
import { advanceFactory } from '../tick/tick.js';
import type { PreviewAction } from './preview.js';
import { factoryOutlook, hireInput, previewAction } from './preview.js';
import { profitProjection } from './projection.js';

const ctx: ActionContext = { now: 1_700_000_000_000 };

/** What the browser holds: the state as the `factoryState` answer carries it (JSON, no random state). */
function browserCopy(state: FactoryState): FactoryState {
  const { rng: _secret, ...rest } = state;
  return { ...(JSON.parse(JSON.stringify(rest)) as Omit<FactoryState, 'rng'>), rng: 0 };
}

/** The action as the server takes it, with its own ids. */
function serverApply(state: FactoryState, action: PreviewAction): ActionResult {
  switch (action.kind) {
    case 'capacities':
      return updateMachineCapacities(state, { machineCapacities: action.machineCapacities }, ctx);
    case 'build':
      return buildMachine(state, { type: action.type, id: 'server-machine-id' }, ctx);
    case 'upgrade':
      return upgradeMachine(state, { machineId: action.machineId }, ctx);
    case 'hire':
      return hireWorker(state, hireInput(action, 'server-worker-id'), ctx);
    case 'scrap':
      return scrapMachine(state, { machineId: action.machineId }, ctx);
  }
}

const pricesArb = fc.record(
  Object.fromEntries(
    STORED_RESOURCES.map((r) => [r, fc.integer({ min: 1, max: MARKET.BASE_PRICES[r] * 3 })]),
  ) as Record<(typeof STORED_RESOURCES)[number], fc.Arbitrary<number>>,
);

/** An action on the factory: machine indexes past its last machine name one it does not have. */
function actionArb(state: FactoryState): fc.Arbitrary<PreviewAction> {
  const machineId = fc.integer({ min: 0, max: state.machines.length }).map((i) => state.machines[i]?.id ?? 'gone');
  return fc.oneof(
    fc
      .array(fc.tuple(machineId, fc.oneof(fc.double({ min: 0.25, max: 1, noNaN: true }), fc.constant(1.5))), {
        minLength: 1,
        maxLength: 6,
      })
      .map((pairs): PreviewAction => ({ kind: 'capacities', machineCapacities: Object.fromEntries(pairs) })),
    fc.constantFrom<MachineType>(...MACHINE_TYPES).map((type): PreviewAction => ({ kind: 'build', type })),
    machineId.map((id): PreviewAction => ({ kind: 'upgrade', machineId: id })),
    fc
      .record({
        type: fc.constantFrom<WorkerType>(...WORKER_TYPES),
        skillLevel: fc.integer({ min: 0, max: 6 }),
        at: fc.option(fc.option(machineId, { nil: null }), { nil: undefined }),
      })
      .map(({ type, skillLevel, at }): PreviewAction => ({ kind: 'hire', type, skillLevel, assignedMachineId: at })),
    machineId.map((id): PreviewAction => ({ kind: 'scrap', machineId: id })),
  );
}

const caseArb = factoryArb.chain((state) => fc.tuple(fc.constant(state), actionArb(state), pricesArb));

describe('previews', () => {
  it("the browser's preview of an action is what the server's action and the next tick then do", () => {
    fc.assert(
      fc.property(caseArb, ([state, action, prices]) => {
        const preview = previewAction(browserCopy(state), action, prices, ctx);
        const done = serverApply(state, action);
        expect(preview.ok).toBe(done.ok);
        if (!preview.ok || !done.ok) {
          if (!preview.ok && !done.ok) expect(preview.error).toEqual(done.error);
          return;
        }
        // The projection the server answers after the action (operating costs, power grid…).
        const served = factoryOutlook(done.state, prices);
        const { stalls, ...figures } = preview.after;
        const { stalls: servedStalls, ...servedFigures } = served;
        expect(figures).toEqual(servedFigures);
        expect(stalls.map((s) => s.reasons)).toEqual(servedStalls.map((s) => s.reasons));
        expect(preview.after.profitPerTick).toBe(profitProjection(done.state, prices).netProfit);
        expect(preview.spends).toBe(state.cash - done.state.cash);

        // And the tick that follows makes and draws what the preview said.
        const ticked = advanceFactory(done.state, { tick: done.state.tick + 1, now: ctx.now });
        for (const r of STORED_RESOURCES) {
          expect(preview.after.output[r] ?? 0).toBe(roundQty(ticked.state.inventory[r] - done.state.inventory[r]));
        }
        expect(ticked.state.counters.powerSpent - done.state.counters.powerSpent).toBeCloseTo(
          preview.after.powerUsed,
          9,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('a preview changes nothing of the state it is given', () => {
    fc.assert(
      fc.property(caseArb, ([state, action, prices]) => {
        const copy = browserCopy(state);
        const before = JSON.stringify(copy);
        previewAction(copy, action, prices, ctx);
        expect(JSON.stringify(copy)).toBe(before);
      }),
      { numRuns: 100 },
    );
  });
});
