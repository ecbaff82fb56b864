import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import type { OperatorAccount } from '@forgeworks/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createAuth } from '../account/auth.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { rowsOf } from '../db/rows.js';
import { HttpError } from '../errors.js';
import { grantOperator, listOperators, revokeOperator } from '../moderation/operators.js';
import { playerFactoryByEmail } from '../moderation/players.js';
import { handOverResetLink } from '../moderation/reset-links.js';
import { openPlace } from './open-place.js';
import { describePlace, parsePlace, placeFromConfig } from './places.js';
import { Refusal } from './refusal.js';

const USAGE = `Usage: npm run operator -- <grant <email> | revoke <email> | list | reset-link <email>> [--db <data folder | postgres://…>]
Grants or revokes operator rights (the Moderation page, /api/admin/*) to the player's account that signs
in with <email>, on the database the server uses (DATABASE_URL or DATA_DIR, as the server reads them).
It takes effect at once on every running server process. A data folder's server must be stopped first;
while it runs, use POST /api/admin/operators/grant with ADMIN_TOKEN instead. Check the account it names
(player, factory, sign-up time) is the one you expect: whoever signed up first with an address owns it.
reset-link makes a one-time link with which that player sets a new password (an hour, once), for you to
hand over yourself; it is printed only now, and the audit records that it was made, never the link.`;

const line = (o: OperatorAccount) =>
  `  ${o.email}  ${o.playerName} · ${o.factoryName} · signed up ${o.signedUpAt}` +
  (o.grantedBy ? ` · operator since ${o.grantedAt} (by ${o.grantedBy})` : '');

/**
 * A player's reset link, printed once (account/recovery.ts). Under PUBLIC_URL when it is set, else
 * the path, which goes after the address players open.
 */
async function resetLink(db: Db, by: string, email: string): Promise<string> {
  const player = await playerFactoryByEmail(db, email);
  const publicUrl = loadConfig().PUBLIC_URL ?? null;
  const origin = publicUrl === null ? null : new URL(publicUrl).origin;
  // The secret signs sessions, and this makes none: a link's token is kept as its plain SHA-256 digest.
  const auth = createAuth(db, randomBytes(32).toString('hex'), origin ?? 'http://localhost');
  const link = await handOverResetLink(
    { db, auth, publicUrl: origin },
    { operator: by, player: { userId: player.userId, factory: player } },
  );
  return [
    `A link for ${player.playerName} (${player.name}) to set a new password, working once until ${link.expiresAt}:`,
    '',
    `  ${link.url ?? link.path}`,
    '',
    ...(link.url
      ? []
      : [
          'PUBLIC_URL is not set: put it after the address players open the game at, e.g. http://192.168.1.20:3000',
          '',
        ]),
    'Hand it over yourself, by a way you know reaches them: whoever opens it first takes the account.',
    'It is shown only now. Never choose a password for a player.',
  ].join('\n');
}

async function work(args: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args,
    options: { db: { type: 'string' } },
    allowPositionals: true,
  });
  const [command, email, ...rest] = positionals;
  const wantsEmail = command === 'grant' || command === 'revoke' || command === 'reset-link';
  if (!(wantsEmail || command === 'list') || (wantsEmail ? !email || rest.length > 0 : positionals.length > 1))
    throw new Refusal(command ? `Not understood: ${positionals.join(' ')}` : 'Say what to do');
  const place = values.db ? parsePlace(values.db) : placeFromConfig(loadConfig());
  const connection = await openPlace(place, 'source');
  try {
    const [schema] = rowsOf(
      z.object({ ready: z.boolean() }),
      await connection.db.execute(sql`SELECT to_regclass('public.operators') IS NOT NULL AS ready`),
    );
    if (!schema!.ready)
      throw new Refusal(`${describePlace(place)} is older than this version: start the server once to upgrade it.`);
    if (command === 'list') {
      const operators = await listOperators(connection.db);
      return operators.length === 0
        ? 'No operators.'
        : [`${operators.length} operator(s):`, ...operators.map(line)].join('\n');
    }
    const by = `command line (${userInfo().username})`;
    if (command === 'reset-link') return await resetLink(connection.db, by, email!);
    const done = await (command === 'grant' ? grantOperator : revokeOperator)(connection.db, by, email!);
    const said =
      command === 'grant'
        ? done.changed
          ? 'is now an operator'
          : 'already was an operator'
        : done.changed
          ? 'is no longer an operator'
          : 'was not an operator';
    return `${done.operator.email} ${said}.\n${line(done.operator)}`;
  } finally {
    await connection.close();
  }
}

/** What `npm run operator` prints, and its exit code. */
export interface OperatorCommandResult {
  code: 0 | 1;
  out: string;
  err: string;
}

/**
 * `npm run operator -- <args>` (ops/cli/operator.ts prints what this answers): a refusal is the
 * message and the usage with exit code 1; anything else unexpected is thrown.
 */
export async function operatorCommand(args: string[]): Promise<OperatorCommandResult> {
  try {
    return { code: 0, out: await work(args), err: '' };
  } catch (error) {
    const known =
      error instanceof Refusal ||
      error instanceof HttpError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    if (!known) throw error;
    return { code: 1, out: '', err: `${(error as Error).message}\n\n${USAGE}` };
  }
}
