import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPACITY_SYNC_DEBOUNCE_MS, createCapacityBatcher } from './capacity-batcher';

describe('createCapacityBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a 1 s pause, then sends every machine’s last value in one call', () => {
    const send = vi.fn();
    const batcher = createCapacityBatcher(send);
    expect(CAPACITY_SYNC_DEBOUNCE_MS).toBe(1_000);

    batcher.set('a', 0.9);
    vi.advanceTimersByTime(500);
    batcher.set('a', 0.7);
    batcher.set('b', 0.5);
    vi.advanceTimersByTime(999);
    expect(send).not.toHaveBeenCalled();
    expect(batcher.pendingIds().sort()).toEqual(['a', 'b']);

    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ a: 0.7, b: 0.5 });
    expect(batcher.pendingIds()).toEqual([]);

    vi.advanceTimersByTime(5_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('clamps values to 0.25–1', () => {
    const send = vi.fn();
    const batcher = createCapacityBatcher(send);
    batcher.set('low', 0.1);
    batcher.set('high', 1.4);
    vi.runAllTimers();
    expect(send).toHaveBeenCalledWith({ low: 0.25, high: 1 });
  });

  it('flushes at once when asked, and cancel drops what is pending', () => {
    const send = vi.fn();
    const batcher = createCapacityBatcher(send);
    batcher.flush();
    expect(send).not.toHaveBeenCalled();
    batcher.set('a', 0.5);
    batcher.flush();
    expect(send).toHaveBeenCalledWith({ a: 0.5 });
    batcher.set('b', 0.5);
    batcher.cancel();
    vi.runAllTimers();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
