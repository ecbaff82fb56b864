import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/lib/api';
import { Composer } from './Composer';

describe('Composer', () => {
  it('sends the trimmed text on Enter, keeps Shift+Enter for a new line, and empties the field once sent', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockResolvedValue(undefined);
    render(<Composer label="Message to Trade" send={send} pending={false} />);
    const field = screen.getByRole('textbox', { name: 'Message to Trade' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(field, '  Selling steel{Shift>}{Enter}{/Shift}200 bars  ');
    expect(screen.getByText('26/500')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledWith('Selling steel\n200 bars');
    expect(field).toHaveValue('');
  });

  it("keeps the text and says the server's refusal under the field", async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockRejectedValue(new ApiError(429, 'You are posting too fast: wait 7 seconds', true));
    render(<Composer label="Message to Trade" send={send} pending={false} />);
    await user.type(screen.getByRole('textbox', { name: 'Message to Trade' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are posting too fast: wait 7 seconds');
    expect(screen.getByRole('textbox', { name: 'Message to Trade' })).toHaveValue('Hello');
  });

  it('shows why the player cannot write instead of the field', () => {
    render(
      <Composer label="Message to Trade" send={vi.fn()} pending={false} closed="You are muted until 5 PM: Spam" />,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('You are muted until 5 PM: Spam')).toBeInTheDocument();
  });
});
