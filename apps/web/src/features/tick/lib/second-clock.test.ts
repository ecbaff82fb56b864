import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEverySecond } from './second-clock';

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (next: DocumentVisibilityState) => {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the shared second clock', () => {
  it('paints once a second while the page is seen, not at all while it is hidden, and catches up on return', () => {
    const painted: number[] = [];
    let renders = 0;
    const { unmount } = renderHook(() => {
      renders++;
      useEverySecond((now) => painted.push(now));
    });
    expect(painted).toEqual([Date.now()]);
    for (let second = 0; second < 3; second++) act(() => vi.advanceTimersByTime(1_000));
    expect(painted).toHaveLength(4);
    expect(painted.at(-1)).toBe(Date.now());
    // The seconds are painted, not rendered.
    expect(renders).toBe(1);

    act(() => setVisibility('hidden'));
    const hidden = painted.length;
    act(() => vi.advanceTimersByTime(60_000));
    expect(painted).toHaveLength(hidden);
    expect(vi.getTimerCount()).toBe(0);

    act(() => setVisibility('visible'));
    expect(painted.at(-1)).toBe(Date.now());
    act(() => vi.advanceTimersByTime(1_000));
    expect(painted.at(-1)).toBe(Date.now());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('paints again after a render, with what that render knows', () => {
    const painted: string[] = [];
    const { rerender } = renderHook(({ label }) => useEverySecond(() => painted.push(label)), {
      initialProps: { label: 'first' },
    });
    rerender({ label: 'second' });
    act(() => vi.advanceTimersByTime(1_000));
    expect(painted).toEqual(['first', 'second', 'second']);
  });
});
