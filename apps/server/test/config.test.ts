import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { engineTickOptions } from '../src/tick/run-tick.js';

describe('the tick settings an operator gives', () => {
  it('default to two batches in flight on PostgreSQL and one on the embedded engine', () => {
    const config = loadConfig({});
    expect(config.TICK_BATCHES_IN_FLIGHT).toBeUndefined();
    expect(engineTickOptions('postgres', config.TICK_BATCHES_IN_FLIGHT).workers).toBe(2);
    expect(engineTickOptions('pglite', config.TICK_BATCHES_IN_FLIGHT).workers).toBe(1);
  });

  it('take TICK_BATCHES_IN_FLIGHT on PostgreSQL only, and refuse what is not a whole number from 1 to 8', () => {
    const config = loadConfig({ TICK_BATCHES_IN_FLIGHT: '1' });
    expect(engineTickOptions('postgres', config.TICK_BATCHES_IN_FLIGHT).workers).toBe(1);
    expect(
      engineTickOptions('pglite', loadConfig({ TICK_BATCHES_IN_FLIGHT: '4' }).TICK_BATCHES_IN_FLIGHT).workers,
    ).toBe(1);
    for (const bad of ['0', '9', '1.5', 'two'])
      expect(() => loadConfig({ TICK_BATCHES_IN_FLIGHT: bad })).toThrow(/Invalid environment: TICK_BATCHES_IN_FLIGHT/);
  });
});
