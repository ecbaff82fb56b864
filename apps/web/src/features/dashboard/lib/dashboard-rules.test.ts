import type { MaintenanceAlert, MachineType } from '@forgeworks/contract';
import { describe, expect, it } from 'vitest';
import { moreAlertsText, summarizeAlerts } from './alerts';
import { WELCOME_SETUP } from '@forgeworks/engine';
import { feedsPerConsumer, guideProgress, servesStep, showsGuide, welcomeCrew } from './getting-started';
import { netRateTone, visibleRecommendations } from './production-analysis';
import { QUICK_BUILD_TYPES, quickBuildOption } from './quick-build';

const alert = (id: string, kind: MaintenanceAlert['kind']): MaintenanceAlert => ({
  machineId: id,
  machineType: 'IRON_MINE',
  kind,
  severity: kind === 'MAINTENANCE_DUE' ? 'MEDIUM' : 'HIGH',
  message: `${id} ${kind}`,
});

describe('maintenance alerts summary', () => {
  it('lists every HIGH alert, then the first 3 MEDIUM ones, then counts the rest', () => {
    const alerts = [
      alert('b1', 'BROKEN'),
      alert('c1', 'CRITICAL'),
      alert('c2', 'CRITICAL'),
      alert('c3', 'CRITICAL'),
      alert('c4', 'CRITICAL'),
      ...['m1', 'm2', 'm3', 'm4', 'm5'].map((id) => alert(id, 'MAINTENANCE_DUE')),
    ];
    const { high, medium, moreMedium } = summarizeAlerts(alerts);
    expect(high.map((a) => a.machineId)).toEqual(['b1', 'c1', 'c2', 'c3', 'c4']);
    expect(medium.map((a) => a.machineId)).toEqual(['m1', 'm2', 'm3']);
    expect(moreMedium).toBe(2);
  });

  it('puts HIGH alerts first even if the list comes mixed', () => {
    const { high, medium } = summarizeAlerts([alert('m1', 'MAINTENANCE_DUE'), alert('b1', 'BROKEN')]);
    expect(high.map((a) => a.machineId)).toEqual(['b1']);
    expect(medium.map((a) => a.machineId)).toEqual(['m1']);
  });

  it('counts nothing more with 3 or fewer MEDIUM alerts', () => {
    expect(summarizeAlerts(['a', 'b', 'c'].map((id) => alert(id, 'MAINTENANCE_DUE'))).moreMedium).toBe(0);
    expect(summarizeAlerts([]).moreMedium).toBe(0);
  });

  it('words the count', () => {
    expect(moreAlertsText(0)).toBeNull();
    expect(moreAlertsText(1)).toBe('and 1 more machine due for maintenance');
    expect(moreAlertsText(4)).toBe('and 4 more machines due for maintenance');
  });
});

describe('quick build', () => {
  const ready = { cash: 100_000, netPower: 100, pending: false };

  it("offers the welcome setup's machines first, in its order, then the steel furnace, with catalog costs", () => {
    expect(QUICK_BUILD_TYPES.slice(0, -1)).toEqual([...new Set(WELCOME_SETUP)]);
    expect(QUICK_BUILD_TYPES).toEqual(['POWER_PLANT', 'COAL_MINE', 'IRON_MINE', 'SMELTER', 'STEEL_FURNACE']);
    const costs = QUICK_BUILD_TYPES.map((t) => quickBuildOption(t, ready).cost);
    // The coal mine costs $3,000 (docs/adr/0001), not the spec button's $8,000.
    expect(costs).toEqual([15_000, 3_000, 5_000, 15_000, 20_000]);
  });

  it('is enabled with cash and spare power', () => {
    for (const type of QUICK_BUILD_TYPES)
      expect(quickBuildOption(type, ready)).toMatchObject({ disabled: false, status: 'Build' });
  });

  it('blocks a machine when net power is below its consumption, never a power plant', () => {
    expect(quickBuildOption('SMELTER', { ...ready, netPower: 4 })).toMatchObject({
      disabled: true,
      block: 'power',
      status: 'Needs 5 power',
    });
    expect(quickBuildOption('SMELTER', { ...ready, netPower: 5 }).disabled).toBe(false);
    expect(quickBuildOption('IRON_MINE', { ...ready, netPower: 2 }).disabled).toBe(false);
    expect(quickBuildOption('IRON_MINE', { ...ready, netPower: 1 }).disabled).toBe(true);
    expect(quickBuildOption('POWER_PLANT', { ...ready, netPower: -3 }).disabled).toBe(false);
  });

  it("reads 'Insufficient Funds' when cash is below the cost, even when power is short too", () => {
    expect(quickBuildOption('POWER_PLANT', { ...ready, cash: 14_999.99 })).toMatchObject({
      disabled: true,
      block: 'funds',
      status: 'Insufficient Funds',
    });
    expect(quickBuildOption('POWER_PLANT', { ...ready, cash: 15_000 }).disabled).toBe(false);
    expect(quickBuildOption('SMELTER', { cash: 10, netPower: 0, pending: false }).status).toBe('Insufficient Funds');
  });

  it('disables every button while a build is pending', () => {
    for (const type of QUICK_BUILD_TYPES)
      expect(quickBuildOption(type, { ...ready, pending: true })).toMatchObject({ disabled: true, block: 'pending' });
  });
});

