import type { ChainRow } from '@forgeworks/contract';

/** A production chain's row for the tests: iron ore, made and used by nothing, unless told. */
export const chainRow = (over: Partial<ChainRow>): ChainRow => ({
  resource: 'IRON_ORE',
  resourceId: 1,
  name: 'Iron Ore',
  stage: 'RAW_MATERIAL',
  producers: [],
  consumers: [],
  produced: 0,
  consumed: 0,
  netRate: 0,
  shortBy: 0,
  ...over,
});
