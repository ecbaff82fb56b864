import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AchievementEvent,
  BreakdownEvent,
  LoanEvent,
  MarketEvent,
  RepairEvent,
  StandingsEvent,
  TickEvent,
} from '@forgeworks/contract';
import { MAX_STREAMS_PER_PLAYER } from '../src/events/hub.js';
import type { Frame } from './event-stream.js';
import { listening, openStream } from './event-stream.js';
import type { TestApp } from './helper.js';
import { updateFactoryLocked } from '../src/factories/repository.js';
import { adminTick, bearer, buildTestApp, client, signUp, starterFactory } from './helper.js';

let app: TestApp;
let base: string;
let token: string;

beforeAll(async () => {
  app = await buildTestApp();
  base = await listening(app);
  ({ token } = await signUp(app));
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/events', () => {
  it('refuses a request without a valid token with 401 in the envelope', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-session' }]) {
      const res = await app.inject({ method: 'GET', url: '/api/events', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Authentication required' });
    }
  });

  it('sends the tick and the market’s new prices when a tick finishes', async () => {
    const stream = await openStream(base, token);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    const report = await adminTick(app);
    const tick = await stream.next();
    expect(tick).toMatchObject({ id: `${report.tickNumber}-0`, event: 'tick' });
    const data = TickEvent.parse(tick!.data);
    expect(data.tick).toBe(report.tickNumber);
    expect(data.tickIntervalMs).toBe(app.tickIntervalMs);
    expect(Date.parse(data.nextTickAt)).toBeGreaterThan(Date.now());
    const market = await stream.next();
    expect(market).toMatchObject({ id: `${report.tickNumber}-1`, event: 'market' });
    const prices = MarketEvent.parse(market!.data);
    expect(prices.tick).toBe(report.tickNumber);
    const now = (
      await app.inject({ method: 'GET', url: '/api/market/prices', headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(prices.prices).toEqual(now.data);
    stream.close();
  });

  it('replays what a stream missed after the Last-Event-ID it reconnects with', async () => {
    const first = await openStream(base, token);
    const seen = await adminTick(app);
    expect((await first.next())?.event).toBe('tick');
    const market = await first.next();
    expect(market?.event).toBe('market');
    first.close();
    const missed = [await adminTick(app), await adminTick(app)].map((r) => r.tickNumber);

    const again = await openStream(base, token, market!.id);
    const replayed = [];
    for (let i = 0; i < 4; i++) replayed.push(await again.next());
    expect(replayed.map((f) => [f?.id, f?.event])).toEqual(
      missed.flatMap((t) => [
        [`${t}-0`, 'tick'],
        [`${t}-1`, 'market'],
      ]),
    );
    expect(missed[0]).toBe(seen.tickNumber + 1);
    // Then it goes on live.
    const next = await adminTick(app);
    expect((await again.next())?.id).toBe(`${next.tickNumber}-0`);
    again.close();
  });

  it('tells a player of their own breakdowns, and never of another player’s', async () => {
    const unlucky = await signUp(app);
    const bystander = await signUp(app);
    await starterFactory(app, unlucky.token);
    // Left to wear (no automatic maintenance) and worn to almost nothing, each running machine
    // wears out (breaks down) at the next tick.
    const off = await app.inject({
      method: 'PUT',
      url: '/api/factory/auto-maintenance',
      headers: bearer(unlucky.token),
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    await updateFactoryLocked(app.database.db, unlucky.userId, {}, (record) => ({
      state: { ...record.state, machines: record.state.machines.map((m) => ({ ...m, condition: 1e-9 })) },
      result: null,
    }));
    app.factoryCache.forgetAll();
    const mine = await openStream(base, unlucky.token);
    const theirs = await openStream(base, bystander.token);
    const report = await adminTick(app);

    expect((await mine.next())?.event).toBe('tick');
    expect((await mine.next())?.event).toBe('market');
    const breakdown = await mine.next();
    expect(breakdown).toMatchObject({ id: `${report.tickNumber}-2`, event: 'breakdown' });
    expect(BreakdownEvent.parse(breakdown!.data)).toMatchObject({
      tick: report.tickNumber,
      description: expect.stringMatching(/broke down/),
    });

    expect((await theirs.next())?.event).toBe('tick');
    expect((await theirs.next())?.event).toBe('market');
    // The bystander's next event is the next tick's: nothing of the other factory came between.
    const next = await adminTick(app);
    expect((await theirs.next())?.id).toBe(`${next.tickNumber}-0`);
    mine.close();
    theirs.close();
  });

  it('tells a player at once of what their own action caused: an achievement, a loan; never another player', async () => {
    const builder = await signUp(app);
    const bystander = await signUp(app);
    const mine = await openStream(base, builder.token);
    const theirs = await openStream(base, bystander.token);
    const player = client(app, builder.token);
    expect((await player.post('/api/factory/build-machine', { type: 'POWER_PLANT' })).status).toBe(200);
    const reached = await mine.next();
    expect(reached).toMatchObject({ event: 'achievement', id: expect.stringMatching(/^\d+-1\d{6,}$/) });
    expect(AchievementEvent.parse(reached!.data)).toMatchObject({
      achievement: 'FIRST_MACHINE',
      name: 'Breaking Ground',
    });

    const { maxLoanAmount } = (await player.get('/api/factory/loan-terms')).body.data;
    expect((await player.post('/api/factory/emergency-loan', { loanAmount: maxLoanAmount })).status).toBe(200);
    const loan = await mine.next();
    expect(loan?.event).toBe('loan');
    const data = LoanEvent.parse(loan!.data);
    expect(data).toMatchObject({ change: 'taken' });
    expect(data.debt).toBe(Math.round((await player.factory()).debt * 100));
    // Ids go up: a reconnect after the achievement replays the loan.
    const again = await openStream(base, builder.token, reached!.id);
    expect((await again.next())?.id).toBe(loan!.id);

    // The bystander heard none of it: their next event is the next tick's.
    const next = await adminTick(app);
    expect((await theirs.next())?.id).toBe(`${next.tickNumber}-0`);
    for (const s of [mine, theirs, again]) s.close();
  });

  it('tells a player at once of a repair they paid for, and never another player', async () => {
    const owner = await signUp(app);
    const bystander = await signUp(app);
    const player = client(app, owner.token);
    expect((await player.post('/api/factory/build-machine', { type: 'POWER_PLANT' })).status).toBe(200);
    await updateFactoryLocked(app.database.db, owner.userId, {}, (record) => ({
      state: { ...record.state, machines: record.state.machines.map((m) => ({ ...m, condition: 0.4 })) },
      result: null,
    }));
    app.factoryCache.forgetAll();
    // Opened after the build: the build's achievement is not replayed to a stream without a Last-Event-ID.
    const mine = await openStream(base, owner.token);
    const theirs = await openStream(base, bystander.token);
    const machineId = (await player.factory()).machines[0].id;
    expect((await player.post('/api/factory/repair-machine', { machineId, repairAmount: 0.3 })).status).toBe(200);

    const repaired = await mine.next();
    expect(repaired?.event).toBe('repair');
    expect(RepairEvent.parse(repaired!.data)).toMatchObject({
      machineId,
      description: expect.stringMatching(/^Repaired/),
    });
    const next = await adminTick(app);
    expect((await theirs.next())?.id).toBe(`${next.tickNumber}-0`);
    mine.close();
    theirs.close();
  });

  it('tells a player the tick paid off their debt, after the tick’s own events', async () => {
    const debtor = await signUp(app);
    await updateFactoryLocked(app.database.db, debtor.userId, {}, (record) => ({
      state: { ...record.state, debt: 1 },
      result: null,
    }));
    app.factoryCache.forgetAll();
    const mine = await openStream(base, debtor.token);
    const report = await adminTick(app);
    expect((await mine.next())?.event).toBe('tick');
    expect((await mine.next())?.event).toBe('market');
    const paid = await mine.next();
    expect(paid).toMatchObject({ id: `${report.tickNumber}-2`, event: 'loan' });
    expect(LoanEvent.parse(paid!.data)).toEqual({ tick: report.tickNumber, change: 'repaid', amount: 0, debt: 0 });
    mine.close();
  });

  it("tells everyone of the hour's standings once written, after the hour-closing tick's own events", async () => {
    const stream = await openStream(base, token);
    let report = await adminTick(app);
    while (report.tickNumber % 12 !== 0) report = await adminTick(app);
    const told: Frame[] = [];
    for (let frame = await stream.next(); frame; frame = await stream.next()) {
      told.push(frame);
      if (frame.event === 'standings') break;
    }
    const standings = told.at(-1)!;
    expect(standings).toMatchObject({ id: `${report.tickNumber}-500000`, event: 'standings' });
    expect(StandingsEvent.parse(standings.data)).toEqual({ tick: report.tickNumber, hour: report.tickNumber / 12 });
    expect(told.map((f) => f.id)).toContain(`${report.tickNumber}-1`);
    // Told once written: the player's chart has the hour's point.
    const stats = await client(app, token).get('/api/analytics/player-stats');
    expect(stats.body.data.history.at(-1)).toMatchObject({ hour: report.tickNumber / 12 });
    stream.close();
  });

  it('ends a stream when its session ends, without waiting for a tick (session-streams.test.ts)', async () => {
    const { token: own } = await signUp(app);
    const stream = await openStream(base, own);
    const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(own), payload: {} });
    expect(out.statusCode).toBe(200);
    expect(await stream.next()).toBeNull();
    // And its page cannot open another.
    const again = await app.inject({ method: 'GET', url: '/api/events', headers: bearer(own) });
    expect(again.statusCode).toBe(401);
  });

  it(`keeps at most ${MAX_STREAMS_PER_PLAYER} streams per player, replacing the oldest`, async () => {
    const { token: own } = await signUp(app);
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_PLAYER + 1; i++) streams.push(await openStream(base, own));
    // The oldest is told why, and ends; the newest still hears the next tick.
    expect(await streams[0]!.next()).toEqual({ id: undefined, event: 'replaced', data: {} });
    expect(await streams[0]!.next()).toBeNull();
    const report = await adminTick(app);
    expect((await streams.at(-1)!.next())?.id).toBe(`${report.tickNumber}-0`);
    for (const s of streams) s.close();
  });

  it('forgets the stream of a player who went away', async () => {
    const { token: own, userId } = await signUp(app);
    const stream = await openStream(base, own);
    expect(app.events.players()).toContain(userId);
    stream.close();
    await vi.waitFor(() => expect(app.events.players()).not.toContain(userId));
  });

  it('ends every stream when the app closes', async () => {
    const other = await buildTestApp();
    const otherBase = await listening(other);
    const { token: own } = await signUp(other);
    const stream = await openStream(otherBase, own);
    await other.close();
    expect(await stream.next()).toBeNull();
  });
});
