import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerPair } from './pair.js';
import { call, serverPair } from './pair.js';

/**
 * Two processes on one PostgreSQL started without AUTH_SECRET share one secret, kept in the
 * database: a session made on one is good on the other, and the sign-up address is digested alike,
 * so one address's accounts are counted together.
 */
let pair: ServerPair;
beforeAll(async () => {
  pair = await serverPair('secret', { AUTH_SECRET: '' });
}, 120_000);
afterAll(() => pair?.stop());

describe('two processes without AUTH_SECRET', () => {
  it('share the secret the first of them made', async () => {
    const onA = await pair.signUp(pair.a);
    const onB = await pair.signUp(pair.b);
    expect((await call(pair.b, 'GET', '/api/factory/my-factory', onA.token)).status).toBe(200);
    expect((await call(pair.a, 'GET', '/api/factory/my-factory', onB.token)).status).toBe(200);
    for (const server of [pair.a, pair.b]) {
      const players = (await call(server, 'GET', '/api/admin/players', pair.adminToken)).body.data.players as {
        email: string;
        accountsAtSignUpAddress: number;
      }[];
      const ours = players.filter((p) => p.email === onA.email || p.email === onB.email);
      expect(ours.map((p) => p.accountsAtSignUpAddress)).toEqual([2, 2]);
    }
  });
});
