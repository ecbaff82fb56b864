import { createHash, timingSafeEqual } from 'node:crypto';
import { bearerToken } from './account/sessions.js';

const digest = (token: string) => createHash('sha256').update(token).digest();

/**
 * Whether an `Authorization` header carries the operator's token (ADMIN_TOKEN, METRICS_TOKEN).
 * Digests of equal length are compared in constant time, so the answer's timing tells nothing of
 * the token, not even its length.
 */
export function carriesToken(header: string | undefined, expected: string): boolean {
  return timingSafeEqual(digest(bearerToken(header) ?? ''), digest(expected));
}
