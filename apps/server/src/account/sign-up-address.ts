import { createHmac, hkdfSync } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { Db } from '../db/database.js';
import { signUpAddresses } from '../db/schema.js';

/**
 * The keyed hash an account's sign-up address is kept as (sign_up_addresses): HMAC-SHA-256 under a
 * key derived from the server's auth secret, of the address as the attempt limits key it (IPv6 by
 * its /64). Equal addresses hash equal, so the operator sees accounts made together; without the
 * key, hashing every IPv4 address does not turn the table back into addresses.
 */
export function signUpAddressHasher(authSecret: string): (address: string) => string {
  const key = Buffer.from(hkdfSync('sha256', authSecret, '', 'forgeworks sign-up address', 32));
  return (address) => createHmac('sha256', key).update(normalizeIP(address)).digest('base64url');
}

/** Keeps the hash of the address `userId` signed up from; a second call for the account changes nothing. */
export async function recordSignUpAddress(db: Db, userId: string, addressHash: string): Promise<void> {
  await db.insert(signUpAddresses).values({ userId, addressHash }).onConflictDoNothing();
}
