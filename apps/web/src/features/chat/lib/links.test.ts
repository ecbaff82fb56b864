import { describe, expect, it } from 'vitest';
import { piecesOf } from './links';

describe('piecesOf', () => {
  it('finds web and email links among plain text', () => {
    expect(piecesOf('Prices at example.com/steel, or mail me@forgeworks.com!')).toEqual([
      { text: 'Prices at ' },
      { text: 'example.com/steel', href: 'http://example.com/steel' },
      { text: ', or mail ' },
      { text: 'me@forgeworks.com', href: 'mailto:me@forgeworks.com' },
      { text: '!' },
    ]);
  });

  it('leaves markup and script addresses as text', () => {
    const text = '<img src=x onerror=alert(1)> javascript:alert(1)';
    expect(piecesOf(text).every((p) => p.href === undefined || /^https?:|^mailto:/.test(p.href))).toBe(true);
    expect(
      piecesOf(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});
