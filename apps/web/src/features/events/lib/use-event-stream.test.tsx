import type { EventSourceMessage, FetchEventSourceInit } from '@microsoft/fetch-event-source';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/shared/lib/query-client';
import { useAuthStore } from '@/shared/stores/auth';
import { useInbox } from '@/shared/stores/inbox';
import { LIVE_POLL_FACTOR, pollEvery, useLiveLink } from '@/shared/stores/live-link';
import { useNotifications } from '@/shared/stores/notifications';
import { TooltipProvider } from '@/shared/ui/Tooltip';
import { LinkStatus } from '../components/LinkStatus';
import { retryDelay, useEventStream } from './use-event-stream';

/** The stream the hook opened: its URL and options, through which the test plays the server. */
const opened: { url: string; init: FetchEventSourceInit }[] = [];
vi.mock('@microsoft/fetch-event-source', () => ({
  fetchEventSource: (url: string, init: FetchEventSourceInit) => {
    opened.push({ url, init });
    return new Promise(() => {});
  },
}));

const streamResponse = (status = 200) =>
  new Response('', { status, headers: { 'content-type': status === 200 ? 'text/event-stream' : 'application/json' } });
const message = (event: string, data: unknown, id = ''): EventSourceMessage => ({
  event,
  data: JSON.stringify(data),
  id,
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useEventStream(), { wrapper });
  const stream = opened.at(-1)!;
  return { client, invalidate, hook, stream };
}

