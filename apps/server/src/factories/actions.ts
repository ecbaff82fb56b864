import type { ActionError, ActionErrorCode, ActionResult, FactoryState } from '@forgeworks/engine';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.js';
import { lastTick } from '../tick/run-tick.js';
import { presentFactory } from './presenter.js';
import type { FactoryRecord } from './repository.js';
import { findOrCreateFactory, updateFactoryLocked } from './repository.js';

/** Refusals naming something the player does not have answer 404, bad input 400; the rest conflict with the factory's state (409). */
const STATUS: Partial<Record<ActionErrorCode, number>> = { NOT_FOUND: 404, INVALID_INPUT: 400, NOT_SELLABLE: 400 };

export type EngineAction = (state: FactoryState, ctx: { now: number }) => ActionResult;

type Outcome = { ok: false; error: ActionError } | { ok: true; record: FactoryRecord; message: string };

/**
 * Runs one engine action on the caller's factory in one transaction that holds the factory's
 * row lock: refused actions change nothing; accepted ones are written back with the new state.
 */
export async function runAction(
  app: FastifyInstance,
  user: { id: string; name: string },
  action: EngineAction,
  tickIntervalMs: number,
) {
  await findOrCreateFactory(app.database.db, user, (await lastTick(app.database.db)).tick);
  const now = Date.now();
  const outcome = await updateFactoryLocked<Outcome>(app.database.db, user.id, (record) => {
    const result = action(record.state, { now });
    if (!result.ok) return { state: null, result: { ok: false, error: result.error } };
    return {
      state: result.state,
      result: { ok: true, record: { ...record, state: result.state }, message: result.message },
    };
  });
  if (!outcome.ok) throw new HttpError(STATUS[outcome.error.code] ?? 409, outcome.error.message);
  return {
    success: true as const,
    data: presentFactory(outcome.record, now, tickIntervalMs),
    message: outcome.message,
  };
}
