import type { FastifyInstance } from 'fastify';
import { isDatabaseUnreachable } from '../db/unreachable.js';
import { recordOwedHoursOrLog } from '../leaderboard/hour-record.js';
import type { LastTick } from './runs.js';
import { lastTick } from './runs.js';
import { MAX_CATCH_UP_TICKS } from './advance.js';

const POLL_MS = 1_000;

/**
 * Finishes the last tick if it never finished (a crash stopped it; a tick can be run again), so
 * that no tick is left behind by the next, and writes any hour's record still owed: the scheduler
 * (at every pass) and the admin's manual tick call it first. Answers the last tick as it was found.
 */
export async function finishInterruptedTick(
  app: FastifyInstance,
  opts: { signal?: AbortSignal } = {},
): Promise<LastTick> {
  const last = await lastTick(app.database.db);
  if (last.tick > 0 && !last.finished) {
    app.log.warn({ tick: last.tick }, 'finishing an interrupted tick');
    app.log.info(await app.tickNow(last.tick, opts), 'tick');
  }
  // An hour's record left owed by a process that died or failed after the settle; one another
  // process is writing is left to it.
  const recorded = await recordOwedHoursOrLog(app.database.db, app.log);
  if (recorded.length > 0) app.log.info({ ticks: recorded }, "wrote an hour's record left owed");
  return last;
}

/**
 * Advances the game every tick interval. A tick left unfinished by a crash or a database outage is
 * run again once the database answers (it is idempotent); ticks missed while the server was down
 * are run back to back, at most MAX_CATCH_UP_TICKS of them. Several processes may run this at once (docs/adr/0002).
 */
export function startScheduler(app: FastifyInstance, tickMs: number): void {
  let busy: Promise<void> | null = null;
  const stop = new AbortController();
  const run = async (tick: number) => {
    const report = await app.tickNow(tick, { signal: stop.signal });
    app.log.info(report, 'tick');
  };

  const step = async () => {
    const last = await finishInterruptedTick(app, { signal: stop.signal });
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
          if (waiting) app.log.warn('the database answers again: ticks go on');
          waiting = false;
        },
        (error: unknown) => {
          if (!isDatabaseUnreachable(error)) return app.log.error({ err: error }, 'tick failed');
          if (!waiting) app.log.warn({ err: error }, 'the database cannot be reached: the tick waits for it');
          waiting = true;
        },
      )
      .finally(() => {
        busy = null;
      });
  }, POLL_MS);

  // On shutdown the batch in hand is finished and committed before the database closes;
  // the rest of the tick is run again at the next start.
  app.addHook('onClose', async () => {
    stop.abort();
    clearInterval(timer);
    if (busy) await busy;
  });
}
