import type { Holdings } from '@forgeworks/engine';
import { OwnedCache } from '../db/owned-cache.js';
import type { FactoryRecord } from './record.js';

/**
 * Factories by player (db/owned-cache.ts): actions keep the record they wrote, tick batches forget
 * them all, a rename or a deletion forgets one; on PostgreSQL the other processes' writes too
 * (plugins/app/game.ts), heard before any request that could see them is served (db/peers.ts).
 *
 * Beside each cached record, the units its open exchange offers hold (factories/escrow.ts), kept
 * with that very record object: every change to a factory's offers (a listing, a cancel, a fill,
 * an expiry) writes the factory in the same transaction, and that write replaces or forgets the
 * record, so its escrow goes with it and the next answer reads it again.
 */
export class FactoryCache extends OwnedCache<FactoryRecord> {
  private readonly escrows = new WeakMap<FactoryRecord, Holdings>();

  private readonly kept = new WeakMap<FactoryRecord, Map<string, unknown>>();

  /** Told whenever a factory is written or forgotten, here or (heard) in another process. */
  onChange: () => void = () => {};

  override forget(key: string): void {
    super.forget(key);
    this.onChange();
  }

  override forgetAll(): void {
    super.forgetAll();
    this.onChange();
  }

  /**
   * What `load` reads of the player's rows that only a write of their factory changes (as the
   * escrow), kept under `name` with `record` while it is their cached record.
   */
  async beside<T>(record: FactoryRecord, name: string, load: () => Promise<T>): Promise<T> {
    const kept = this.kept.get(record);
    if (kept?.has(name) && this.get(record.userId) === record) return kept.get(name) as T;
    const mark = this.mark();
    const value = await load();
    if (this.current(record.userId, mark) && this.get(record.userId) === record) {
      if (!this.kept.has(record)) this.kept.set(record, new Map());
      this.kept.get(record)!.set(name, value);
    }
    return value;
  }

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
