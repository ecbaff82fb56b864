import type { ActionError, ActionErrorCode, ActionResult, FactoryState, GameEvent, Prices } from '@forgeworks/engine';
import type { Db } from '../db/database.js';
import { HttpError } from '../errors.js';
import type { MarketCache } from '../market/state.js';
import type { FactoryCache } from './cache.js';
import { escrowOf } from './escrow.js';
import { presentFactory } from '../presenters/factory.js';
import { createAccountFactory, FactoryMissing, findOrCreateFactory, updateFactoryLocked } from './repository.js';
import type { FactoryRecord } from './record.js';

/** Refusals naming something the player does not have answer 404, bad input 400; the rest conflict with the factory's state (409). */
const STATUS: Partial<Record<ActionErrorCode, number>> = { NOT_FOUND: 404, INVALID_INPUT: 400, NOT_SELLABLE: 400 };

/**
 * An engine action with what it may need of the moment: the time, and the market's prices, the
 * same the factory's read routes value it at (a loan's terms are the ones GET loan-terms showed).
 */
export type EngineAction = (state: FactoryState, ctx: { now: number; prices: Prices }) => ActionResult;

export type Player = { id: string; name: string };

type Outcome =
  { ok: false; error: ActionError } | { ok: true; record: FactoryRecord; message: string; events: GameEvent[] };

/** What the factory service works with, given once when the server starts. */
export interface FactoryServiceDeps {
  db: Db;
  cache: FactoryCache;
  market: MarketCache;
  /** The number of the last tick started: a new factory joins at it. */
  currentTick: () => Promise<number>;
  tickIntervalMs: number;
}

/** The player's factory for the routes: made with the account, found, acted on, and shown. */
export function factoryService({ db, cache, market, currentTick, tickIntervalMs }: FactoryServiceDeps) {
  const find = (user: Player) => findOrCreateFactory(db, user, currentTick, market.prices, cache);

  /** Makes a new account's factory, so the player's first request finds it (account/auth.ts). */
  const createFor = (userId: string) => createAccountFactory(db, userId, currentTick, market.prices);

  /** The units `record`'s open offers hold: kept with the cached record on the embedded database (cache.ts). */
  async function escrowWith(record: FactoryRecord) {
    const kept = cache.escrowOf(record);
    if (kept) return kept;
    const mark = cache.mark();
    const escrow = await escrowOf(db, record.id);
    cache.setEscrow(record, escrow, mark);
    return escrow;
  }

  /** The factory as the API shows it, at `now` and the market's `prices`, its escrowed units counted. */
  const present = async (record: FactoryRecord, now: number, prices?: Prices) =>
    presentFactory(record, now, tickIntervalMs, prices, await escrowWith(record));

  /**
   * Runs one engine action on the player's factory in one transaction that holds the factory's
   * row lock: refused actions change nothing; accepted ones are written back with the new state.
   */
  async function act(user: Player, action: EngineAction) {
    const now = Date.now();
    const prices = await market.prices();
    const locked = () =>
      updateFactoryLocked<Outcome>(
        db,
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
        cache,
      );
    // The locked read is the only read: the factory was made with the account. One made before
    // factories were (or whose making failed) has none yet, and gets it first.
    const outcome = await locked().catch(async (error: unknown) => {
      if (!(error instanceof FactoryMissing)) throw error;
      await find(user);
      return locked();
    });
    if (!outcome.ok) throw new HttpError(STATUS[outcome.error.code] ?? 409, outcome.error.message);
    return { ...outcome, prices, now };
  }

  /** The answer of most actions: the factory as it now is, and the engine's message for the player. */
  async function run(user: Player, action: EngineAction) {
    const done = await act(user, action);
    return { success: true as const, data: await present(done.record, done.now, done.prices), message: done.message };
  }

  return { find, createFor, act, present, run };
}

export type FactoryService = ReturnType<typeof factoryService>;
