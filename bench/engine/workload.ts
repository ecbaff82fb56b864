/**
 * Times runFactoryTick (standing instructions, then the tick) on a 10-machine, 10-worker factory
 * with the default standing orders: what every factory of the game runs every tick. Prints one
 * JSON line; run by run.ts in a fresh process. With ENGINE_TICKS set it runs that many ticks untimed
 * instead, for instructions.ts to count.
 */
import { newMarket, runFactoryTick } from '@forgeworks/engine';
import { tenMachineFactory as factory } from '../../apps/server/src/dev/ten-machine-factory.js';

const ROUND_MS = 2_000;
const ROUNDS = 5;
const now0 = Date.UTC(2026, 0, 1);
const market = newMarket(1);
const tickAt = (t: number) => ({ tick: t, now: now0 + t * 300_000, market });
let state = factory();
let tick = 0;

/** Runs `count` more ticks (in thousands), with fresh machines every 2,000 so it stays a working factory, not a scrapyard. */
function run(count: number): void {
  for (let done = 0; done < count; done += 1_000) {
    for (let i = 0; i < 1_000; i++) state = runFactoryTick(state, tickAt(++tick)).state;
    if (tick % 2_000 === 0) state = { ...state, machines: factory().machines };
  }
}

const fixed = process.env.ENGINE_TICKS;
if (fixed !== undefined) {
  // A set amount of work and no clock, for counting its instructions (instructions.ts).
  run(Number(fixed));
  console.log(JSON.stringify({ ticks: tick }));
} else {
  // Warm-up, so the JIT has settled before anything is timed.
  for (let i = 0; i < 20_000; i++) state = runFactoryTick(state, tickAt(++tick)).state;
  const rates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let n = 0;
    const start = performance.now();
    while (performance.now() - start < ROUND_MS) {
      run(1_000);
      n += 1_000;
    }
    rates.push((n / (performance.now() - start)) * 1000);
  }
  rates.sort((a, b) => a - b);
  console.log(JSON.stringify({ median: rates[Math.floor(rates.length / 2)], best: rates.at(-1), rounds: rates }));
}
