import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth';
import { TooltipProvider } from '@/shared/ui/Tooltip';
import { TickTimer } from './TickTimer';
import { TickTimerCard } from './TickTimerCard';

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });
const fail = () => new Response(JSON.stringify({ success: false, message: 'Server down' }), { status: 503 });
const tickInfo = (timeUntilNextTick: number, currentTick = 7) =>
  ok({ timeUntilNextTick, tickIntervalMs: 300_000, currentTick });

/** Lets timers run, then pending fetches settle (TanStack Query notifies on a 0 ms timer). */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 3; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function setup(responses: (() => Response)[]) {
  const fetchMock = vi.fn(async (url: string) => {
    if (!url.endsWith('/factory/tick-info')) return ok({});
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5_000 } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <TickTimerCard />
        <TickTimer />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  const tickCalls = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/factory/tick-info')).length;
  return { tickCalls, invalidate };
}

/** The countdowns on screen (the card's and the header's): they must always agree. */
const clocks = () => screen.getAllByText(/^\d+:\d\d$/).map((el) => el.textContent);

describe('Next Production Tick timer', () => {
  beforeEach(() => {
    // The clock is fake; TanStack Query's own 0 ms notification timers stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    useAuthStore.getState().signIn({ token: 't', user: { id: 'u', email: 'a@b.c', name: 'Ada' } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts down each second as m:ss with the interval sentence', async () => {
    setup([() => tickInfo(65)]);
    await advance(0);
    expect(clocks()).toEqual(['1:05', '1:05']);
    // The card's sentence (the header shows it too, wide screens only).
    expect(screen.getAllByText('Production happens every 5 minutes')).toHaveLength(2);
    expect(screen.getByRole('timer')).toHaveAccessibleName(
      'Next production tick in 1:05. Production happens every 5 minutes',
    );
    await advance(1_000);
    expect(clocks()).toEqual(['1:04', '1:04']);
    const bars = screen.getAllByRole('progressbar', { name: 'Time until the next production tick' });
    expect(bars.map((bar) => bar.getAttribute('aria-valuetext'))).toEqual(['1:04 left', '1:04 left']);
    // 236 of 300 seconds gone by.
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['79', '79']);
    await advance(5_000);
    expect(clocks()).toEqual(['0:59', '0:59']);
  });

  it('refetches tick info on reaching 1, and starts over from the answer', async () => {
    const { tickCalls } = setup([() => tickInfo(3), () => tickInfo(300, 8)]);
    await advance(0);
    expect(tickCalls()).toBe(1);
    await advance(1_000);
    expect(clocks()).toEqual(['0:02', '0:02']);
    expect(tickCalls()).toBe(1);
    await advance(1_000);
    // Both timers reached 1: one shared request.
    expect(tickCalls()).toBe(2);
    expect(clocks()).toEqual(['5:00', '5:00']);
  });

  it('asks once a second, not in a loop, while the tick is late', async () => {
    const { tickCalls } = setup([() => tickInfo(1), () => tickInfo(0), () => tickInfo(0), () => tickInfo(0)]);
    await advance(0);
    expect(tickCalls()).toBe(2);
    await advance(0);
    expect(tickCalls()).toBe(2);
    expect(clocks()).toEqual(['0:00', '0:00']);
    await advance(1_000);
    expect(tickCalls()).toBe(3);
    await advance(1_000);
    expect(tickCalls()).toBe(4);
  });

  it('resets to the default 300 s when the fetch fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { tickCalls } = setup([() => tickInfo(2), fail]);
    await advance(0);
    expect(clocks()).toEqual(['0:02', '0:02']);
    await advance(1_000);
    expect(tickCalls()).toBe(2);
    expect(clocks()).toEqual(['5:00', '5:00']);
    expect(screen.getByText(/counting down from the default interval/)).toBeInTheDocument();
    await advance(1_000);
    expect(clocks()).toEqual(['4:59', '4:59']);
  });

  it('counts from 300 s when the first fetch fails', async () => {
    setup([fail]);
    await advance(0);
    expect(clocks()).toEqual(['5:00', '5:00']);
  });

  it('refreshes the factory data once when a new tick has happened', async () => {
    const { invalidate } = setup([() => tickInfo(2, 7), () => tickInfo(300, 8)]);
    await advance(0);
    expect(invalidate).not.toHaveBeenCalled();
    await advance(1_000);
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toContainEqual(['factory']);
    expect(keys.filter((k) => JSON.stringify(k) === '["factory"]')).toHaveLength(1);
  });
});
