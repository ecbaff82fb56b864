import type { TickLedger } from '@forgeworks/engine';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { factories, factoryHours, maintenanceLog } from '../db/schema.js';
import type { EncodedLedger } from '../codecs/ledger.js';
import { decodeLedger, encodedFromBytes } from '../codecs/ledger.js';
import type { RecentLedger } from '../codecs/recent-ledger.js';
import { emptyRecent, parseRecent } from '../codecs/recent-ledger.js';

export async function recentLedger(db: Db, factoryId: string): Promise<RecentLedger> {
  const [row] = await db.select({ recent: factories.recentLedger }).from(factories).where(eq(factories.id, factoryId));
  return row ? parseRecent(row.recent) : emptyRecent();
}

/** The columns an hourly roll-up's ledger is read from (`hourLedger`). */
export const hourLedgerColumns = { ledgerBytes: factoryHours.ledgerBytes, ledger: factoryHours.ledger };

/** An hourly roll-up's ledger: its bytes, or the JSON array rows written before migration 0021 hold. */
export function hourLedger(row: { ledgerBytes: Buffer | null; ledger: unknown }): EncodedLedger {
  return row.ledgerBytes ? encodedFromBytes(row.ledgerBytes) : (row.ledger as EncodedLedger);
}

/** The factory's hourly roll-ups after `afterHour`, oldest first. */
export async function hourlyLedgers(
  db: Db,
  factoryId: string,
  afterHour: number,
): Promise<{ hour: number; ledger: TickLedger }[]> {
  const rows = await db
    .select({ hour: factoryHours.hour, ...hourLedgerColumns })
    .from(factoryHours)
    .where(and(eq(factoryHours.factoryId, factoryId), gt(factoryHours.hour, afterHour)))
    .orderBy(factoryHours.hour);
  return rows.map((r) => ({ hour: r.hour, ledger: decodeLedger(hourLedger(r)) }));
}

/** A machine's maintenance history, newest first. */
export async function maintenanceHistory(db: Db, factoryId: string, machineId: string, limit: number) {
  return db
    .select({
      id: maintenanceLog.id,
      type: maintenanceLog.type,
      cost: maintenanceLog.cost,
      description: maintenanceLog.description,
      tick: maintenanceLog.tick,
      createdAt: maintenanceLog.createdAt,
    })
    .from(maintenanceLog)
    .where(and(eq(maintenanceLog.factoryId, factoryId), eq(maintenanceLog.machineId, machineId)))
    .orderBy(desc(maintenanceLog.id))
    .limit(limit);
}
