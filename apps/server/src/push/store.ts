import type { NotificationKind, PushSettings, PushSubscribeBody, QuietHours } from '@forgeworks/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { pushQuietHours, pushSubscriptions } from '../db/schema.js';
import type { StoredQuietHours } from './quiet-hours.js';
import { presentQuietHours, storedQuietHours } from './quiet-hours.js';

/** Devices a player may have notifications on at once; subscribing one more drops the oldest. */
export const MAX_DEVICES = 10;

export type Subscription = typeof pushSubscriptions.$inferSelect;

/** The settings page's view: the key to subscribe with, the quiet hours, the devices. */
export async function pushSettings(db: Db, userId: string, publicKey: string): Promise<PushSettings> {
  const [devices, [quiet]] = await Promise.all([
    db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt)),
    db.select().from(pushQuietHours).where(eq(pushQuietHours.userId, userId)),
  ]);
  return {
    publicKey,
    quietHours: quiet ? presentQuietHours(quiet) : null,
    devices: devices.map((d) => ({
      id: d.id,
      endpoint: d.endpoint,
      kinds: d.kinds as NotificationKind[],
      userAgent: d.userAgent,
      createdAt: d.createdAt.toISOString(),
    })),
  };
}

/**
 * Turns notifications on for a device, or changes its kinds. A push service address belongs to
 * one browser profile, so a player subscribing on a browser another player used takes it over.
 */
export async function subscribe(
  db: Db,
  userId: string,
  body: PushSubscribeBody,
  userAgent: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const values = { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, kinds: body.kinds, userAgent };
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint: body.endpoint, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    await tx.execute(sql`
      DELETE FROM push_subscriptions WHERE id IN (
        SELECT id FROM push_subscriptions WHERE user_id = ${userId}
        ORDER BY created_at DESC, id OFFSET ${MAX_DEVICES})`);
  });
}

/** Turns a device of the player's off; answers how many it removed (0 or 1). */
export async function unsubscribe(db: Db, userId: string, endpoint: string): Promise<number> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length;
}

/** Forgets an address its push service says is gone (404, 410). */
export async function dropEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/**
 * Sets or lifts the player's quiet hours. What the old ones held back is due again at once: the
 * next claim holds it only if the new hours cover now.
 */
export async function setQuietHours(db: Db, userId: string, quiet: QuietHours | null): Promise<void> {
  await db.transaction(async (tx) => {
    if (!quiet) await tx.delete(pushQuietHours).where(eq(pushQuietHours.userId, userId));
    else {
      const stored = storedQuietHours(quiet);
      await tx
        .insert(pushQuietHours)
        .values({ userId, ...stored })
        .onConflictDoUpdate({ target: pushQuietHours.userId, set: stored });
    }
    await tx.execute(sql`UPDATE push_outbox SET due_at = now() WHERE user_id = ${userId} AND sent_at IS NULL`);
  });
}

/** The devices and quiet hours of these players. */
export async function recipients(
  db: Db,
  userIds: string[],
): Promise<{ devices: Subscription[]; quiet: Map<string, StoredQuietHours> }> {
  if (userIds.length === 0) return { devices: [], quiet: new Map() };
  const [devices, quiet] = await Promise.all([
    db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds)),
    db.select().from(pushQuietHours).where(inArray(pushQuietHours.userId, userIds)),
  ]);
  return { devices, quiet: new Map(quiet.map((q) => [q.userId, q])) };
}
