import { beforeEach, describe, expect, it } from 'vitest';
import { clampCapacity, GAME_STORAGE_KEY, selectCapacity, useGameStore } from './game';

describe('game store capacities', () => {
  beforeEach(() => useGameStore.setState({ capacities: {} }));

  it('clamps to 0.25–1 and defaults to 1', () => {
    expect(clampCapacity(0.1)).toBe(0.25);
    expect(clampCapacity(1.7)).toBe(1);
    expect(clampCapacity(0.6)).toBe(0.6);
    expect(clampCapacity(Number.NaN)).toBe(1);
  });

  it('stores a clamped value per machine and reads the default for unknown machines', () => {
    const { setCapacity } = useGameStore.getState();
    setCapacity('m1', 0.05);
    setCapacity('m2', 0.75);
    setCapacity('m3', 4);
    const state = useGameStore.getState();
    expect(state.capacities).toEqual({ m1: 0.25, m2: 0.75, m3: 1 });
    expect(selectCapacity('m2')(state)).toBe(0.75);
    expect(selectCapacity('unknown')(state)).toBe(1);
  });

  it("persists under the spec's storage name 'game-storage'", () => {
    useGameStore.getState().setCapacity('m9', 0.5);
    expect(GAME_STORAGE_KEY).toBe('game-storage');
    const stored = JSON.parse(localStorage.getItem('game-storage') ?? 'null') as { state: unknown } | null;
    expect(stored?.state).toEqual({ capacities: { m9: 0.5 } });
  });

  it('forgets a scrapped machine', () => {
    const { setCapacity, forgetMachine } = useGameStore.getState();
    setCapacity('a', 0.5);
    setCapacity('b', 0.5);
    forgetMachine('a');
    expect(useGameStore.getState().capacities).toEqual({ b: 0.5 });
  });
});
