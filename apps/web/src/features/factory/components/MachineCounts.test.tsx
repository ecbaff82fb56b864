import type { Factory, Machine } from '@forgeworks/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRouted, signInForEachTest } from '@/test/stub-fetch';
import { machineCountsByType } from './machine-counts';
import { MachineCountsCard } from './MachineCountsCard';

const m = (type: Machine['type'], level: number) => ({ type, level });

describe('machine counts', () => {
  it('counts every type in catalog order with its levels', () => {
    const counts = machineCountsByType([m('IRON_MINE', 2), m('IRON_MINE', 1), m('IRON_MINE', 1), m('POWER_PLANT', 1)]);
    expect(counts).toHaveLength(9);
    expect(counts.find((c) => c.type === 'IRON_MINE')).toMatchObject({
      name: 'Iron Mine',
      count: 3,
      levels: [
        [1, 2],
        [2, 1],
      ],
    });
    expect(counts.find((c) => c.type === 'STEEL_MILL')).toMatchObject({ count: 0, levels: [] });
  });
});

describe('MachineCountsCard', () => {
  function renderCard(machines: Partial<Machine>[]) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, data: { machines } as Partial<Factory> }))),
    );
    renderRouted(<MachineCountsCard />);
  }
  signInForEachTest();

  it('shows counts and levels by type', async () => {
    renderCard([m('SMELTER', 1), m('SMELTER', 3)]);
    const list = await screen.findByRole('list', { name: 'Machines by type' });
    const smelter = within(list).getByRole('heading', { name: 'Smelter' }).closest('li');
    expect(smelter).toHaveTextContent('1 × L1 · 1 × L3');
    expect(smelter).toHaveTextContent(/2 built$/);
  });

  it('says to build machines when there are none', async () => {
    renderCard([]);
    expect(await screen.findByText('No machines found. Build some machines first!')).toBeInTheDocument();
  });
});
