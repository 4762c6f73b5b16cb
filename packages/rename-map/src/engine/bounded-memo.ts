/**
 * A memo of at most `size` entries, emptied when full: keys built from paths with ids in them must not grow it
 * without bound. `undefined` is remembered like any other value.
 */
export class BoundedMemo<T> {
  private readonly entries = new Map<string, T>();

  constructor(readonly size: number) {}

  /** The value remembered for `key`, or `compute()`'s, remembered. */
  get(key: string, compute: () => T): T {
    const found = this.entries.get(key);
    if (found !== undefined || this.entries.has(key)) return found as T;
    if (this.entries.size >= this.size) this.entries.clear();
    const value = compute();
    this.entries.set(key, value);
    return value;
  }
}
