import { newFactory } from '@forgeworks/engine';
import { describe, expect, it } from 'vitest';
import { FactoryCache } from '../src/factories/cache.js';
import { adminTick, client, signUp, starterFactory, useTestApp } from './helper.js';

const record = (tick: number) => ({ id: 'f', userId: 'u', name: 'U', state: { ...newFactory(1), tick } });

describe('the factory cache', () => {
  it('keeps what was read or written, and never a read that a tick overtook', () => {
    const cache = new FactoryCache(true);
    const before = cache.mark();
    cache.forgetAll(); // a tick batch committed while the read was on its way
    cache.set('u', record(1), before);
    expect(cache.get('u')).toBeUndefined();
    cache.set('u', record(2), cache.mark());
    expect(cache.get('u')?.state.tick).toBe(2);
    cache.forgetAll();
    expect(cache.get('u')).toBeUndefined();
  });

  it('keeps the escrow with its very record: a write of the factory, a forget or a tick drops it', () => {
    const cache = new FactoryCache(true);
    const read = record(1);
    cache.set('u', read, cache.mark());
    cache.setEscrow(read, { COAL: 5 }, cache.mark());
    expect(cache.escrowOf(read)).toEqual({ COAL: 5 });
    // An offer listed, filled, cancelled or expired writes the factory: a new record, no escrow yet.
    const written = record(1);
    cache.set('u', written, cache.mark());
    expect(cache.escrowOf(written)).toBeUndefined();
    expect(cache.escrowOf(read)).toBeUndefined();
    // An escrow read for a record since replaced is not kept.
    cache.setEscrow(read, { COAL: 5 }, cache.mark());
    expect(cache.escrowOf(written)).toBeUndefined();
    // Nor one a forget of every factory overtook; another player's change does not concern it.
    const before = cache.mark();
    cache.forget('v');
    cache.setEscrow(written, { COAL: 2 }, before);
    expect(cache.escrowOf(written)).toEqual({ COAL: 2 });
    const older = cache.mark();
    cache.forgetAll();
    expect(cache.escrowOf(written)).toBeUndefined();
    const reread = record(1);
    cache.set('u', reread, cache.mark());
    cache.setEscrow(reread, { COAL: 3 }, older);
    expect(cache.escrowOf(reread)).toBeUndefined();
  });

  it("keeps no read that the same player's write overtook, whatever the order they end in", () => {
    const cache = new FactoryCache(true);
    const read = cache.mark();
    // Another process's write heard, and this one's own, while the reads were on their way.
    cache.forget('u');
    cache.written('v', { ...record(3), userId: 'v' }, cache.mark());
    cache.set('u', record(1), read);
    cache.set('v', { ...record(1), userId: 'v' }, read);
    expect(cache.get('u')).toBeUndefined();
    expect(cache.get('v')?.state.tick).toBe(3);
    // A read of a third player, begun at the same time, concerns neither write and is kept.
    cache.set('w', { ...record(1), userId: 'w' }, read);
    expect(cache.get('w')?.state.tick).toBe(1);
  });

  it('keeps neither of two writes of a factory that were in flight at once, whichever is told first', () => {
    for (const toldFirst of ['older', 'newer'] as const) {
      const cache = new FactoryCache(true);
      // Both transactions begin, then commit one after the other (the newer waited on the row's lock);
      // the older commit's answer may reach this process last.
      const older = cache.mark();
      const newer = cache.mark();
      const told =
        toldFirst === 'older'
          ? [() => cache.written('u', record(1), older), () => cache.written('u', record(2), newer)]
          : [() => cache.written('u', record(2), newer), () => cache.written('u', record(1), older)];
      for (const tell of told) tell();
      expect(cache.get('u')).toBeUndefined();
      // A write alone in flight is kept.
      cache.written('u', record(3), cache.mark());
      expect(cache.get('u')?.state.tick).toBe(3);
    }
  });

  it('keeps nothing once disabled (PostgreSQL, not hearing the other processes), nor a read begun before', () => {
    const cache = new FactoryCache(true);
    cache.set('u', record(1), cache.mark());
    const read = cache.mark();
    cache.disable();
    expect(cache.get('u')).toBeUndefined();
    cache.enable();
    cache.set('u', record(1), read);
    expect(cache.get('u')).toBeUndefined();
    cache.set('u', record(2), cache.mark());
    expect(cache.get('u')?.state.tick).toBe(2);
  });

  it('keeps nothing when disabled (PostgreSQL: other processes write too)', () => {
    const cache = new FactoryCache(false);
    const read = record(1);
    cache.set('u', read, cache.mark());
    expect(cache.get('u')).toBeUndefined();
    cache.setEscrow(read, { COAL: 5 }, cache.mark());
    expect(cache.escrowOf(read)).toBeUndefined();
  });
});

const app = useTestApp();

describe('reads after writes', () => {
  it('show every action and every tick at once', async () => {
    const player = await starterFactory(app(), (await signUp(app())).token);
    const start = await player.factory();
    await adminTick(app());
    const ticked = await player.factory();
    expect(ticked.tick).toBe(start.tick + 1);
    const sold = await player.post('/api/market/sell', { resourceType: 'COAL', quantity: 5 });
    expect(sold.status).toBe(200);
    expect((await player.factory()).cash).toBe(sold.body.data.factory.cash);
    const other = client(app(), (await signUp(app())).token);
    expect((await other.factory()).id).not.toBe(start.id);
  });
});
