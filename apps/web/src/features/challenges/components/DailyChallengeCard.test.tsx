import type { DailyChallenge } from '@forgeworks/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithClient, signInForEachTest } from '@/test/stub-fetch';
import { canClaim, challengeProgress, challengeState, formatChallengeAmount } from '../lib/challenge';
import { DailyChallengeCard } from './DailyChallengeCard';
import { DailyChallengeView } from './DailyChallengeView';

function daily(
  progress: Partial<DailyChallenge['progress']> = {},
  challenge: Partial<DailyChallenge['challenge']> = {},
): DailyChallenge {
  return {
    challenge: {
      id: 'D1-PRODUCE_STEEL_BAR',
      type: 'PRODUCE_STEEL_BAR',
      description: 'Produce 50 steel bars today',
      target: 50,
      reward: 2500,
      tip: 'Smelters stall without ore and coal.',
      ...challenge,
    },
    progress: { current: 12, completed: false, completedAt: null, claimed: false, ...progress },
  };
}

const cash = { type: 'REACH_CASH', description: 'Have $60,000 in cash net of debt today', target: 60_000 } as const;

describe('daily challenge rules', () => {
  it('goes in progress → completed → claimed, and only a completed one can be claimed', () => {
    expect(challengeState(daily())).toBe('in-progress');
    expect(challengeState(daily({ completed: true }))).toBe('completed');
    expect(challengeState(daily({ completed: true, claimed: true }))).toBe('claimed');
    expect(canClaim(daily())).toBe(false);
    expect(canClaim(daily({ completed: true }))).toBe(true);
    expect(canClaim(daily({ completed: true, claimed: true }))).toBe(false);
  });

  it('measures progress against the target, full once completed', () => {
    expect(challengeProgress(daily({ current: 25 }))).toBe(0.5);
    expect(challengeProgress(daily({ current: 80 }))).toBe(1);
    expect(challengeProgress(daily({ current: 40, completed: true }))).toBe(1);
  });

  it('shows REACH_CASH amounts as dollars and other amounts as units', () => {
    expect(formatChallengeAmount('REACH_CASH', 45_120.75)).toBe('$45,120');
    // Countable goods in whole units: half an ore made is not shown as made.
    expect(formatChallengeAmount('PRODUCE_IRON_ORE', 1234.5)).toBe('1,234');
  });
});

describe('DailyChallengeView', () => {
  it('in progress: description, reward, current / target and the tip, no claim', () => {
    render(<DailyChallengeView daily={daily()} onClaim={() => {}} claiming={false} />);
    expect(screen.getByText('Produce 50 steel bars today')).toBeInTheDocument();
    expect(screen.getByText('$2,500.00')).toBeInTheDocument();
    expect(screen.getByText('12 / 50')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Daily challenge progress' })).toHaveAttribute(
      'aria-valuenow',
      '24',
    );
    expect(screen.getByText('Smelters stall without ore and coal.')).toBeInTheDocument();
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows cash progress in dollars', () => {
    render(<DailyChallengeView daily={daily({ current: 45_120 }, cash)} onClaim={() => {}} claiming={false} />);
    expect(screen.getByText('$45,120 / $60,000')).toBeInTheDocument();
  });

  it('completed: badge, completion time and a Claim button that claims', async () => {
    const onClaim = vi.fn();
    const completedAt = new Date(2026, 10, 22, 14, 5, 9).toISOString();
    render(
      <DailyChallengeView
        daily={daily({ current: 50, completed: true, completedAt })}
        onClaim={onClaim}
        claiming={false}
      />,
    );
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('14:05:09')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim $2,500.00' }));
    expect(onClaim).toHaveBeenCalledTimes(1);
  });

  it('claimed: no Claim button, a claimed note', () => {
    render(
      <DailyChallengeView daily={daily({ completed: true, claimed: true })} onClaim={() => {}} claiming={false} />,
    );
    expect(screen.queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Reward claimed/)).toBeInTheDocument();
  });
});

describe('DailyChallengeCard', () => {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  function renderCard(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
    vi.stubGlobal('fetch', fetchMock);
    renderWithClient(<DailyChallengeCard />);
    return fetchMock;
  }

  signInForEachTest();

  it("shows 'Loading today's challenge...' while loading", () => {
    renderCard(() => new Promise<Response>(() => {}));
    expect(screen.getByText("Loading today's challenge...")).toBeInTheDocument();
  });

  it('shows the empty text when there is no challenge today', async () => {
    renderCard(() => json({ success: true, data: null }));
    expect(await screen.findByText('No challenge available today. Check back tomorrow!')).toBeInTheDocument();
  });

  it('shows the error with a Retry button that asks again', async () => {
    let calls = 0;
    renderCard(() =>
      ++calls === 1 ? json({ success: false, message: 'Database busy' }, 500) : json({ success: true, data: daily() }),
    );
    expect(await screen.findByText('Database busy')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Produce 50 steel bars today')).toBeInTheDocument();
  });

  it('claims a completed challenge with its id', async () => {
    const fetchMock = renderCard((url) =>
      url.endsWith('/challenges/complete')
        ? json({ success: true, data: {}, message: 'Reward claimed' })
        : json({ success: true, data: daily({ completed: true }) }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Claim/ }));
    const claimCall = fetchMock.mock.calls.find(([url]) => url.endsWith('/challenges/complete'));
    expect(claimCall?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(claimCall?.[1]?.body))).toEqual({ challengeId: 'D1-PRODUCE_STEEL_BAR' });
  });
});
