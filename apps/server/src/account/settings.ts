import type { Account, ChangePasswordBody, DeleteAccountBody, FactoryNameResult } from '@forgeworks/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { factories, user } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { formerNames, lastChangeByUpgrade } from '../names/names.js';
import { nextRenameAt, refuseTakenName, rename } from '../names/rename.js';
import { authHeaders, isPlayersPassword, refuseGuessablePassword } from './passwords.js';
import type { Auth } from './auth.js';
import { voidResetLinks } from './recovery.js';
import type { SignedInUser } from './sessions.js';
import { listSessions } from './sessions.js';

/** The settings page's work: what the routes of routes/account.ts do for a signed-in player. */

/**
 * What the settings page's work needs of the rest of the server, handed in by routes/account.ts:
 * each function takes the part it uses.
 */
export interface AccountNeeds {
  db: Db;
  auth: Auth;
  /** The player's factory (app.factories). */
  factoryOf: (player: SignedInUser) => Promise<{ id: string; name: string }>;
  isOperator: (userId: string) => Promise<boolean>;
  /** Tells the boards of every process a factory's new name. */
  factoryRenamed: (renamed: { userId: string; factoryId: string; name: string }) => Promise<void>;
  /** Ends the factory's contracts as by consent (contracts/service.ts). */
  endContractsOf: (factoryId: string) => Promise<unknown>;
  /** The player left or changed the listings (the leaderboard, profiles) on every process. */
  listingChanged: (userId: string) => Promise<void>;
}

const iso = (date: Date) => date.toISOString();

export async function accountOf(
  needs: Pick<AccountNeeds, 'db' | 'factoryOf' | 'isOperator'>,
  player: SignedInUser,
): Promise<Account> {
  const factory = await needs.factoryOf(player);
  const [sessions, operator, names, renamedFrom] = await Promise.all([
    listSessions(needs.db, player.id),
    needs.isOperator(player.id),
    nameState(needs.db, factory.id),
    lastChangeByUpgrade(needs.db, factory.id),
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

async function nameState(db: Db, factoryId: string) {
  const [former, next] = await Promise.all([formerNames(db, [factoryId]), nextRenameAt(db, factoryId)]);
  return { formerNames: former.get(factoryId) ?? [], nextRenameAt: next?.toISOString() ?? null };
}

/**
 * The name the leaderboard shows, stored as the player typed it (plain text: the pages escape it),
 * once its look-alikes are free and the player's last rename is old enough (names/names.ts).
 */
export async function renameFactory(
  needs: Pick<AccountNeeds, 'db' | 'factoryRenamed'>,
  player: SignedInUser,
  name: string,
): Promise<FactoryNameResult> {
  const { factoryId, changed } = await needs.db
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
  if (changed) await needs.factoryRenamed({ userId: player.id, factoryId, name });
  return { factoryName: name, ...(await nameState(needs.db, factoryId)) };
}

/**
 * A new password, after the current one; every reset link made before it is void. With signOutOtherDevices every session of the player
 * ends, this one too, and this device gets a fresh token (so a copy of the old one is worthless);
 * without, this device keeps its token.
 */
export async function changePassword(
  needs: Pick<AccountNeeds, 'db' | 'auth'>,
  request: FastifyRequest,
  player: SignedInUser,
  body: Required<ChangePasswordBody>,
): Promise<string> {
  refuseGuessablePassword(body.newPassword, player);
  const result = await needs.auth.api
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
  await voidResetLinks(needs.db, player.id);
  return result.token ?? player.session.token;
}

/**
 * Deletes the player and everything of theirs: the user row, whose foreign keys take their
 * sessions, credentials, factory, its hourly history and maintenance log with it. What the market
 * took in from their sales stays, as totals per resource that name no one.
 */
export async function deleteAccount(
  needs: Omit<AccountNeeds, 'isOperator' | 'factoryRenamed'>,
  request: FastifyRequest,
  player: SignedInUser,
  body: DeleteAccountBody,
): Promise<void> {
  const factory = await needs.factoryOf(player);
  if (body.confirmFactoryName.trim() !== factory.name.trim())
    throw new HttpError(400, "Type your factory's name exactly to confirm");
  if (!(await isPlayersPassword(needs.auth, request, body.password)))
    throw new HttpError(403, 'The password is not right');
  // Its contracts end first, as by consent: the other side's escrowed cash goes back to it.
  await needs.endContractsOf(factory.id);
  await needs.db.delete(user).where(eq(user.id, player.id));
  await needs.listingChanged(player.id);
}
