import type { FastifyInstance } from 'fastify';
import { lastTick, MAX_CATCH_UP_TICKS, runTick } from './run-tick.js';

const POLL_MS = 1_000;

/**
 * Advances the game every tick interval. A tick left unfinished by a crash is run again (it is
 * idempotent); ticks missed while the server was down are run back to back, at most
 * MAX_CATCH_UP_TICKS of them. Several processes may run this at once (docs/adr/0002).
 */
export function startScheduler(app: FastifyInstance, tickMs: number): void {
  let busy: Promise<void> | null = null;
  let stopped = false;

  const step = async () => {
    const db = app.database.db;
    const last = await lastTick(db);
    if (last.tick > 0 && !last.finished) {
      app.log.warn({ tick: last.tick }, 'finishing an interrupted tick');
      await runTick(db, last.tick, { now: Date.now(), tickMs });
    }
    const since = last.startedAt ? Date.now() - last.startedAt.getTime() : tickMs;
    const due = Math.min(MAX_CATCH_UP_TICKS, Math.floor(since / tickMs));
    for (let i = 1; i <= due && !stopped; i++) {
      const report = await runTick(db, last.tick + i, { now: Date.now(), tickMs });
      app.log.info(report, 'tick');
    }
  };

  const timer = setInterval(() => {
    if (busy || stopped) return;
    busy = step()
      .catch((error: unknown) => app.log.error({ err: error }, 'tick failed'))
      .finally(() => {
        busy = null;
      });
  }, POLL_MS);

  // On shutdown the batch in hand is finished before the database closes.
  app.addHook('onClose', async () => {
    stopped = true;
    clearInterval(timer);
    if (busy) await busy;
  });
}
