/**
 * `npx tsx bench/tick/parts.ts` — where a plain tick's server CPU goes for one factory, part by part,
 * without the database: the tick bench's factories (bench/tick/factories.ts) seasoned an hour
 * less two ticks, each part run over FACTORIES distinct rows in a loop of its own, bundled as the
 * server ships (esbuild; tsx would wrap every function), µs a factory. The parts are the steps of
 * `advanceRow` (tick/advance.ts) in its order; their sum against the whole shows what the loop
 * around them costs. A plain tick splices its ledger row in (the claim reads only the ledger's head);
 * the hour-closing tick reads the hour's rows and rewrites the ledger, shown apart.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { ROOT } from '../lib/report.js';
import { bundleForBench } from '../lib/bundle.js';
import { SERVER_NODE_FLAGS } from '../lib/server.js';

const entry = `${ROOT}.bench-tmp/tick-parts-entry.ts`;
mkdirSync(`${ROOT}.bench-tmp`, { recursive: true });
writeFileSync(
  entry,
  `
import { maintenanceRecords, netWorth, newMarket, runFactoryTick, sellPrices } from '@forgeworks/engine';
import { encodeState } from '../apps/server/src/codecs/state.js';
import { columnsFromState, stateFromColumns } from '../apps/server/src/codecs/state-columns.js';
import { recentForTicks, serializeRecent } from '../apps/server/src/codecs/recent-ledger.js';
import { happenings, tickWarnings } from '../apps/server/src/events/happenings.js';
import { newUnlocks } from '../apps/server/src/achievements/unlocks.js';
import { newPartId } from '../apps/server/src/factories/part-ids.js';
import { HISTORY_TICKS as HISTORY, runsWorks, seasoned } from '../bench/tick/factories.js';
import { advanceRow } from '../apps/server/src/tick/advance.js';

const FACTORIES = Number(process.env.FACTORIES ?? 2000);
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const TICK_MS = 300_000;
const at = (t) => Date.UTC(2026, 0, 1) + t * TICK_MS;
const market = newMarket(1);
const prices = sellPrices(market);
const rows = [];
for (let i = 1; i <= FACTORIES; i++) {
  const { state, recent } = seasoned(i, newPartId, market);
  const c = columnsFromState(state, prices);
  rows.push({ id: String(i).padStart(36, '0'), tick: c.tick, cash: c.cash, debt: c.debt, state: c.state, recent_ledger: serializeRecent(recent) });
}
const tick = HISTORY + 1;
const ctx = { tick, now: at(tick), market };
const states = rows.map((r) => stateFromColumns(r));
const results = states.map((s) => runFactoryTick(s, ctx));
const after = results.map((r) => r.state);
const parts = [
  ['decode the state', (i) => stateFromColumns(rows[i])],
  ['the engine: standing instructions and the tick', (i) => runFactoryTick(states[i], ctx)],
  ['happenings and warnings', (i) => { happenings(results[i].events, states[i].debt, after[i]); tickWarnings(tick, ctx.now, TICK_MS, states[i], results[i].events, after[i]); }],
  ['maintenance records', (i) => maintenanceRecords(results[i].events, after[i])],
  ['the ledger row (spliced: a plain tick)', (i) => { const r = recentForTicks(rows[i].recent_ledger.subarray(0, 16), true); r.record(tick, results[i].events); r.written(); }],
  ['net worth', (i) => netWorth(after[i], prices)],
  ['encode the state', (i) => encodeState(after[i])],
  ['achievements reached', (i) => newUnlocks(rows[i].id, states[i], after[i])],
];
const advance = (i) => advanceRow({ ...rows[i], recent_ledger: rows[i].recent_ledger.subarray(0, 16), recent_head_only: true }, tick, { now: ctx.now, tickMs: TICK_MS, market, prices });
const whole = [
  ['advanceRow, a plain tick (all of the above)', advance],
  ['the ledger read and rewritten whole (an hour-closing tick)', (i) => { const r = recentForTicks(rows[i].recent_ledger, false); r.record(HISTORY + 2, results[i].events); r.written(); }],
];
const median = (xs) => xs.sort((a, b) => a - b)[xs.length >> 1];
const time = (f) => {
  const us = [];
  for (let round = 0; round < ROUNDS; round++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < FACTORIES; i++) f(i);
    us.push(Number(process.hrtime.bigint() - t0) / 1e3 / FACTORIES);
  }
  return median(us);
};
const found = [];
let sum = 0;
for (const [name, f] of parts) { const us = time(f); sum += us; found.push([name, us]); }
found.push(['sum of the parts', sum]);
for (const [name, f] of whole) found.push([name, time(f)]);
// The factories running a works machine against as many of the others, round by round, so the machine's load falls on both alike.
const works = [];
const others = [];
for (let i = 0; i < FACTORIES; i++) (runsWorks(i + 1) ? works : others).push(i);
others.length = Math.min(others.length, works.length);
const over = (ids) => { const t0 = process.hrtime.bigint(); for (const i of ids) advance(i); return Number(process.hrtime.bigint() - t0) / 1e3 / ids.length; };
const [withUs, withoutUs] = [[], []];
for (let round = 0; round < ROUNDS; round++) { withUs.push(over(works)); withoutUs.push(over(others)); }
const bytes = (ids) => Math.round(ids.reduce((n, i) => n + rows[i].state.length, 0) / ids.length);
found.push([\`advanceRow, a plain tick: \${works.length} factories running works (state \${bytes(works)} bytes)\`, median(withUs)]);
found.push([\`advanceRow, a plain tick: as many without (state \${bytes(others)} bytes)\`, median(withoutUs)]);
console.log(JSON.stringify({ factories: FACTORIES, rounds: ROUNDS, bytes: { state: rows[0].state.length, recentLedger: rows[0].recent_ledger.length }, found }));
`,
);
const out = await bundleForBench(entry, 'tick-parts');
const result = JSON.parse(execFileSync(process.execPath, [...SERVER_NODE_FLAGS, out], { encoding: 'utf8' })) as {
  factories: number;
  bytes: { state: number; recentLedger: number };
  found: [string, number][];
};
console.log(
  `${result.factories} factories (state ${result.bytes.state} bytes, recent ledger ${result.bytes.recentLedger}); µs a factory, median of rounds:`,
);
for (const [name, us] of result.found) console.log(`  ${us.toFixed(2).padStart(7)}  ${name}`);
