import { describe, expect, it } from 'vitest';
import { perTick } from '../src/db/per-tick.js';

describe('per-tick market answers', () => {
  it('load once per key and market tick, and again when the tick moves', async () => {
    const loads: string[] = [];
    const cached = perTick(async (key) => {
      loads.push(key);
      return `${key}#${loads.length}`;
    });
    expect(await Promise.all([cached(5, 'COAL'), cached(5, 'COAL'), cached(5, 'STEEL_BAR')])).toEqual([
      'COAL#1',
      'COAL#1',
      'STEEL_BAR#2',
    ]);
    expect(await cached(6, 'COAL')).toBe('COAL#3');
    expect(loads).toEqual(['COAL', 'STEEL_BAR', 'COAL']);
  });

  it('answer a request that read an older tick with the newer answer, without loading the older again', async () => {
    let loads = 0;
    const cached = perTick(async () => ++loads);
    expect(await cached(7, 'all')).toBe(1);
    expect(await cached(6, 'all')).toBe(1);
    expect(await cached(7, 'all')).toBe(1);
    expect(await cached(8, 'all')).toBe(2);
  });

  it('forget a failed load, so the next request tries again', async () => {
    let fail = true;
    const cached = perTick(async () => {
      if (fail) throw new Error('database away');
      return 'ok';
    });
    await expect(cached(1, 'COAL')).rejects.toThrow('database away');
    fail = false;
    expect(await cached(1, 'COAL')).toBe('ok');
  });
});
