import { randomBytes } from 'node:crypto';

/**
 * A new machine's or worker's id: 12 URL-safe characters, 72 random bits. An id need only be
 * unique within its factory (every lookup goes through the player's own factory, so another
 * player's id answers 404 whatever it is), and at 72 bits two ids of one factory never meet.
 * The tick decodes and re-encodes every id of every factory every tick: UUIDs' 36 characters were
 * 60% of a stored state (docs/benchmarks.md). Ids made before this stay as they are.
 */
export function newPartId(): string {
  return randomBytes(9).toString('base64url');
}
