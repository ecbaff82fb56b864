import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';

const root = mkdtempSync(`${tmpdir()}/forgeworks-web-`);
mkdirSync(`${root}/assets`);
writeFileSync(`${root}/index.html`, '<!doctype html><title>Forgeworks</title><div id="root"></div>');
writeFileSync(`${root}/assets/app-1234.js`, 'console.log("forge")');
writeFileSync(`${root}/sw.js`, 'self.addEventListener("fetch", () => {})');
writeFileSync(`${root}/manifest.webmanifest`, '{"name":"Forgeworks"}');

const app = useTestApp({ webRoot: root });

describe('the web client', () => {
  it('is served at / and at every page path, so deep links and reloads work', async () => {
    for (const url of ['/', '/game', '/game/machines', '/game/market/history?x=1']) {
      const res = await app().inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets for a year, with security headers', async () => {
    const res = await app().inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the service worker revalidated at every check and the manifest as one, both allowed by the CSP', async () => {
    const worker = await app().inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    // A new version is found as soon as it is served: never kept by the browser's cache.
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await app().inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    const csp = String(manifest.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('keeps the API’s envelope 404 and answers 404 for missing files', async () => {
    const api = await app().inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'Not found: GET /api/nothing-here' });
    expect((await app().inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await app().inject({ method: 'POST', url: '/game' })).statusCode).toBe(404);
  });
});
