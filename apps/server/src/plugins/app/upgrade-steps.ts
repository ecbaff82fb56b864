import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { runUpgradeSteps } from '../../db/upgrade-steps.js';

/** Before a failed run is tried again (a dropped connection, a row deleted under the batch). */
const RETRY_MS = 5_000;

/**
 * Runs the one-time rewrites migrations left to do (db/upgrade-steps.ts) beside serving and ticking,
 * from start-up until they are done; a failure is logged and tried again. On shutdown the batch in
 * hand commits and the rest waits for the next start.
 */
export function startUpgradeSteps(app: FastifyInstance): void {
  const stop = new AbortController();
  const running = (async () => {
    while (!stop.signal.aborted)
      try {
        const started = performance.now();
        const batches = await runUpgradeSteps(app.database.db, { signal: stop.signal });
        if (batches > 0) {
          app.log.info({ batches, ms: Math.round(performance.now() - started) }, 'upgrade steps done');
          // A step may have renamed factories (key_names): every process names them anew.
          await app.peers?.tell('factories');
          app.factoryCache.forgetAll();
          app.standings.forget();
          app.seasons.forget();
        }
        return;
      } catch (error) {
        app.log.error({ err: error }, 'upgrade step failed; trying again');
        await sleep(RETRY_MS, undefined, { signal: stop.signal }).catch(() => {});
      }
  })();
  app.addHook('onClose', async () => {
    stop.abort();
    await running;
  });
}
