import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderSignedIn } from '@/test/render-signed-in';
import { ReportName } from './ReportName';

describe('ReportName', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks first, for a reason (and the words for something else), then reports with it', async () => {
    const calls = mockApi({ 'POST /factories/f1/report-name': ok({ reported: true }, 'Thank you') });
    const user = userEvent.setup();
    renderSignedIn(<ReportName factoryId="f1" name="Rude Works" />);
    const posts = () => calls.filter((c) => c.method === 'POST');

    await user.click(screen.getByRole('button', { name: 'Report name' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this name?' });
    expect(dialog).toHaveTextContent('"Rude Works"');
    const send = within(dialog).getByRole('button', { name: 'Report' });
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'a slur in Dutch');
    expect(posts()).toEqual([]);
    await user.click(send);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Reported' })).toBeDisabled());
    expect(posts()).toEqual([
      { method: 'POST', path: '/factories/f1/report-name', body: { reason: 'OTHER', note: 'a slur in Dutch' } },
    ]);
  });

  it('reports nothing when the player cancels', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    renderSignedIn(<ReportName factoryId="f1" name="Rude Works" />);
    await user.click(screen.getByRole('button', { name: 'Report name' }));
    await user.click(screen.getByRole('radio', { name: 'Offensive or hateful' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
