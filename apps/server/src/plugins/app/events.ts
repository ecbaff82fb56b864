import type { BreakdownEvent, MarketEvent, StandingsEvent, TickEvent } from '@forgeworks/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runningSessions } from '../../account/sessions.js';
import { hourOf } from '../../codecs/recent-ledger.js';
import { noticesInOrder } from '../../db/notices-in-order.js';
import type { EventId } from '../../events/hub.js';
import { EventHub } from '../../events/hub.js';
import type { Notice } from '../../events/notice.js';
import { EVENTS_CHANNEL, parseNotice } from '../../events/notice.js';
import { breakdownsAt, heardAt, heardBetween } from '../../events/own-events.js';
import { presentPrices } from '../../presenters/market.js';

/** A tick's events for everyone take numbers 0 (tick) and 1 (market); a player's own come after. */
const OWN_EVENTS_FROM = 2;
/**
 * The record of the hour a tick closed is told after the tick's own events: `standings` for
 * everyone, then each player's own of the record, numbered from here (above any tick's own count).
 */
const HOUR_EVENTS_FROM = 500_000;
/**
 * An action's happenings are numbered after the tick the factory had reached, by their row: above
 * any tick's own count, unique, and the same on every process.
 */
const ACTION_EVENTS_FROM = 1_000_000;

/** Numbers a tick's events of each player from `from`, in the order told. */
function perPlayer(tick: number, from: number): (userId: string) => EventId {
  const next = new Map<string, number>();
  return (userId) => {
    const n = next.get(userId) ?? from;
    next.set(userId, n + 1);
    return { tick, n };
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The event streams open on this process (`GET /api/events`). */
    events: EventHub;
  }
}

/**
 * The events of `GET /api/events`. Whichever process finishes a tick NOTIFYs it in the tick's
 * last commit (tick/market.ts); every process, this one included, LISTENs, reads what its players
 * need (the prices; the breakdowns of the players with a stream open here) and sends it on its
 * own streams. On the embedded database the same path runs in one process.
 */
export default fp(async function eventsPlugin(app: FastifyInstance) {
  const hub = new EventHub();
  app.decorate('events', hub);
  let lastTick = 0;

  /**
   * A stream lasts no longer than its session: one ended (sign-out, a password change or reset, a
   * suspension, a deleted account, expiry) is closed as soon as this process hears of it, and hears
   * nothing after (events/hub.ts, `endGone`); its page is refused on reconnecting.
   */
  const checkSessions = () =>
    hub
      .endGone((ids) => runningSessions(app.database.db, ids))
      .catch((error: unknown) => app.log.warn({ err: error }, 'sessions of the event streams not checked'));
  app.onSessionsEnded(() => void checkSessions());

  const tell = async (notice: Notice) => {
    // A session ended on another process before this notice is heard of first, so its stream hears none of it.
    await app.peers?.caughtUp();
    if (notice.kind === 'own') {
      if (!hub.players().includes(notice.userId)) return;
      for (const h of await heardBetween(app.database.db, notice.userId, notice.first, notice.last))
        hub.publish({ tick: h.tick, n: ACTION_EVENTS_FROM + h.id }, h.kind, { tick: h.tick, ...h.data }, h.userId);
      return;
    }
    if (notice.kind === 'hour') return tellHour(notice.tick);
    if (notice.tick <= lastTick) return;
    lastTick = notice.tick;
    // A session may also have expired by itself since.
    await checkSessions();
    // The tick moved the market: what this process kept of it is stale, whoever ran the tick.
    app.market.invalidate();
    const prices = presentPrices(await app.market.current());
    const tick: TickEvent = {
      tick: notice.tick,
      nextTickAt: new Date(notice.startedAt + app.tickIntervalMs).toISOString(),
      tickIntervalMs: app.tickIntervalMs,
    };
    const market: MarketEvent = { tick: notice.tick, prices };
    hub.publish({ tick: notice.tick, n: 0 }, 'tick', tick);
    hub.publish({ tick: notice.tick, n: 1 }, 'market', market);
    // A player's own events follow, numbered per player: the same ids whichever process tells them.
    const number = perPlayer(notice.tick, OWN_EVENTS_FROM);
    const players = hub.players();
    for (const b of await breakdownsAt(app.database.db, notice.tick, players)) {
      const data: BreakdownEvent = { tick: notice.tick, machineId: b.machineId, description: b.description };
      hub.publish(number(b.userId), 'breakdown', data, b.userId);
    }
    for (const h of await heardAt(app.database.db, notice.tick, players))
      hub.publish(number(h.userId), h.kind, { tick: h.tick, ...h.data }, h.userId);
  };

  let lastHour = 0;
  const tellHour = async (tick: number) => {
    if (tick <= lastHour) return;
    lastHour = tick;
    const standings: StandingsEvent = { tick, hour: hourOf(tick) };
    hub.publish({ tick, n: HOUR_EVENTS_FROM }, 'standings', standings);
    const number = perPlayer(tick, HOUR_EVENTS_FROM + 1);
    for (const h of await heardAt(app.database.db, tick, hub.players(), { hour: true }))
      hub.publish(number(h.userId), h.kind, { tick: h.tick, ...h.data }, h.userId);
  };

  const stopNotices = await noticesInOrder(app.database, EVENTS_CHANNEL, parseNotice, tell, (error, notice) =>
    app.log.error({ err: error, notice }, 'event not sent'),
  );

  // Before the server waits for open requests to finish: a stream would never finish by itself.
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => {
    await stopNotices();
  });
});
