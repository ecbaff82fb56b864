import type { AdminPlayer, RenamePlayerBody } from '@forgeworks/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endSessions } from '../account/sessions.js';
import { factories, nameReports, suspensions, user } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { recordAction } from './audit.js';
import { playerFactory, playerOf } from './players.js';

/**
 * What the operator does to a player (routes/admin-players.ts), each change and its audit line in
 * one transaction; `operator` is who acted.
 */

export async function renamePlayer(
  app: FastifyInstance,
  operator: string,
  factoryId: string,
  body: RenamePlayerBody,
): Promise<AdminPlayer> {
  const db = app.database.db;
  const player = await db.transaction(async (tx) => {
    const before = await playerFactory(tx, factoryId);
    const changes = [`factory "${before.name}" → "${body.name}"`];
    await tx.update(factories).set({ name: body.name, updatedAt: new Date() }).where(eq(factories.id, factoryId));
    if (body.playerName !== undefined) {
      changes.push(`player "${before.playerName}" → "${body.playerName}"`);
      await tx.update(user).set({ name: body.playerName, updatedAt: new Date() }).where(eq(user.id, before.userId));
    }
    // The names reported are gone.
    await tx
      .update(nameReports)
      .set({ resolvedAt: new Date() })
      .where(and(eq(nameReports.factoryId, factoryId), isNull(nameReports.resolvedAt)));
    await recordAction(tx, { operator, action: 'rename', factory: before, detail: changes.join('; ') });
    return { userId: before.userId, line: await playerOf(tx, factoryId) };
  });
  app.factoryCache.forget(player.userId);
  return player.line;
}

/**
 * Suspends a player: the suspension is kept first (the boards drop the factory, sign-in is refused),
 * then every session ends, then the open exchange offers are withdrawn through the exchange's own
 * cancel (the units return to stock). The factory keeps ticking.
 */
export async function suspendPlayer(
  app: FastifyInstance,
  operator: string,
  factoryId: string,
  reason: string,
): Promise<AdminPlayer> {
  const db = app.database.db;
  const factory = await db.transaction(async (tx) => {
    const target = await playerFactory(tx, factoryId);
    const [kept] = await tx
      .insert(suspensions)
      .values({ factoryId, reason })
      .onConflictDoNothing()
      .returning({ factoryId: suspensions.factoryId });
    if (!kept) throw new HttpError(409, 'This player is already suspended');
    await recordAction(tx, { operator, action: 'suspend', factory: target, reason });
    return target;
  });
  const sessions = await endSessions(db, factory.userId);
  const offers = await app.exchange.withdrawAll(factoryId);
  app.standings.forget();
  app.log.info({ factoryId, operator, sessions, offers }, 'player suspended');
  return playerOf(db, factoryId);
}

export async function unsuspendPlayer(
  app: FastifyInstance,
  operator: string,
  factoryId: string,
  reason = '',
): Promise<AdminPlayer> {
  const db = app.database.db;
  await db.transaction(async (tx) => {
    const target = await playerFactory(tx, factoryId);
    const lifted = await tx
      .delete(suspensions)
      .where(eq(suspensions.factoryId, factoryId))
      .returning({ factoryId: suspensions.factoryId });
    if (lifted.length === 0) throw new HttpError(409, 'This player is not suspended');
    await recordAction(tx, { operator, action: 'unsuspend', factory: target, reason });
  });
  app.standings.forget();
  return playerOf(db, factoryId);
}

/** Closes the open reports of a factory's name, which the operator judged fine. */
export async function dismissNameReports(
  app: FastifyInstance,
  operator: string,
  factoryId: string,
  reason = '',
): Promise<AdminPlayer> {
  const db = app.database.db;
  await db.transaction(async (tx) => {
    const target = await playerFactory(tx, factoryId);
    const closed = await tx
      .update(nameReports)
      .set({ resolvedAt: new Date() })
      .where(and(eq(nameReports.factoryId, factoryId), isNull(nameReports.resolvedAt)))
      .returning({ reporterId: nameReports.reporterId });
    if (closed.length === 0) throw new HttpError(409, "No open reports of this factory's name");
    await recordAction(tx, {
      operator,
      action: 'dismiss-name-reports',
      factory: target,
      detail: `${closed.length} report${closed.length === 1 ? '' : 's'}`,
      reason,
    });
  });
  return playerOf(db, factoryId);
}

/** Why the player of `userId` may not sign in (their suspension's reason), or null. */
export async function refusedSignIn(app: FastifyInstance, userId: string): Promise<string | null> {
  const [row] = await app.database.db
    .select({ reason: suspensions.reason })
    .from(suspensions)
    .innerJoin(factories, eq(factories.id, suspensions.factoryId))
    .where(eq(factories.userId, userId));
  return row ? `This account is suspended: ${row.reason}` : null;
}
