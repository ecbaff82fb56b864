/**
 * Seeds N factories (10 machines, 10 workers each, an hour of history) into a fresh database
 * and times full ticks through the server's own runTick. Prints one JSON line; run.ts runs it
 * once per engine in a fresh process.
 *   node workload.mjs --engine pglite --factories 20000 [--url postgres://…]
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { advanceFactory } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { rowsOf } from '../../apps/server/src/db/rows.js';
import { seedFactories } from '../../apps/server/src/dev/seed-factories.js';
import type { RecentLedger } from '../../apps/server/src/history/recent.js';
import { emptyRecent, recordTick } from '../../apps/server/src/history/recent.js';
import { engineTickOptions, runTick } from '../../apps/server/src/tick/run-tick.js';
import { tenMachineFactory } from '../../apps/server/src/dev/ten-machine-factory.js';

const { values } = parseArgs({
  options: { engine: { type: 'string' }, factories: { type: 'string' }, url: { type: 'string' } },
});
const engine = values.engine === 'postgres' ? 'postgres' : 'pglite';
const N = Number(values.factories ?? 20_000);
const TICK_MS = 300_000;
const HISTORY_TICKS = 11;
const dir = mkdtempSync(`${tmpdir()}/forgeworks-bench-`);
const database = await openDatabase({ databaseUrl: engine === 'postgres' ? values.url : undefined, dataDir: dir });
const db = database.db;

/** An hour of play less one tick, so the timed ticks write rows of their steady size. */
function seasoned(seed: number): { state: ReturnType<typeof tenMachineFactory>; recent: RecentLedger } {
  let state = tenMachineFactory(seed, () => randomUUID());
  let recent = emptyRecent();
  for (let t = 1; t <= HISTORY_TICKS; t++) {
    const result = advanceFactory(state, { tick: t, now: Date.UTC(2026, 0, 1) + t * TICK_MS });
    state = result.state;
    recent = recordTick(recent, t, result.events);
  }
  return { state, recent };
}

const seedStarted = performance.now();
await seedFactories(db, N, (i) => seasoned(i + 1), { prefix: 'bench' });
await db.execute(sql`INSERT INTO tick_runs (tick, finished_at) VALUES (${HISTORY_TICKS}, now())`);
if (engine === 'postgres') await db.execute(sql`VACUUM ANALYZE`);
const seedMs = performance.now() - seedStarted;

const ticks: { tick: number; factories: number; ms: number; perSecond: number; closesHour: boolean }[] = [];
for (let tick = HISTORY_TICKS + 1; tick <= HISTORY_TICKS + 4; tick++) {
  const report = await runTick(db, tick, { now: Date.now(), tickMs: TICK_MS, ...engineTickOptions(engine) });
  if (report.factories !== N) throw new Error(`tick ${tick} advanced ${report.factories} of ${N} factories`);
  ticks.push({ ...report, tick, perSecond: (N / report.ms) * 1000, closesHour: tick % 12 === 0 });
}

const size = async (table: string) =>
  Number(rowsOf<{ n: string }>(await db.execute(sql.raw(`SELECT pg_total_relation_size('${table}') AS n`)))[0]!.n);
const hourRows = Number(
  rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM factory_hours`))[0]!.n,
);
const bytes = {
  factoryRow: (await size('factories')) / N,
  hourRow: hourRows > 0 ? (await size('factory_hours')) / hourRows : 0,
};
await database.close();
rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify({ engine, factories: N, seedMs, ticks, bytes }));
