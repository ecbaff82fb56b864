import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from './helper.js';

const app = useTestApp();

const myFactory = (token?: string) =>
  app().inject({
    method: 'GET',
    url: '/api/factory/my-factory',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('the bearer guard', () => {
  it('answers 401 in the envelope without a token or with a bad one', async () => {
    for (const res of [await myFactory(), await myFactory('not-a-real-token')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Authentication required' });
    }
  });

  it('stops accepting a token after sign-out', async () => {
    const { token } = await signUp(app());
    expect((await myFactory(token)).statusCode).toBe(200);
    const out = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await myFactory(token)).statusCode).toBe(401);
  });
});

describe('my factory', () => {
  it("is created on first sign-in with the rulebook's starting state, in dollars", async () => {
    const { token } = await signUp(app());
    const res = await myFactory(token);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      cash: 50_000,
      money: 50_000,
      debt: 0,
      netWorth: 50_800,
      machines: [],
      powerCapacity: 0,
      powerUsed: 0,
      name: expect.stringMatching(/^Player's Factory( \d+)?$/),
    });
    expect(data.inventory).toContainEqual({ type: 'COAL', quantity: 100, resource: { id: 3, name: 'Coal' } });
    expect(data.inventory.map((i: { type: string }) => i.type)).not.toContain('POWER');
  });

  it('is the same factory on every call, and each player has their own', async () => {
    const a = await signUp(app());
    const b = await signUp(app());
    const [first, again, other] = await Promise.all([myFactory(a.token), myFactory(a.token), myFactory(b.token)]);
    expect(first.json().data.id).toBe(again.json().data.id);
    expect(other.json().data.id).not.toBe(first.json().data.id);
  });
});
