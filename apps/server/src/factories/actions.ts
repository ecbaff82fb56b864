import type { ActionError, ActionErrorCode, ActionResult, FactoryState, GameEvent, Prices } from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.js';
import { presentFactory } from './presenter.js';
import { FactoryMissing, findOrCreateFactory, updateFactoryLocked } from './repository.js';
import type { FactoryRecord } from './row.js';

/** Refusals naming something the player does not have answer 404, bad input 400; the rest conflict with the factory's state (409). */
const STATUS: Partial<Record<ActionErrorCode, number>> = { NOT_FOUND: 404, INVALID_INPUT: 400, NOT_SELLABLE: 400 };

/**
 * An engine action with what it may need of the moment: the time, and the market's prices, the
 * same the factory's read routes value it at (a loan's terms are the ones GET loan-terms showed).
 */
export type EngineAction = (state: FactoryState, ctx: { now: number; prices: Prices }) => ActionResult;

type Outcome =
  { ok: false; error: ActionError } | { ok: true; record: FactoryRecord; message: string; events: GameEvent[] };

/**
 * Runs one engine action on the caller's factory in one transaction that holds the factory's
 * row lock: refused actions change nothing; accepted ones are written back with the new state.
 */
export async function applyAction(app: FastifyInstance, user: { id: string; name: string }, action: EngineAction) {
  const now = Date.now();
  const prices = await app.market.prices();
  const act = () =>
    updateFactoryLocked<Outcome>(
      app.database.db,
      user.id,
      prices,
      (record) => {
        const result = action(record.state, { now, prices });
        if (!result.ok) return { state: null, result: { ok: false, error: result.error } };
        return {
          state: result.state,
          events: result.events,
          result: {
            ok: true,
            record: { ...record, state: result.state },
            message: result.message,
            events: result.events,
          },
        };
      },
      app.factoryCache,
    );
  // The locked read is the only read of a player who has a factory; one who has none yet gets it first.
  const outcome = await act().catch(async (error: unknown) => {
    if (!(error instanceof FactoryMissing)) throw error;
    await findOrCreateFactory(app.database.db, user, app.currentTick, app.factoryCache);
    return act();
  });
  if (!outcome.ok) throw new HttpError(STATUS[outcome.error.code] ?? 409, outcome.error.message);
  return { ...outcome, prices, now };
}

/** The answer of most actions: the factory as it now is, and the engine's message for the player. */
export async function runAction(app: FastifyInstance, user: { id: string; name: string }, action: EngineAction) {
  const done = await applyAction(app, user, action);
  return {
    success: true as const,
    data: presentFactory(done.record, done.now, app.tickIntervalMs, done.prices),
    message: done.message,
  };
}
