import { sql } from 'drizzle-orm';
import { z } from 'zod';
import webpush from 'web-push';
import type { Db } from '../db/database.js';
import { rowsOf } from '../db/rows.js';

/** The server's VAPID key pair (base64url): the browsers subscribe to the public key, messages are signed with the private. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The key pair from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when the operator set them; else the
 * one in the database, made by whichever process started first (the insert keeps the first of
 * processes starting at once), so every process signs alike and subscriptions outlive restarts.
 */
export async function vapidKeys(db: Pick<Db, 'execute'>, given: Partial<VapidKeys>): Promise<VapidKeys> {
  if (given.publicKey && given.privateKey) return { publicKey: given.publicKey, privateKey: given.privateKey };
  const made = webpush.generateVAPIDKeys();
  await db.execute(sql`
    INSERT INTO push_keys (id, public_key, private_key) VALUES (1, ${made.publicKey}, ${made.privateKey})
    ON CONFLICT (id) DO NOTHING`);
  const [row] = rowsOf(
    z.object({ public_key: z.string(), private_key: z.string() }),
    await db.execute(sql`SELECT public_key, private_key FROM push_keys WHERE id = 1`),
  );
  return { publicKey: row!.public_key, privateKey: row!.private_key };
}
