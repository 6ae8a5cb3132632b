/**
 * A small least-recently-used cache with a time limit. Each app makes its own (the composition root, app/compose.ts),
 * so two apps in one process, as in tests, never share entries. Used for public answers that are the same for every
 * visitor and are asked for far more often than they change: suggestions, provider details, search results, the first
 * pages of ads. Writes drop what they change here and, through the cache bus, on every instance.
 *
 * A reader that started before a write commits must not put its stale answer back after the write dropped the
 * entry: it takes `generation()` before reading and passes it to `set`, which is skipped if a drop came between.
 */
export class ResponseCache<K, V> {
  private entries = new Map<K, { at: number; value: V }>();
  private dropped = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: K): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (Date.now() - hit.at > this.ttlMs) return undefined;
    // Re-inserted so the Map's order stays least recently used first.
    this.entries.set(key, hit);
    return hit.value;
  }

  /** Changes whenever an entry is dropped; see the class comment. */
  generation() {
    return this.dropped;
  }

  set(key: K, value: V, generation?: number) {
    if (generation !== undefined && generation !== this.dropped) return;
    this.entries.delete(key);
    this.entries.set(key, { at: Date.now(), value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: K) {
    this.dropped++;
    this.entries.delete(key);
  }

  clear() {
    this.dropped++;
    this.entries = new Map();
  }
}
