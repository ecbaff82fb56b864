import { describe, expect, it } from 'vitest';
import { call, PAIR_PASSWORD, useServerPair } from './pair.js';
import type { ServerProcess } from './server-process.js';

const pair = useServerPair('names');

const factoryName = async (server: ServerProcess, token: string) =>
  (await call(server, 'GET', '/api/factory/my-factory', token)).body.data.name as string;

describe('factory names across two server processes on one PostgreSQL', () => {
  it('let only one of two renames at once to look-alike names win, whichever processes serve them', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await pair().signUp(pair().a);
      const b = await pair().signUp(pair().b);
      const name = `Twin Forge ${round}`;
      const answers = await Promise.all([
        call(pair().a, 'POST', '/api/account/factory-name', a.token, { name }),
        // Cyrillic е and о, and another case: the same look.
        call(pair().b, 'POST', '/api/account/factory-name', b.token, { name: `TWIN F\u041eRG\u0415 ${round}` }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      // Each process reads the one winner's name.
      const names = [await factoryName(pair().b, a.token), await factoryName(pair().a, b.token)];
      expect(names.filter((n) => n.toUpperCase().startsWith('TWIN F'))).toHaveLength(1);
    }
  });

  it('give two sign-ups at once with one name, on two processes, two names', async () => {
    // One round: the pair's address may sign up 10 accounts an hour, and the test before took 6.
    for (let round = 0; round < 1; round++) {
      const register = (server: ServerProcess, n: number) =>
        call(server, 'POST', '/api/auth/register', undefined, {
          email: `twin${round}-${n}@forge.test`,
          password: PAIR_PASSWORD,
          name: `Rita Real ${round}`,
        });
      const [one, two] = await Promise.all([register(pair().a, 1), register(pair().b, 2)]);
      expect([one.status, two.status]).toEqual([200, 200]);
      const names = [
        await factoryName(pair().a, one.body.data.token!),
        await factoryName(pair().b, two.body.data.token!),
      ].sort();
      expect(names).toEqual([`Rita Real ${round}'s Factory`, `Rita Real ${round}'s Factory 2`]);
    }
  });
});
