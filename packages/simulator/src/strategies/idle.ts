import type { Strategy } from '../strategy.js';

/** Does nothing at all: the baseline that must never lose money. */
export const idle: Strategy = { name: 'idle', act: () => {} };
