import type { Prices } from '@forgeworks/engine';
import { hashString, newFactory } from '@forgeworks/engine';
import { rivalFor } from '@forgeworks/simulator';
import { and, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { columnsFromState } from '../codecs/state-columns.js';
import { emptyRecent, serializeRecent } from '../codecs/recent-ledger.js';
import type { Db } from '../db/database.js';
import { factories, user } from '../db/schema.js';
import { withFreeName } from '../names/names.js';

/** Held while the roster is brought to RIVALS, so processes starting at once take turns. */
const ROSTER_LOCK = 0x7269_7661; // 'riva'

/** A rival's account id: fixed by its slot, so making it twice finds the first. */
export const rivalUserId = (slot: number) => `rival-${slot}`;

/**
 * Its address in the accounts table, which must be unique there. It has no dot after the `@`, so
 * no sign-up or sign-in can name it (the contract's email check refuses it), and the account has no
 * credential: nobody can sign in as a rival.
 */
const rivalEmail = (slot: number) => `rival-${slot}@rivals`;

/**
 * Makes the rivals in slots 1…count that do not exist yet and removes those beyond it, in one
 * transaction under an advisory lock: several processes starting at once on one database leave
 * exactly `count`. The fixed ids and the unique rival_slot are the second guard. A new rival joins
 * at the current tick with a new player's factory, as a player signing up does. A rival found
 * insolvent (in debt with no cash: it can buy nothing and only runs its debt up) is founded anew,
 * so the leaderboard never keeps a dead rival.
 */
export async function keepRivals(
  db: Db,
  count: number,
  currentTick: () => Promise<number>,
  prices: () => Promise<Prices>,
): Promise<void> {
  const tick = await currentTick();
  const worth = await prices();
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROSTER_LOCK})`);
    const gone = await tx
      .select({ userId: factories.userId })
      .from(factories)
      .where(
        and(
          isNotNull(factories.rivalSlot),
          or(gt(factories.rivalSlot, count), and(gt(factories.debt, 0), lte(factories.cash, 0))),
        ),
      );
    if (gone.length > 0)
      await tx.delete(user).where(
        inArray(
          user.id,
          gone.map((r) => r.userId),
        ),
      );
    if (count === 0) return;
    const slots = Array.from({ length: count }, (_, i) => i + 1);
    await tx
      .insert(user)
      .values(slots.map((slot) => ({ id: rivalUserId(slot), name: rivalFor(slot).name, email: rivalEmail(slot) })))
      .onConflictDoNothing();
    for (const slot of slots) {
      const userId = rivalUserId(slot);
      const made = async () =>
        (await tx.select({ id: factories.id }).from(factories).where(eq(factories.userId, userId))).length > 0;
      if (await made()) continue;
      // A player's factory may have taken a look-alike of the rival's name first: the rival takes a variant.
      await withFreeName(
        rivalFor(slot).name,
        async (name, nameKey) =>
          (
            await tx
              .insert(factories)
              .values({
                userId,
                name,
                nameKey,
                rivalSlot: slot,
                rivalSince: tick,
                ...columnsFromState({ ...newFactory(hashString(userId)), tick, site: rivalFor(slot).site }, worth),
                recentLedger: serializeRecent(emptyRecent()),
              })
              .onConflictDoNothing()
              .returning({ id: factories.id })
          ).length > 0,
        made,
      );
    }
  });
}
