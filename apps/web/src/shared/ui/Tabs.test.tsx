import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Segmented } from './Tabs';

function Period() {
  const [period, setPeriod] = useState<'day' | 'week'>('day');
  return (
    <>
      <Segmented
        label="Period"
        value={period}
        onValueChange={setPeriod}
        options={[
          { value: 'day', label: '24h' },
          { value: 'week', label: '7 days' },
        ]}
      />
      <p>showing {period}</p>
    </>
  );
}

describe('Segmented', () => {
  it('is a named group of radio buttons, one chosen, which stays chosen when picked again', async () => {
    const user = userEvent.setup();
    render(<Period />);
    expect(screen.getByRole('radiogroup', { name: 'Period' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '24h', checked: true })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '7 days' }));
    expect(screen.getByText('showing week')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    expect(screen.getByRole('radio', { name: '7 days', checked: true })).toBeInTheDocument();
    expect(screen.getByText('showing week')).toBeInTheDocument();
  });

  it('has no tab list, whose tabs would name panels that do not exist', () => {
    render(<Period />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toHaveAttribute('aria-controls');
  });
});
