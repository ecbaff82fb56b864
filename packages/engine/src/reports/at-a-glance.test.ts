import { describe, expect, it } from 'vitest';
import { crewFor, factoryWith, machine } from '../../test/fixtures.js';
import type { Machine } from '../state.js';
import { isLargeSpend } from '../spending.js';
import { planProduction } from '../tick/plan.js';
import { crewEfficiency, gridHeadline, productionEfficiency } from './at-a-glance.js';
import { powerGrid } from './power.js';
import { productionAnalysis } from './summary.js';
import { workforceAnalysis } from './workforce.js';

/** A factory of these machines where only those named have their crews. */
const crewed = (machines: Machine[], ids: string[]) =>
  factoryWith(machines, { workers: machines.filter((m) => ids.includes(m.id)).flatMap((m) => crewFor(m)) });

describe('the factory at a glance', () => {
  // The welcome setup with every crew but the plant's: 3.75 power made of the 15 it could, 12 drawn.
  it('names the missing crew, not more plants, when the plant makes too little power for want of staff', () => {
    const state = crewed(
      [
        machine('p', 'POWER_PLANT'),
        machine('c', 'COAL_MINE'),
        machine('i', 'IRON_MINE'),
        machine('j', 'IRON_MINE'),
        machine('s', 'SMELTER'),
      ],
      ['c', 'i', 'j', 's'],
    );
    const headline = gridHeadline(state);
    expect(headline.status).toBe('CRITICAL');
    expect(headline.text).toMatch(/^Production severely limited\. Your power plants lack staff/);
    expect(headline.text).not.toMatch(/build/i);
    expect(headline.action).toEqual({ kind: 'hire' });
  });

  it('says every machine runs at its best only when it is so', () => {
    const full = crewed([machine('p', 'POWER_PLANT'), machine('c', 'COAL_MINE')], ['p', 'c']);
    expect(gridHeadline(full)).toEqual({
      status: 'SURPLUS',
      text: 'Excellent: all machines at maximum efficiency',
      cause: null,
      action: null,
    });
    const short = crewed([machine('p', 'POWER_PLANT'), machine('c', 'COAL_MINE')], ['p']);
    const headline = gridHeadline(short);
    expect(headline.text).toMatch(/^Power to spare\. 1 machine misses workers/);
    expect(headline.action).toEqual({ kind: 'hire' });
  });

  it('welcomes an empty factory with the first build, not a word on its grid', () => {
    const headline = gridHeadline(factoryWith([]));
    expect(headline.text).toMatch(/^Welcome! Build a Power Plant first/);
    expect(headline.action).toEqual({ kind: 'build', machine: 'POWER_PLANT' });
  });

  it('gives one efficiency to the overview and Power & Operations, and one count of empty posts', () => {
    const state = crewed([machine('p', 'POWER_PLANT'), machine('c', 'COAL_MINE')], ['p']);
    const plan = planProduction(state);
    expect(powerGrid(state).productionEfficiency).toBe(productionAnalysis(state, plan).productionEfficiency);
    expect(productionEfficiency(plan)).toBe(plan.overallEfficiency * crewEfficiency(plan));
    expect(crewEfficiency(plan)).toBeLessThan(1);
    expect(workforceAnalysis(state, plan).missingPosts).toBe(2);
  });

  it('asks first for a spend of more than a tenth of the cash, never for less', () => {
    expect(isLargeSpend(15_000, 50_000)).toBe(true);
    expect(isLargeSpend(5_000, 50_000)).toBe(false);
    expect(isLargeSpend(5_001, 50_000)).toBe(true);
    expect(isLargeSpend(120, 50_000)).toBe(false);
    expect(isLargeSpend(1, 0)).toBe(true);
  });
});
