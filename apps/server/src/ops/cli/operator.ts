import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import type { OperatorAccount } from '@forgeworks/contract';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { rowsOf } from '../../db/rows.js';
import { HttpError } from '../../errors.js';
import { grantOperator, listOperators, revokeOperator } from '../../moderation/operators.js';
import { openPlace } from '../open-place.js';
import { describePlace, parsePlace, placeFromConfig } from '../places.js';
import { Refusal } from '../refusal.js';

const USAGE = `Usage: npm run operator -- <grant <email> | revoke <email> | list> [--db <data folder | postgres://…>]
Grants or revokes operator rights (the Moderation page, /api/admin/*) to the player's account that signs
in with <email>, on the database the server uses (DATABASE_URL or DATA_DIR, as the server reads them).
It takes effect at once on every running server process. A data folder's server must be stopped first;
while it runs, use POST /api/admin/operators/grant with ADMIN_TOKEN instead. Check the account it names
(player, factory, sign-up time) is the one you expect: whoever signed up first with an address owns it.`;

const line = (o: OperatorAccount) =>
  `  ${o.email}  ${o.playerName} · ${o.factoryName} · signed up ${o.signedUpAt}` +
  (o.grantedBy ? ` · operator since ${o.grantedAt} (by ${o.grantedBy})` : '');

async function main(): Promise<string> {
  const { values, positionals } = parseArgs({ options: { db: { type: 'string' } }, allowPositionals: true });
  const [command, email, ...rest] = positionals;
  const wantsEmail = command === 'grant' || command === 'revoke';
  if (!(wantsEmail || command === 'list') || (wantsEmail ? !email || rest.length > 0 : positionals.length > 1))
    throw new Refusal(command ? `Not understood: ${positionals.join(' ')}` : 'Say what to do');
  const place = values.db ? parsePlace(values.db) : placeFromConfig(loadConfig());
  const connection = await openPlace(place, 'source');
  try {
    const [schema] = rowsOf<{ ready: boolean }>(
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

try {
  console.log(await main());
} catch (error) {
  const known =
    error instanceof Refusal ||
    error instanceof HttpError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(known ? `${(error as Error).message}\n\n${USAGE}` : error);
  process.exitCode = 1;
}
