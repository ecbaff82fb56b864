import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { isDatabaseUnreachable } from '../db/unreachable.js';
import { recordOwedHoursOrLog } from './hour-record.js';
import type { TickNow } from './run-tick.js';
import type { LastTick } from './runs.js';
import { lastTick } from './runs.js';
import { MAX_CATCH_UP_TICKS } from './advance.js';

const POLL_MS = 1_000;

/** What the scheduler and the operator's tick need of the process: its database, its log, its tick. */
export interface TickDriver {
  db: Db;
  log: FastifyBaseLogger;
  tickNow: TickNow;
}

/**
 * Finishes the last tick if it never finished (a crash stopped it; a tick can be run again), so
 * that no tick is left behind by the next, and writes any hour's record still owed: the scheduler
 * (at every pass) and the admin's manual tick call it first. Answers the last tick as it was found.
 */
export async function finishInterruptedTick(
  driver: TickDriver,
  opts: { signal?: AbortSignal } = {},
): Promise<LastTick> {
  const { db, log } = driver;
  const last = await lastTick(db);
  if (last.tick > 0 && !last.finished) {
    log.warn({ tick: last.tick }, 'finishing an interrupted tick');
    log.info(await driver.tickNow(last.tick, opts), 'tick');
  }
  // An hour's record left owed by a process that died or failed after the settle; one another
  // process is writing is left to it.
  const recorded = await recordOwedHoursOrLog(db, log);
  if (recorded.length > 0) log.info({ ticks: recorded }, "wrote an hour's record left owed");
  return last;
}

/**
 * Advances the game every tick interval. A tick left unfinished by a crash or a database outage is
 * run again once the database answers (it is idempotent); ticks missed while the server was down
 * are run back to back, at most MAX_CATCH_UP_TICKS of them. Several processes may run this at once (docs/adr/0002).
 * Answers how to stop it: the batch in hand is finished and committed, the rest of the tick run again at
 * the next start.
 */
export function startScheduler(driver: TickDriver, tickMs: number): () => Promise<void> {
  const { log } = driver;
  let busy: Promise<void> | null = null;
  const stop = new AbortController();
  const run = async (tick: number) => {
    const report = await driver.tickNow(tick, { signal: stop.signal });
    log.info(report, 'tick');
  };

  const step = async () => {
    const last = await finishInterruptedTick(driver, { signal: stop.signal });
    const since = last.startedAt ? Date.now() - last.startedAt.getTime() : tickMs;
    const due = Math.min(MAX_CATCH_UP_TICKS, Math.floor(since / tickMs));
    for (let i = 1; i <= due && !stop.signal.aborted; i++) await run(last.tick + i);
  };

  // While the database cannot be reached each pass fails: said once, and once more when it is back.
  let waiting = false;
  const timer = setInterval(() => {
    if (busy || stop.signal.aborted) return;
    busy = step()
      .then(
        () => {
          if (waiting) log.warn('the database answers again: ticks go on');
          waiting = false;
        },
        (error: unknown) => {
          if (!isDatabaseUnreachable(error)) return log.error({ err: error }, 'tick failed');
          if (!waiting) log.warn({ err: error }, 'the database cannot be reached: the tick waits for it');
          waiting = true;
        },
      )
      .finally(() => {
        busy = null;
      });
  }, POLL_MS);

  return async () => {
    stop.abort();
    clearInterval(timer);
    if (busy) await busy;
  };
}
