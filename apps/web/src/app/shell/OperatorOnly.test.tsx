import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderSignedIn } from '@/test/render-signed-in';
import { OperatorOnly } from './OperatorOnly';

const account = (operator: boolean) => ok({ operator, factoryName: 'Works', sessions: [] });

describe('OperatorOnly', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a player the game’s not-found page, and never mounts the operator’s page', async () => {
    const calls = mockApi({ 'GET /account': account(false) });
    renderSignedIn(
      <OperatorOnly>
        <p>Moderation</p>
      </OperatorOnly>,
    );
    expect(await screen.findByRole('heading', { name: "This page doesn't exist" })).toBeInTheDocument();
    expect(screen.queryByText('Moderation')).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/account']);
  });

  it('shows the operator their page', async () => {
    mockApi({ 'GET /account': account(true) });
    renderSignedIn(
      <OperatorOnly>
        <p>Moderation</p>
      </OperatorOnly>,
    );
    expect(await screen.findByText('Moderation')).toBeInTheDocument();
  });
});
