import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './PageErrorBoundary';

let broken = true;
function Flaky() {
  if (broken) throw new Error('boom');
  return <p>page content</p>;
}

describe('PageErrorBoundary', () => {
  it('shows the backend/demo-mode notice, and Retry renders the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <PageErrorBoundary resetKey="/game">
        <Flaky />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This feature needs a backend connection.');
    expect(screen.getByRole('alert')).toHaveTextContent('Running in demo mode.');

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('clears the error when the page changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    const { rerender } = render(
      <PageErrorBoundary resetKey="/game/a">
        <Flaky />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    broken = false;
    rerender(
      <PageErrorBoundary resetKey="/game/b">
        <Flaky />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('page content')).toBeInTheDocument();
  });
});
