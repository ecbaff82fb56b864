import type { AdminPlayer, PlayerFlag } from '@forgeworks/contract';
import { ADMIN_PLAYERS_LIMIT } from '@forgeworks/contract';
import { toDollars } from '@forgeworks/engine';
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { factories, nameReports, suspensions, user } from '../db/schema.js';
import { HttpError } from '../errors.js';

/** A `LIKE` pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const openReports = sql<number>`(SELECT count(*)::int FROM ${nameReports}
  WHERE ${nameReports.factoryId} = ${factories.id} AND ${nameReports.resolvedAt} IS NULL)`;

async function playersWhere(db: Db | Tx, where: SQL | undefined, limit: number): Promise<AdminPlayer[]> {
  const rows = await db
    .select({
      factoryId: factories.id,
      userId: factories.userId,
      playerName: user.name,
      factoryName: factories.name,
      email: user.email,
      signedUpAt: user.createdAt,
      netWorth: factories.netWorth,
      reason: suspensions.reason,
      suspendedAt: suspensions.suspendedAt,
      nameReports: openReports,
    })
    .from(factories)
    .innerJoin(user, eq(user.id, factories.userId))
    .leftJoin(suspensions, eq(suspensions.factoryId, factories.id))
    // Rivals are the server's, not players: nothing to moderate.
    .where(and(isNull(factories.rivalSlot), where))
    .orderBy(desc(user.createdAt), factories.id)
    .limit(limit);
  return rows.map((r) => {
    const flags: PlayerFlag[] = [];
    if (r.suspendedAt) flags.push('suspended');
    if (Number(r.nameReports) > 0) flags.push('name-reported');
    return {
      factoryId: r.factoryId,
      playerName: r.playerName,
      factoryName: r.factoryName,
      email: r.email,
      signedUpAt: r.signedUpAt.toISOString(),
      netWorth: toDollars(r.netWorth),
      flags,
      suspension: r.suspendedAt ? { reason: r.reason ?? '', suspendedAt: r.suspendedAt.toISOString() } : null,
      nameReports: Number(r.nameReports),
    };
  });
}

/** Players whose name, factory's name or email holds `search` (any case), newest first; the newest without one. */
export async function findPlayers(db: Db, search: string): Promise<AdminPlayer[]> {
  const pattern = containing(search);
  const matches =
    search === ''
      ? undefined
      : or(ilike(user.name, pattern), ilike(factories.name, pattern), ilike(user.email, pattern));
  return playersWhere(db, matches, ADMIN_PLAYERS_LIMIT);
}

/** One player's line, by their factory; a 404 for no such player's factory. */
export async function playerOf(db: Db | Tx, factoryId: string): Promise<AdminPlayer> {
  const [player] = await playersWhere(db, eq(factories.id, factoryId), 1);
  if (!player) throw new HttpError(404, 'No such player');
  return player;
}

/** A player's factory as the operator acts on it; a 404 for no such player's factory. */
export async function playerFactory(tx: Db | Tx, factoryId: string) {
  const [row] = await tx
    .select({ id: factories.id, userId: factories.userId, name: factories.name, playerName: user.name })
    .from(factories)
    .innerJoin(user, eq(user.id, factories.userId))
    .where(and(eq(factories.id, factoryId), isNull(factories.rivalSlot)));
  if (!row) throw new HttpError(404, 'No such player');
  return row;
}
