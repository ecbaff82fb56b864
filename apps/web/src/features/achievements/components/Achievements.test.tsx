import type { Achievement, FactoryStats } from '@forgeworks/contract';
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRouted, signInForEachTest } from '@/test/stub-fetch';
import { achievementProgress, formatAchievementValue, splitAchievements } from '../lib/achievements';
import { AchievementsCard } from './AchievementsCard';
import AchievementsPage from './AchievementsPage';

const achievement = (id: string, over: Partial<Achievement> = {}): Achievement => ({
  id,
  name: id,
  description: `Goal ${id}`,
  target: 10,
  current: 0,
  unit: 'count',
  completed: false,
  completedAt: null,
  ...over,
});

const list = [
  achievement('Breaking Ground', { target: 1, current: 1, completed: true, completedAt: '2026-11-20T10:00:00Z' }),
  achievement('Growing Works', { target: 5, current: 2 }),
  achievement('Millionaire', { target: 1_000_000, current: 50_784.6, unit: 'dollars' }),
  achievement('Into the Earth', { target: 1, current: 1, completed: true, completedAt: '2026-11-21T09:30:00Z' }),
  achievement('Ore Hoard', { target: 1000, current: 900, unit: 'units' }),
];

describe('achievement rules', () => {
  it('splits completed (newest first) from in progress (closest first)', () => {
    const { completed, inProgress } = splitAchievements(list);
    expect(completed.map((a) => a.id)).toEqual(['Into the Earth', 'Breaking Ground']);
    expect(inProgress.map((a) => a.id)).toEqual(['Ore Hoard', 'Growing Works', 'Millionaire']);
  });

  it("formats 'dollars' as money, units in whole units (as they sell) and counts as numbers", () => {
    expect(formatAchievementValue(50_784.6, 'dollars')).toBe('$50,784');
    expect(formatAchievementValue(1_000_000, 'dollars')).toBe('$1,000,000');
    expect(formatAchievementValue(1234.5, 'units')).toBe('1,234');
    expect(formatAchievementValue(5, 'count')).toBe('5');
  });

  it('measures progress, full once completed', () => {
    expect(achievementProgress({ current: 2, target: 5, completed: false })).toBe(0.4);
    expect(achievementProgress({ current: 0, target: 1, completed: true })).toBe(1);
    expect(achievementProgress({ current: 20, target: 5, completed: false })).toBe(1);
  });
});

function renderWithStats(ui: ReactNode, achievements: Achievement[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, data: { achievements } as Partial<FactoryStats> }))),
  );
  renderRouted(ui);
}

describe('Achievements page and card', () => {
  signInForEachTest();

  it('lists completed ones with dates and in-progress ones with current / target', async () => {
    renderWithStats(<AchievementsPage />, list);
    const completed = await screen.findByRole('list', { name: 'Completed' });
    expect(
      within(completed)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Into the Earth', 'Breaking Ground']);
    expect(within(completed).getAllByText(/^Unlocked/)).toHaveLength(2);
    const inProgress = screen.getByRole('list', { name: 'In Progress' });
    expect(within(inProgress).getByText('$50,784 / $1,000,000')).toBeInTheDocument();
    expect(within(inProgress).getByRole('progressbar', { name: 'Growing Works progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(screen.getByText(/of 5 unlocked/)).toBeInTheDocument();
  });

  it('the compact card shows the 3 closest and the 2 latest, and links to the page', async () => {
    renderWithStats(<AchievementsCard />, [...list, achievement('Extra', { current: 0 })]);
    const inProgress = await screen.findByRole('list', { name: 'In progress' });
    expect(
      within(inProgress)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Ore Hoard', 'Growing Works', 'Millionaire']);
    expect(within(screen.getByRole('list', { name: 'Completed' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/game/achievements');
  });
});
