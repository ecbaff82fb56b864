import { it } from 'vitest';
import { starterFactory } from '../../test/fixtures.js';
import * as R from './index.js';
it('dump', () => {
  const s = starterFactory();
  console.log(JSON.stringify({ costs: R.operatingCosts(s), grid: R.powerGrid(s), rec: R.recommendations(s), pa: R.productionAnalysis(s), sum: R.factorySummary(s), wf: R.workforceAnalysis(s), labor: R.laborCosts(s) }, null, 1));
});
