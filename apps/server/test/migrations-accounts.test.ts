import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findSignedIn } from '../src/account/sessions.js';
import { tokenDigest } from '../src/account/token-digest.js';
import { openDatabase } from '../src/db/database.js';
import { rowsOf } from './raw-rows.js';
import type { TestApp } from './helper.js';
import { ADMIN_TOKEN, bearer, buildTestApp, signUp } from './helper.js';
import { databaseBefore, openRaw, seedTrade, signIn } from './databases-before.js';

describe('migration 0018: moderation, and session tokens kept as their digest', () => {
  it('keeps a session running before it working by its token, which the table no longer holds', async () => {
    const before = await databaseBefore('0018_moderation');
    const legacy = await openRaw(before.open);
    const token = 'a'.repeat(16) + 'Z9'.repeat(8);
    await legacy.execute(sql`INSERT INTO "user" (id, name, email) VALUES ('signed-in', 'In', 'in@forge.test')`);
    await legacy.execute(sql`
      INSERT INTO session (id, expires_at, token, user_id)
      VALUES ('s1', ${new Date(Date.now() + 3_600_000)}, ${token}, 'signed-in')`);
    await legacy.close();

    const database = await openDatabase(before.open);
    try {
      const [row] = rowsOf<{ token: string }>(await database.db.execute(sql`SELECT token FROM session`));
      expect(row!.token).toBe(tokenDigest(token));
      expect((await findSignedIn(database.db, token))?.user.id).toBe('signed-in');
      expect(await findSignedIn(database.db, row!.token)).toBeNull();
      const tables = rowsOf<{ n: number }>(
        await database.db.execute(sql`
          SELECT count(*)::int AS n FROM information_schema.tables
          WHERE table_name IN ('suspensions', 'operator_actions', 'name_reports')`),
      );
      expect(tables[0]!.n).toBe(3);
    } finally {
      await database.close();
      await before.drop();
    }
  });
});

describe('migration 0023: operators granted, not claimed by an address', () => {
  it("keeps OPERATOR_EMAILS' existing accounts as operators once; an address signed up later stays a player", async () => {
    const before = await databaseBefore('0023_operators');
    const legacy = await openRaw(before.open);
    // seller@ is named in OPERATOR_EMAILS (in another case) and has an account; late@ has none yet.
    await seedTrade(legacy, 800);
    await legacy.close();

    const operatorEmails = ['S@Forge.test', 'late@forge.test'];
    const account = async (app: TestApp, token: string) =>
      (await app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) })).json().data.operator;
    const upgraded = await buildTestApp({ database: before.open, operatorEmails });
    let late: string;
    try {
      const session = await signIn(upgraded, 's@forge.test');
      expect(await account(upgraded, session)).toBe(true);
      late = (await signUp(upgraded, 'late@forge.test')).token;
      expect(await account(upgraded, late)).toBe(false);
      const [line] = (
        await upgraded.inject({ method: 'GET', url: '/api/admin/audit', headers: bearer(ADMIN_TOKEN) })
      ).json().data.actions;
      expect(line).toMatchObject({
        operator: 'OPERATOR_EMAILS (upgrade)',
        action: 'grant-operator',
        detail: 's@forge.test',
      });
    } finally {
      await upgraded.close();
    }
    // The next start with the variable still set carries nothing over: the late account stays a player.
    const restarted = await buildTestApp({ database: before.open, operatorEmails });
    try {
      expect(await account(restarted, late)).toBe(false);
    } finally {
      await restarted.close();
      await before.drop();
    }
  });
});
