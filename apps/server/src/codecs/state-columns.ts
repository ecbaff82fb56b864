import type { FactoryState, Prices } from '@forgeworks/engine';
import { isSiteId, netWorth } from '@forgeworks/engine';
import { decodeState, encodeState } from './state.js';

/** Money arrives as a string from PostgreSQL's bigint and as a number from drizzle's typed selects. */
export interface StateColumns {
  tick: number;
  cash: string | number;
  debt: string | number;
  state: unknown;
  /** Read as null unless it names one of the engine's sites. */
  site: string | null;
}

export function stateFromColumns(row: StateColumns): FactoryState {
  return decodeState(row.state as Uint8Array, {
    tick: Number(row.tick),
    cash: Number(row.cash),
    debt: Number(row.debt),
    site: isSiteId(row.site) ? row.site : null,
  });
}

/** The columns a factory's state is written to; net worth is kept beside it for the leaderboard. */
export function columnsFromState(state: FactoryState, prices?: Prices) {
  // The encoder reads only the stored fields, so the state goes as it is (no copy without the money).
  return {
    tick: state.tick,
    cash: state.cash,
    debt: state.debt,
    netWorth: netWorth(state, prices),
    site: state.site,
    state: encodeState(state),
  };
}
