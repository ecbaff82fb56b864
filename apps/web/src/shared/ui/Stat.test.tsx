import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fittedSize, Stat } from './Stat';

// jsdom lays nothing out and drops the size's container units: the size asked for is checked here,
// the figure seen to fit in the browser suite (e2e/tests/figures.spec.ts).
describe("a stat's figure", () => {
  it('asks the card size, less by its length: 100 / (0.7 em × characters) of its box, within 0.875–1.5rem', () => {
    expect(fittedSize('18')).toEqual({ fontSize: 'clamp(0.875rem, 71.43cqi, 1.5rem)' });
    expect(fittedSize('$92,585,436.00')).toEqual({ fontSize: 'clamp(0.875rem, 10.20cqi, 1.5rem)' });
    expect(fittedSize(1234)).toEqual({ fontSize: 'clamp(0.875rem, 35.71cqi, 1.5rem)' });
  });

  it('is not sized when it is not text', () => {
    expect(fittedSize(<span>Active</span>)).toBeUndefined();
  });

  it("is measured against its own stat's width: the stat is the container", () => {
    render(<Stat label="Net worth" value="$92,585,436.00" />);
    expect(screen.getByText('$92,585,436.00').closest('dl')).toHaveClass('@container');
  });
});
