import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSecondClock } from './second-clock';

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
  it('beats once a second while the page is seen, not at all while it is hidden, and catches up on return', () => {
    let renders = 0;
    const { result, unmount } = renderHook(() => {
      renders++;
      return useSecondClock();
    });
    const start = renders;
    for (let second = 0; second < 3; second++) act(() => vi.advanceTimersByTime(1_000));
    expect(renders - start).toBe(3);

    act(() => setVisibility('hidden'));
    const hidden = renders;
    act(() => vi.advanceTimersByTime(60_000));
    expect(renders).toBe(hidden);
    expect(vi.getTimerCount()).toBe(0);

    act(() => setVisibility('visible'));
    expect(result.current).toBe(Date.now());
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(Date.now());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
