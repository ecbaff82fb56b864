import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { databaseTickOptions } from '../src/tick/run-tick.js';

describe('the tick settings an operator gives', () => {
  it('default to two batches in flight on PostgreSQL and one on the embedded database', () => {
    const config = loadConfig({});
    expect(config.TICK_BATCHES_IN_FLIGHT).toBeUndefined();
    expect(databaseTickOptions('postgres', config.TICK_BATCHES_IN_FLIGHT).batchesInFlight).toBe(2);
    expect(databaseTickOptions('pglite', config.TICK_BATCHES_IN_FLIGHT).batchesInFlight).toBe(1);
  });

  it('take TICK_BATCHES_IN_FLIGHT on PostgreSQL only, and refuse what is not a whole number from 1 to 8', () => {
    const config = loadConfig({ TICK_BATCHES_IN_FLIGHT: '1' });
    expect(databaseTickOptions('postgres', config.TICK_BATCHES_IN_FLIGHT).batchesInFlight).toBe(1);
    expect(
      databaseTickOptions('pglite', loadConfig({ TICK_BATCHES_IN_FLIGHT: '4' }).TICK_BATCHES_IN_FLIGHT).batchesInFlight,
    ).toBe(1);
    for (const bad of ['0', '9', '1.5', 'two'])
      expect(() => loadConfig({ TICK_BATCHES_IN_FLIGHT: bad })).toThrow(/Invalid environment: TICK_BATCHES_IN_FLIGHT/);
  });
});
