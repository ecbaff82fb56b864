import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from './helper.js';

const app = useTestApp();

/** Every route of the OpenAPI document that needs a player, with its path parameters filled in. */
async function securedRoutes() {
  const doc = (await app().inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  const routes: { method: string; url: string }[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      if (!op.security?.length || path.startsWith('/api/admin')) continue;
      routes.push({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, 'some-id') });
    }
  return routes;
}

describe('every game route', () => {
  it('is in the OpenAPI document: all the calls of the spec', async () => {
    const urls = (await securedRoutes()).map((r) => `${r.method} ${r.url}`);
    for (const call of [
      'GET /api/factory/my-factory',
      'POST /api/factory/build-machine',
      'POST /api/factory/upgrade-machine',
      'GET /api/factory/tick-info',
      'POST /api/factory/update-machine-capacities',
      'POST /api/factory/repair-machine',
      'GET /api/factory/maintenance-analysis/some-id',
      'POST /api/factory/schedule-maintenance',
      'POST /api/factory/emergency-repair',
      'GET /api/factory/maintenance-history/some-id',
      'GET /api/factory/scrap-value/some-id',
      'POST /api/factory/scrap-machine',
      'GET /api/factory/loan-terms',
      'POST /api/factory/emergency-loan',
      'GET /api/factory/power-grid-status',
      'GET /api/factory/operating-costs',
      'GET /api/factory/financial-statement',
      'GET /api/factory/labor-costs',
      'GET /api/factory/machine-efficiency',
      'GET /api/market/prices',
      'POST /api/market/sell',
      'POST /api/market/buy',
      'GET /api/market/history',
      'GET /api/market/trends',
      'GET /api/leaderboard/top-factories',
      'GET /api/challenges/daily',
      'POST /api/challenges/complete',
      'GET /api/analytics/production-history',
      'GET /api/analytics/factory-stats',
      'GET /api/workers',
      'GET /api/workers/analysis',
      'GET /api/workers/hiring-costs',
      'POST /api/workers/hire',
      'POST /api/workers/hire-missing',
      'DELETE /api/workers/some-id',
      'PATCH /api/workers/some-id/assign',
    ])
      expect(urls).toContain(call);
  });

  it('answers 401 in the envelope without a token and with a bad one', async () => {
    const routes = await securedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(32);
    for (const { method, url } of routes)
      for (const headers of [{}, bearer('not-a-session-token')]) {
        const res = await app().inject({
          method: method as 'GET',
          url,
          headers,
          payload: method === 'GET' ? undefined : {},
        });
        expect({ route: `${method} ${url}`, status: res.statusCode, body: res.json() }).toEqual({
          route: `${method} ${url}`,
          status: 401,
          body: { success: false, message: 'Authentication required' },
        });
      }
  });
});
