import type { Holdings } from '@forgeworks/engine';
import { OwnedCache } from '../db/owned-cache.js';
import type { FactoryRecord } from './record.js';

/**
 * Factories by player (db/owned-cache.ts): actions keep the record they wrote, tick batches forget
 * them all, a rename or a deletion forgets one; on PostgreSQL the other processes' writes too
 * (plugins/app/game.ts), and a writer waits with its answer until they have heard it (`settle`).
 *
 * Beside each cached record, the units its open exchange offers hold (factories/escrow.ts), kept
 * with that very record object: every change to a factory's offers (a listing, a cancel, a fill,
 * an expiry) writes the factory in the same transaction, and that write replaces or forgets the
 * record, so its escrow goes with it and the next answer reads it again.
 */
export class FactoryCache extends OwnedCache<FactoryRecord> {
  private readonly escrows = new WeakMap<FactoryRecord, Holdings>();

  /** After a committed write, before its answer: every other process has heard of it (db/peers.ts). */
  settle: () => Promise<void> = async () => {};

  constructor(enabled: boolean, max = 20_000) {
    super(enabled, max);
  }

  /** The escrow kept with `record`, if it is still the player's cached record. */
  escrowOf(record: FactoryRecord): Holdings | undefined {
    return this.get(record.userId) === record ? this.escrows.get(record) : undefined;
  }

  /**
   * Keeps `escrow`, read after `mark()` was taken, with `record` while it is the player's cached
   * record and nothing was forgotten since the mark.
   */
  setEscrow(record: FactoryRecord, escrow: Holdings, mark: number): void {
    if (this.current(record.userId, mark) && this.get(record.userId) === record) this.escrows.set(record, escrow);
  }
}
