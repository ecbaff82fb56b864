import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { factory, machine, mockApi, ok, renderSignedIn } from '@/test/render-signed-in';
import { ChooseSiteWhileNeeded, SiteCard } from './SiteCard';

const option = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('SiteCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks a factory without a site to choose, free, and offers the one that suits what it built', async () => {
    const calls = mockApi({
      'GET /factory/my-factory': ok(factory({ site: null, machines: [machine({ id: 'c', type: 'COAL_MINE' })] })),
      'POST /factory/site': ok(factory({ site: 'COAL_BASIN' }), 'Your factory stands at Coal Basin'),
    });
    renderSignedIn(
      <>
        <ChooseSiteWhileNeeded />
        <SiteCard />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Choose your site' })).toHaveAttribute('href', '/game/factory');
    expect(screen.getByRole('heading', { name: 'Choose your site' })).toBeInTheDocument();
    expect(within(option('Coal Basin')).getByText('Suits what you have built')).toBeInTheDocument();
    expect(within(option('Free Port')).getByText(/market purchases pay a fifth of the spread/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose Coal Basin' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/factory/site', body: { site: 'COAL_BASIN' } },
    ]);
  });

  it("says what a factory at each site will likely sell and buy from others, from the engine's numbers", async () => {
    mockApi({ 'GET /factory/my-factory': ok(factory({ site: null })) });
    renderSignedIn(<SiteCard />);
    await screen.findByRole('heading', { name: 'Choose your site' });
    const row = (site: string, term: string) =>
      within(option(site)).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(row('Iron Range', 'Sells')).toHaveTextContent('iron ore');
    expect(row('Iron Range', 'Buys from others')).toHaveTextContent(/^coal$/);
    expect(row('Coal Basin', 'Sells')).toHaveTextContent('steel bars, coal and coke');
    expect(row('Coal Basin', 'Buys from others')).toHaveTextContent('iron ore, advanced steel and tools');
    expect(row('River Works', 'Buys from others')).toHaveTextContent('iron ore, coal and coke');
    expect(row('River Works', 'Sells')).toHaveTextContent('steel bars, advanced steel, tools and machine parts');
    expect(row('Free Port', 'Buys from others')).toHaveTextContent(
      'iron ore, coal, coke and toolsMarket purchases pay 1% above the price, not 5%.',
    );
  });

  it('moves at the engine cost, asked twice, and says why a site it cannot afford or fit is closed', async () => {
    const calls = mockApi({
      'GET /factory/my-factory': ok(
        factory({ site: 'IRON_RANGE', cash: 12_000, floor: { used: 8, total: 60, extra: 0 } }),
      ),
      'POST /factory/site': ok(factory({ site: 'RIVER_WORKS' })),
    });
    const user = userEvent.setup();
    renderSignedIn(<SiteCard />);
    expect(await screen.findByRole('heading', { name: 'Your site: Iron Range' })).toBeInTheDocument();
    expect(screen.getByText('Floor space: 8 / 60')).toBeInTheDocument();
    expect(within(option('Iron Range')).getByText('Your site')).toBeInTheDocument();
    // $10,000 + $250 × 8 floor.
    await user.click(within(option('River Works')).getByRole('button', { name: 'Move here for $12,000.00' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(within(option('River Works')).getByRole('button', { name: 'Confirm: pay $12,000.00' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/factory/site', body: { site: 'RIVER_WORKS' } },
    ]);
  });

  it('closes a move the cash does not cover, saying how much is missing', async () => {
    mockApi({
      'GET /factory/my-factory': ok(
        factory({ site: 'IRON_RANGE', cash: 500, floor: { used: 8, total: 60, extra: 0 } }),
      ),
    });
    renderSignedIn(<SiteCard />);
    await screen.findByRole('heading', { name: 'Your site: Iron Range' });
    expect(within(option('Coal Basin')).getByRole('button', { name: 'Move here for $12,000.00' })).toBeDisabled();
    expect(within(option('Coal Basin')).getByText('You need $11,500.00 more cash to move.')).toBeInTheDocument();
  });
});