describe('useEventStream', () => {
  beforeEach(() => {
    opened.length = 0;
    useAuthStore.setState({ token: 'tok', status: 'signed-in', user: null });
  });
  afterEach(() => {
    useAuthStore.setState({ token: null, status: 'signed-out', user: null });
  });

  it('opens /api/events with the bearer token, and is live once the server answers a stream', async () => {
    const { stream } = setup();
    expect(stream.url).toBe('/api/events');
    expect(stream.init.headers).toEqual({ authorization: 'Bearer tok' });
    // A stream that never ends must not count as part of loading the page (issue 49).
    expect(stream.init.priority).toBe('low');
    expect(useLiveLink.getState().status).toBe('connecting');
    await act(() => stream.init.onopen!(streamResponse()));
    expect(useLiveLink.getState().status).toBe('live');
  });

  it('asks a fresh page’s stream for what came after the last event this device saw, so the bell hears of it', () => {
    const user = { id: 'u1', name: 'Ada', email: 'ada@forge.test' };
    useAuthStore.setState({ user } as never);
    const first = setup();
    act(() => first.stream.init.onmessage!(message('tick', { tick: 41 }, '41-0')));
    expect(useInbox.getState().lastSeen.u1).toBe('41-0');
    first.hook.unmount();
    const again = setup();
    expect(again.stream.init.headers).toEqual({ authorization: 'Bearer tok', 'last-event-id': '41-0' });
    useInbox.getState().forget('u1');
  });

  it('on a tick refetches the tick info (the countdown resyncs, then the factory refreshes)', async () => {
    const { stream, invalidate } = setup();
    await act(() => stream.init.onopen!(streamResponse()));
    act(() => stream.init.onmessage!(message('tick', { tick: 8, nextTickAt: '2026-01-01T00:05:00Z' }, '8-0')));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.tickInfo });
  });

  it("on the hour's standings refetches what charts the player's net worth and rank, and the boards", () => {
    const { stream, invalidate } = setup();
    act(() => stream.init.onmessage!(message('standings', { tick: 12, hour: 1 }, '12-500000')));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.playerStats });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.leaderboard });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: queryKeys.tickInfo });
  });

  it('on a market event shows its prices without a request', async () => {
    const { stream, client } = setup();
    const prices = [{ resourceId: 1, resourceType: 'COAL', resourceName: 'Coal', buyPrice: 10, sellPrice: 12 }];
    act(() => stream.init.onmessage!(message('market', { tick: 8, prices }, '8-1')));
    expect(client.getQueryData(queryKeys.marketPrices)).toEqual(prices);
  });

  it('tells the player at once of a breakdown of their own machine', () => {
    const { stream } = setup();
    const description = 'Coal Mine #1 broke down and stopped: it needs an emergency repair';
    act(() => stream.init.onmessage!(message('breakdown', { tick: 8, machineId: 'm1', description }, '8-2')));
    expect(useNotifications.getState().notifications).toContainEqual(
      expect.objectContaining({ type: 'breakdown', message: description }),
    );
  });

  it("tells the seller of their offer's fill and refetches the factory and the exchange", () => {
    const { stream, invalidate } = setup();
    const fill = {
      tick: 9,
      offerId: 'o1',
      resourceType: 'STEEL_BAR',
      quantity: 4,
      unitPrice: 13_000,
      proceeds: 50_960,
      quantityLeft: 6,
    };
    act(() => stream.init.onmessage!(message('offer-filled', fill, '9-1000042')));
    expect(useNotifications.getState().notifications).toContainEqual(
      expect.objectContaining({
        type: 'sale',
        message: 'Exchange offer partly filled: sold 4 Steel Bar at $130.00, $509.60 received, 6 still offered',
      }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.factory });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['market'] });
  });

  it("tells the bidder of its bid's fill and lapse, and refetches the factory and the exchange", () => {
    const { stream, invalidate } = setup();
    const fill = {
      tick: 9,
      bidId: 'b1',
      resourceType: 'COAL',
      quantity: 4,
      unitPrice: 800,
      cost: 3_200,
      quantityLeft: 6,
    };
    act(() => stream.init.onmessage!(message('bid-filled', fill, '9-1000043')));
    expect(useNotifications.getState().notifications).toContainEqual(
      expect.objectContaining({
        type: 'purchase',
        message: 'Exchange bid partly filled: bought 4 Coal at $8.00, 6 still wanted',
      }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['market'] });
    invalidate.mockClear();
    const lapsed = { tick: 300, bidId: 'b1', resourceType: 'COAL', quantityLeft: 6, returned: 4_800 };
    act(() => stream.init.onmessage!(message('bid-lapsed', lapsed, '300-1000044')));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.factory });
  });

  it("tells each side of a contract's missed instalment, the instalment due, and the close as a whole", () => {
    const { stream } = setup();
    const terms = {
      tick: 40,
      contractId: 'c1',
      side: 'seller',
      counterparty: 'Ore Barons',
      resourceType: 'COAL',
      quantity: 120,
      unitPrice: 800,
      dueTick: 30,
    };
    const missed = { ...terms, instalment: 1, instalments: 3, short: 10, penalty: 800, refund: 8_000 };
    act(() => stream.init.onmessage!(message('contract-missed', missed, '40-1000050')));
    const due = { ...terms, owed: 40, ticksLeft: 2, instalment: 2, instalments: 3 };
    act(() => stream.init.onmessage!(message('contract-due', due, '40-1000051')));
    const closed = { ...terms, outcome: 'defaulted', delivered: 110, penalty: 800, refund: 8_000 };
    act(() =>
      stream.init.onmessage!(
        message('contract-closed', { ...closed, instalments: 3, kept: 2, missed: 1 }, '44-1000052'),
      ),
    );
    const said = useNotifications.getState().notifications.map((n) => n.message);
    expect(said).toContain(
      'Contract instalment 1 of 3 missed: 10 Coal short; you paid the buyer a $8.00 penalty, Ore Barons',
    );
    expect(said).toContain(
      'Contract due within the hour (instalment 2 of 3): 40 Coal still owed, more than can arrive in time, Ore Barons',
    );
    expect(said).toContain(
      'Contract closed: 2 of 3 instalments kept, 110 of 120 delivered; you paid the buyer $8.00 in penalties, Ore Barons',
    );
  });

  it('reconnects after a drop, slower each time, and catches up on the tick when back', async () => {
    const { stream, invalidate } = setup();
    await act(() => stream.init.onopen!(streamResponse()));
    let wait: number | null | undefined | void;
    act(() => {
      wait = stream.init.onerror!(new Error('network'));
    });
    expect(wait).toBe(retryDelay(1));
    expect(useLiveLink.getState().status).toBe('reconnecting');
    act(() => {
      wait = stream.init.onerror!(new Error('network'));
    });
    expect(wait).toBeGreaterThan(retryDelay(1));
    invalidate.mockClear();
    await act(() => stream.init.onopen!(streamResponse()));
    expect(useLiveLink.getState().status).toBe('live');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.tickInfo });
  });

  it('a server ending the stream counts as a drop: the reader tries again', () => {
    const { stream } = setup();
    expect(() => stream.init.onclose!()).toThrow();
  });

  it('stops for good on a 401 and when the server gives the stream’s place to another page', async () => {
    const { stream } = setup();
    let refusal: unknown;
    await stream.init.onopen!(streamResponse(401)).catch((error: unknown) => (refusal = error));
    expect(() => stream.init.onerror!(refusal)).toThrow();
    let replaced: unknown;
    try {
      stream.init.onmessage!(message('replaced', {}));
    } catch (error) {
      replaced = error;
    }
    expect(replaced).toBeDefined();
    expect(() => stream.init.onerror!(replaced)).toThrow();
  });

  it('closes the stream when the player signs out', () => {
    const { stream } = setup();
    act(() => useAuthStore.setState({ token: null, status: 'signed-out', user: null }));
    expect(stream.init.signal?.aborted).toBe(true);
  });

  it('lengthens the polls only while the stream is live', () => {
    const every = pollEvery(15_000);
    act(() => useLiveLink.getState().setStatus('reconnecting'));
    expect(every()).toBe(15_000);
    act(() => useLiveLink.getState().setStatus('live'));
    expect(every()).toBe(15_000 * LIVE_POLL_FACTOR);
  });
});

describe('LinkStatus', () => {
  it('names the link’s state in the header', () => {
    render(
      <TooltipProvider>
        <LinkStatus />
      </TooltipProvider>,
    );
    act(() => useLiveLink.getState().setStatus('live'));
    expect(screen.getByRole('status', { name: 'Live' })).toBeInTheDocument();
    act(() => useLiveLink.getState().setStatus('reconnecting'));
    expect(screen.getByRole('status', { name: 'Reconnecting' })).toBeInTheDocument();
  });
});
