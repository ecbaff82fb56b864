import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from './raw-rows.js';
import type { TestApp } from './helper.js';
import { buildTestApp, freshPostgres } from './helper.js';

const RIVALS = 4;

describe('rivals on one PostgreSQL shared by several server processes', () => {
  const apps: TestApp[] = [];
  let postgres: Awaited<ReturnType<typeof freshPostgres>> | undefined;
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await postgres?.drop();
  });

  it('two app instances starting at once make exactly RIVALS rivals', async () => {
    postgres = await freshPostgres(process.env.TEST_DATABASE_URL!);
    const database = { databaseUrl: postgres.url };
    apps.push(
      ...(await Promise.all([
        buildTestApp({ database, rivals: RIVALS }),
        buildTestApp({ database, rivals: RIVALS }),
        buildTestApp({ database, rivals: RIVALS }),
      ])),
    );
    const [counts] = rowsOf<{ factories: number; users: number; slots: number }>(
      await apps[0]!.database.db.execute(sql`
        SELECT (SELECT count(*)::int FROM factories) AS factories,
               (SELECT count(*)::int FROM "user") AS users,
               (SELECT count(DISTINCT rival_slot)::int FROM factories) AS slots`),
    );
    expect(counts).toEqual({ factories: RIVALS, users: RIVALS, slots: RIVALS });
  });
});
