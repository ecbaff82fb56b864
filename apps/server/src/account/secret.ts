import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { rowsOf } from '../db/rows.js';

const made = () => randomBytes(32).toString('hex');

/** The secret kept in the data folder, made there the first time. */
function fileSecret(dataDir: string, { make }: { make: boolean }): string | null {
  const file = `${dataDir}/auth-secret`;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (!make) return null;
  mkdirSync(dataDir, { recursive: true });
  const secret = made();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The secret that signs sessions and keys the sign-up addresses' digests: AUTH_SECRET when given.
 * Else, on the embedded database (one process), one generated once and kept in the data folder, so
 * sessions survive restarts; in-memory test databases get a throwaway one. On PostgreSQL, where
 * several processes may share the database, the one kept there (auth_secrets), made by whichever
 * process started first (the insert keeps the first of processes starting at once), so every
 * process signs and digests alike; a data folder's secret from before is the one it keeps.
 */
export async function authSecret(given: string | undefined, dataDir: string, database: Database): Promise<string> {
  if (given) return given;
  if (database.kind === 'pglite') return dataDir === ':memory:' ? made() : fileSecret(dataDir, { make: true })!;
  const candidate = (dataDir === ':memory:' ? null : fileSecret(dataDir, { make: false })) ?? made();
  await database.db.execute(sql`
    INSERT INTO auth_secrets (id, secret) VALUES (1, ${candidate}) ON CONFLICT (id) DO NOTHING`);
  const [row] = rowsOf(
    z.object({ secret: z.string() }),
    await database.db.execute(sql`SELECT secret FROM auth_secrets WHERE id = 1`),
  );
  return row!.secret;
}
