import { randomBytes } from 'node:crypto';

/**
 * A new machine's or worker's id: 72 random bits as 12 URL-safe characters. Ids need only be unique
 * within their factory, and short ones keep the state the tick re-encodes every tick small.
 */
export function newPartId(): string {
  return randomBytes(9).toString('base64url');
}
