import type { MachineType, MaintenanceAlert, ProductionAnalysis } from '@forgeworks/contract';
import type { SiteId } from '@forgeworks/engine';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '@/test/stub-fetch';
import { guideProgress } from '../lib/getting-started';
import { quickBuildOption } from '../lib/quick-build';
import { WelcomeGuide } from './GettingStarted';
import { MaintenanceAlertsCard } from './MaintenanceAlertsCard';
import { ProductionAnalysisView } from './ProductionAnalysisCard';
import { QuickBuildButton } from './QuickBuildCard';

const due = (id: string): MaintenanceAlert => ({
  machineId: id,
  machineType: 'SMELTER',
  severity: 'MEDIUM',
  kind: 'MAINTENANCE_DUE',
  message: `Smelter ${id} is due for maintenance`,
});

describe('MaintenanceAlertsCard', () => {
  it('shows the broken machine, 3 of 5 due ones, the count of the rest and a link to Maintenance', () => {
    const broken: MaintenanceAlert = {
      machineId: 'x',
      machineType: 'IRON_MINE',
      severity: 'HIGH',
      kind: 'BROKEN',
      message: 'Iron Mine is broken and needs an emergency repair',
    };
    render(
      <MemoryRouter>
        <MaintenanceAlertsCard alerts={[broken, ...['1', '2', '3', '4', '5'].map(due)]} />
      </MemoryRouter>,
    );
    const items = within(screen.getByRole('list', { name: 'Maintenance alerts' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Iron Mine is broken and needs an emergency repairBroken',
      'Smelter 1 is due for maintenanceMaintenance due',
      'Smelter 2 is due for maintenanceMaintenance due',
      'Smelter 3 is due for maintenanceMaintenance due',
    ]);
    expect(screen.getByText('and 2 more machines due for maintenance')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Maintenance' })).toHaveAttribute('href', '/game/maintenance');
  });

  it('says all is well without alerts', () => {
    render(
      <MemoryRouter>
        <MaintenanceAlertsCard alerts={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('All machines are in good condition.')).toBeInTheDocument();
  });
});

describe('QuickBuildButton', () => {
  /** The button of `type` for a factory with `cash` and `netPower`, `building` one now; its onBuild. */
  function renderButton(type: MachineType, factory: { cash: number; netPower: number }, building = false) {
    const onBuild = vi.fn();
    render(
      <QuickBuildButton
        option={quickBuildOption(type, { ...factory, pending: building })}
        building={building}
        onBuild={onBuild}
      />,
    );
    return onBuild;
  }

  it('builds on click when enabled, and shows the cost', async () => {
    const onBuild = renderButton('COAL_MINE', { cash: 5_000, netPower: 10 });
    const button = screen.getByRole('button', { name: /Coal Mine/ });
    expect(button).toHaveTextContent('$3,000');
    await userEvent.click(button);
    expect(onBuild).toHaveBeenCalledTimes(1);
  });

  it("is disabled and reads 'Insufficient Funds' when cash is short", async () => {
    const onBuild = renderButton('STEEL_FURNACE', { cash: 19_000, netPower: 50 });
    const button = screen.getByRole('button', { name: /Steel Furnace/ });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Insufficient Funds');
    await userEvent.click(button);
    expect(onBuild).not.toHaveBeenCalled();
  });

  it('shows the machine being built', () => {
    renderButton('IRON_MINE', { cash: 9_000, netPower: 9 }, true);
    const button = screen.getByRole('button', { name: /Iron Mine/ });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Building...');
  });
});

describe('ProductionAnalysisView', () => {
  const analysis: ProductionAnalysis = {
    ironMines: 2,
    smelters: 1,
    coalMines: 1,
    netIronOre: -3,
    netCoal: 1.2,
    cash: 12_345.5,
    totalMachines: 5,
    productionEfficiency: 0.55,
    valueCreation: 'Active',
    recommendations: ['First', 'Second', 'Third', 'Fourth'],
    recommendationActions: [
      { kind: 'sell' },
      { kind: 'buy' },
      { kind: 'overhaul' },
      { kind: 'scrap', machineId: 'mine 2' },
    ],
  };

  // Within a router: the recommendations' links lead to other pages.
  const view = () => (
    <MemoryRouter>
      <ProductionAnalysisView analysis={analysis} />
    </MemoryRouter>
  );

  it('shows the figures with signs and units', () => {
    renderWithClient(view());
    expect(screen.getByText('-3 /tick')).toBeInTheDocument();
    expect(screen.getByText('+1.2 /tick')).toBeInTheDocument();
    expect(screen.getByText('$12,345.50')).toBeInTheDocument();
    expect(screen.getByText('55%')).toHaveClass('text-rose-400');
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('lists the first 3 recommendations and reveals the rest on request', async () => {
    renderWithClient(view());
    expect(screen.getByText('Third')).toBeInTheDocument();
    expect(screen.queryByText('Fourth')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all 4' }));
    expect(screen.getByText('Fourth')).toBeInTheDocument();
  });

  it('gives each recommendation the link that follows it', () => {
    renderWithClient(view());
    const second = screen.getByText('Second').closest('li')!;
    expect(within(second).getByRole('link', { name: 'Buy on Buy & Sell' })).toHaveAttribute('href', '/game/market');
    const third = screen.getByText('Third').closest('li')!;
    expect(within(third).getByRole('link', { name: 'Schedule on Maintenance' })).toHaveAttribute(
      'href',
      '/game/maintenance',
    );
  });

  it('leads advice to scrap a machine to that machine on Maintenance, where scrapping asks first', async () => {
    renderWithClient(view());
    await userEvent.click(screen.getByRole('button', { name: 'Show all 4' }));
    const fourth = screen.getByText('Fourth').closest('li')!;
    expect(within(fourth).getByRole('link', { name: 'Scrap on Maintenance' })).toHaveAttribute(
      'href',
      '/game/maintenance?machine=mine%202',
    );
  });
});

describe('WelcomeGuide', () => {
  const quote = { lines: [], workers: 13, posted: 0, hiringCost: 1368, salaries: 34.2 };
  const guide = (machines: MachineType[], site: SiteId | null = null) => (
    <MemoryRouter>
      <WelcomeGuide
        progress={guideProgress(
          machines.map((type) => ({ type })),
          quote,
        )}
        cash={50_000}
        crew={quote}
        coal={100}
        site={site}
      />
    </MemoryRouter>
  );

  it("walks the engine's welcome setup, then the crews, and says what looks after the factory while away", () => {
    renderWithClient(guide([]));
    const box = screen.getByRole('region', { name: 'Welcome to your factory!' });
    const steps = within(within(box).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('p')?.textContent?.trim())).toEqual([
      'Power Plant',
      'Coal Mine',
      '2 × Iron Mine',
      'Smelter',
      'Hire the crews',
    ]);
    expect(steps[2]).toHaveTextContent('$10,000');
    expect(steps[2]).toHaveTextContent(
      'Each makes 5 iron ore a tick using 2 power. One Smelter eats the iron ore of two.',
    );
    expect(steps[3]).toHaveTextContent('Turns 10 iron ore and 2 coal into 2 steel bars a tick using 5 power.');
    expect(steps[4]).toHaveTextContent('$1,368');
    expect(steps[4]).toHaveTextContent('13 workers in all, $34.20 a tick in salaries');
    expect(box).toHaveTextContent(
      'While you are away, the factory sells its steel bars by standing sell orders (Market) and repairs and services its machines by automatic maintenance (Maintenance), both on from the start.',
    );
    expect(within(box).getByRole('link', { name: 'Market' })).toHaveAttribute('href', '/game/market');
    expect(within(box).getByRole('link', { name: 'Maintenance' })).toHaveAttribute('href', '/game/maintenance');
    expect(box).toHaveTextContent('Short of coal or iron ore? Buy what your machines need on Buy & Sell');
  });

  it('puts each step’s button where it stands, only the step to take now enabled', () => {
    renderWithClient(guide(['POWER_PLANT', 'COAL_MINE', 'IRON_MINE']));
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(steps[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(steps[0]!).getByText('Done')).toHaveClass('sr-only');
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[2]).toHaveTextContent('1 of 2 built');
    expect(within(steps[2]!).getByRole('button', { name: 'Build Iron Mine' })).toBeEnabled();
    expect(within(steps[3]!).getByRole('button', { name: 'Build Smelter' })).toBeDisabled();
    expect(within(steps[4]!).getByRole('button', { name: 'Hire all missing crew' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Welcome to your factory!' })).toHaveTextContent('· step 3 of 5');
    expect(screen.queryByRole('complementary', { name: 'Tip' })).not.toBeInTheDocument();
  });

  it('says what the factory’s site makes best and what it will buy from other players, once it has one', () => {
    renderWithClient(guide(['POWER_PLANT'], 'COAL_BASIN'));
    expect(screen.getByTestId('guide-site')).toHaveTextContent(
      'Your site. At Coal Basin your Smelters and Steel Furnaces make 25% more, Coal Mines make 40% more and Coke Ovens make 150% more: sell the steel bars, coal and coke you do not use, and expect to buy iron ore, advanced steel and tools from other players. Players sell on the Exchange.',
    );
    expect(within(screen.getByTestId('guide-site')).getByRole('link', { name: 'Exchange' })).toHaveAttribute(
      'href',
      '/game/market?tab=exchange',
    );
  });

  it('says nothing of a site before one is chosen (the site prompt above the guide asks)', () => {
    renderWithClient(guide([]));
    expect(screen.queryByTestId('guide-site')).not.toBeInTheDocument();
  });

  it('between the plant and the coal mine, says how long the coal lasts', () => {
    renderWithClient(guide(['POWER_PLANT']));
    expect(screen.getByRole('complementary', { name: 'Tip' })).toHaveTextContent(
      'Your power is on. The plant burns 5 coal a tick: your 100 coal lasts about 20 ticks',
    );
  });
});
