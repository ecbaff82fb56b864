import { LRUCache } from 'lru-cache';

/**
 * Rows as last read or written, kept while every write reaches this process: on the embedded
 * database always (one process owns the data: the data folder's lock, and every write passes
 * through it); on PostgreSQL only while this process hears the others' writes (db/peers.ts), so
 * `enable` and `disable` follow its listening connection, and each write forgets what it changed.
 *
 * A read that began before a change must not be kept after it: `mark()` is taken before the read,
 * and `set` ignores a value whose key changed (`forget`, `written`) or whose cache was emptied
 * (`forgetAll`, `disable`) since its mark. Changes are remembered key by key, as many as values; a
 * change pushed out of that memory counts for every key.
 */
export class OwnedCache<V extends object> {
  private generation = 0;
  /** A mark below it is too old for any key. */
  private floor = 0;
  private on: boolean;
  private readonly values: LRUCache<string, V>;
  private readonly changed: LRUCache<string, number>;

  constructor(enabled: boolean, max: number) {
    this.on = enabled;
    this.values = new LRUCache({ max });
    this.changed = new LRUCache({
      max,
      dispose: (generation) => {
        this.floor = Math.max(this.floor, generation);
      },
    });
  }

  get(key: string): V | undefined {
    return this.on ? this.values.get(key) : undefined;
  }

  mark(): number {
    return this.generation;
  }

  /** Whether a value of `key` read after `mark` is still current. */
  current(key: string, mark: number): boolean {
    return this.on && mark >= this.floor && (this.changed.get(key) ?? 0) <= mark;
  }

  set(key: string, value: V, mark: number): void {
    if (this.current(key, mark)) this.values.set(key, value);
  }

  /** `key` changed: what was kept of it, and any read of it under way, are out of date. */
  forget(key: string): void {
    this.changed.set(key, ++this.generation);
    this.values.delete(key);
  }

  /**
   * `key` was written (committed) as `value` by a transaction begun at `mark`. Kept only if nothing
   * changed `key` meanwhile: two transactions that wrote it at once are told here in no certain order
   * (a commit's answer can reach this process after a later commit's), so neither is kept then, and
   * the next read loads the row.
   */
  written(key: string, value: V, mark: number): void {
    const alone = this.current(key, mark);
    this.forget(key);
    if (alone) this.values.set(key, value);
  }

  forgetAll(): void {
    this.floor = ++this.generation;
    this.values.clear();
    this.changed.clear();
  }

  enable(): void {
    this.forgetAll();
    this.on = true;
  }

  disable(): void {
    this.on = false;
    this.forgetAll();
  }
}
