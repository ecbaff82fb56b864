/** What a soak run does: flags win over SOAK_* variables, which win over the defaults (the full soak). */
import { parseArgs } from 'node:util';

export interface SoakOptions {
  players: number;
  minutes: number;
  /** Sign-ups sent per second at the start, so sign-up does not become a flood. */
  signUpsPerSecond: number;
  /** Each player waits a random time in this range between turns, seconds. */
  turnSeconds: [number, number];
  strategies: string[];
  processes: number;
  firstPort: number;
}

export function soakOptions(argv = process.argv.slice(2), env = process.env): SoakOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      players: { type: 'string', default: env.SOAK_PLAYERS ?? '1000' },
      minutes: { type: 'string', default: env.SOAK_MINUTES ?? '10' },
      'sign-ups-per-second': { type: 'string', default: env.SOAK_SIGN_UPS_PER_S ?? '5' },
      'turn-seconds': { type: 'string', default: env.SOAK_TURN_S ?? '10-60' },
      strategies: { type: 'string', default: env.SOAK_STRATEGIES ?? 'recommended,expander,idle' },
      processes: { type: 'string', default: env.SOAK_PROCESSES ?? '2' },
      port: { type: 'string', default: env.SOAK_PORT ?? '3401' },
    },
  });
  const [low, high] = values['turn-seconds'].split('-').map(Number);
  const options: SoakOptions = {
    players: Number(values.players),
    minutes: Number(values.minutes),
    signUpsPerSecond: Number(values['sign-ups-per-second']),
    turnSeconds: [low!, high ?? low!],
    strategies: values.strategies.split(',').map((s) => s.trim()),
    processes: Number(values.processes),
    firstPort: Number(values.port),
  };
  const numbers = [options.players, options.minutes, options.signUpsPerSecond, ...options.turnSeconds];
  if (numbers.some((n) => !Number.isFinite(n) || n <= 0) || options.turnSeconds[0] > options.turnSeconds[1]) {
    throw new Error(`Invalid soak options: ${JSON.stringify(options)}`);
  }
  return options;
}
