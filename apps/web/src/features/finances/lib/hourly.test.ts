import { describe, expect, it } from 'vitest';
import { hourlyMoney } from './hourly';

describe('hourlyMoney', () => {
  it('labels each game hour and works out its net, to the cent', () => {
    const points = hourlyMoney([
      { hour: 1, endsAt: '', produced: {}, consumed: {}, income: 0, expenses: 2857.4 },
      { hour: 2, endsAt: '', produced: {}, consumed: {}, income: 4020.17, expenses: 1354.1 },
    ]);
    expect(points).toEqual([
      { label: 'H1', income: 0, expenses: 2857.4, net: -2857.4 },
      { label: 'H2', income: 4020.17, expenses: 1354.1, net: 2666.07 },
    ]);
  });
});
