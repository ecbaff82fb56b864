import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TickEvent } from '@forgeworks/contract';
import { listening, openStream } from './event-stream.js';
import type { TestApp } from './helper.js';
import { adminTick, buildTestApp, freshPostgres, signUp } from './helper.js';

let postgres: Awaited<ReturnType<typeof freshPostgres>>;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  postgres = await freshPostgres(process.env.TEST_DATABASE_URL!);
  a = await buildTestApp({ database: { databaseUrl: postgres.url } });
  b = await buildTestApp({ database: { databaseUrl: postgres.url } });
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await postgres?.drop();
});

describe('events with two servers on one database', () => {
  it('a stream on one server hears the tick the other ran, as do the other’s own streams', async () => {
    const { token } = await signUp(a);
    const onA = await openStream(await listening(a), token);
    const onB = await openStream(await listening(b), token);
    const report = await adminTick(b);
    for (const stream of [onA, onB]) {
      const frame = await stream.next();
      expect(frame).toMatchObject({ id: `${report.tickNumber}-0`, event: 'tick' });
      expect(TickEvent.parse(frame!.data).tick).toBe(report.tickNumber);
      expect((await stream.next())?.event).toBe('market');
      stream.close();
    }
  });

  it('a reconnect to the other server replays what was missed there under the same ids', async () => {
    const { token } = await signUp(a);
    const first = await openStream(await listening(a), token);
    await adminTick(a);
    await first.next();
    const seen = await first.next();
    first.close();
    const missed = await adminTick(a);
    const again = await openStream(await listening(b), token, seen!.id);
    expect((await again.next())?.id).toBe(`${missed.tickNumber}-0`);
    again.close();
  });
});
