import { TIME } from '@forgeworks/engine';
import type { Strategy } from '../strategy.js';
import { expander } from './expander.js';
import { idle } from './idle.js';
import { recommended } from './recommended.js';
import { specialist } from './specialist.js';
import { trader } from './trader.js';
import { visitingPlayer } from './visits.js';
import { welcome } from './welcome.js';

/** Twice a game day, and once a game week (issue 12's players who check in). */
const TWICE_A_DAY = TIME.TICKS_PER_DAY / 2;
const WEEKLY = TIME.TICKS_PER_DAY * 7;

export const STRATEGIES: Record<string, Strategy> = {
  idle,
  recommended,
  expander,
  trader,
  specialist,
  welcome,
  'checks-in': visitingPlayer('checks-in', TWICE_A_DAY),
  weekly: visitingPlayer('weekly', WEEKLY),
};
