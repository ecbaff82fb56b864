import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening, openStream } from './event-stream.js';
import type { TestApp } from './helper.js';
import { adminTick, buildTestApp, signUp } from './helper.js';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await buildTestApp();
  ({ token } = await signUp(app));
  // A factory with machines: its answer is over the threshold.
  for (const type of ['POWER_PLANT', 'COAL_MINE'])
    await app.inject({
      method: 'POST',
      url: '/api/factory/build-machine',
      headers: { authorization: `Bearer ${token}` },
      payload: { type },
    });
});
afterAll(async () => {
  await app?.close();
});

const myFactory = (encodings?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/factory/my-factory',
    headers: { authorization: `Bearer ${token}`, ...(encodings ? { 'accept-encoding': encodings } : {}) },
  });

describe('compressed answers', () => {
  it('compress a JSON answer of 1 KB or more for a client that accepts it: brotli first, else gzip', async () => {
    const plain = await myFactory();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    const br = await myFactory('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await myFactory('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leave a small answer as it is', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('refuse a compressed request body rather than inflate it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/market/sell',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it("never hold back the event stream's events, whatever the client accepts", async () => {
    // fetch asks for gzip, deflate and br, as a browser does.
    const stream = await openStream(await listening(app), token);
    try {
      expect(stream.response.headers.get('content-encoding')).toBeNull();
      const report = await adminTick(app);
      expect(await stream.next()).toMatchObject({ id: `${report.tickNumber}-0`, event: 'tick' });
    } finally {
      stream.close();
    }
  });
});
