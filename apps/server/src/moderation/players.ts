import type { AdminPlayer, PlayerFlag } from '@forgeworks/contract';
import { ADMIN_PLAYERS_LIMIT } from '@forgeworks/contract';
import { toDollars } from '@forgeworks/engine';
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { factories, fairPlayFlows, nameReports, signUpAddresses, suspensions, user } from '../db/schema.js';
import { formerNames } from '../names/names.js';
import { HttpError } from '../errors.js';

/** A `LIKE` pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const openReports = sql<number>`(SELECT count(*)::int FROM ${nameReports}
  WHERE ${nameReports.factoryId} = ${factories.id} AND ${nameReports.resolvedAt} IS NULL)`;

/** Accounts signed up from the player's address, theirs included: two index lookups on the hash. */
const accountsAtAddress = sql<number>`(SELECT count(*)::int FROM ${signUpAddresses} mine
  JOIN ${signUpAddresses} same ON same.address_hash = mine.address_hash
  WHERE mine.user_id = ${factories.userId})`;

/**
 * Whether the factory gave or received in a pair the fair-play report lists as one-way: the pair's
 * primary key finds it as giver, the receiver index as receiver (one OR would defeat both).
 */
const inOneWayFlow = sql<boolean>`(EXISTS (SELECT 1 FROM ${fairPlayFlows} g
    WHERE g.giver_factory_id = ${factories.id} AND g.one_way)
  OR EXISTS (SELECT 1 FROM ${fairPlayFlows} r WHERE r.receiver_factory_id = ${factories.id} AND r.one_way))`;

/** A factory's whole id, as the fair-play report's links search for it. */
const FACTORY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
      accountsAtSignUpAddress: accountsAtAddress,
      oneWayFlow: inOneWayFlow,
    })
    .from(factories)
    .innerJoin(user, eq(user.id, factories.userId))
    .leftJoin(suspensions, eq(suspensions.factoryId, factories.id))
    // Rivals are the server's, not players: nothing to moderate.
    .where(and(isNull(factories.rivalSlot), where))
    .orderBy(desc(user.createdAt), factories.id)
    .limit(limit);
  const former = await formerNames(
    db,
    rows.map((r) => r.factoryId),
  );
  return rows.map((r) => {
    const flags: PlayerFlag[] = [];
    if (r.suspendedAt) flags.push('suspended');
    if (Number(r.nameReports) > 0) flags.push('name-reported');
    if (Number(r.accountsAtSignUpAddress) > 1) flags.push('shared-address');
    if (r.oneWayFlow) flags.push('one-way-flow');
    return {
      factoryId: r.factoryId,
      playerName: r.playerName,
      factoryName: r.factoryName,
      formerNames: former.get(r.factoryId) ?? [],
      email: r.email,
      signedUpAt: r.signedUpAt.toISOString(),
      netWorth: toDollars(r.netWorth),
      flags,
      suspension: r.suspendedAt ? { reason: r.reason ?? '', suspendedAt: r.suspendedAt.toISOString() } : null,
      nameReports: Number(r.nameReports),
      accountsAtSignUpAddress: Number(r.accountsAtSignUpAddress),
    };
  });
}

/**
 * Players whose name, factory's name or email holds `search` (any case), or whose factory's id it
 * is, newest first; the newest without one.
 */
export async function findPlayers(db: Db, search: string): Promise<AdminPlayer[]> {
  const pattern = containing(search);
  const matches =
    search === ''
      ? undefined
      : or(
          ilike(user.name, pattern),
          ilike(factories.name, pattern),
          ilike(user.email, pattern),
          FACTORY_ID.test(search) ? eq(factories.id, search.toLowerCase()) : undefined,
        );
  return playersWhere(db, matches, ADMIN_PLAYERS_LIMIT);
}

/** One player's line, by their factory; a 404 for no such player's factory. */
export async function playerOf(db: Db | Tx, factoryId: string): Promise<AdminPlayer> {
  const [player] = await playersWhere(db, eq(factories.id, factoryId), 1);
  if (!player) throw new HttpError(404, 'No such player');
  return player;
}

/** A player's factory as the operator acts on it; a 404 for no such player's factory. */
async function playerFactoryWhere(tx: Db | Tx, where: SQL, missing = 'No such player') {
  const [row] = await tx
    .select({ id: factories.id, userId: factories.userId, name: factories.name, playerName: user.name })
    .from(factories)
    .innerJoin(user, eq(user.id, factories.userId))
    .where(and(where, isNull(factories.rivalSlot)));
  if (!row) throw new HttpError(404, missing);
  return row;
}

export const playerFactory = (tx: Db | Tx, factoryId: string) => playerFactoryWhere(tx, eq(factories.id, factoryId));

/** The factory of the player with this email (any case), as the command line names them. */
export const playerFactoryByEmail = (tx: Db | Tx, email: string) =>
  playerFactoryWhere(tx, eq(user.email, email.trim().toLowerCase()), `No player signs in with ${email.trim()}`);
