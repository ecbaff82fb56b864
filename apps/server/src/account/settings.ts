import type { Account, ChangePasswordBody, DeleteAccountBody, FactoryNameResult } from '@forgeworks/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { factories, user } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { formerNames, lastChangeByUpgrade } from '../names/names.js';
import { nextRenameAt, refuseTakenName, rename } from '../names/rename.js';
import { authHeaders, isPlayersPassword, refuseGuessablePassword } from './passwords.js';
import { voidResetLinks } from './recovery.js';
import type { SignedInUser } from './sessions.js';
import { listSessions } from './sessions.js';

/** The settings page's work: what the routes of routes/account.ts do for a signed-in player. */

const iso = (date: Date) => date.toISOString();

export async function accountOf(app: FastifyInstance, player: SignedInUser): Promise<Account> {
  const factory = await app.factories.find(player);
  const [sessions, operator, names, renamedFrom] = await Promise.all([
    listSessions(app.database.db, player.id),
    app.isOperator(player.id),
    nameState(app, factory.id),
    lastChangeByUpgrade(app.database.db, factory.id),
  ]);
  return {
    user: { id: player.id, email: player.email, name: player.name },
    factoryName: factory.name,
    ...names,
    renamedFrom,
    operator,
    sessions: sessions.map((s) => ({
      ...s,
      current: s.id === player.session.id,
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      expiresAt: iso(s.expiresAt),
    })),
  };
}

async function nameState(app: FastifyInstance, factoryId: string) {
  const [former, next] = await Promise.all([
    formerNames(app.database.db, [factoryId]),
    nextRenameAt(app.database.db, factoryId),
  ]);
  return { formerNames: former.get(factoryId) ?? [], nextRenameAt: next?.toISOString() ?? null };
}

/**
 * The name the leaderboard shows, stored as the player typed it (plain text: the pages escape it),
 * once its look-alikes are free and the player's last rename is old enough (names/names.ts).
 */
export async function renameFactory(
  app: FastifyInstance,
  player: SignedInUser,
  name: string,
): Promise<FactoryNameResult> {
  const { factoryId, changed } = await app.database.db
    .transaction(async (tx) => {
      const [factory] = await tx
        .select({ id: factories.id, name: factories.name })
        .from(factories)
        .where(eq(factories.userId, player.id))
        .for('update');
      if (!factory) throw new HttpError(404, 'factory not found');
      return { factoryId: factory.id, changed: await rename(tx, factory, name, 'player') };
    })
    .catch(refuseTakenName);
  if (changed) await app.factoryRenamed({ userId: player.id, factoryId, name });
  return { factoryName: name, ...(await nameState(app, factoryId)) };
}

/**
 * A new password, after the current one; every reset link made before it is void. With signOutOtherDevices every session of the player
 * ends, this one too, and this device gets a fresh token (so a copy of the old one is worthless);
 * without, this device keeps its token.
 */
export async function changePassword(
  app: FastifyInstance,
  request: FastifyRequest,
  player: SignedInUser,
  body: Required<ChangePasswordBody>,
): Promise<string> {
  refuseGuessablePassword(body.newPassword, player);
  const result = await app.auth.api
    .changePassword({
      body: {
        currentPassword: body.currentPassword,
        newPassword: body.newPassword,
        revokeOtherSessions: body.signOutOtherDevices,
      },
      headers: authHeaders(request, player.session.token),
    })
    .catch((error: { status?: string }) => {
      if (error.status === 'BAD_REQUEST') throw new HttpError(403, 'The current password is not right');
      throw error;
    });
  await voidResetLinks(app.database.db, player.id);
  return result.token ?? player.session.token;
}

/**
 * Deletes the player and everything of theirs: the user row, whose foreign keys take their
 * sessions, credentials, factory, its hourly history and maintenance log with it. What the market
 * took in from their sales stays, as totals per resource that name no one.
 */
export async function deleteAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  player: SignedInUser,
  body: DeleteAccountBody,
): Promise<void> {
  const factory = await app.factories.find(player);
  if (body.confirmFactoryName.trim() !== factory.name.trim())
    throw new HttpError(400, "Type your factory's name exactly to confirm");
  if (!(await isPlayersPassword(app.auth, request, body.password)))
    throw new HttpError(403, 'The password is not right');
  // Its contracts end first, as by consent: the other side's escrowed cash goes back to it.
  await app.contracts.endAllOf(factory.id);
  await app.database.db.delete(user).where(eq(user.id, player.id));
  await app.listingChanged(player.id);
}
