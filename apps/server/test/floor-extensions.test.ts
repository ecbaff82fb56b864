import { floorExtensionCost, SITE_RULES, usd } from '@forgeworks/engine';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTick, bearer, signUp, useTestApp } from './helper.js';

const app = useTestApp();

const extend = (token: string | null, payload: unknown = {}) =>
  app().inject({
    method: 'POST',
    url: '/api/factory/floor',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const factory = async (token: string) =>
  (await app().inject({ method: 'GET', url: '/api/factory/my-factory', headers: bearer(token) })).json().data;
const giveCash = (userId: string, dollars: number) =>
  app().database.db.execute(sql`UPDATE factories SET cash = ${usd(dollars)} WHERE user_id = ${userId}`);
const first = floorExtensionCost(0) / 100;

describe('extending the floor', () => {
  it('adds floor for its cost, one for one in net worth, and keeps it through a tick', async () => {
    const { token, userId } = await signUp(app());
    await app().inject({
      method: 'POST',
      url: '/api/factory/site',
      headers: bearer(token),
      payload: { site: 'COAL_BASIN' },
    });
    const before = await factory(token);
    await giveCash(userId, first + 1_000);
    const res = await extend(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: `Extended your floor by ${SITE_RULES.EXTENSION_FLOOR} for $2,000,000.00`,
      data: {
        cash: 1_000,
        floor: { used: 0, total: 70, extra: 10 }, // The extension's cost stays in net worth: only the cash given changed it.
        netWorth: before.netWorth - before.cash + first + 1_000,
      },
    });
    await adminTick(app());
    expect((await factory(token)).floor).toEqual({ used: 0, total: 70, extra: 10 });
  });

  it('refuses a factory without the cash with 409, a body with choices with 400, a stranger with 401, changing nothing', async () => {
    const { token, userId } = await signUp(app());
    const res = await extend(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: 'Insufficient funds: extending your floor by 10 costs $2,000,000.00 and you have $50,000.00',
    });
    await giveCash(userId, first);
    const bad = await extend(token, { units: 50 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
    expect((await extend(null)).statusCode).toBe(401);
    expect(await factory(token)).toMatchObject({ cash: first, floor: { total: 60, extra: 0 } });
  });

  it('lets one of many parallel extensions through when the cash pays for one, paid once', async () => {
    const { token, userId } = await signUp(app());
    await giveCash(userId, first * 1.5);
    const results = await Promise.all(Array.from({ length: 6 }, () => extend(token)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await factory(token)).toMatchObject({ cash: first / 2, floor: { total: 70, extra: 10 } });
  });
});
