/**
 * The first factory the game leads a new player to: the engine's `WELCOME_SETUP`, the one list the
 * welcome box, Quick Build and the empty production chain read, so none of them restates the order.
 */
import type { MachineType } from '@forgeworks/contract';
import { machinePlural, WELCOME_SETUP } from '@forgeworks/engine';
import { machineInfo } from './catalog';

/** One step of the setup: machines of one type built one after another ('2 × Iron Mine'). */
export interface WelcomeBuild {
  type: MachineType;
  count: number;
  /** Dollars, for all of them. */
  cost: number;
}

/** The welcome setup in its build order, repeats of a type as one step. */
export function welcomeBuilds(setup: readonly MachineType[] = WELCOME_SETUP): WelcomeBuild[] {
  const builds: WelcomeBuild[] = [];
  for (const type of setup) {
    const last = builds.at(-1);
    if (last?.type === type) last.count++;
    else builds.push({ type, count: 1, cost: 0 });
  }
  return builds.map((b) => ({ ...b, cost: machineInfo(b.type).cost * b.count }));
}

const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five'];

/** 'two', for a count in a sentence. */
export const inWords = (n: number): string => NUMBER_WORDS[n - 1] ?? String(n);

function counted({ type, count }: WelcomeBuild): string {
  const name = machineInfo(type).name;
  if (count > 1) return `${inWords(count)} ${machinePlural(type)}`;
  return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
}

/** 'a Power Plant, then a Coal Mine, two Iron Mines and a Smelter'. */
export function welcomeSetupText(builds: readonly WelcomeBuild[] = welcomeBuilds()): string {
  const [first, ...rest] = builds.map(counted);
  if (!first || rest.length === 0) return first ?? '';
  const last = rest.pop()!;
  return `${first}, then ${rest.length > 0 ? `${rest.join(', ')} and ${last}` : last}`;
}
