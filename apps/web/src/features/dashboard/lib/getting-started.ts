import type { Machine, MachineType } from '@forgeworks/contract';
import { missingCrewQuote, toDollars, WELCOME_SETUP } from '@forgeworks/engine';
import { machineInfo } from '@/shared/lib/catalog';
import type { CrewQuote } from '@/shared/lib/crew-quote';
import { welcomeBuilds, type WelcomeBuild } from '@/shared/lib/welcome-setup';

/** What staffing the whole welcome setup takes, as 'Hire all missing crew' quotes it: workers and dollars. */
export function welcomeCrew(setup: readonly MachineType[] = WELCOME_SETUP) {
  const quote = missingCrewQuote({
    machines: setup.map((type, i) => ({ id: `welcome-${i}`, type, level: 1 })),
    workers: [],
  });
  return { workers: quote.workers, hiringCost: toDollars(quote.hiringCost), salaries: toDollars(quote.salaries) };
}

/** How many of a machine's output one of another eats: the iron mines one smelter keeps busy. */
export function feedsPerConsumer(producer: MachineType, consumer: MachineType): number {
  const made = machineInfo(producer).outputs[0];
  const eaten = made && machineInfo(consumer).inputs.find((i) => i.resource === made.resource);
  return made && eaten ? Math.ceil(eaten.quantity / made.quantity) : 0;
}

/** One step of the guide: a build of the welcome setup (so many of a type), or hiring the crews. */
export type GuideStep =
  | {
      kind: 'build';
      build: WelcomeBuild;
      built: number;
      done: boolean;
      /** Another type the factory built that does the step's work (a Steel Furnace for the Smelter), or null. */
      metBy: MachineType | null;
    }
  | { kind: 'crews'; done: boolean };

export interface GuideProgress {
  steps: GuideStep[];
  /** The step to take now: the first not done, in the guide's order; null once every step is done. */
  current: number | null;
}

/**
 * Whether a machine of `type` does the work of the guide's `step`: it is one, or it makes what the
 * step's machine makes (a Steel Furnace makes the Smelter's steel bars, from the same ore).
 */
export function servesStep(type: MachineType, step: MachineType): boolean {
  if (type === step) return true;
  const made = machineInfo(step).outputs.map((o) => o.resource);
  return machineInfo(type).outputs.some((o) => made.includes(o.resource));
}

/**
 * Where a factory stands in the welcome guide: each build done once it owns as many machines doing
 * the step's work as the setup asks (a furnace built instead of the smelter meets the smelter's step:
 * a second refiner would starve both on the same ore), the crews once no post is empty and no one
 * waits on no machine. The guide stays until every step is done, whatever order the player took.
 */
export function guideProgress(
  machines: readonly Pick<Machine, 'type'>[],
  quote: Pick<CrewQuote, 'workers' | 'posted'>,
): GuideProgress {
  const steps: GuideStep[] = welcomeBuilds().map((build) => {
    const serving = machines.filter((m) => servesStep(m.type, build.type));
    const built = Math.min(build.count, serving.length);
    const metBy = serving.find((m) => m.type !== build.type)?.type ?? null;
    return { kind: 'build', build, built, done: built === build.count, metBy };
  });
  steps.push({ kind: 'crews', done: steps.every((s) => s.done) && quote.workers + quote.posted === 0 });
  const current = steps.findIndex((s) => !s.done);
  return { steps, current: current < 0 ? null : current };
}

/**
 * Whether the overview shows the guide: until it is done, for a factory of the welcome setup's size
 * or less (a grown works with a new machine to staff is told so by its headline, not by the guide).
 * While the crew is not yet known (`crewKnown` false), only a guide with builds left is sure to stay:
 * one shown on a guess would vanish when the crew arrives, and the whole page would jump up.
 */
export function showsGuide(progress: GuideProgress, machineCount: number, crewKnown = true): boolean {
  if (progress.current === null) return false;
  const buildsLeft = progress.steps.some((s) => s.kind === 'build' && !s.done);
  return buildsLeft || (crewKnown && machineCount <= WELCOME_SETUP.length);
}
