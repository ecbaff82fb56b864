import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Recharts measures its container, which has no size in jsdom (and no ResizeObserver): each test of
 * the enclosing block gets an inert ResizeObserver and no warning of the zero size.
 */
export function stubChartMeasuring() {
  beforeEach(() => {
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).startsWith('The width(0) and height(0) of chart')) warn(...args);
    });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
