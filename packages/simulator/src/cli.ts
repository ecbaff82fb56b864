import { parseArgs } from 'node:util';
import { TIME } from '@forgeworks/engine';
import { simulate } from './simulation.js';
import { STRATEGIES } from './strategies/index.js';
import { summarize } from './summary.js';
import { simulateWorld } from './world.js';
import { worldSeats } from './world-mix.js';
import { formatWorldDays, worldDays } from './world-report.js';

const { values } = parseArgs({
  options: {
    strategy: { type: 'string', default: 'recommended' },
    ticks: { type: 'string', default: '288' },
    seed: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
    world: { type: 'boolean', default: false },
    players: { type: 'string', default: '100' },
    days: { type: 'string', default: '90' },
    late: { type: 'string' },
    every: { type: 'string', default: '1' },
  },
});

const whole = (s: string | undefined, min: number) => {
  const n = Number(s);
  return Number.isInteger(n) && n >= min ? n : null;
};

function usage(): never {
  console.error(
    [
      `Usage: npm run simulate -- --strategy ${Object.keys(STRATEGIES).join('|')} --ticks N [--seed S] [--json]`,
      '       npm run simulate -- --world [--players 100] [--days 90] [--late 10@45] [--seed S] [--every D] [--json]',
    ].join('\n'),
  );
  process.exit(2);
}

if (values.world) {
  const players = whole(values.players, 1);
  const days = whole(values.days, 1);
  const seed = whole(values.seed, 0);
  const every = whole(values.every, 1);
  const [lateCount, lateDay] = (values.late ?? '').split('@').map((s) => whole(s, 1));
  if (players === null || days === null || seed === null || every === null) usage();
  if (values.late && (!lateCount || !lateDay)) usage();
  const late = lateCount && lateDay ? { players: lateCount, day: lateDay } : undefined;
  const world = simulateWorld(worldSeats({ players, late, seed }), days * TIME.TICKS_PER_DAY, seed);
  const table = worldDays(world, (seat) => (seat.startsWith('late-') && late ? late.day : 1));
  console.log(values.json ? JSON.stringify(table) : formatWorldDays(table, every));
} else {
  const strategy = STRATEGIES[values.strategy];
  const ticks = whole(values.ticks, 1);
  const seed = Number(values.seed);
  if (!strategy || ticks === null || !Number.isInteger(seed)) usage();
  const result = simulate(strategy, ticks, seed);
  if (values.json) {
    const { cash: _cash, debt: _debt, ...rest } = result;
    console.log(JSON.stringify(rest));
  } else {
    console.log(summarize(result));
  }
}
