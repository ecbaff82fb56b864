/**
 * Whether an error says the database could not be reached or dropped the connection (stopped,
 * restarting, out of connections, a network fault), as opposed to a query the database refused:
 * the first is an outage to answer 503 and try again after, the second a bug.
 */

/** The socket's own failures (Node's error codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for it: class 08 (connection exception), 57P01–57P03 (the server is
 * shutting down, crashed or not yet accepting connections), 53300 (too many connections).
 */
const isOutageState = (code: string) =>
  code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';

/** node-postgres's and its pool's own words for a connection lost or never made. */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'not queryable',
  'Query read timeout',
];

export function isDatabaseUnreachable(error: unknown): boolean {
  // drizzle wraps the driver's error in its own, the driver's under `cause`.
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isOutageState(code))) return true;
    if (DRIVER_MESSAGES.some((m) => e instanceof Error && e.message.includes(m))) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnreachable)) return true;
  }
  return false;
}
