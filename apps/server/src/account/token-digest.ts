import { createHash } from 'node:crypto';
import type { drizzleAdapter } from 'better-auth/adapters/drizzle';

/**
 * What the database keeps of a session token: its SHA-256 digest in hex (migration 0018 turned the
 * tokens kept before into theirs). A token is 32 random characters, so no salt or slow hash is
 * needed; a read of the table hands out nothing a player could sign in with.
 */
export const tokenDigest = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

type AdapterFactory = ReturnType<typeof drizzleAdapter>;
type Adapter = ReturnType<AdapterFactory>;
type Where = NonNullable<Parameters<Adapter['findMany']>[0]['where']>[number];
type Row = Record<string, unknown> | null;

/** The adapter's calls that name a model and may read or write a session's token. */
const CALLS = new Set([
  'create',
  'findOne',
  'findMany',
  'count',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
  'consumeOne',
]);

/**
 * better-auth's database adapter with every read and write of `session.token` seeing its digest:
 * a token better-auth writes or looks for is digested on the way in, and a row read back by that
 * token carries the token it was asked with, so better-auth still hands the player the token
 * itself. A row found by anything else (a player's sessions by their id) carries the digest,
 * which signs no one in. Transactions get the same wrapper.
 */
export function digestSessionTokens(factory: AdapterFactory): AdapterFactory {
  return (options) => wrap(factory(options));
}

/** An adapter, or the one a transaction hands its work (the same calls, no `transaction`). */
type Transaction = Parameters<Parameters<Adapter['transaction']>[0]>[0];

function wrap<A extends Adapter | Transaction>(adapter: A): A {
  return new Proxy(adapter, {
    get(target, property, receiver) {
      if (property === 'transaction' && 'transaction' in target)
        return (work: (trx: Transaction) => Promise<unknown>) => target.transaction((trx) => work(wrap(trx)));
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !CALLS.has(property) || typeof value !== 'function') return value;
      return async (call: { model: string; where?: Where[]; data?: Row; update?: Row }) => {
        const run = value as (call: unknown) => Promise<unknown>;
        if (call.model !== 'session') return run(call);
        const tokens = new Map<string, string>();
        const digest = (token: unknown) => {
          if (typeof token !== 'string') return token;
          const kept = tokenDigest(token);
          tokens.set(kept, token);
          return kept;
        };
        const digested = { ...call };
        if (call.where)
          digested.where = call.where.map((w) =>
            w.field === 'token'
              ? {
                  ...w,
                  value: Array.isArray(w.value)
                    ? (w.value as string[]).map((v) => digest(v) as string)
                    : (digest(w.value) as Where['value']),
                }
              : w,
          );
        for (const key of ['data', 'update'] as const) {
          const fields = call[key];
          if (fields && 'token' in fields) digested[key] = { ...fields, token: digest(fields.token) };
        }
        const restore = (row: unknown) => {
          if (!row || typeof row !== 'object') return row;
          const token = (row as Record<string, unknown>).token;
          return typeof token === 'string' && tokens.has(token) ? { ...row, token: tokens.get(token) } : row;
        };
        const result = await run(digested);
        return Array.isArray(result) ? result.map(restore) : restore(result);
      };
    },
  });
}
