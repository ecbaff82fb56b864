import type { OperatorAction, OperatorActionKind } from '@forgeworks/contract';
import { OPERATOR_AUDIT_LIMIT } from '@forgeworks/contract';
import { desc } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { operatorActions } from '../db/schema.js';

export interface ActionTaken {
  operator: string;
  action: OperatorActionKind;
  /** None for what concerns the server as a whole (a tick, the chat switch). */
  factory: { id: string; name: string } | null;
  detail?: string;
  reason?: string;
}

/** Keeps an operator's action, in the transaction that takes it: no action without its line. */
export async function recordAction(tx: Db | Tx, taken: ActionTaken): Promise<void> {
  await tx.insert(operatorActions).values({
    operator: taken.operator,
    action: taken.action,
    factoryId: taken.factory?.id ?? null,
    factoryName: taken.factory?.name ?? null,
    detail: taken.detail ?? '',
    reason: taken.reason ?? '',
  });
}

/** The latest operator actions, newest first. */
export async function recentActions(db: Db, limit = OPERATOR_AUDIT_LIMIT): Promise<OperatorAction[]> {
  const rows = await db
    .select()
    .from(operatorActions)
    .orderBy(desc(operatorActions.createdAt), desc(operatorActions.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    operator: r.operator,
    action: r.action as OperatorActionKind,
    factoryId: r.factoryId,
    factoryName: r.factoryName,
    detail: r.detail,
    reason: r.reason,
    at: r.createdAt.toISOString(),
  }));
}
