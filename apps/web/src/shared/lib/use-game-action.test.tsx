import { paths } from '@forgeworks/contract/paths';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { bodyOf, fail, mockApi, ok, signInForEachTest } from '@/test/stub-fetch';
import { useNotifications } from '../stores/notifications';
import { ACTION_MESSAGES } from './action-messages';
import { call } from './api';
import { createQueryClient } from './query-client';
import { useGameAction } from './use-game-action';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

const notices = () => useNotifications.getState().notifications.map(({ type, message }) => ({ type, message }));

describe('ACTION_MESSAGES', () => {
  it('names only endpoints that change the factory', () => {
    for (const name of Object.keys(ACTION_MESSAGES)) expect(paths[name as keyof typeof paths].method).not.toBe('GET');
  });
});

describe('useGameAction', () => {
  signInForEachTest();

  it('sends the variables as the body and shows the server message as the action’s kind of notice', async () => {
    const fetchMock = mockApi({ 'POST /market/sell': () => ok({}, 'Sold 5 coal for $12.50.') });
    const { result } = renderHook(() => useGameAction('sell'), { wrapper });
    await act(() => result.current.mutateAsync({ resourceType: 'COAL', quantity: 5 }));
    expect(bodyOf(fetchMock, 'POST', '/market/sell')).toEqual({ resourceType: 'COAL', quantity: 5 });
    expect(notices()).toEqual([{ type: 'sale', message: 'Sold 5 coal for $12.50.' }]);
  });

  it('falls back to the catalogue’s lines when the server says nothing', async () => {
    mockApi({ 'POST /factory/emergency-loan': ok({}) });
    const { result } = renderHook(() => useGameAction('emergencyLoan'), { wrapper });
    await act(() => result.current.mutateAsync({ loanAmount: 1000 }));
    expect(notices()).toEqual([{ type: 'success', message: 'Emergency loan approved!' }]);

    mockApi({ 'POST /factory/emergency-loan': () => new Response('', { status: 500 }) });
    await act(() => result.current.mutateAsync({ loanAmount: 1000 }).catch(() => undefined));
    await waitFor(() => expect(notices()[0]).toEqual({ type: 'error', message: 'Failed to process emergency loan' }));
  });

  it('rewrites a failure with describeFailure, and calls through a custom action', async () => {
    const fetchMock = mockApi({ 'DELETE /workers/w1': () => fail(409, 'Worker is busy') });
    const { result } = renderHook(
      () =>
        useGameAction('dismiss', {
          action: (id: string) => call('dismiss', { params: { id } }),
          describeFailure: (message) => `${message}!`,
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('w1').catch(() => undefined));
    expect(fetchMock).toHaveBeenCalledWith('/api/workers/w1', expect.objectContaining({ method: 'DELETE' }));
    await waitFor(() => expect(notices()[0]).toEqual({ type: 'error', message: 'Worker is busy!' }));
  });
});
