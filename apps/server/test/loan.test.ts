import { describe, expect, it } from 'vitest';
import { adminTick, client, signUp, starterFactory, useTestApp } from './helper.js';

const app = useTestApp();

describe('loan terms', () => {
  it('are a promise: the most they offer is lent when the player did nothing in between, after the market moved', async () => {
    const borrower = client(app(), (await signUp(app())).token);
    for (let i = 0; i < 3; i++)
      expect((await borrower.post('/api/factory/build-machine', { type: 'POWER_PLANT' })).status).toBe(200);
    const seller = await starterFactory(app(), (await signUp(app())).token);
    for (let i = 0; i < 6; i++) {
      await adminTick(app());
      const bars = (await seller.factory()).inventory.find((r: { type: string }) => r.type === 'STEEL_BAR');
      if (bars.quantity >= 1)
        expect(
          (await seller.post('/api/market/sell', { resourceType: 'STEEL_BAR', quantity: Math.floor(bars.quantity) }))
            .status,
        ).toBe(200);
    }
    const coal = (await borrower.get('/api/market/prices')).body.data.find(
      (p: { resourceType: string }) => p.resourceType === 'COAL',
    );
    // The market has moved away from base prices ($8 for coal), which the loan once valued stock at.
    expect(coal.sellPrice).not.toBe(8);

    const { maxLoanAmount } = (await borrower.get('/api/factory/loan-terms')).body.data;
    const loan = await borrower.post('/api/factory/emergency-loan', { loanAmount: maxLoanAmount });
    expect(loan.status).toBe(200);
    expect(loan.body.data.cash).toBeCloseTo((await borrower.factory()).cash, 2);
    // And not a dollar more.
    const more = await borrower.post('/api/factory/emergency-loan', { loanAmount: 1 });
    expect(more.status).toBe(409);
  });
});
