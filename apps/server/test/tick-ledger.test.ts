import type { FactoryState } from '@forgeworks/engine';
import { runFactoryTick } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import { seedFactories } from '../src/dev/seed-factories.js';
import { tenMachineFactory } from '../src/dev/ten-machine-factory.js';
import type { RecentLedger } from '../src/codecs/recent-ledger.js';
import { addPending, emptyRecent, parseRecent, recordTick, serializeRecent } from '../src/codecs/recent-ledger.js';
import { currentMarket } from '../src/market/state.js';
import { runTick } from '../src/tick/run-tick.js';
import { useTestDatabase } from './helper.js';

const FACTORIES = 4;
const NOW = Date.UTC(2026, 10, 23);

const database = useTestDatabase();

const stored = async () =>
  rowsOf<{ name: string; recent_ledger: Uint8Array }>(
    await database().db.execute(sql`SELECT name, recent_ledger FROM factories ORDER BY name`),
  ).map((r) => Buffer.from(r.recent_ledger));

describe('the recent ledger through the tick', () => {
  it('holds what reading and rewriting it every tick would: plain ticks spliced, pending and hour-closing ticks whole', async () => {
    // The same factories advanced here, by the engine and the ledger's own functions, are the reference.
    const states: FactoryState[] = [];
    const recents: RecentLedger[] = [];
    await seedFactories(database().db, FACTORIES, (i) => {
      states[i] = tenMachineFactory(i + 1);
      recents[i] = emptyRecent();
      return { state: states[i]! };
    });
    const names = rowsOf<{ name: string }>(await database().db.execute(sql`SELECT name FROM factories ORDER BY name`));
    const order = names.map((n) => Number(/Player (\d+)/.exec(n.name)![1]));
    const addAction = async (i: number, nextTick: number) => {
      recents[i] = addPending(recents[i]!, nextTick, [
        { kind: 'cash', reason: 'sale', amount: 4_200, resource: 'COAL', quantity: 1.5 },
      ]);
      await database().db.execute(
        sql`UPDATE factories SET recent_ledger = ${serializeRecent(recents[i]!)} WHERE name = ${`Player ${i}'s Factory`}`,
      );
    };
    for (let t = 1; t <= 27; t++) {
      if (t === 7 || t === 12 || t === 20) await addAction(t % FACTORIES, t);
      const market = await currentMarket(database().db);
      expect((await runTick(database().db, t, { now: NOW, tickMs: 300_000 })).factories).toBe(FACTORIES);
      for (let i = 0; i < FACTORIES; i++) {
        const result = runFactoryTick(states[i]!, { tick: t, now: NOW, market });
        states[i] = result.state;
        recents[i] = recordTick(recents[i]!, t, result.events);
      }
      const columns = await stored();
      for (let k = 0; k < FACTORIES; k++) {
        const i = order[k]!;
        expect({ t, i, column: columns[k] }).toEqual({ t, i, column: serializeRecent(recents[i]!) });
      }
    }
    // The last hour's twelve ticks are kept, and nothing is left pending.
    const last = parseRecent((await stored())[order.indexOf(20 % FACTORIES)]!);
    expect(last.rows.map((r) => r.tick)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27]);
    expect(last.pending).toBeNull();
  });
});
