import type { NameReport, ReportNameBody } from '@forgeworks/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { factories, nameReports, user } from '../db/schema.js';
import { formerNames } from '../names/names.js';
import { HttpError } from '../errors.js';
import { listed } from './listed.js';

/** The factories with open reports the operator page lists at most. */
export const NAME_REPORTS_LIMIT = 100;

/** The reasons the operator page shows under a reported name, newest first, at most. */
export const NAME_REPORT_REASONS_SHOWN = 10;

/**
 * A player reports the name of a factory they can see (listed: not suspended, not their own), with a
 * reason. One open report per player and factory: reporting again renews it with the new reason,
 * and a closed one opens again.
 */
export async function reportName(
  db: Db,
  reporterId: string,
  factoryId: string,
  { reason, note }: ReportNameBody,
): Promise<void> {
  const [factory] = await db
    .select({ userId: factories.userId })
    .from(factories)
    .where(and(eq(factories.id, factoryId), listed(factories.id)));
  if (!factory) throw new HttpError(404, 'factory not found');
  if (factory.userId === reporterId) throw new HttpError(400, 'You cannot report your own name');
  await db
    .insert(nameReports)
    .values({ factoryId, reporterId, reason, note: note || null })
    .onConflictDoUpdate({
      target: [nameReports.factoryId, nameReports.reporterId],
      set: { reportedAt: sql`now()`, resolvedAt: null, reason, note: note || null },
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
  const reasons = await openReasons(
    db,
    rows.map((r) => r.factoryId),
  );
  const former = await formerNames(
    db,
    rows.map((r) => r.factoryId),
  );
  return rows.map((r) => ({
    factoryId: r.factoryId,
    factoryName: r.factoryName,
    formerNames: former.get(r.factoryId) ?? [],
    playerName: r.playerName,
    reports: Number(r.reports),
    lastReportedAt: new Date(r.lastReportedAt).toISOString(),
    reasons: reasons.get(r.factoryId) ?? [],
  }));
}

/** Each factory's open reports' reasons and notes, newest first, NAME_REPORT_REASONS_SHOWN at most. */
async function openReasons(db: Db, factoryIds: string[]): Promise<Map<string, NameReport['reasons']>> {
  const byFactory = new Map<string, NameReport['reasons']>();
  if (factoryIds.length === 0) return byFactory;
  const rows = await db
    .select({
      factoryId: nameReports.factoryId,
      reason: nameReports.reason,
      note: nameReports.note,
      reportedAt: nameReports.reportedAt,
    })
    .from(nameReports)
    .where(and(isNull(nameReports.resolvedAt), inArray(nameReports.factoryId, factoryIds)))
    .orderBy(desc(nameReports.reportedAt));
  for (const row of rows) {
    const list = byFactory.get(row.factoryId) ?? [];
    if (list.length < NAME_REPORT_REASONS_SHOWN)
      list.push({
        reason: row.reason as NameReport['reasons'][number]['reason'],
        note: row.note,
        reportedAt: new Date(row.reportedAt).toISOString(),
      });
    byFactory.set(row.factoryId, list);
  }
  return byFactory;
}
