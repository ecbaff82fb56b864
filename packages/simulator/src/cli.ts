import { parseArgs } from 'node:util';
import { TIME } from '@forgeworks/engine';
import { simulate } from './simulation.js';
import { STRATEGIES } from './strategies/index.js';
import { summarize } from './summary.js';
import { simulateWorld } from './world.js';
import { kindOf, worldSeats } from './world-mix.js';
import { formatNewcomerSummary, formatNewcomerWeeks, newcomerWeeks } from './world-newcomers.js';
import { formatWorldDays, worldDays } from './world-report.js';
import { formatWorldSeasons, worldSeasons } from './world-seasons.js';

const { values } = parseArgs({
  options: {
    strategy: { type: 'string', default: 'recommended' },
    ticks: { type: 'string', default: '288' },
    seed: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
    world: { type: 'boolean', default: false },
    'without-contracts': { type: 'boolean', default: false },
    'without-exchange': { type: 'boolean', default: false },
    'shared-hours': { type: 'boolean', default: false },
    players: { type: 'string', default: '100' },
    days: { type: 'string', default: '90' },
    late: { type: 'string' },
    'join-daily': { type: 'string' },
    'join-from': { type: 'string', default: '2' },
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
      '       npm run simulate -- --world [--players 100] [--days 90] [--late 10@45[,1@49…]] [--join-daily N [--join-from D]] [--without-contracts] [--without-exchange]',
      '                           [--shared-hours]',
      '                           [--seed S] [--every D] [--json]',
    ].join('\n'),
  );
  process.exit(2);
}

if (values.world) {
  const players = whole(values.players, 1);
  const days = whole(values.days, 1);
  const seed = whole(values.seed, 0);
  const every = whole(values.every, 1);
  const daily = values['join-daily'] === undefined ? 0 : whole(values['join-daily'], 1);
  const from = whole(values['join-from'], 2);
  const late = (values.late ? values.late.split(',') : []).map((batch) => {
    const [count, day] = batch.split('@').map((s) => whole(s, 1));
    return count && day ? { players: count, day } : null;
  });
  if (players === null || days === null || seed === null || every === null || daily === null || from === null) usage();
  if (late.some((l) => l === null)) usage();
  const seats = worldSeats({
    players,
    late: late.filter((l) => l !== null),
    joinDaily: daily > 0 ? { players: daily, from, to: days } : undefined,
    seed,
    sharedHours: values['shared-hours'],
  });
  // The world's buyers and producers deal in contracts (issue 36) unless told not to.
  // And on the exchange's bids (issue 48): traders and expanders bid for inputs, standing orders fill them.
  const world = simulateWorld(seats, days * TIME.TICKS_PER_DAY, seed, {
    contracts: !values['without-contracts'],
    exchange: !values['without-exchange'],
  });
  const table = worldDays(world, seats);
  // The good players among the newcomers: those named on --late, and the stream's `checks-in`.
  const watched = newcomerWeeks(world, seats, (s) => s.name.startsWith('late-'));
  const stream = newcomerWeeks(world, seats, (s) => kindOf(s.name) === 'new-checks-in');
  const seasons = worldSeasons(world, seats, days * TIME.TICKS_PER_DAY);
  if (values.json) console.log(JSON.stringify({ days: table, newcomers: [...watched, ...stream], seasons }));
  else {
    console.log(formatWorldDays(table, every));
    const c = world.contracts;
    if (c)
      console.log(
        `\nContracts: ${c.offered} offered, ${c.accepted} accepted (${c.inInstalments} in instalments, ${c.missed} instalments missed), ${c.completed} completed, ${c.defaulted} defaulted; ${c.units} units delivered for $${(c.paid / 100).toFixed(2)}, $${(c.penalties / 100).toFixed(2)} in penalties.`,
      );
    const b = world.bids;
    if (b)
      console.log(
        `Bids: ${b.placed} placed, ${b.units} bought through bids for $${(b.paid / 100).toFixed(2)} (${b.byStandingOrders} sold by standing orders), ${b.refused} bids refused.`,
      );
    console.log(`\nSeasons (league firsts; each site's best place in the league):\n\n${formatWorldSeasons(seasons)}`);
    if (watched.length > 0)
      console.log(`\nLate joiners' first week (league, rank/factories in it):\n\n${formatNewcomerWeeks(watched)}`);
    if (stream.length > 0)
      console.log(
        `\nThe daily stream's checks-in newcomers, by the day of the season they joined on:\n\n${formatNewcomerSummary(stream)}`,
      );
  }
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
