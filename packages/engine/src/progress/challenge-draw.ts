import type { Cents } from '../money.js';
import { hashString, nextRandom } from '../random.js';
import { TIME } from '../rules.js';
import type { FactoryState } from '../state.js';
import { missingCrewQuote } from '../actions/crews.js';
import { WELCOME_SETUP } from '../reports/recommendations.js';
import type { ChallengeType } from './challenge-types.js';
import { CHALLENGE_TYPE_IDS, CHALLENGE_TYPES, describeChallenge } from './challenge-types.js';

export interface DailyChallenge {
  id: string;
  /** UTC day number: ms since epoch / one day. */
  day: number;
  type: ChallengeType;
  description: string;
  target: number;
  reward: Cents;
  tip: string;
}

/** Challenges turn over at midnight UTC, the same moment for every player. */
export function challengeDay(now: number): number {
  return Math.floor(now / TIME.DAY_MS);
}

function shuffledRun(run: number): ChallengeType[] {
  const order = [...CHALLENGE_TYPE_IDS];
  let rng = hashString(`challenge-order:${run}`);
  for (let i = order.length - 1; i > 0; i--) {
    const [draw, next] = nextRandom(rng);
    rng = next;
    const j = Math.floor(draw * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * Each run of six days plays the six types in a shuffled order, so no type is missing for
 * long; a run never opens with the type that closed the one before, so no day repeats the
 * day before. The order depends only on the day, never on a factory.
 */
function typeOfDay(day: number): ChallengeType {
  const size = CHALLENGE_TYPE_IDS.length;
  const run = Math.floor(day / size);
  const order = shuffledRun(run);
  // Swapping the first two leaves the last in place, so the run after sees the same closer.
  if (order[0] === shuffledRun(run - 1)[size - 1]) [order[0], order[1]] = [order[1]!, order[0]!];
  return order[day - run * size]!;
}

/** Every factory's tick asks for the same day's challenge, so the last one is kept. */
let lastChallenge: Readonly<DailyChallenge> | null = null;

/** The day's challenge for every factory past the guide (`challengeFor` gives a newcomer's). */
export function dailyChallenge(day: number): Readonly<DailyChallenge> {
  if (lastChallenge?.day !== day) lastChallenge = Object.freeze(drawChallenge(day));
  return lastChallenge;
}

function challengeOf(id: string, day: number, type: ChallengeType, option: number): DailyChallenge {
  const def = CHALLENGE_TYPES[type];
  const { target, reward } = def.options[option]!;
  return { id, day, type, description: describeChallenge(type, target), target, reward, tip: def.tip };
}

function drawChallenge(day: number): DailyChallenge {
  const type = typeOfDay(day);
  const [draw] = nextRandom(hashString(`challenge-target:${day}`));
  return challengeOf(`D${day}-${type}`, day, type, Math.floor(draw * CHALLENGE_TYPES[type].options.length));
}

/**
 * The types the guide's own path meets: its mines dig ore, its smelter makes bars, its standing
 * orders sell them, and it builds machines. Holding cash and upgrading are what the guide asks a
 * newcomer not to do yet (it spends most of the starting cash on the welcome setup).
 */
export const GUIDE_CHALLENGE_TYPES: readonly ChallengeType[] = [
  'PRODUCE_IRON_ORE',
  'PRODUCE_STEEL_BAR',
  'SELL_RESOURCES',
  'BUILD_MACHINES',
];

/**
 * Whether the factory is still following the guide: the welcome setup is not all built, or it is
 * and its crews are not all hired (the guide's last step). A grown works is past it.
 */
export function followsGuide(state: Pick<FactoryState, 'machines' | 'workers'>): boolean {
  const size = WELCOME_SETUP.length;
  if (state.machines.length < size) return true;
  if (state.machines.length > size) return false;
  const crew = missingCrewQuote(state);
  return crew.workers + crew.posted > 0;
}

/** Whether the guide's path can meet `challenge` from where the factory stands, never contradicting it. */
export function fitsGuide(
  challenge: Pick<DailyChallenge, 'type' | 'target'>,
  state: Pick<FactoryState, 'machines'>,
): boolean {
  if (!GUIDE_CHALLENGE_TYPES.includes(challenge.type)) return false;
  // The guide asks for no more builds than its setup has left.
  if (challenge.type === 'BUILD_MACHINES') return challenge.target <= WELCOME_SETUP.length - state.machines.length;
  return true;
}

const FIRST_MARK = '-FIRST-';

/**
 * A newcomer's challenge on a day whose shared one the guide contradicts: a type the guide's path
 * meets from where the factory stands, drawn by the day (so newcomers share it), at the type's
 * smallest target, which a starter setup reaches within hours.
 */
export function newcomerChallenge(day: number, state: Pick<FactoryState, 'machines'>): DailyChallenge {
  const fitting = GUIDE_CHALLENGE_TYPES.filter((type) =>
    fitsGuide({ type, target: CHALLENGE_TYPES[type].options[0]!.target }, state),
  );
  const [draw] = nextRandom(hashString(`first-challenge:${day}`));
  const type = fitting[Math.floor(draw * fitting.length)]!;
  return challengeOf(`D${day}${FIRST_MARK}${type}`, day, type, 0);
}

/** The challenge an id names, if it is one the day drew (shared or a newcomer's); null otherwise. */
export function challengeById(id: string): DailyChallenge | null {
  const match = /^D(-?\d+)(-FIRST)?-([A-Z_]+)$/.exec(id);
  if (!match) return null;
  const day = Number(match[1]);
  const type = match[3] as ChallengeType;
  if (match[2]) {
    if (!GUIDE_CHALLENGE_TYPES.includes(type)) return null;
    return challengeOf(id, day, type, 0);
  }
  const shared = dailyChallenge(day);
  return shared.id === id ? shared : null;
}

/**
 * This factory's challenge on `day`: the one it already holds for the day (drawn at its first tick
 * or action of the day, so building the setup at noon does not swap the challenge it is working on),
 * else the shared one, unless the factory still follows the guide and the guide contradicts it
 * (issue 45: "hold $60,000" beside a guide that spends $44,368 of $50,000), when it is a newcomer's.
 */
export function challengeFor(state: Pick<FactoryState, 'machines' | 'workers' | 'challenge'>, day: number) {
  const shared = dailyChallenge(day);
  // Every tick asks of every factory: the shared challenge, held by most, is known without parsing its id.
  if (state.challenge?.day === day && state.challenge.challengeId === shared.id) return shared;
  const held = state.challenge?.day === day ? challengeById(state.challenge.challengeId) : null;
  if (held) return held;
  if (!followsGuide(state) || fitsGuide(shared, state)) return shared;
  return newcomerChallenge(day, state);
}
