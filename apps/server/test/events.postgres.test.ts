import { beforeAll, describe, expect, it } from 'vitest';
import { AchievementEvent, LoanEvent, TickEvent } from '@forgeworks/contract';
import { updateFactoryLocked } from '../src/factories/repository.js';
import { listening, openStream } from './event-stream.js';
import type { TestApp } from './helper.js';
import { adminTick, client, signUp, useTwoTestApps } from './helper.js';

const servers = useTwoTestApps();
let a: TestApp;
let b: TestApp;
beforeAll(() => {
  [a, b] = servers();
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

  it('an action served by one server is heard on the player’s stream on the other, and by nobody else', async () => {
    const player = await signUp(a);
    const bystander = await signUp(a);
    const onA = await openStream(await listening(a), player.token);
    const theirs = await openStream(await listening(a), bystander.token);
    expect((await client(b, player.token).post('/api/factory/build-machine', { type: 'POWER_PLANT' })).status).toBe(
      200,
    );
    const reached = await onA.next();
    expect(reached?.event).toBe('achievement');
    expect(AchievementEvent.parse(reached!.data).achievement).toBe('FIRST_MACHINE');
    const report = await adminTick(b);
    expect((await theirs.next())?.id).toBe(`${report.tickNumber}-0`);
    onA.close();
    theirs.close();
  });

  it('the debt the tick paid off is told on both servers under the same id', async () => {
    const debtor = await signUp(a);
    await updateFactoryLocked(a.database.db, debtor.userId, {}, (record) => ({
      state: { ...record.state, debt: 1 },
      result: null,
    }));
    a.factoryCache.forgetAll();
    b.factoryCache.forgetAll();
    const onA = await openStream(await listening(a), debtor.token);
    const onB = await openStream(await listening(b), debtor.token);
    const report = await adminTick(a);
    for (const stream of [onA, onB]) {
      expect((await stream.next())?.event).toBe('tick');
      expect((await stream.next())?.event).toBe('market');
      const paid = await stream.next();
      expect(paid).toMatchObject({ id: `${report.tickNumber}-2`, event: 'loan' });
      expect(LoanEvent.parse(paid!.data).change).toBe('repaid');
      stream.close();
    }
  });
});
