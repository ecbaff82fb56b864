import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { notify, useNotifications } from '@/shared/stores/notifications';
import { Notifications } from './Notifications';

describe('Notifications', () => {
  afterEach(() => useNotifications.getState().clear());

  it('lists newest first with the time, in its style, and a click dismisses', async () => {
    const user = userEvent.setup();
    render(<Notifications />);
    act(() => {
      notify('sale', 'Sold 10 steel bars');
      notify('breakdown', 'Smelter broke down');
    });
    const items = screen.getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Smelter broke down'),
      expect.stringContaining('Sold 10 steel bars'),
    ]);
    expect(items[0]).toHaveClass('border-rose-500/50');
    expect(items[1]).toHaveClass('border-emerald-500/50');
    expect(items[0]?.textContent).toMatch(/\d{2}:\d{2}:\d{2}/);

    await user.click(items[0]!);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByText('Smelter broke down')).not.toBeInTheDocument();
  });
});
