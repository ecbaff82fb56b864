import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { copyUnlocks } from '../../achievements/unlocks.js';
import { keyNames } from '../../names/name-keys.js';
import { assignSites } from '../../factories/assign-sites.js';
import type { Db, Tx } from '../../db/database.js';
import { rowsOf } from '../../db/rows.js';

/** Before a failed run is tried again (a dropped connection, a row deleted under the batch). */
const RETRY_MS = 5_000;

/**
 * Runs the one-time rewrites migrations left to do (runUpgradeSteps, below) beside serving and ticking,
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

/**
 * A one-time rewrite over every factory that no migration can wait for (a large game would not be
 * served until it ended): it runs beside the server's work, a batch of factories a transaction in id
 * order, and must stay right while ticks and actions write the same rows. Answers the last id it
 * finished with, or null when no factory was left after `after`.
 */
interface UpgradeStep {
  name: string;
  batch: (tx: Tx, after: string, limit: number) => Promise<string | null>;
}

/**
 * The migration that needs a step makes its row in upgrade_steps for a game that has factories,
 * pending or done (0021: the achievements' copy); a database with none gets its row here, pending,
 * at the first run (the step then reads what factories there are, once).
 */
const STEPS: UpgradeStep[] = [
  // Migration 0016 made achievement_unlocks; what states reached before it is copied once.
  { name: 'copy_unlocks', batch: (tx, after, limit) => copyUnlocks(tx, after, limit) },
  // Migration 0031 made factory names unique by their skeleton; the names before it are keyed once.
  { name: 'key_names', batch: (tx, after, limit) => keyNames(tx, after, limit) },
  // Migration 0034 gave factories a site; those made before it get the one that matches what they built.
  { name: 'assign_sites', batch: (tx, after, limit) => assignSites(tx, after, limit) },
];

const BATCH = 500;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Runs every step not yet done to its end, or until `signal` stops it between batches. Each batch
 * commits with the step's place, and the last one marks the step done, so no step runs twice and a
 * stopped one goes on where it stood. Several processes may run this at once: they take the step's
 * row in turns and share its batches. Answers how many batches it ran.
 */
export async function runUpgradeSteps(db: Db, opts: { signal?: AbortSignal } = {}): Promise<number> {
  let batches = 0;
  for (const step of STEPS) {
    await db.execute(sql`INSERT INTO upgrade_steps (name) VALUES (${step.name}) ON CONFLICT (name) DO NOTHING`);
    while (!opts.signal?.aborted) {
      const more = await db.transaction(async (tx) => {
        const [row] = rowsOf(
          z.object({ after_id: z.string().nullable(), done_at: z.unknown() }),
          await tx.execute(sql`SELECT after_id, done_at FROM upgrade_steps WHERE name = ${step.name} FOR UPDATE`),
        );
        if (!row || row.done_at !== null) return false;
        const last = await step.batch(tx, row.after_id ?? FIRST_ID, BATCH);
        await tx.execute(
          last === null
            ? sql`UPDATE upgrade_steps SET done_at = now() WHERE name = ${step.name}`
            : sql`UPDATE upgrade_steps SET after_id = ${last} WHERE name = ${step.name}`,
        );
        batches++;
        return last !== null;
      });
      if (!more) break;
    }
  }
  return batches;
}
