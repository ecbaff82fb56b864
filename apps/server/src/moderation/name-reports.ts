import type { NameReport } from '@forgeworks/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { factories, nameReports, user } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { listed } from './listed.js';

/** The factories with open reports the operator page lists at most. */
export const NAME_REPORTS_LIMIT = 100;

/**
 * A player reports the name of a factory they can see (listed: not suspended, not their own). One
 * open report per player and factory: reporting again only renews it, and a closed one opens again.
 */
export async function reportName(db: Db, reporterId: string, factoryId: string): Promise<void> {
  const [factory] = await db
    .select({ userId: factories.userId })
    .from(factories)
    .where(and(eq(factories.id, factoryId), listed(factories.id)));
  if (!factory) throw new HttpError(404, 'factory not found');
  if (factory.userId === reporterId) throw new HttpError(400, 'You cannot report your own name');
  await db
    .insert(nameReports)
    .values({ factoryId, reporterId })
    .onConflictDoUpdate({
      target: [nameReports.factoryId, nameReports.reporterId],
      set: { reportedAt: sql`now()`, resolvedAt: null },
    });
}

/** The factories whose names have open reports, the latest reported first. */
export async function openNameReports(db: Db): Promise<NameReport[]> {
  const lastReportedAt = sql<Date>`max(${nameReports.reportedAt})`;
  const rows = await db
    .select({
      factoryId: factories.id,
      factoryName: factories.name,
      playerName: user.name,
      reports: sql<number>`count(*)::int`,
      lastReportedAt,
    })
    .from(nameReports)
    .innerJoin(factories, eq(factories.id, nameReports.factoryId))
    .innerJoin(user, eq(user.id, factories.userId))
    .where(isNull(nameReports.resolvedAt))
    .groupBy(factories.id, user.name)
    .orderBy(desc(lastReportedAt), factories.id)
    .limit(NAME_REPORTS_LIMIT);
  return rows.map((r) => ({
    factoryId: r.factoryId,
    factoryName: r.factoryName,
    playerName: r.playerName,
    reports: Number(r.reports),
    lastReportedAt: new Date(r.lastReportedAt).toISOString(),
  }));
}
