import { LRUCache } from 'lru-cache';

/**
 * Rows as last read or written, for the embedded database only: there one process owns the data
 * (the data folder's lock), so every write passes through it and can keep this up to date. On
 * PostgreSQL other processes write too, so nothing is kept and every read asks the database.
 *
 * A read that began before a write must not be kept after it: `mark()` taken before the read, and
 * `set` ignores a value whose mark a `forget` or `forgetAll` has since passed.
 */
export class OwnedCache<V extends object> {
  private generation = 0;
  private readonly values: LRUCache<string, V> | null;

  constructor(enabled: boolean, max: number) {
    this.values = enabled ? new LRUCache({ max }) : null;
  }

  get(key: string): V | undefined {
    return this.values?.get(key);
  }

  mark(): number {
    return this.generation;
  }

  set(key: string, value: V, mark: number): void {
    if (this.values && mark === this.generation) this.values.set(key, value);
  }

  forget(key: string): void {
    this.generation++;
    this.values?.delete(key);
  }

  forgetAll(): void {
    this.generation++;
    this.values?.clear();
  }
}
