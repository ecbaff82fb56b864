import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '@/shared/stores/notifications';
import { toldNotice } from '@/test/notices';
import { factory, machine, mockApi, ok, renderSignedIn, type Routes } from '@/test/render-signed-in';
import { EmergencyRepair } from './EmergencyRepair';

const broken = machine({ id: 'mine', type: 'IRON_MINE', condition: 0 });
const withLoan = (maxLoanAmount: number): Routes => ({
  'GET /factory/loan-terms': ok({ maxLoanAmount, interestRate: 0.1 }),
  'POST /factory/emergency-loan': ok(factory()),
  'POST /factory/emergency-repair': ok(factory()),
});

describe('EmergencyRepair', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useNotifications.getState().clear();
  });

  it('repairs when cash covers 10% of the cost, with no loan on offer', async () => {
    const calls = mockApi(withLoan(25_400));
    const user = userEvent.setup();
    renderSignedIn(<EmergencyRepair machine={broken} cash={500} />);
    const repair = screen.getByRole('button', { name: /Emergency Repair · \$500\.00/ });
    expect(repair).toBeEnabled();
    await waitFor(() => expect(calls.some((c) => c.path === '/factory/loan-terms')).toBe(true));
    expect(screen.queryByRole('button', { name: /Emergency Loan/ })).not.toBeInTheDocument();

    await user.click(repair);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/factory/emergency-repair')?.body).toEqual({ machineId: 'mine' }),
    );
    await waitFor(() =>
      expect(useNotifications.getState().notifications[0]?.message).toBe('Emergency repair completed successfully!'),
    );
  });

  it('disables the repair when cash is short and offers the maximum loan with its interest', async () => {
    const calls = mockApi(withLoan(25_400));
    const user = userEvent.setup();
    renderSignedIn(<EmergencyRepair machine={broken} cash={499} />);
    expect(screen.getByRole('button', { name: /Emergency Repair/ })).toBeDisabled();

    const loan = await screen.findByRole('button', { name: 'Emergency Loan ($25,400 at 10% interest)' });
    await user.click(loan);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/factory/emergency-loan')?.body).toEqual({ loanAmount: 25_400 }),
    );
    await waitFor(() => expect(useNotifications.getState().notifications[0]?.message).toBe('Emergency loan approved!'));
  });

  it('offers no loan when the maximum is 0, and says what else to do', async () => {
    mockApi(withLoan(0));
    renderSignedIn(<EmergencyRepair machine={broken} cash={10} />);
    expect(await screen.findByText(/No loan is available right now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Emergency Loan/ })).not.toBeInTheDocument();
  });

  it("shows the spec's fallbacks when the repair or the loan fails without a message", async () => {
    mockApi({
      'GET /factory/loan-terms': ok({ maxLoanAmount: 1_000, interestRate: 0.1 }),
      'POST /factory/emergency-loan': { status: 500, body: {} },
    });
    const user = userEvent.setup();
    renderSignedIn(<EmergencyRepair machine={broken} cash={0} />);
    await user.click(await screen.findByRole('button', { name: /Emergency Loan/ }));
    await toldNotice('error', 'Failed to process emergency loan');
  });
});
