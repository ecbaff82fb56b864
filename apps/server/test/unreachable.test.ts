import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from '../src/db/unreachable.js';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As drizzle throws the driver's error: its own, the driver's under `cause`. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnreachable', () => {
  it('knows a database stopped, shutting down, starting or out of connections, wrapped or not', () => {
    for (const error of [
      coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      wrapped(coded('terminating connection due to administrator command', '57P01')),
      wrapped(coded('the database system is shutting down', '57P03')),
      wrapped(coded('sorry, too many clients already', '53300')),
      wrapped(coded('connection failure', '08006')),
      wrapped(new Error('Connection terminated unexpectedly')),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
    ])
      expect(isDatabaseUnreachable(error), error.message).toBe(true);
  });

  it('takes a query the database refused, or any other failure, for what it is', () => {
    for (const error of [
      wrapped(coded('duplicate key value violates unique constraint', '23505')),
      wrapped(coded('canceling statement due to lock timeout', '55P03')),
      wrapped(coded('syntax error at or near "selec"', '42601')),
      new TypeError("Cannot read properties of undefined (reading 'state')"),
    ])
      expect(isDatabaseUnreachable(error), error.message).toBe(false);
    expect(isDatabaseUnreachable('a string')).toBe(false);
  });
});