describe('first steps', () => {
  const machines = (...types: MachineType[]) => types.map((type) => ({ type }));
  const crew = (workers: number, posted = 0) => ({ workers, posted });
  it('stays until every build and the crews are done, in whatever order the machines came', () => {
    const empty = guideProgress([], crew(0));
    expect(empty.current).toBe(0);
    expect(showsGuide(empty, 0)).toBe(true);
    // Four of five builds: the guide stays (it used to leave after four).
    const four = guideProgress(machines('POWER_PLANT', 'COAL_MINE', 'IRON_MINE', 'IRON_MINE'), crew(10));
    expect(four.current).toBe(3);
    expect(showsGuide(four, 4)).toBe(true);
    const built = machines('SMELTER', 'IRON_MINE', 'POWER_PLANT', 'IRON_MINE', 'COAL_MINE');
    const crewsLeft = guideProgress(built, crew(13));
    expect(crewsLeft.current).toBe(4);
    expect(crewsLeft.steps.map((s) => s.done)).toEqual([true, true, true, true, false]);
    expect(showsGuide(crewsLeft, 5)).toBe(true);
    // A worker on no machine still has a post to take.
    expect(guideProgress(built, crew(0, 1)).current).toBe(4);
    const done = guideProgress(built, crew(0));
    expect(done.current).toBeNull();
    expect(showsGuide(done, 5)).toBe(false);
  });

  it('counts a furnace built instead of the smelter as the smelter’s step, and a full crew as hired (issue 45)', () => {
    const furnace = machines('POWER_PLANT', 'COAL_MINE', 'IRON_MINE', 'IRON_MINE', 'STEEL_FURNACE');
    const progress = guideProgress(furnace, crew(0));
    expect(progress.steps.map((s) => s.done)).toEqual([true, true, true, true, true]);
    expect(progress.current).toBeNull();
    expect(progress.steps[3]).toMatchObject({ kind: 'build', metBy: 'STEEL_FURNACE' });
    expect(progress.steps[0]).toMatchObject({ kind: 'build', metBy: null });
    expect(showsGuide(progress, 5)).toBe(false);
    // A furnace and one mine: the smelter's step is met, the second mine is what this factory needs next.
    const early = guideProgress(machines('POWER_PLANT', 'COAL_MINE', 'IRON_MINE', 'STEEL_FURNACE'), crew(3));
    expect(early.steps[early.current!]).toMatchObject({ kind: 'build', build: { type: 'IRON_MINE' }, built: 1 });
    expect(servesStep('STEEL_FURNACE', 'SMELTER')).toBe(true);
    expect(servesStep('STEEL_MILL', 'SMELTER')).toBe(false);
  });

  it('waits for the crew before showing a guide that only the crews keep open', () => {
    const built = machines('SMELTER', 'IRON_MINE', 'POWER_PLANT', 'IRON_MINE', 'COAL_MINE');
    // Guessed with no crew while it loads: a crewed factory's guide would flash and vanish.
    expect(showsGuide(guideProgress(built, crew(13)), 5, false)).toBe(false);
    // Builds left: the guide stays whatever the crew, so it shows at once.
    const four = guideProgress(machines('POWER_PLANT', 'COAL_MINE', 'IRON_MINE', 'IRON_MINE'), crew(10));
    expect(showsGuide(four, 4, false)).toBe(true);
  });

  it('leaves a grown works a new machine’s crew to its headline', () => {
    const grown = machines('POWER_PLANT', 'COAL_MINE', 'IRON_MINE', 'IRON_MINE', 'SMELTER', 'SMELTER');
    expect(showsGuide(guideProgress(grown, crew(3)), 6)).toBe(false);
  });

  it("prices the welcome setup's crews as 'Hire all missing crew' will: 13 workers", () => {
    // Plant 1 + 1, coal mine 2, each iron mine 2 + 1, smelter 2 + 1: operators $80, technicians (skill 2) $162.
    expect(welcomeCrew()).toEqual({ workers: 13, hiringCost: 9 * 80 + 4 * 162, salaries: 34.2 });
  });

  it('counts the mines one smelter eats the ore of', () => {
    expect(feedsPerConsumer('IRON_MINE', 'SMELTER')).toBe(2);
    expect(feedsPerConsumer('SMELTER', 'IRON_MINE')).toBe(0);
  });
});

describe('production analysis', () => {
  it('shows the first 3 recommendations, all of them on request', () => {
    const all = ['a', 'b', 'c', 'd', 'e'];
    expect(visibleRecommendations(all, false)).toEqual(['a', 'b', 'c']);
    expect(visibleRecommendations(all, true)).toEqual(all);
  });

  it('tones net rates as shown: growing good, falling a warning, level neutral', () => {
    expect(netRateTone(2)).toBe('good');
    expect(netRateTone(-1.2)).toBe('warning');
    expect(netRateTone(0.04)).toBe('neutral');
  });
});
