import type { Prices } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { jsonOf, num, rowsOf } from '../db/rows.js';
import { isDatabaseUnreachable } from '../db/unreachable.js';
import { notifyStatement } from '../events/notice.js';
import { tellPassed } from '../push/passed.js';
import { recordHourStandings } from '../leaderboard/standings.js';

/**
 * Writes the record of each hour a settled tick closed and no process has yet recorded: every
 * factory's roll-up of the hour with its net worth and rank (leaderboard/standings.ts), the "passed"
 * notices that compare those ranks, and a notice to every process, in one commit that also clears
 * the tick's mark (`tick_runs.hour_prices`, set by the settle). Answers the ticks recorded, oldest first.
 *
 * The record follows the settle rather than being part of it: at a million factories it is the
 * hour-closing tick's largest step (docs/benchmarks.md), and nothing the tick settles reads it.
 * Until it is written the roll-ups wait in the factory rows (`closed_hour`), which the next
 * hour-closing tick overwrites: so that tick first waits for it (`wait`, tick/run-tick.ts). Any
 * process may write it; one that dies on the way leaves the mark, and the next scheduler pass of
 * any process writes it (tick/scheduler.ts). Without `wait`, a record another process is writing
 * is left to it.
 */
export async function recordOwedHours(db: Db, opts: { wait?: boolean } = {}): Promise<number[]> {
  const recorded: number[] = [];
  // Asked at every scheduler pass of every process: one read, and a transaction only when one is owed.
  const [any] = rowsOf(
    z.object({ owed: z.boolean() }),
    await db.execute(sql`SELECT EXISTS (SELECT 1 FROM tick_runs WHERE hour_prices IS NOT NULL) AS owed`),
  );
  if (!any?.owed) return recorded;
  for (;;) {
    const tick = await db.transaction(async (tx) => {
      const [owed] = rowsOf(
        z.object({ tick: num, hour_prices: jsonOf<Prices>() }),
        await tx.execute(sql`
          SELECT tick, hour_prices FROM tick_runs WHERE hour_prices IS NOT NULL
          ORDER BY tick LIMIT 1 FOR UPDATE ${opts.wait ? sql`` : sql`SKIP LOCKED`}`),
      );
      if (!owed) return null;
      await recordHourStandings(tx, owed.tick, owed.hour_prices);
      await tellPassed(tx, owed.tick);
      await tx.execute(sql`UPDATE tick_runs SET hour_prices = NULL WHERE tick = ${owed.tick}`);
      await tx.execute(notifyStatement({ kind: 'hour', tick: owed.tick }));
      return owed.tick;
    });
    if (tick === null) return recorded;
    recorded.push(tick);
  }
}

/**
 * As `recordOwedHours`, for the scheduler's passes and the tick's end: a record that cannot be
 * written is logged and stays owed, so plain ticks go on (only the next hour-closing tick waits for
 * it). A database that cannot be reached is still thrown, for the scheduler to wait on.
 */
export async function recordOwedHoursOrLog(
  db: Db,
  log: FastifyBaseLogger,
  opts: { wait?: boolean } = {},
): Promise<number[]> {
  try {
    return await recordOwedHours(db, opts);
  } catch (error) {
    if (isDatabaseUnreachable(error)) throw error;
    log.error({ err: error }, "an hour's record is not written yet: retried at the scheduler's next pass");
    return [];
  }
}
