import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, Td, Tr } from './Table';

/** jsdom lays nothing out: the box's widths are set by hand, and the observer is called when told. */
let resized: () => void = () => {};
function stubLayout(content: number, box: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {
        resized();
      }
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => content);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => box);
}

function renderTable() {
  render(
    <DataTable label="Wages" columns={[{ label: 'Worker' }, { label: 'Wage', numeric: true }]}>
      <Tr>
        <Td>Engineer</Td>
        <Td numeric>$12.00</Td>
      </Tr>
    </DataTable>,
  );
}

describe('a table that scrolls sideways', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('takes the keyboard focus, named as its table, while it is wider than its box', () => {
    stubLayout(600, 390);
    renderTable();
    const box = screen.getByRole('region', { name: 'Wages' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toContainElement(screen.getByRole('table', { name: 'Wages' }));
  });

  it('adds no stop to the tab order once it fits', () => {
    stubLayout(600, 390);
    renderTable();
    expect(screen.getByRole('region', { name: 'Wages' })).toBeInTheDocument();
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 800);
    act(() => resized());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Wages' }).parentElement).not.toHaveAttribute('tabindex');
  });
});
