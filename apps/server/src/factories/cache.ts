import { OwnedCache } from '../db/owned-cache.js';
import type { FactoryRecord } from './record.js';

/**
 * Factories by player, on the embedded database (db/owned-cache.ts): actions set their record,
 * ticks forget them all, a rename or a deletion forgets one.
 */
export class FactoryCache extends OwnedCache<FactoryRecord> {
  constructor(enabled: boolean, max = 20_000) {
    super(enabled, max);
  }
}
