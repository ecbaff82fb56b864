import { afterEach, describe, expect, it } from 'vitest';
import { prepareRouter, takeRouter } from './router';

describe('the router made ahead', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is the one the game takes while the address is the one it was made at, once', () => {
    window.history.replaceState(null, '', '/game/market');
    const made = prepareRouter();
    expect(prepareRouter()).toBe(made);
    const first = takeRouter();
    expect(first).toBe(made);
    expect(first.state.location.pathname).toBe('/game/market');
    const again = takeRouter();
    expect(again).not.toBe(first);
    first.dispose();
    again.dispose();
  });

  it('gives way to a new router when the address changed meanwhile (the gate owned it)', () => {
    window.history.replaceState(null, '', '/game/market');
    const made = prepareRouter();
    window.history.replaceState(null, '', '/game/finances#/sign-in');
    const taken = takeRouter();
    expect(taken).not.toBe(made);
    expect(taken.state.location.pathname).toBe('/game/finances');
    taken.dispose();
  });
});
