import { describe, expect, it } from 'vitest';
import { bearer, signUp, useTestApp } from './helper.js';

const app = useTestApp();

const sell = (token: string, payload: unknown) =>
  app().inject({ method: 'POST', url: '/api/market/sell', headers: bearer(token), payload: payload as object });

describe('market prices', () => {
  it('lists every sellable resource with its base and current price, never power', async () => {
    const { token } = await signUp(app());
    const res = await app().inject({ method: 'GET', url: '/api/market/prices', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const prices = res.json().data as { resourceType: string; buyPrice: number; sellPrice: number }[];
    expect(prices.map((p) => p.resourceType).sort()).toEqual(['ADVANCED_STEEL', 'COAL', 'IRON_ORE', 'STEEL_BAR']);
    expect(prices.find((p) => p.resourceType === 'STEEL_BAR')).toMatchObject({ buyPrice: 120, sellPrice: 120 });
  });
});

describe('selling', () => {
  it('sells coal from stock for cash, with a message and the revenue', async () => {
    const { token } = await signUp(app());
    const res = await sell(token, { resourceType: 'COAL', quantity: 40 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toMatch(/^Sold 40 Coal for \$3\d\d\.\d\d$/);
    expect(body.data).toMatchObject({ resourceType: 'COAL', quantity: 40 });
    expect(body.data.revenue).toBeGreaterThan(300);
    expect(body.data.factory.cash).toBeCloseTo(50_000 + body.data.revenue, 2);
    expect(body.data.factory.inventory.find((i: { type: string }) => i.type === 'COAL').quantity).toBe(60);
  });

  it.each([
    [{ resourceType: 'POWER', quantity: 1 }, 400, 'Power cannot be sold'],
    [{ resourceType: 'GOLD', quantity: 1 }, 400, 'resourceType'],
    [{ resourceType: 'COAL', quantity: 0 }, 400, 'quantity'],
    [{ resourceType: 'COAL', quantity: -5 }, 400, 'quantity'],
    [{ resourceType: 'COAL', quantity: 2.5 }, 400, 'quantity'],
    [{ resourceType: 'COAL' }, 400, 'quantity'],
    [{ resourceType: 'COAL', quantity: 101 }, 409, 'Not enough Coal in stock: you have 100 to sell'],
  ])('refuses %j with %i and changes nothing', async (payload, status, message) => {
    const { token } = await signUp(app());
    const res = await sell(token, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
    const after = (await app().inject({ method: 'GET', url: '/api/factory/my-factory', headers: bearer(token) })).json()
      .data;
    expect(after.cash).toBe(50_000);
  });
});
