import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/database.js';
import { rowsOf } from '../db/rows.js';
import { factories } from '../db/schema.js';
import { keepFormerName, nameKey, numbered } from './names.js';

/**
 * The upgrade step of migration 0031 (plugins/app/upgrade-steps.ts): keys the names of the factories made
 * before it, oldest first. The oldest of names that look alike keeps its name; each later one takes
 * its first free numbered variant ("Rita Real's Factory 2"), with its old name kept as a former name
 * the account page tells the player of. Nothing else of the factory changes. A factory renamed by its
 * player meanwhile (keyed by the new code) is left as it is. Answers the last factory keyed, or null
 * when none was left.
 */
export async function keyNames(tx: Tx, _after: string, limit: number): Promise<string | null> {
  const rows = rowsOf(
    z.object({ id: z.string(), name: z.string() }),
    await tx.execute(sql`SELECT id, name FROM factories WHERE name_key IS NULL ORDER BY created_at, id LIMIT ${limit}`),
  );
  if (rows.length === 0) return null;
  const keys = rows.map((r) => nameKey(r.name));
  const taken = new Set(
    (await tx.select({ key: factories.nameKey }).from(factories).where(inArray(factories.nameKey, keys))).map(
      (r) => r.key,
    ),
  );
  // A variant must not take a name a later factory holds already: read those only when a variant is needed (rare).
  let unkeyed: Set<string> | undefined;
  const heldByLater = async (key: string) => {
    unkeyed ??= new Set(
      rowsOf(
        z.object({ name: z.string() }),
        await tx.execute(sql`SELECT name FROM factories WHERE name_key IS NULL`),
      ).map((r) => nameKey(r.name)),
    );
    return unkeyed.has(key);
  };
  const isTaken = async (key: string) =>
    taken.has(key) ||
    rowsOf(z.object({}), await tx.execute(sql`SELECT 1 FROM factories WHERE name_key = ${key}`)).length > 0 ||
    (await heldByLater(key));
  const changes: { id: string; old: string; name: string; key: string }[] = [];
  for (const row of rows) {
    let n = 1;
    // Its own name is free unless an older factory (keyed before it) or a renamed one holds it.
    if (taken.has(nameKey(row.name))) while (await isTaken(nameKey(numbered(row.name, ++n))));
    const name = numbered(row.name, n);
    taken.add(nameKey(name));
    changes.push({ id: row.id, old: row.name, name, key: nameKey(name) });
  }
  // Written in id order, the order the tick's batches lock factories in, so the two never deadlock.
  changes.sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const change of changes) {
    const [updated] = rowsOf(
      z.object({ id: z.string() }),
      await tx.execute(sql`
        UPDATE factories SET name = ${change.name}, name_key = ${change.key}
        WHERE id = ${change.id} AND name_key IS NULL AND name = ${change.old} RETURNING id`),
    );
    if (updated && change.name !== change.old) await keepFormerName(tx, change.id, change.old, 'upgrade');
  }
  return rows.length < limit ? null : rows.at(-1)!.id;
}
