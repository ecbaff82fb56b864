import type { AdminPlayer, RenamePlayerBody } from '@forgeworks/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endSessions } from '../account/sessions.js';
import type { Db, Tx } from '../db/database.js';
import { factories, nameReports, seasonHallOfFame, suspensions, user } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { refuseTakenName, rename } from '../names/rename.js';
import type { ActionTaken } from './audit.js';
import { recordAction } from './audit.js';
import { playerFactory, playerOf } from './players.js';

/**
 * What the operator does to a player (routes/admin-players.ts); `operator` is who acted.
 */

type Target = Awaited<ReturnType<typeof playerFactory>>;
/** What an action's audit line says besides who acted and on which factory. */
type Line = Omit<ActionTaken, 'operator' | 'factory'>;

/** Runs `change` on the player's factory and writes its audit line, in one transaction; answers the factory. */
export async function audited(
  db: Db,
  operator: string,
  factoryId: string,
  change: (tx: Tx, target: Target) => Promise<Line>,
): Promise<Target> {
  return db.transaction(async (tx) => {
    const target = await playerFactory(tx, factoryId);
    await recordAction(tx, { ...(await change(tx, target)), operator, factory: target });
    return target;
  });
}

/** Closes the open reports of the factory's name; answers how many. */
async function closeNameReports(tx: Tx, factoryId: string): Promise<number> {
  const closed = await tx
    .update(nameReports)
    .set({ resolvedAt: new Date() })
    .where(and(eq(nameReports.factoryId, factoryId), isNull(nameReports.resolvedAt)))
    .returning({ reporterId: nameReports.reporterId });
  return closed.length;
}

/** Renames the factory, and the player if `playerName` is given; the reports of the old name close. */
export async function renamePlayer(
  app: FastifyInstance,
  operator: string,
  factoryId: string,
  body: RenamePlayerBody,
): Promise<AdminPlayer> {
  const target = await audited(app.database.db, operator, factoryId, async (tx, before) => {
    const changes = [`factory "${before.name}" → "${body.name}"`];
    await rename(tx, { id: factoryId, name: before.name }, body.name, 'operator');
    // A name the operator removes leaves the hall of fame too, where seasons keep it otherwise.
    await tx.update(seasonHallOfFame).set({ name: body.name }).where(eq(seasonHallOfFame.factoryId, factoryId));
    if (body.playerName !== undefined) {
      changes.push(`player "${before.playerName}" → "${body.playerName}"`);
      await tx.update(user).set({ name: body.playerName, updatedAt: new Date() }).where(eq(user.id, before.userId));
    }
    await closeNameReports(tx, factoryId);
    return { action: 'rename', detail: changes.join('; ') };
  }).catch(refuseTakenName);
  await app.factoryRenamed({ userId: target.userId, factoryId, name: body.name });
  return playerOf(app.database.db, factoryId);
}

/**
 * Suspends a player: the suspension is kept first (the boards drop the factory, sign-in is refused),
 * then every session ends, then the open exchange offers are withdrawn through the exchange's own
 * cancel (the units return to stock), and its contracts end (contracts/service.ts). The factory keeps ticking.
 */
export async function suspendPlayer(
  app: FastifyInstance,
  operator: string,
  factoryId: string,
  reason: string,
): Promise<AdminPlayer> {
  const target = await audited(app.database.db, operator, factoryId, async (tx) => {
    const [kept] = await tx
      .insert(suspensions)
      .values({ factoryId, reason })
      .onConflictDoNothing()
      .returning({ factoryId: suspensions.factoryId });
    if (!kept) throw new HttpError(409, 'This player is already suspended');
    return { action: 'suspend', reason };
  });
  const sessions = await endSessions(app.database.db, target.userId);
  const offers = await app.exchange.withdrawAll(factoryId);
  const bids = await app.bids.withdrawAll(factoryId);
  // Its contracts end as its offers do: offers withdrawn, active ones ended with escrow returned.
  const contracts = await app.contracts.endAllOf(factoryId);
  await app.listingChanged(target.userId);
  app.log.info({ factoryId, operator, sessions, offers, bids, contracts }, 'player suspended');
  return playerOf(app.database.db, factoryId);
}

export async function unsuspendPlayer(
  app: FastifyInstance,
  operator: string,
  factoryId: string,
  reason = '',
): Promise<AdminPlayer> {
  const target = await audited(app.database.db, operator, factoryId, async (tx) => {
    const lifted = await tx
      .delete(suspensions)
      .where(eq(suspensions.factoryId, factoryId))
      .returning({ factoryId: suspensions.factoryId });
    if (lifted.length === 0) throw new HttpError(409, 'This player is not suspended');
    return { action: 'unsuspend', reason };
  });
  await app.listingChanged(target.userId);
  return playerOf(app.database.db, factoryId);
}

/** Closes the open reports of a factory's name, which the operator judged fine. */
export async function dismissNameReports(
  app: FastifyInstance,
  operator: string,
  factoryId: string,
  reason = '',
): Promise<AdminPlayer> {
  await audited(app.database.db, operator, factoryId, async (tx) => {
    const closed = await closeNameReports(tx, factoryId);
    if (closed === 0) throw new HttpError(409, "No open reports of this factory's name");
    return { action: 'dismiss-name-reports', detail: `${closed} report${closed === 1 ? '' : 's'}`, reason };
  });
  return playerOf(app.database.db, factoryId);
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
