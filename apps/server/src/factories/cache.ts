import { LRUCache } from 'lru-cache';
import type { FactoryRecord } from './row.js';

/**
 * Factories as last read or written, for the embedded database only: there one process owns the
 * data, so every write passes through here (actions set their record, ticks forget them all). On
 * PostgreSQL other processes write too, so nothing is kept and every read asks the database.
 *
 * A read that began before a tick's write must not be kept after it: `mark()` taken before the
 * read, and `set` ignores a record whose mark a `forgetAll` has since passed.
 */
export class FactoryCache {
  private generation = 0;
  private readonly records: LRUCache<string, FactoryRecord> | null;

  constructor(enabled: boolean, max = 20_000) {
    this.records = enabled ? new LRUCache({ max }) : null;
  }

  get(userId: string): FactoryRecord | undefined {
    return this.records?.get(userId);
  }

  mark(): number {
    return this.generation;
  }

  set(userId: string, record: FactoryRecord, mark: number): void {
    if (this.records && mark === this.generation) this.records.set(userId, record);
  }

  /** After a write that does not go through updateFactoryLocked (a rename, a deletion). */
  forget(userId: string): void {
    this.generation++;
    this.records?.delete(userId);
  }

  forgetAll(): void {
    this.generation++;
    this.records?.clear();
  }
}
