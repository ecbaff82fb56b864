import { parseArgs } from 'node:util';
import { simulate } from './simulation.js';
import { STRATEGIES } from './strategies/index.js';
import { summarize } from './summary.js';

const { values } = parseArgs({
  options: {
    strategy: { type: 'string', default: 'recommended' },
    ticks: { type: 'string', default: '288' },
    seed: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
  },
});

const strategy = STRATEGIES[values.strategy];
const ticks = Number(values.ticks);
const seed = Number(values.seed);
if (!strategy || !Number.isInteger(ticks) || ticks < 1 || !Number.isInteger(seed)) {
  console.error(
    `Usage: npm run simulate -- --strategy ${Object.keys(STRATEGIES).join('|')} --ticks N [--seed S] [--json]`,
  );
  process.exit(2);
}

const result = simulate(strategy, ticks, seed);
if (values.json) {
  const { cash: _cash, debt: _debt, ...rest } = result;
  console.log(JSON.stringify(rest));
} else {
  console.log(summarize(result));
}
