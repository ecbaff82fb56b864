import type { Strategy } from '../strategy.js';
import { expander } from './expander.js';
import { idle } from './idle.js';
import { recommended } from './recommended.js';

export const STRATEGIES: Record<string, Strategy> = { idle, recommended, expander };
